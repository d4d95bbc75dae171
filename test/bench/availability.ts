/**
 * The availability attack of the hardening review (docs/reliability.md, "Availability and
 * hardening"): a branch with N completed orders over a year (default 150,000, written straight
 * into the sales tables by test/bench/order-rows.ts), the built `serve` in its own process, two
 * `GET /reports/sales` over 366 days grouped by customer,hour at once from one `reports:view`
 * key, and another company's key calling `GET /me` back to back. Prints one JSON line: the
 * GET /me latencies alone and during the runs, and PASS when the p99 during them is at most
 * 100 ms.
 *
 * Usage: npm run bench -- --only=availability (BENCH_AVAILABILITY_ORDERS sets N), or
 * node dist/bench/availability.js [N] after it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { createLogger } from '../../service/util/logger';
import { seedOrders } from './order-rows';

const N = Number(process.argv[2] ?? 150_000);
const TARGET_MS = 100;
const FROM = '2025-01-01';
const TO = '2026-01-01'; // 366 days
const dataDir = mkdtempSync(join(tmpdir(), 'ic-bench-availability-'));

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1]!;
const round = (x: number) => Math.round(x * 10) / 10;

async function prepare() {
  const config = resolveConfig({ dataDir, vault: 'file', api: false, worker: false }, {});
  const service = await createService(config, createLogger('silent'));
  const setup = await service.tenancy.setup({
    company: { name: 'Big shop', industry: 'retail' },
    branch: { name: 'Main', currency: 'EUR', timeZone: 'Europe/Paris' },
    admin: { username: 'admin', password: 'correct horse battery' },
  });
  const shop = { companyId: setup.company.id, branchId: setup.branch.id };
  const rival = service.tenancy.createCompany(
    {
      name: 'Other company',
      industry: 'retail',
      branch: { name: 'Other main', currency: 'EUR', timeZone: 'UTC' },
    },
    'bench',
  );
  const other = { companyId: rival.company.id, branchId: rival.branch.id };
  const key = (tenant: typeof shop, scopes: string[]) => {
    const { secret_key } = service.keys.create({ ...tenant, name: 'Bench', scopes }, 'bench');
    return {
      authorization: `Bearer ${secret_key}`,
      'x-company-id': tenant.companyId,
      'x-branch-id': tenant.branchId,
    };
  };
  const reportHeaders = key(shop, ['reports:view']);
  const meHeaders = key(other, ['products:view']);
  // The per-key limit is not what is measured: neither key meets it.
  for (const t of [shop, other]) service.settings.setBranch(t.branchId, 'rate_limit_per_minute', 0);
  const started = performance.now();
  const sql = service.db.sql;
  // A bulk load: a large page cache, no journal, no fsync; the service's settings after it.
  sql.pragma('cache_size = -262144');
  sql.pragma('synchronous = OFF');
  sql.pragma('journal_mode = OFF');
  seedOrders(service.db, {
    ...shop,
    orders: N,
    firstDate: FROM,
    days: 366,
    customers: 500,
    batch: 50_000,
    rebuildIndexes: true,
  });
  sql.pragma('journal_mode = WAL');
  sql.pragma('synchronous = FULL');
  await service.close();
  const seedMs = performance.now() - started;
  return { reportHeaders, meHeaders, seedMs };
}

async function main() {
  const { reportHeaders, meHeaders, seedMs } = await prepare();
  const child = spawn(
    process.execPath,
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
  const me = async () => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1/me`, { headers: meHeaders });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /me answered ${res.status}`);
    return performance.now() - t0;
  };
  /** GET /me back to back until `busy` settles. */
  const meWhile = async (busy: Promise<unknown>) => {
    let done = false;
    void busy.finally(() => (done = true)).catch(() => undefined);
    const times: number[] = [];
    while (!done) times.push(await me());
    await busy;
    return times;
  };
  for (let i = 0; i < 200; i++) await me();
  const idle = await meWhile(new Promise((resolve) => setTimeout(resolve, 3000)));
  const report = async () => {
    const res = await fetch(
      `${url}/api/v1/reports/sales?from=${FROM}&to=${TO}&group_by=customer,hour`,
      { headers: reportHeaders },
    );
    const body = (await res.json()) as { data: unknown[] };
    if (res.status !== 200) throw new Error(`the report answered ${res.status}`);
    return body.data.length;
  };
  const started = performance.now();
  let rows: number[] = [];
  const during = await meWhile(Promise.all([report(), report()]).then((r) => (rows = r)));
  const runsMs = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const result = {
    orders: N,
    seed_seconds: round(seedMs / 1000),
    report_rows: rows[0],
    runs_ms: Math.round(runsMs),
    me_alone: { calls: idle.length, p99_ms: round(p99(idle)), max_ms: round(Math.max(...idle)) },
    me_during_runs: {
      calls: during.length,
      p99_ms: round(p99(during)),
      max_ms: round(Math.max(...during)),
    },
    target_p99_ms: TARGET_MS,
    pass: p99(during) <= TARGET_MS,
    load_average: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  console.log(JSON.stringify(result));
}

try {
  await main();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
