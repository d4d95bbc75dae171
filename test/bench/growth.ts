/**
 * Years of a busy branch (docs/performance.md, "Growth over years").
 *
 * Two shapes of the same number of orders: one retail branch selling 550 a day, and 200
 * branches selling 3 a day each. Each data directory grows through three sizes (GROWTH_ORDERS/16,
 * /4 and GROWTH_ORDERS, default 1,000,000) by test/bench/growth-seed.ts, and is kept in
 * GROWTH_DATA_DIR between runs. At each size: bytes per order; cold start of `serve`; the first
 * page of every list of the open API (p95); pages deep in the orders, payments and refunds walks
 * and syncs against their first page; a year's sales report, a month's export and a 366-day
 * custom report, each while another company calls GET /me back to back (p99); `serve`'s peak
 * RSS; `cli backup` and `cli restore` against a plain copy of the same file, written to disk. Each figure is then
 * classed flat, logarithmic or linear from the three sizes and projected to fifteen years.
 * Prints one JSON line: the figures, PASS or MISS now, and whether fifteen years cross a bound.
 *
 * Usage: npm run bench -- --only=growth (GROWTH_ORDERS=n, GROWTH_BRANCHES=1,200,
 * GROWTH_DATA_DIR=dir).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { encodeCursor, syncScope, walkScope } from '../../service/resources/listing';
import { encodeSyncToken } from '../../service/resources/sync-token';
import { ORDERS } from '../../service/sales/order-representation';
import { PAYMENTS } from '../../service/sales/payments';
import { REFUNDS } from '../../service/sales/refunds';
import { addDays } from '../../service/util/time-zone';
import { createLogger } from '../../service/util/logger';
import { growTo, readState, seedDemoBlock, type GrowthState } from './growth-seed';

const N = Number(process.env.GROWTH_ORDERS ?? 1_000_000);
const SHAPES = (process.env.GROWTH_BRANCHES ?? '1,200').split(',').map(Number);
const DATA = process.env.GROWTH_DATA_DIR ?? join(tmpdir(), 'ic-growth-data');
const WALKED = [ORDERS, PAYMENTS, REFUNDS];
const DEPTHS = [0.25, 0.5, 0.75, 0.999];
const BOUND = {
  cold_start_ms: 2000,
  first_page_p95_ms: 50,
  deep_over_first: 1.5,
  year_report_ms: 5000,
  month_export_ms: 10_000,
  custom_366_ms: 10_000,
  me_p99_ms: 100,
  peak_rss_mb: 250,
  backup_over_copy: 2,
  restore_over_copy: 3,
};
type Figure = keyof typeof BOUND;
const YEARLY = new Set<Figure>(['year_report_ms', 'custom_366_ms']);

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)]!;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const fileBytes = (file: string) => (existsSync(file) ? statSync(file).size : 0);

function timed(command: string, argv: string[]): number {
  const t0 = performance.now();
  const run = spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${command} ${argv.join(' ')} exited ${run.status}`);
  return performance.now() - t0;
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

/** Paths deep in the walks and syncs of the listed resources, signed as the service signs them. */
async function deepPaths(dataDir: string, branchId: string) {
  const service = await createService(
    resolveConfig({ dataDir, vault: 'file', api: false, worker: false, logLevel: 'silent' }, {}),
    createLogger('silent'),
  );
  try {
    const sql = service.db.sql;
    const tokens = service.listTokens;
    const last = sql
      .prepare('SELECT last_change_seq FROM change_sequences WHERE branch_id = ?')
      .pluck()
      .get(branchId) as number;
    const walked = WALKED.map(({ listing }) => {
      const rows = sql
        .prepare(`SELECT count(*) FROM ${listing.table} WHERE branch_id = ?`)
        .pluck()
        .get(branchId) as number;
      if (rows < 2) return undefined;
      const at = (order: string, f: number) =>
        sql
          .prepare(
            `SELECT id, change_seq AS seq FROM ${listing.table} WHERE branch_id = ? ORDER BY ${order} LIMIT 1 OFFSET ?`,
          )
          .get(branchId, Math.floor((rows - 1) * f)) as { id: string; seq: number };
      const base = `/${listing.resource}?limit=100`;
      const token = encodeSyncToken(tokens, { branchId, resource: listing.resource }, 0);
      const walk = walkScope(listing, { branchId }, []);
      const sync = syncScope(listing, { branchId }, 0);
      const cursor = (scope: typeof walk, c: Parameters<typeof encodeCursor>[2]) =>
        encodeURIComponent(encodeCursor(tokens, scope, c));
      return {
        list: listing.resource,
        rows,
        walk: [
          base,
          ...DEPTHS.map((f) => {
            const { id } = at('id', f);
            return `${base}&cursor=${cursor(walk, { kind: 'walk', start: last, lastId: id })}`;
          }),
        ],
        sync: [
          `${base}&sync_token=${token}`,
          ...DEPTHS.map((f) => {
            const { id, seq } = at('change_seq, id', f);
            const c = cursor(sync, { kind: 'sync', start: last, seq, lastId: id });
            return `${base}&sync_token=${token}&cursor=${c}`;
          }),
        ],
      };
    });
    // A list with no rows on this branch (refunds of a quiet branch) has no depths to compare.
    // Where the bytes are: each table with its indexes, the largest first.
    const tables = sql
      .prepare(
        `SELECT coalesce(m.tbl_name, s.name) AS name, sum(s.pgsize) AS bytes
           FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name
          GROUP BY 1 ORDER BY 2 DESC LIMIT 8`,
      )
      .all() as { name: string; bytes: number }[];
    return { walks: walked.filter((w) => w !== undefined), tables };
  } finally {
    await service.close();
  }
}

