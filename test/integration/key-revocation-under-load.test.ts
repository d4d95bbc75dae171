/**
 * Regenerate and deactivate under load (issue 7): 8 concurrent clients on keep-alive sockets
 * hammer the API with one key; the moment the operation returns (in-process, or the CLI
 * process exits), not one request *sent* after that instant may succeed with the old secret.
 * Each request's send time and status are recorded.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { startTestService, type TestService } from '../support/test-service';
import { runCli } from '../support/serve-process';

const run = promisify(execFile);
const CLIENTS = 8;
let t: TestService;
let clock: ManualClock;
let pool: Pool;

beforeAll(async () => {
  await run(process.execPath, ['scripts/build.mjs', '--service', '--quiet']);
  clock = new ManualClock(Date.now());
  t = await startTestService({ worker: false, clock });
  t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 0);
  pool = new Pool(t.baseUrl, { connections: CLIENTS, pipelining: 1 });
}, 60_000);
afterAll(async () => {
  await pool?.close();
  await t?.close();
});

interface Sample {
  sent: number;
  status: number;
}

/** Runs the clients until `stop`; `operation` runs after `warmupMs`; returns its end time. */
async function hammer(headers: Record<string, string>, operation: () => Promise<void>) {
  const samples: Sample[] = [];
  let stop = false;
  const client = async () => {
    while (!stop) {
      const sent = performance.now();
      const res = await pool.request({ path: '/api/v1/products?limit=1', method: 'GET', headers });
      await res.body.dump();
      samples.push({ sent, status: res.statusCode });
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((r) => setTimeout(r, 300));
  await operation();
  const returned = performance.now();
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await Promise.all(clients);
  // A new minute for the failed-authentication limit of 127.0.0.1 (30/min) before the next run.
  clock.advance(61_000);
  const before = samples.filter((s) => s.sent < returned);
  const after = samples.filter((s) => s.sent > returned);
  return { before, after, okAfter: after.filter((s) => s.status === 200) };
}

const cli = (...args: string[]) => runCli(t.dataDir, ...args);

describe('a dead secret fails from the moment the operation returns', () => {
  it('regenerate, in-process', async () => {
    const key = t.createKey(['products:view']);
    const r = await hammer(key.headers, async () => {
      t.service.keys.regenerate(key.publicKey, 'test');
    });
    expect(r.before.filter((s) => s.status === 200).length).toBeGreaterThan(50);
    expect(r.after.length).toBeGreaterThan(8);
    expect(r.okAfter).toEqual([]);
    expect(new Set(r.after.map((s) => s.status))).not.toContain(500);
  });

  it('deactivate, in-process', async () => {
    const key = t.createKey(['products:view']);
    const r = await hammer(key.headers, async () => {
      t.service.keys.setStatus(key.publicKey, 'inactive', 'test');
    });
    expect(r.before.filter((s) => s.status === 200).length).toBeGreaterThan(50);
    expect(r.after.length).toBeGreaterThan(8);
    expect(r.okAfter).toEqual([]);
  });

  it('regenerate, by the CLI in another process', async () => {
    const key = t.createKey(['products:view']);
    let fresh = '';
    const r = await hammer(key.headers, async () => {
      const { stdout } = await cli('keys', 'regenerate', key.publicKey);
      fresh = (JSON.parse(stdout) as { secret_key: string }).secret_key;
    });
    expect(r.before.filter((s) => s.status === 200).length).toBeGreaterThan(50);
    expect(r.after.length).toBeGreaterThan(8);
    expect(r.okAfter).toEqual([]);
    const res = await pool.request({
      path: '/api/v1/me',
      method: 'GET',
      headers: { ...key.headers, authorization: `Bearer ${fresh}` },
    });
    await res.body.dump();
    expect(res.statusCode).toBe(200);
  });

  it('deactivate, by the CLI in another process', async () => {
    const key = t.createKey(['products:view']);
    const r = await hammer(key.headers, async () => {
      await cli('keys', 'deactivate', key.publicKey);
    });
    expect(r.before.filter((s) => s.status === 200).length).toBeGreaterThan(50);
    expect(r.after.length).toBeGreaterThan(8);
    expect(r.okAfter).toEqual([]);
  });
});
