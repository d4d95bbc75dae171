/**
 * Export bench (docs/performance.md): a data directory with N completed orders
 * (default 1,000,000, seeded here with straight inserts into the 0015 tables), the built
 * `serve` in its own process, then one CSV export of all the orders while a client calls
 * GET /me back to back. Prints rows/s, the serve process's peak RSS (VmHWM) and the GET /me
 * latencies during the export and, for comparison, without one.
 *
 * Usage: npm run bench -- --only=exports (BENCH_ORDERS sets N), or node dist/bench/exports.js [N]
 * after it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { createLogger } from '../../service/util/logger';
import { seedSales } from '../support/sales-rows';

const N = Number(process.argv[2] ?? 1_000_000);
const dataDir = mkdtempSync(join(tmpdir(), 'ic-bench-exports-'));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) *
  1024;

async function main() {
  const config = resolveConfig({ dataDir, vault: 'file', api: false, worker: false }, {});
  const service = await createService(config, createLogger('silent'));
  const setup = await service.tenancy.setup({
    company: { name: 'Bench', industry: 'retail' },
    branch: { name: 'Main', currency: 'EUR', timeZone: 'Europe/Paris' },
    admin: { username: 'admin', password: 'correct horse battery' },
  });
  const tenant = { companyId: setup.company.id, branchId: setup.branch.id };
  const { secret_key } = service.keys.create(
    { ...tenant, name: 'Bench', scopes: ['reports:export'] },
    'bench',
  );
  // The client calls GET /me back to back: no per-key limit in this branch.
  service.settings.setBranch(tenant.branchId, 'rate_limit_per_minute', 0);
  await service.close();
  const seedStarted = performance.now();
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  for (let done = 0; done < N; done += 100_000)
    seedSales(db, {
      ...tenant,
      count: Math.min(100_000, N - done),
      dates: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
      firstNumber: done + 1,
      ordersOnly: true,
      note: (i) => (i % 100 === 0 ? '=1+1' : null),
    });
  db.close();
  console.log(`seeded ${N} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const child = spawn(
    process.execPath,
    // As `npm run serve` starts it: no V8 flags.
    ['dist/service/serve.js', '--data-dir', dataDir, '--vault', 'file', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, IC_LOG_LEVEL: 'warn' } },
  );
  const url = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
  });
  const headers = {
    authorization: `Bearer ${secret_key}`,
    'x-company-id': tenant.companyId,
    'x-branch-id': tenant.branchId,
  };
  const me = async () => {
    const started = performance.now();
    await (await fetch(`${url}/api/v1/me`, { headers })).arrayBuffer();
    return performance.now() - started;
  };
  // Warm-up, then GET /me alone for 3 s.
  for (let i = 0; i < 200; i++) await me();
  const idle: number[] = [];
  for (const until = performance.now() + 3000; performance.now() < until;) idle.push(await me());
  const baselineRss = rssOf(child.pid!, 'VmRSS');

  const cpuBefore = cpuOf(child.pid!);
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/exports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ resource: 'orders', from: '2026-03-01', to: '2026-03-05' }),
  });
  const { id } = (await res.json()) as { id: string };
  const during: number[] = [];
  let view: {
    status: string;
    row_count: number;
    bytes: number;
    started_at: string;
    finished_at: string;
  } = {
    status: 'queued',
  } as never;
  let lastCheck = 0;
  while (view.status !== 'done' && view.status !== 'failed') {
    during.push(await me());
    if (performance.now() - lastCheck > 200) {
      lastCheck = performance.now();
      view = (await (
        await fetch(`${url}/api/v1/exports/${id}`, { headers })
      ).json()) as typeof view;
    }
  }
  const wall = (performance.now() - started) / 1000;
  const written = (Date.parse(view.finished_at) - Date.parse(view.started_at)) / 1000;
  const peak = rssOf(child.pid!, 'VmHWM');
  const cpu = cpuOf(child.pid!) - cpuBefore;
  child.kill('SIGTERM');
  const result = {
    rows: view.row_count,
    status: view.status,
    file_mb: +(view.bytes / 1e6).toFixed(1),
    export_seconds: +written.toFixed(2),
    rows_per_second: Math.round(view.row_count / written),
    wall_seconds: +wall.toFixed(2),
    serve_cpu_seconds: +cpu.toFixed(2),
    rows_per_cpu_second: Math.round(view.row_count / cpu),
    load_average: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    serve_rss_before_mb: +(baselineRss / 1e6).toFixed(1),
    serve_peak_rss_mb: +(peak / 1e6).toFixed(1),
    me_idle: {
      calls: idle.length,
      p50_ms: +percentile(idle, 0.5).toFixed(2),
      p99_ms: +percentile(idle, 0.99).toFixed(2),
    },
    me_during_export: {
      calls: during.length,
      p50_ms: +percentile(during, 0.5).toFixed(2),
      p99_ms: +percentile(during, 0.99).toFixed(2),
      max_ms: +Math.max(...during).toFixed(2),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
