/**
 * `cli status` against a real data directory, alone and next to a running `serve` (the built
 * dist/service/serve.js): where the API listens, whether a delivery worker holds the lock, and
 * the keychain fallback warning as one plain sentence.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliSync } from '../support/cli-process';
import {
  CLI_SETUP_ARGS,
  ensureServiceBuilt,
  killAll,
  root,
  startServe,
} from '../support/serve-process';
import type { ChildProcess } from 'node:child_process';
import { makeDataDir } from '../support/test-service';

const version = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version;
const children: ChildProcess[] = [];
let dataDir = '';
beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
}, 120_000);
afterAll(async () => {
  killAll(children);
  await rm(dataDir, { recursive: true, force: true });
});

interface Status {
  version: string;
  data_dir: string;
  database: { bytes: number } | null;
  vault: { mode: string; in_use: string | null };
  set_up: boolean;
  api: { listening: { address: string; pid: number }[]; configured_address: string };
  delivery_worker: { running: boolean };
}
const status = (): Status => {
  const r = runCliSync(dataDir, ['--json', 'status']);
  expect(r.code, r.stderr).toBe(0);
  return r.json as unknown as Status;
};

describe('cli status', { timeout: 120_000 }, () => {
  it('on an empty directory reports it and creates nothing', () => {
    expect(status()).toMatchObject({
      version,
      data_dir: dataDir,
      database: null,
      set_up: false,
      vault: { mode: 'file', in_use: null },
      api: { listening: [], configured_address: 'http://127.0.0.1:8787' },
      delivery_worker: { running: false },
    });
    expect(readdirSync(dataDir)).toEqual([]);
    const text = runCliSync(dataDir, ['status']).stdout;
    expect(text).toMatch(/^database: +none yet \(run `cli setup`\)$/m);
  });

  it('after setup, and next to a running serve: its address and the worker lock', async () => {
    expect(runCliSync(dataDir, CLI_SETUP_ARGS).code).toBe(0);
    const idle = status();
    expect(idle).toMatchObject({
      set_up: true,
      vault: { mode: 'file', in_use: 'file' },
      api: { listening: [] },
      delivery_worker: { running: false },
    });
    expect(idle.database!.bytes).toBeGreaterThan(0);

    const serve = await startServe(dataDir, children);
    const running = status();
    expect(running.api.listening).toEqual([
      expect.objectContaining({ address: serve.url, pid: serve.child.pid }),
    ]);
    // The worker takes the lock right after listening.
    const deadline = Date.now() + 20_000;
    let worker = running.delivery_worker.running;
    while (!worker && Date.now() < deadline) worker = status().delivery_worker.running;
    expect(worker).toBe(true);
    const text = runCliSync(dataDir, ['status']).stdout;
    expect(text).toContain(`open API:        ${serve.url} (pid ${serve.child.pid})`);
    expect(text).toContain('delivery worker: running');

    // Killed without any shutdown code: its files stay, and are recognised as dead.
    await serve.kill9();
    expect(existsSync(join(dataDir, `api-listening-${serve.child.pid}.json`))).toBe(true);
    expect(status()).toMatchObject({
      api: { listening: [] },
      delivery_worker: { running: false },
    });
  });

  it('a stopped serve removes its address file', async () => {
    const serve = await startServe(dataDir, children);
    let output = '';
    serve.child.stderr!.on('data', (chunk: string) => (output += chunk));
    serve.child.kill('SIGTERM');
    await serve.exited;
    expect(serve.child.exitCode, output).toBe(0);
    expect(existsSync(join(dataDir, `api-listening-${serve.child.pid}.json`))).toBe(false);
  });

  it('vault auto without a keychain: one plain warning sentence, once', () => {
    const r = runCliSync(dataDir, ['status'], {
      vault: 'auto',
      env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(
      `warning: The OS keychain is not reachable, so the master key is kept in ${join(dataDir, 'master.key')} (mode 0600); pass --vault keychain to require the keychain, or --vault file to silence this.\n`,
    );
    expect(r.stdout).toMatch(/^vault: +master\.key in the data directory \(mode auto\)$/m);
  });
});
