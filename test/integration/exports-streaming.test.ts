/**
 * A large export streams: the live heap (measured after a full GC, several times during the
 * export) stays flat while the service writes a file several times larger than the growth
 * allowed, and the API keeps answering (GET /me) while it runs. N is 200,000 orders here
 * (EXPORT_TEST_ROWS to change it); the 1,000,000-order figures (rows/s, RSS, GET /me p99) are
 * the bench's (test/bench/exports.ts, docs/performance.md).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSales } from '../support/sales-rows';
import { startTestService, type TestService } from '../support/test-service';

const N = Number(process.env.EXPORT_TEST_ROWS ?? 200_000);
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
let ts: TestService;

beforeAll(async () => {
  ts = await startTestService();
  seedSales(ts.service.db.sql, { ...ts.tenant, count: N, dates: ['2026-03-01', '2026-03-02'] });
}, 120_000);
afterAll(async () => ts?.close());

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

it(`exports ${N} orders with flat memory while GET /me keeps answering`, async () => {
  const { headers } = ts.createKey(['reports:export']);
  const me = ts.createKey(['products:view']).headers;
  const json = { ...headers, 'content-type': 'application/json' };
  const baseline = liveHeap();
  const created = await fetch(`${ts.baseUrl}/api/v1/exports`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ resource: 'orders', from: '2026-03-01', to: '2026-03-02' }),
  });
  const { id } = (await created.json()) as { id: string };
  let peak = baseline;
  const latencies: number[] = [];
  let status = 'queued';
  let polls = 0;
  while (status !== 'done' && status !== 'failed') {
    const started = performance.now();
    const res = await fetch(`${ts.baseUrl}/api/v1/me`, { headers: me });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (++polls % 20 === 0) {
      peak = Math.max(peak, liveHeap());
      const view = (await (
        await fetch(`${ts.baseUrl}/api/v1/exports/${id}`, { headers })
      ).json()) as { status: string };
      status = view.status;
    }
  }
  expect(status).toBe('done');
  const view = (await (await fetch(`${ts.baseUrl}/api/v1/exports/${id}`, { headers })).json()) as {
    row_count: number;
    bytes: number;
  };
  expect(view.row_count).toBe(N);
  const file = join(ts.dataDir, 'exports', ts.tenant.branchId, `${id}.csv`);
  expect(statSync(file).size).toBe(view.bytes);
  const growth = peak - baseline;
  const p99 = percentile(latencies, 0.99);
  console.log(
    `exported ${N} rows, ${(view.bytes / 1e6).toFixed(1)} MB; live heap growth ${(growth / 1e6).toFixed(1)} MB; ` +
      `GET /me during it: ${latencies.length} calls, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  // The file is far larger than what the process may grow by: rows are never all in memory.
  expect(view.bytes).toBeGreaterThan(N * 150);
  expect(growth).toBeLessThan(Math.min(view.bytes / 3, 16e6));
  expect(latencies.length).toBeGreaterThan(50);
  // Generous for a loaded shared machine; the bench measures the real figure.
  expect(p99).toBeLessThan(250);
}, 300_000);