async function measure(dataDir: string, state: GrowthState) {
  const dbFile = join(dataDir, DATABASE_FILE);
  const bytes = fileBytes(dbFile) + fileBytes(`${dbFile}-wal`);
  const { walks: deep, tables } = await deepPaths(dataDir, state.branchIds[0]!);

  // The first start also runs any migration the code on main brings to this database.
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = startServe(dataDir);
    starts.push((await s.ready).ms);
    await stop(s.child);
  }
  const serve = startServe(dataDir);
  const { url, ms } = await serve.ready;
  starts.push(ms);
  const call = async (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t0, body };
  };
  const get = async (path: string, headers = state.shop) => {
    const r = await call(path, headers);
    if (r.status >= 300) throw new Error(`GET ${path} answered ${r.status}: ${r.body}`);
    return r;
  };
  for (let i = 0; i < 50; i++) await get('/me', state.other);

  // Every list of the open API: GET routes without a path parameter that take `limit`. Each
  // request asks for another page size, so no answer comes from the listing page cache.
  const doc = JSON.parse((await get('/openapi.json')).body) as {
    paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
  };
  const lists = Object.entries(doc.paths)
    .filter(([p, ops]) => !p.includes('{') && ops.get?.parameters?.some((x) => x.name === 'limit'))
    .map(([p]) => p.replace(/^\/api\/v1/, ''));
  const firstPage: Record<string, number> = {};
  const skipped: Record<string, number> = {};
  for (const list of lists) {
    const times: number[] = [];
    for (let i = 0; i < 43; i++) {
      const r = await call(`${list}?limit=${100 - i}`, state.shop);
      if (r.status !== 200) {
        skipped[list] = r.status;
        break;
      }
      if (i >= 3) times.push(r.ms);
    }
    if (!skipped[list]) firstPage[list] = r1(quantile(times, 0.95));
  }

  // Deep pages against the first, fetched in turns (page sizes 86–100, so no answer comes from
  // the page cache): the median of each, the deepest against the first.
  const walks: Record<string, { first_ms: number; deepest_ms: number; ratio: number }> = {};
  for (const d of deep)
    for (const mode of ['walk', 'sync'] as const) {
      const paths = d[mode];
      const times = paths.map(() => [] as number[]);
      for (let i = 0; i < 15; i++)
        for (const [j, p] of paths.entries())
          times[j]!.push((await get(p.replace('limit=100', `limit=${100 - i}`))).ms);
      const [firstMs, ...deepMs] = times.map((t) => quantile(t, 0.5));
      const worst = Math.max(...deepMs);
      walks[`${d.list} ${mode}`] = {
        first_ms: r1(firstMs!),
        deepest_ms: r1(worst),
        ratio: r3(worst / firstMs!),
      };
    }

  /** GET /me back to back until `busy` settles. */
  const meWhile = async (busy: Promise<unknown>) => {
    let done = false;
    void busy.finally(() => (done = true)).catch(() => undefined);
    const times: number[] = [];
    while (!done) times.push((await get('/me', state.other)).ms);
    await busy;
    return r1(quantile(times, 0.99));
  };
  const runTimed = async (work: () => Promise<unknown>) => {
    let elapsed = 0;
    const me = await meWhile(
      (async () => {
        const t0 = performance.now();
        await work();
        elapsed = performance.now() - t0;
      })(),
    );
    return { ms: Math.round(elapsed), me_p99_ms: me };
  };
  const year = await runTimed(() =>
    get(`/reports/sales?from=${addDays(state.to, -364)}&to=${state.to}&group_by=business_date`),
  );
  const month = await runTimed(async () => {
    const made = await call('/exports', state.shop, {
      method: 'POST',
      body: JSON.stringify({ resource: 'orders', from: addDays(state.to, -30), to: state.to }),
    });
    if (made.status !== 202 && made.status !== 201) throw new Error(`export: ${made.body}`);
    const { id } = JSON.parse(made.body) as { id: string };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const view = JSON.parse((await get(`/exports/${id}`)).body) as { status: string };
      if (view.status === 'failed') throw new Error('the export failed');
      if (view.status === 'done') break;
    }
  });
  const made = await call('/reports/custom', state.shop, {
    method: 'POST',
    body: JSON.stringify({
      name: `Sales by product and hour ${Date.now()}`,
      dimensions: ['product', 'hour'],
      metrics: ['orders', 'gross', 'net', 'items_sold'],
      filters: {},
    }),
  });
  if (made.status !== 201) throw new Error(`custom report: ${made.body}`);
  const reportId = (JSON.parse(made.body) as { id: string }).id;
  const custom = await runTimed(() =>
    get(`/reports/custom/${reportId}/run?from=${addDays(state.to, -365)}&to=${state.to}`),
  );
  await call(`/reports/custom/${reportId}`, state.shop, { method: 'DELETE' });
  const rss = peakRss(serve.child.pid!);
  await stop(serve.child);

  // cli backup and restore against a plain copy of the same file (serve stopped); the copies go
  // as soon as they are timed.
  const cli = (...argv: string[]) =>
    timed(process.execPath, [
      'dist/service/cli.js',
      '--data-dir',
      dataDir,
      '--vault',
      'file',
      ...argv,
    ]);
  // A backup and a restore end with the file on disk (SQLite's fsync), so the copy does too; and
  // each step starts with nothing left to write, so none pays for the one before.
  const flushed = <T>(step: () => T): T => {
    spawnSync('sync');
    return step();
  };
  const copyFile = join(dataDir, 'copy.sqlite');
  const copyMs = flushed(() => {
    const t0 = performance.now();
    copyFileSync(dbFile, copyFile);
    const fd = openSync(copyFile, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    return performance.now() - t0;
  });
  rmSync(copyFile, { force: true });
  const backupFile = join(dataDir, 'backup.sqlite');
  const backupAndRestore = () => {
    try {
      const backup = flushed(() => cli('backup', '--out', backupFile));
      return { backup, restore: flushed(() => cli('restore', '--from', backupFile)) };
    } finally {
      for (const end of ['', '-wal', '-shm']) rmSync(`${backupFile}${end}`, { force: true });
    }
  };
  // The backup and `restore`'s staging copy each take the database's size: without room for
  // both (and a margin for the other users of the disk) the figures are left out.
  const disk = statfsSync(dataDir);
  const room = disk.bavail * disk.bsize > 2.5 * fileBytes(dbFile) + 5e9;
  const { backup: backupMs, restore: restoreMs } = room
    ? backupAndRestore()
    : { backup: Number.NaN, restore: Number.NaN };

  return {
    orders: state.orders,
    days: state.blocks * state.blockDays,
    seed_seconds: r1(state.demoSeconds + state.copySeconds),
    db_mb: r1(bytes / 1e6),
    bytes_per_order: Math.round(bytes / state.orders),
    table_bytes_per_order: Object.fromEntries(
      tables.map((t) => [t.name, Math.round(t.bytes / state.orders)]),
    ),
    first_start_ms: Math.round(starts[0]!),
    lists: Object.keys(firstPage).length,
    skipped_lists: skipped,
    first_page_p95_ms: firstPage,
    walks,
    figures: {
      cold_start_ms: Math.round(quantile(starts.slice(1), 0.5)),
      first_page_p95_ms: Math.max(...Object.values(firstPage)),
      deep_over_first: Math.max(...Object.values(walks).map((w) => w.ratio)),
      year_report_ms: year.ms,
      month_export_ms: month.ms,
      custom_366_ms: custom.ms,
      me_p99_ms: Math.max(year.me_p99_ms, month.me_p99_ms, custom.me_p99_ms),
      peak_rss_mb: r1(rss / 1e6),
      backup_over_copy: r3(backupMs / Math.max(copyMs, 1)),
      restore_over_copy: r3(restoreMs / Math.max(copyMs, 1)),
    } satisfies Record<Figure, number>,
    me_p99_during_ms: { year: year.me_p99_ms, month: month.me_p99_ms, custom: custom.me_p99_ms },
    copy_ms: Math.round(copyMs),
    backup_ms: Math.round(backupMs),
    restore_ms: Math.round(restoreMs),
    load_average: loadAverage(),
  };
}
type Size = Awaited<ReturnType<typeof measure>>;

