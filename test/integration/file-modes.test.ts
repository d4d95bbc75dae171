/**
 * Every file the service writes holds password hashes, the audit log or catalog data: the data
 * directory is 0700 and each file in it 0600 whatever the umask, an existing installation's
 * looser modes are tightened at start, and `backup --out` writes 0600.
 */
import { chmod, copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { createLogger } from '../../service/util/logger';
import { WORKER_LOCK_FILE } from '../../service/webhooks/worker-lock';
import { ensureServiceBuilt, runCli } from '../support/serve-process';
import { makeDataDir } from '../support/test-service';

let umask: number;
beforeAll(() => {
  ensureServiceBuilt();
  // What most Linux and macOS users have; the CLI child processes inherit it too.
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

async function modes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await readdir(dir)) out[name] = (await modeOf(join(dir, name))).toString(8);
  return out;
}

/** A running service (API and worker, so the worker lock is taken) with its log lines. */
async function start(dataDir: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const service = await createService(
    resolveConfig(
      { dataDir, vault: 'file', host: '127.0.0.1', port: 0, api: true, worker: true },
      {},
    ),
    createLogger('info', sink),
  );
  // The worker takes its lock on its first pass.
  const deadline = Date.now() + 10_000;
  while (!(await readdir(dataDir)).includes(WORKER_LOCK_FILE) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  return { service, lines };
}

describe('file modes under umask 022', () => {
  it('makes the data directory 0700 and every file in it 0600, also for an existing installation', async () => {
    const dataDir = join(await makeDataDir(), 'data');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);

    const first = await start(dataDir);
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(first.lines.some((l) => /0700/.test(String(l.msg)) && l.level === 30)).toBe(true);
      const files = await modes(dataDir);
      // The database with its -wal and -shm, master.key and the worker's lock file.
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          DATABASE_FILE,
          `${DATABASE_FILE}-wal`,
          `${DATABASE_FILE}-shm`,
          'master.key',
          WORKER_LOCK_FILE,
        ]),
      );
      for (const [name, mode] of Object.entries(files)) expect(mode, name).toBe('600');
    } finally {
      await first.service.close();
    }

    // An installation made before: everything loosened to what umask 022 gave it.
    await chmod(dataDir, 0o755);
    for (const name of await readdir(dataDir)) await chmod(join(dataDir, name), 0o644);
    const again = await start(dataDir);
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      for (const [name, mode] of Object.entries(await modes(dataDir)))
        expect(mode, name).toBe('600');
    } finally {
      await again.service.close();
    }
    for (const [name, mode] of Object.entries(await modes(dataDir))) expect(mode, name).toBe('600');

    // `backup --out` (another process, the same umask) writes 0600.
    const out = join(await makeDataDir(), 'backup.sqlite');
    await runCli(dataDir, 'backup', '--out', out);
    expect(await modeOf(out)).toBe(0o600);

    // A restore into a new data directory creates it 0700 and the database 0600.
    const restored = join(await makeDataDir(), 'restored');
    await mkdir(restored, { mode: 0o755 });
    await chmod(restored, 0o755);
    await copyFile(join(dataDir, 'master.key'), join(restored, 'master.key'));
    await chmod(join(restored, 'master.key'), 0o644);
    await runCli(restored, 'restore', '--from', out);
    expect(await modeOf(restored)).toBe(0o700);
    for (const [name, mode] of Object.entries(await modes(restored)))
      expect(mode, name).toBe('600');
  });
});
