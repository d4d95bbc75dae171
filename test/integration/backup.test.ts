import { copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
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