/**
 * Flat when the figure did not grow (its largest size no higher than its smallest, or within
 * 15 % or 2 units), and stays at the largest size's value; otherwise whichever of a line in the orders or in their logarithm fits the
 * three sizes better, read at `at` orders.
 */
function project(xs: number[], ys: number[], at: number) {
  const first = ys[0]!;
  const last = ys[ys.length - 1]!;
  if (last - first <= Math.max(0.15 * first, 2)) return { kind: 'flat', at15: last };
  const fit = (f: (x: number) => number) => {
    const u = xs.map(f);
    const mu = u.reduce((a, b) => a + b) / u.length;
    const my = ys.reduce((a, b) => a + b) / ys.length;
    const slope =
      u.reduce((s, v, i) => s + (v - mu) * (ys[i]! - my), 0) /
      u.reduce((s, v) => s + (v - mu) ** 2, 0);
    const error = u.reduce((s, v, i) => s + (my + slope * (v - mu) - ys[i]!) ** 2, 0);
    return { error, value: Math.max(last, my + slope * (f(at) - mu)) };
  };
  const linear = fit((x) => x);
  const log = fit(Math.log);
  return linear.error <= log.error
    ? { kind: 'linear', at15: linear.value }
    : { kind: 'log', at15: log.value };
}

const shapes: Record<string, unknown> = {};
const verdicts: string[] = [];
let allPass = true;
for (const branches of SHAPES) {
  const ordersPerDay = branches === 1 ? 550 : Math.max(1, Math.round(550 / branches));
  const perDay = ordersPerDay * branches;
  const blockDays = Math.min(28, Math.max(1, Math.round(N / 16 / perDay)));
  const dataDir = join(DATA, `${branches}-branches-${blockDays}-days`);
  mkdirSync(dataDir, { recursive: true });
  let state =
    readState(dataDir) ?? (await seedDemoBlock(dataDir, { branches, ordersPerDay, blockDays }));
  // Each size's figures are kept beside the data: a rerun after a failure at a larger size
  // keeps the smaller ones, which the database has grown past.
  const measuredFile = join(dataDir, 'measured.json');
  const measured = existsSync(measuredFile)
    ? (JSON.parse(readFileSync(measuredFile, 'utf8')) as Record<string, Size>)
    : {};
  const sizes: Size[] = [];
  for (const target of [N / 16, N / 4, N]) {
    const blocks = Math.max(1, Math.round(target / state.blockOrders));
    const kept = measured[blocks];
    if (kept) {
      sizes.push(kept);
      continue;
    }
    if (state.blocks > blocks)
      throw new Error(`${dataDir} holds more than ${blocks} blocks: delete it to seed again.`);
    state = await growTo(dataDir, state, blocks);
    measured[blocks] = await measure(dataDir, state);
    sizes.push(measured[blocks]);
    writeFileSync(measuredFile, JSON.stringify(measured));
  }
  const fifteen = 15 * 365 * perDay;
  const xs = sizes.map((s) => s.orders);
  const rows = (Object.keys(BOUND) as Figure[]).map((name) => {
    const ys = sizes.map((s) => s.figures[name]);
    // A year's report over less than a year of data is a smaller report, not a younger one:
    // its growth is judged on the sizes that hold a whole year.
    const yearly = sizes.filter((s) => s.days >= 366);
    const p =
      YEARLY.has(name) && yearly.length >= 2
        ? project(
            yearly.map((s) => s.orders),
            yearly.map((s) => s.figures[name]),
            fifteen,
          )
        : project(xs, ys, fifteen);
    const now = ys[ys.length - 1]!;
    return {
      figure: name,
      at_sizes: ys,
      bound: BOUND[name],
      now: !Number.isFinite(now) ? 'not measured' : now <= BOUND[name] ? 'PASS' : 'MISS',
      growth: p.kind,
      at_15_years: r1(p.at15),
      crosses_at_15_years: p.at15 > BOUND[name],
    };
  });
  const bytesPerOrder = sizes[sizes.length - 1]!.bytes_per_order;
  shapes[`${branches}`] = {
    branches,
    orders_per_day: perDay,
    sizes,
    figures: rows,
    bytes_per_order: bytesPerOrder,
    mb_per_year: Math.round((bytesPerOrder * 365 * perDay) / 1e6),
    gb_at_15_years: r1((bytesPerOrder * fifteen) / 1e9),
  };
  for (const r of rows) {
    if (r.now === 'MISS') allPass = false;
    verdicts.push(
      `${r.now}  ${branches} branch(es) ${r.figure}: ${r.at_sizes.join(' → ')} (bound ${r.bound}); ` +
        `${r.growth}, at 15 years ${r.at_15_years}${r.crosses_at_15_years ? ' CROSSES' : ''}`,
    );
  }
}
for (const v of verdicts) console.error(v);
console.log(JSON.stringify({ orders: N, shapes, pass: allPass, load_average: loadAverage() }));
