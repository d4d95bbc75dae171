/**
 * Years of a busy branch (issue 34, docs/performance.md "Growth over years"), at two sizes.
 *
 * Seeding: the demo generator itself (service/demo/demo.ts `generateDemo`), 550 orders a day on
 * one retail branch, through the service's own operations, so every row (orders, lines, payments,
 * refunds, events, daily sums, ledgers, audit) is what a real branch writes. No bulk SQL copy: a
 * replication by `INSERT … SELECT` with shifted ids and dates would have to keep the events, the
 * daily sums, the ledgers and the order numbers consistent, which is more than this bench's time
 * allowed, so the sizes are modest (GROWTH_ORDERS, default 20,000: about six minutes here) and
 * fifteen years are projected from the two sizes, N/4 and N.
 *
 * For each size: database bytes per order; cold start of `serve` (spawn to "listening on"); the
 * first page of /orders, /payments, /refunds, /products and /customers (p95 of 30); a walk of the
 * whole order list by 100 (the deepest tenth of the pages against the first page); the sales
 * report over the seeded span and an export of its last month while another company calls
 * GET /me back to back (p99); `serve`'s peak RSS; `cli backup` and `cli restore` against a plain
 * copy of the same file. Prints one JSON line: the figures, the projection, PASS or MISS.
 *
 * Usage: npm run bench -- --only=growth (GROWTH_ORDERS=n to change the size).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { generateDemo } from '../../service/demo/demo';
import { addDays } from '../../service/util/time-zone';
import { createLogger } from '../../service/util/logger';

const PER_DAY = 550;
const N = Math.max(4 * PER_DAY, Number(process.env.GROWTH_ORDERS ?? 20_000));
const YEAR = PER_DAY * 365;
const FIFTEEN_YEARS = 15 * YEAR;
const LISTS = ['orders', 'payments', 'refunds', 'products', 'customers'] as const;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)]!;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

function timed(command: string, argv: string[]): number {
  const t0 = performance.now();
  const run = spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${command} ${argv.join(' ')} exited ${run.status}`);
  return performance.now() - t0;
}

async function seed(dataDir: string, orders: number) {
  const config = resolveConfig({ dataDir, vault: 'file', api: false, worker: false }, {});
  const service = await createService(config, createLogger('silent'));
  const setup = await service.tenancy.setup({
    company: { name: 'Other company', industry: 'retail' },
    branch: { name: 'Other main', currency: 'EUR', timeZone: 'Europe/Paris' },
    admin: { username: 'admin', password: 'correct horse battery' },
  });
  const started = performance.now();
  const days = Math.ceil(orders / PER_DAY);
  const demo = await generateDemo(
    service,
    { industry: 'retail', days, ordersPerDay: PER_DAY, seed: 1 },
    'bench',
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const key = (companyId: string, branchId: string, scopes: string[]) => {
    const made = service.keys.create({ companyId, branchId, name: 'Bench', scopes }, 'bench');
    service.settings.setBranch(branchId, 'rate_limit_per_minute', 0);
    return {
      authorization: `Bearer ${made.secret_key}`,
      'x-company-id': companyId,
      'x-branch-id': branchId,
    };
  };
  const shop = key(demo.company_id, demo.branch_id, [
    'orders:view',
    'products:view',
    'customer:view',
    'reports:view',
    'reports:export',
  ]);
  const other = key(setup.company.id, setup.branch.id, ['products:view']);
  await service.close();
  return { demo, shop, other, seedSeconds };
}

function startServe(dataDir: string) {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    ['dist/service/serve.js', '--data-dir', dataDir, '--vault', 'file', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, IC_LOG_LEVEL: 'warn' } },
  );
  const ready = new Promise<{ url: string; ms: number }>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, ms: performance.now() - t0 });
    });
  });
  return { child, ready };
}

async function stop(child: ReturnType<typeof spawn>) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(orders: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-bench-growth-'));
  try {
    const { demo, shop, other, seedSeconds } = await seed(dataDir, orders);
    const dbFile = join(dataDir, DATABASE_FILE);
    const bytes = statSync(dbFile).size;

    // Cold start: the median of three starts (the page cache is warm: the file was just written).
    const starts: number[] = [];
    for (let i = 0; i < 2; i++) {
      const s = startServe(dataDir);
      starts.push((await s.ready).ms);
      await stop(s.child);
    }
    const serve = startServe(dataDir);
    const { url, ms } = await serve.ready;
    starts.push(ms);
    const get = async (path: string, headers: Record<string, string>) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1${path}`, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body}`);
      return { ms: performance.now() - t0, body };
    };
    for (let i = 0; i < 100; i++) await get('/me', other);

    const firstPage = {} as Record<(typeof LISTS)[number], number>;
    for (const list of LISTS) {
      const times: number[] = [];
      for (let i = 0; i < 33; i++) times.push((await get(`/${list}?limit=100`, shop)).ms);
      firstPage[list] = r1(quantile(times.slice(3), 0.95));
    }
    // The whole order list by 100: the deepest tenth of the pages against the first tenth.
    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        `/orders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        shop,
      );
      pages.push(page.ms);
      cursor = (JSON.parse(page.body) as { next_cursor: string | null }).next_cursor;
    } while (cursor);
    const tenth = Math.max(1, Math.floor(pages.length / 10));
    const shallowPage = r1(quantile(pages.slice(0, tenth), 0.5));
    const deepPage = r1(quantile(pages.slice(-tenth), 0.5));

    /** GET /me back to back until `busy` settles. */
    const meWhile = async (busy: Promise<unknown>) => {
      let done = false;
      void busy.finally(() => (done = true)).catch(() => undefined);
      const times: number[] = [];
      while (!done) times.push((await get('/me', other)).ms);
      await busy;
      return times;
    };
    let reportMs = 0;
    const meReport = await meWhile(
      get(`/reports/sales?from=${demo.from}&to=${demo.to}`, shop).then((r) => (reportMs = r.ms)),
    );
    const monthFrom = addDays(demo.to, -30);
    let exportMs = 0;
    const exportRun = (async () => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1/exports`, {
        method: 'POST',
        headers: { ...shop, 'content-type': 'application/json' },
        body: JSON.stringify({ resource: 'orders', from: monthFrom, to: demo.to }),
      });
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const view = JSON.parse((await get(`/exports/${id}`, shop)).body) as {
          status: string;
        };
        if (view.status === 'failed') throw new Error('the export failed');
        if (view.status === 'done') break;
      }
      exportMs = performance.now() - t0;
    })();
    const meExport = await meWhile(exportRun);
    const rss = peakRss(serve.child.pid!);
    await stop(serve.child);

    // cli backup and restore against a plain copy of the same file (serve stopped).
    const cli = (...argv: string[]) =>
      timed(process.execPath, [
        'dist/service/cli.js',
        '--data-dir',
        dataDir,
        '--vault',
        'file',
        ...argv,
      ]);
    const copyFile = join(dataDir, 'copy.sqlite');
    const t0 = performance.now();
    copyFileSync(dbFile, copyFile);
    const copyMs = performance.now() - t0;
    const backupFile = join(dataDir, 'backup.sqlite');
    const backupMs = cli('backup', '--out', backupFile);
    const restoreMs = cli('restore', '--from', backupFile);

    return {
      orders: demo.orders,
      days: Math.ceil(orders / PER_DAY),
      seed_seconds: r1(seedSeconds),
      db_mb: r1(bytes / 1e6),
      bytes_per_order: Math.round(bytes / demo.orders),
      cold_start_ms: Math.round(quantile(starts, 0.5)),
      first_page_p95_ms: firstPage,
      order_pages: pages.length,
      shallow_page_ms: shallowPage,
      deep_page_ms: deepPage,
      report_ms: Math.round(reportMs),
      export_month_ms: Math.round(exportMs),
      me_p99_ms: r1(quantile([...meReport, ...meExport], 0.99)),
      peak_rss_mb: r1(rss / 1e6),
      copy_ms: Math.round(copyMs),
      backup_ms: Math.round(backupMs),
      restore_ms: Math.round(restoreMs),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Fifteen years from two sizes: `linear` when the figure grew about as the orders did (more
 * than half of the 4× step), `log` when it grew less, `flat` when it did not grow (within 15 %).
 */
function project(a: number, b: number, na: number, nb: number) {
  const ratio = b / Math.max(a, 1e-9);
  if (ratio <= 1.15) return { kind: 'flat', at15: b };
  if (ratio - 1 > (nb / na - 1) / 2)
    return { kind: 'linear', at15: b + ((b - a) / (nb - na)) * (FIFTEEN_YEARS - nb) };
  return { kind: 'log', at15: b + ((b - a) / Math.log(nb / na)) * Math.log(FIFTEEN_YEARS / nb) };
}

type Sizes = {
  small: Awaited<ReturnType<typeof measure>>;
  large: Awaited<ReturnType<typeof measure>>;
};
// GROWTH_SIZES=file: project again from the `sizes` of an earlier run's JSON line.
const sizes: Sizes = process.env.GROWTH_SIZES
  ? (JSON.parse(readFileSync(process.env.GROWTH_SIZES, 'utf8')) as { sizes: Sizes }).sizes
  : { small: await measure(Math.round(N / 4)), large: await measure(N) };
const { small, large } = sizes;
const na = small.orders;
const nb = large.orders;

interface Figure {
  name: string;
  a: number;
  b: number;
  bound: number;
  unit: string;
  /** How the figure is scaled to fifteen years, when not by `project`. */
  at15?: { kind: string; at15: number };
}
/** A straight line through the two sizes, read at `x` orders. */
const line = (a: number, b: number, x: number) => a + ((b - a) / (nb - na)) * (x - na);
/** A ratio of two figures that each grow linearly (backup or restore against a copy). */
const ratioAt15 = (key: 'backup_ms' | 'restore_ms') => ({
  kind: 'ratio of two linear',
  at15:
    line(small[key], large[key], FIFTEEN_YEARS) /
    Math.max(1, line(small.copy_ms, large.copy_ms, FIFTEEN_YEARS)),
});
const figures: Figure[] = [
  {
    name: 'cold start of serve',
    a: small.cold_start_ms,
    b: large.cold_start_ms,
    bound: 2000,
    unit: 'ms',
  },
  ...LISTS.map((list) => ({
    name: `first page p95 /${list}`,
    a: small.first_page_p95_ms[list],
    b: large.first_page_p95_ms[list],
    bound: 50,
    unit: 'ms',
  })),
  {
    name: 'deep page / shallow page (orders by 100)',
    a: r3(small.deep_page_ms / small.shallow_page_ms),
    b: r3(large.deep_page_ms / large.shallow_page_ms),
    bound: 1.5,
    unit: '×',
  },
  {
    // The seeded span is shorter than a year: the report over it, read at a year's orders on
    // the line through the two sizes (a year's report covers a year at fifteen years too).
    name: 'sales report over the seeded span (at 15 years: a year)',
    a: small.report_ms,
    b: large.report_ms,
    bound: 5000,
    unit: 'ms',
    at15: { kind: 'linear in the span', at15: line(small.report_ms, large.report_ms, YEAR) },
  },
  {
    // A month is a month at any age: when the larger size covers a month, its figure stands.
    name: "a month's export",
    a: small.export_month_ms,
    b: large.export_month_ms,
    bound: 10_000,
    unit: 'ms',
    ...(large.days >= 31 ? { at15: { kind: 'per month', at15: large.export_month_ms } } : {}),
  },
  {
    name: 'GET /me p99 during report and export',
    a: small.me_p99_ms,
    b: large.me_p99_ms,
    bound: 100,
    unit: 'ms',
  },
  { name: 'peak RSS of serve', a: small.peak_rss_mb, b: large.peak_rss_mb, bound: 250, unit: 'MB' },
  {
    name: 'cli backup / plain copy',
    a: r3(small.backup_ms / Math.max(small.copy_ms, 1)),
    b: r3(large.backup_ms / Math.max(large.copy_ms, 1)),
    bound: 2,
    unit: '×',
    at15: ratioAt15('backup_ms'),
  },
  {
    name: 'cli restore / plain copy',
    a: r3(small.restore_ms / Math.max(small.copy_ms, 1)),
    b: r3(large.restore_ms / Math.max(large.copy_ms, 1)),
    bound: 3,
    unit: '×',
    at15: ratioAt15('restore_ms'),
  },
];
const rows = figures.map((f) => {
  const p = f.at15 ?? project(f.a, f.b, na, nb);
  return {
    figure: f.name,
    at_small: f.a,
    at_large: f.b,
    unit: f.unit,
    bound: f.bound,
    now: f.b <= f.bound ? 'PASS' : 'MISS',
    growth: p.kind,
    at_15_years: r1(p.at15),
    crosses_at_15_years: p.at15 > f.bound,
  };
});
const bytesPerOrder = large.bytes_per_order;
const result = {
  sizes: { small, large },
  bytes_per_order: bytesPerOrder,
  mb_per_year: Math.round((bytesPerOrder * YEAR) / 1e6),
  gb_at_15_years: r1((bytesPerOrder * FIFTEEN_YEARS) / 1e9),
  busy_year_over_2_gb: bytesPerOrder * YEAR > 2e9,
  figures: rows,
  load_average: loadAverage(),
};
for (const r of rows)
  console.error(
    `${r.now}  ${r.figure}: ${r.at_small} → ${r.at_large} ${r.unit} (bound ${r.bound}); ` +
      `${r.growth}, at 15 years ${r.at_15_years}${r.crosses_at_15_years ? ' CROSSES' : ''}`,
  );
console.log(JSON.stringify(result));
