import { createHash } from 'node:crypto';
import { chmod, copyFile, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { backupDatabase, restoreDatabase } from '../../service/db/backup';
import { DATABASE_FILE, MIGRATIONS, openMigratedTo } from '../../service/db/data-source';
import { FileVault } from '../../service/vault/file-vault';
import { AppError } from '../../shared/errors';
import { createLogger } from '../../service/util/logger';
import { seedProducts } from '../support/seed';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';
import { runCli } from '../support/serve-process';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

const openFileService = (dataDir: string) =>
  createService(
    resolveConfig({ dataDir, vault: 'file', api: false, worker: false }, {}),
    createLogger('silent'),
  );

describe('backup and restore', () => {
  it('copies a consistent database while the service writes, and restores it only with the right master key', async () => {
    const key = t.createKey(['products:view']);
    seedProducts(t.service.db, t.tenant, 500);
    // A writer keeps committing while the backup runs in another process.
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) {
        seedProducts(t.service.db, t.tenant, 20, `W${n++}`);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const out = join(await makeDataDir(), 'backup.sqlite');
    const { stdout } = await runCli(t.dataDir, 'backup', '--out', out);
    writing = false;
    await writer;
    expect(JSON.parse(stdout)).toMatchObject({ file: out });
    await expect(runCli(t.dataDir, 'backup', '--out', out)).rejects.toThrow(/already exists/);

    // A data directory without this installation's master key refuses it and stays empty.
    const elsewhere = await makeDataDir();
    await expect(runCli(elsewhere, 'restore', '--from', out)).rejects.toThrow(
      /not in the file .*nothing was changed/s,
    );
    await expect(stat(join(elsewhere, DATABASE_FILE))).rejects.toThrow();

    // One with its own, different key refuses it too.
    const other = await makeDataDir();
    await (await openFileService(other)).close();
    await expect(runCli(other, 'restore', '--from', out)).rejects.toThrow(/installation/);

    // With the vault copied along, the restore works and the data is whole.
    const target = await makeDataDir();
    await copyFile(join(t.dataDir, 'master.key'), join(target, 'master.key'));
    const restored = JSON.parse((await runCli(target, 'restore', '--from', out)).stdout) as {
      restored: boolean;
    };
    expect(restored.restored).toBe(true);
    const service = await openFileService(target);
    try {
      expect(service.db.sql.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(service.keys.authenticate(key.secret)?.public_key).toBe(key.publicKey);
      const count = (
        service.db.sql.prepare('SELECT count(*) AS n FROM products').get() as { n: number }
      ).n;
      expect(count).toBeGreaterThanOrEqual(500);
      expect(count % 20).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const target = await makeDataDir();
    const junk = join(target, 'junk.sqlite');
    await copyFile(join(process.cwd(), 'package.json'), junk);
    await expect(runCli(target, 'restore', '--from', junk)).rejects.toThrow(
      /not a backup|Cannot open|damaged/,
    );
  });
});

/** The CLI's --json error (stderr) of a failed run. */
async function cliError(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    return (
      JSON.parse(stderr.trim().split('\n').pop()!) as { error: { code: string; message: string } }
    ).error;
  }
  throw new Error('the command succeeded');
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** A copy of `file` changed by `sql` (what someone handing over a crafted backup does). */
async function crafted(file: string, name: string, sql: string): Promise<string> {
  const copy = join(await makeDataDir(), name);
  await copyFile(file, copy);
  const db = new BetterSqlite3(copy);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
  return copy;
}

describe('restore accepts only the schema the migrations make', () => {
  let honest: string;
  /** A data directory holding this installation's master key and a restored database. */
  let target: string;
  let key: { publicKey: string; secret: string };

  beforeAll(async () => {
    key = t.createKey(['products:view']);
    honest = join(await makeDataDir(), 'honest.sqlite');
    await backupDatabase(t.service.db, honest);
    target = await makeDataDir();
    await copyFile(join(t.dataDir, 'master.key'), join(target, 'master.key'));
    await restoreDatabase(honest, target, [new FileVault(target)]);
  });

  it('refuses a backup with an added trigger, and leaves the live database as it was', async () => {
    // Regenerating a key would keep its old secret working: the trigger puts the old hash back.
    const attack = await crafted(
      honest,
      'trigger.sqlite',
      `CREATE TRIGGER api_keys_keep_secret AFTER UPDATE OF secret_hash ON api_keys
       BEGIN UPDATE api_keys SET secret_hash = OLD.secret_hash, secret_enc = OLD.secret_enc
       WHERE id = NEW.id; END;`,
    );
    const live = join(target, DATABASE_FILE);
    const before = await sha256(live);
    const error = await cliError(runCli(target, 'restore', '--from', attack));
    expect(error.code).toBe('schema_mismatch');
    expect(error.message).toMatch(/trigger api_keys_keep_secret/);
    expect(error.message).toMatch(/nothing was changed/i);
    expect(await sha256(live)).toBe(before);
    expect(existsSync(`${live}-wal`) ? (await stat(`${live}-wal`)).size : 0).toBe(0);

    // The live database has only its own triggers, and regenerating the key kills the old secret.
    const service = await openFileService(target);
    try {
      const triggers = service.db.sql
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        .all()
        .map((t) => t.name);
      expect(triggers.sort()).toEqual([
        'api_keys_version',
        'users_version',
        'webhooks_version',
        'z_reports_no_delete',
        'z_reports_no_update',
      ]);
      service.keys.regenerate(key.publicKey, 'test');
      expect(service.keys.authenticate(key.secret)).toBeNull();
    } finally {
      await service.close();
    }
  });

  it('refuses every other difference: views, indexes, tables, columns, unknown migrations', async () => {
    const live = join(target, DATABASE_FILE);
    const before = await sha256(live);
    const cases: [string, string, RegExp][] = [
      ['view', 'CREATE VIEW secrets AS SELECT secret_enc FROM api_keys;', /extra view secrets/],
      ['extra-table', 'CREATE TABLE notes (x TEXT);', /extra table notes/],
      ['missing-index', 'DROP INDEX branches_company;', /missing index branches_company/],
      [
        'changed-index',
        'DROP INDEX branches_company; CREATE INDEX branches_company ON branches(name);',
        /changed index branches_company/,
      ],
      ['column', 'ALTER TABLE api_keys ADD COLUMN note TEXT;', /changed table api_keys/],
      [
        'future',
        "INSERT INTO migrations (timestamp, name) VALUES (9999999999999, 'Future9999999999999');",
        /newer version|Future9999999999999/,
      ],
    ];
    for (const [name, sql, message] of cases) {
      const file = await crafted(honest, `${name}.sqlite`, sql);
      const error = await restoreDatabase(file, target, [new FileVault(target)]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(AppError);
      expect((error as AppError).code, name).toBe('schema_mismatch');
      expect((error as AppError).message, name).toMatch(message);
      expect(await sha256(live), name).toBe(before);
    }
  });

  it('refuses while the database is open, then restores a readable copy as 0600', async () => {
    const live = join(target, DATABASE_FILE);
    // A restore renames a new file over the database: the same inode means it did not.
    const before = (await stat(live)).ino;
    const service = await openFileService(target);
    try {
      const error = await restoreDatabase(honest, target, [new FileVault(target)]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('conflict');
      expect((error as AppError).message).toMatch(/in use: stop serve/);
    } finally {
      await service.close();
    }
    expect((await stat(live)).ino).toBe(before);

    // The copy taken in is tightened: a backup readable by others does not make the database so.
    const loose = join(await makeDataDir(), 'loose.sqlite');
    await copyFile(honest, loose);
    await chmod(loose, 0o644);
    await restoreDatabase(loose, target, [new FileVault(target)]);
    expect((await stat(live)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${live}-wal`)).toBe(false);
    const reopened = await openFileService(target);
    try {
      expect(reopened.keys.authenticate(key.secret)?.public_key).toBe(key.publicKey);
    } finally {
      await reopened.close();
    }
  });

  it('restores a backup made by an older version and migrates it', async () => {
    // The first release's schema (migration 0001 only), holding this installation's identity
    // and API keys: what a backup taken before the later migrations holds.
    const older = join(await makeDataDir(), 'older.sqlite');
    const ds = await openMigratedTo(older, 1);
    try {
      const db = ds.driver as unknown as { databaseConnection: BetterSqlite3.Database };
      const sql = db.databaseConnection;
      sql.prepare('ATTACH DATABASE ? AS src').run(honest);
      for (const table of ['system_meta', 'companies', 'branches', 'api_keys']) {
        const columns = (
          sql.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]
        )
          .map((c) => `"${c.name}"`)
          .join(', ');
        sql.exec(`INSERT INTO main.${table} (${columns}) SELECT ${columns} FROM src.${table}`);
      }
      sql.exec('DETACH DATABASE src');
    } finally {
      await ds.destroy();
    }
    const fresh = await makeDataDir();
    await copyFile(join(t.dataDir, 'master.key'), join(fresh, 'master.key'));
    await restoreDatabase(older, fresh, [new FileVault(fresh)]);
    const service = await openFileService(fresh);
    try {
      const applied = service.db.sql.prepare('SELECT count(*) AS n FROM migrations').get() as {
        n: number;
      };
      expect(applied.n).toBe(MIGRATIONS.length);
      expect(service.keys.authenticate(key.secret)?.public_key).toBe(key.publicKey);
    } finally {
      await service.close();
    }
  });
});

describe('backup --out', () => {
  it('refuses a dangling symlink and does not create its target', async () => {
    const dir = await makeDataDir();
    const out = join(dir, 'backup.sqlite');
    const aimed = join(dir, 'elsewhere.sqlite');
    await symlink(aimed, out);
    const error = await cliError(runCli(t.dataDir, 'backup', '--out', out));
    expect(error.code).toBe('unsafe_path');
    expect(error.message).toMatch(/symbolic link/);
    expect(existsSync(aimed)).toBe(false);
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    // --force does not follow it either.
    expect((await cliError(runCli(t.dataDir, 'backup', '--out', out, '--force'))).code).toBe(
      'unsafe_path',
    );
    expect(existsSync(aimed)).toBe(false);
  });

  it('refuses an existing file unless --force, which replaces it', async () => {
    const dir = await makeDataDir();
    const out = join(dir, 'backup.sqlite');
    await writeFile(out, 'not a backup', { mode: 0o644 });
    const error = await cliError(runCli(t.dataDir, 'backup', '--out', out));
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/--force/);
    expect(await readFile(out, 'utf8')).toBe('not a backup');
    await runCli(t.dataDir, 'backup', '--out', out, '--force');
    const db = new BetterSqlite3(out, { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM system_meta').get()).toMatchObject({
        n: expect.any(Number),
      });
    } finally {
      db.close();
    }
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });
});
