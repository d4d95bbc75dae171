// `npm run bench [-- --quick] [-- --soak] [-- --only=listing,bare,delivery,...]`
// BENCH_ORDERS=n: orders seeded for the sales and export figures (default 200,000; 50,000 with
// --quick), so that a full run stays within 15 minutes.
//
// Side-by-side ratios: each figure runs A and B interleaved (A B, B A, A B…) after a warm-up,
// at least 6 pairs, and reports the median of the A B B A estimates (see abbaEstimates), their
// spread (interquartile range and min–max), the absolute numbers and the CPU use of client and
// server. Server and client processes are
// pinned to different cores when the machine has two or more and `taskset` exists.
// Writes bench-results/latest.json. See docs/performance.md.
import { build } from 'esbuild';
import { spawn, execFileSync } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { request as undiciRequest } from 'undici';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const SOAK = args.includes('--soak');
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const want = (name) => !ONLY || ONLY.includes(name);
// --profile: the bench server writes a V8 CPU profile to bench-results/profiles/ on exit.
const PROFILE = args.includes('--profile');

// Many short pairs rather than a few long ones: on this shared VM one run of a route differs from
// the next by up to ±10% whatever its length, so only the number of pairs narrows the median.
// 12 pairs keep a full run within 15 minutes.
const PAIRS = QUICK ? 6 : 12; // even: whole A B B A quartets (see abbaEstimates)
const RUN_S = 1;
const WARM_S = QUICK ? 1 : 2;
const CONNECTIONS = 16;

// ---------------------------------------------------------------------------------------------
// Build the bench entry points (TypeScript) the way scripts/build.mjs builds the service.
await build({
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
  entryPoints: {
    seed: 'test/bench/seed.ts',
    server: 'test/bench/server.ts',
    orm: 'test/bench/orm.ts',
    'seed-orders': 'test/bench/seed-orders.ts',
    'sales-report': 'test/bench/sales-report.ts',
    growth: 'test/bench/growth.ts',
    storage: 'test/bench/storage.ts',
    backup: 'test/bench/backup.ts',
    'serve-rss': 'test/bench/serve-rss.ts',
    exports: 'test/bench/exports.ts',
    availability: 'test/bench/availability.ts',
  },
  outdir: 'dist/bench',
});

// ---------------------------------------------------------------------------------------------
// Machine, pinning, CPU accounting.
const NPROC = availableParallelism();
const HAS_TASKSET = (() => {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const PIN = NPROC >= 2 && HAS_TASKSET;
const SERVER_CORE = '0';
const CLIENT_CORE = '1';
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const machine = {
  nproc: NPROC,
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  pinned: PIN ? { server: SERVER_CORE, client: CLIENT_CORE } : null,
};

function spawnPinned(core, command, argv, options = {}) {
  return PIN
    ? spawn('taskset', ['-c', core, command, ...argv], options)
    : spawn(command, argv, options);
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return NaN;
  }
}

/** Busy CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineBusySeconds() {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal
  return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) / CLK_TCK;
}

/** The q-quantile (0..1) of xs, interpolated between the nearest ranks. */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
};
const median = (xs) => quantile(xs, 0.5);

// ---------------------------------------------------------------------------------------------
// Child processes.
// No V8 flags for the servers (Electron's main process takes none), only BENCH_NODE_FLAGS, e.g.
// `--perf-basic-prof` for `perf record`.
const SERVER_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
const SERVER_SCRIPTS = new Set([
  'dist/bench/server.js',
  'dist/service/serve.js',
  'test/bench/bare-server.mjs',
]);

function node(core, script, argv, { ipc = false } = {}) {
  const flags = SERVER_SCRIPTS.has(script) ? SERVER_FLAGS : [];
  return spawnPinned(core, process.execPath, [...flags, script, ...argv], {
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
}

function exited(child) {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out}`)),
    );
  });
}

function request(child, message) {
  return new Promise((resolve) => {
    const on = (m) => {
      if (m.type === message.type) {
        child.off('message', on);
        resolve(m);
      }
    };
    child.on('message', on);
    child.send(message);
  });
}

function firstMessage(child, type) {
  return new Promise((resolve, reject) => {
    child.on('message', (m) => m.type === type && resolve(m));
    child.on('exit', (code) => reject(new Error(`${type}: process exited with ${code}`)));
  });
}

let serverPid = 0;

/** One autocannon run in its own process; returns its result with CPU use of both sides. */
async function load(job) {
  const client = node(CLIENT_CORE, 'test/bench/load.mjs', [JSON.stringify(job)]);
  // The server's CPU is sampled from the child's "go" to its "done" (process start excluded).
  let s0 = NaN;
  let m0 = 0;
  let t0 = 0;
  let s1 = NaN;
  let m1 = 0;
  let t1 = 0;
  let buffered = '';
  client.stdout.on('data', (d) => {
    buffered += d;
    if (Number.isNaN(s0) && buffered.includes('go\n')) {
      s0 = cpuSeconds(job.serverPid ?? serverPid);
      m0 = machineBusySeconds();
      t0 = performance.now();
    }
    if (Number.isNaN(s1) && buffered.includes('done\n')) {
      s1 = cpuSeconds(job.serverPid ?? serverPid);
      m1 = machineBusySeconds();
      t1 = performance.now();
    }
  });
  const out = await exited(client);
  const result = JSON.parse(out.trim().split('\n').pop());
  const wall = (t1 - t0) / 1000;
  result.serverCpu = (s1 - s0) / wall;
  // CPU used on this machine by anything else than server and client (other tenants, tests).
  result.otherCpu = Math.max(0, (m1 - m0) / wall - result.serverCpu - result.clientCpu);
  // Requests per CPU-second of the server: its cost, whoever limited the throughput.
  result.capacity = result.rps / result.serverCpu;
  if (result.non2xx || result.errors) {
    throw new Error(`${job.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Figures.
const results = {
  machine,
  startedAt: new Date().toISOString(),
  quick: QUICK,
  figures: {},
  extra: {},
};
const startedAt = performance.now();
const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const pct = (x) => `${Math.round(x * 100)}%`;

/**
 * One estimate per A B B A quartet: the geometric mean of a pair's ratio and the next pair's
 * (run in the other order). A drift over the four runs cancels, and so does a cost that lands
 * on every other run (the worker's major GCs land on every second delivery run).
 */
function abbaEstimates(pairRatios) {
  const estimates = [];
  for (let i = 0; i + 1 < pairRatios.length; i += 2) {
    estimates.push(Math.sqrt(pairRatios[i] * pairRatios[i + 1]));
  }
  return estimates;
}

async function pair(name, { target, unit = 'req/s', runA, runB, measured }) {
  const pairs = measured ?? [];
  if (!measured) {
    await runA(WARM_S);
    await runB(WARM_S);
    // A B, B A, A B…: a drift during a pair favours A and B in turn.
    for (let i = 0; i < PAIRS; i++) {
      let a, b;
      if (i % 2 === 0) {
        a = await runA(RUN_S);
        b = await runB(RUN_S);
      } else {
        b = await runB(RUN_S);
        a = await runA(RUN_S);
      }
      pairs.push({ a, b });
    }
  }
  for (const p of pairs) {
    p.ratio = p.a.rps / p.b.rps;
    p.capacityRatio = p.a.capacity / p.b.capacity;
  }
  const ratios = abbaEstimates(pairs.map((p) => p.ratio));
  const side = (k) => ({
    server: median(pairs.map((p) => p[k].serverCpu)),
    client: median(pairs.map((p) => p[k].clientCpu)),
    other: median(pairs.map((p) => p[k].otherCpu)),
  });
  const cpu = { a: side('a'), b: side('b') };
  const capacityRatios = abbaEstimates(pairs.map((p) => p.capacityRatio)).filter(Number.isFinite);
  // Throughput ratios only compare the server's work when the server was the bottleneck in
  // both runs. Otherwise (client-bound, or a shared machine's other load taking the cores)
  // the target is judged on requests per server CPU-second, and the line says so.
  const serverBound = !(cpu.a.server < 0.9 || cpu.b.server < 0.9);
  const judgedOn = serverBound || !capacityRatios.length ? 'throughput' : 'server CPU';
  const judged = judgedOn === 'throughput' ? median(ratios) : median(capacityRatios);
  const figure = {
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
    iqr: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
    capacityRatio: capacityRatios.length ? median(capacityRatios) : null,
    capacitySpread: capacityRatios.length
      ? [Math.min(...capacityRatios), Math.max(...capacityRatios)]
      : null,
    a: median(pairs.map((p) => p.a.rps)),
    b: median(pairs.map((p) => p.b.rps)),
    unit,
    cpu,
    latencyA: pairs[pairs.length >> 1].a.latency,
    target,
    judgedOn,
    pass: target === null ? null : judged >= target,
    pairs: pairs.map((p) => ({
      a: p.a.rps,
      b: p.b.rps,
      ratio: p.ratio,
      capacityRatio: p.capacityRatio,
    })),
  };
  // A baseline limited by the load generator rather than the server is not a server figure.
  figure.bClientBound = cpu.b.client >= 0.9 && cpu.b.server < 0.9;
  // The client (one autocannon process on one core) at ~a full core: that side's rate is the
  // client's ceiling, not the server's, and its throughput ratio says little.
  figure.clientSaturated = ['a', 'b'].filter((k) => cpu[k].client >= 0.95);
  results.figures[name] = figure;
  const cpuText = (x) =>
    Number.isFinite(x.server)
      ? `srv ${pct(x.server)} cli ${pct(x.client)} other ${pct(x.other)}`
      : 'one process';
  console.log(
    `${name.padEnd(22)} A/B ${fmt(figure.ratio, 3)} (IQR ${fmt(figure.iqr[0], 3)}–${fmt(figure.iqr[1], 3)}, min–max ${fmt(figure.spread[0], 3)}–${fmt(figure.spread[1], 3)}, n=${ratios.length} ABBA of ${pairs.length} pairs)` +
      (figure.capacityRatio !== null
        ? `  per server CPU-s ${fmt(figure.capacityRatio, 3)} (${fmt(figure.capacitySpread[0], 3)}–${fmt(figure.capacitySpread[1], 3)})`
        : '') +
      `  A ${fmt(figure.a)} ${unit}  B ${fmt(figure.b)} ${unit}` +
      `  cpu A[${cpuText(cpu.a)}] B[${cpuText(cpu.b)}]` +
      (target === null
        ? '  (no target: what it costs)'
        : `  target ≥ ${target} on ${judgedOn} ${figure.pass ? 'PASS' : 'MISS'}`) +
      (figure.bClientBound ? '  (B is client-bound: the load generator saturated first)' : '') +
      (figure.clientSaturated.length
        ? `  (CLIENT SATURATED on ${figure.clientSaturated.map((k) => k.toUpperCase()).join(' and ')}: cli ≥ 95% of a core, so that rate is the load generator's; read per server CPU-s)`
        : ''),
  );
  return figure;
}

function extra(name, value, line) {
  results.extra[name] = value;
  console.log(`${name.padEnd(22)} ${line}`);
}

// ---------------------------------------------------------------------------------------------
// Seed, start, measure.
const work = mkdtempSync(join(tmpdir(), 'ic-bench-'));
const children = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill();
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

console.log(
  `machine: ${NPROC} cores, ${machine.cpu}, node ${process.version}; ` +
    (PIN ? `server pinned to core ${SERVER_CORE}, client to core ${CLIENT_CORE}` : 'not pinned') +
    `; server flags: ${SERVER_FLAGS.join(' ') || 'none'}; load average ${loadText()}`,
);

const receivers = node(CLIENT_CORE, 'test/bench/receivers.mjs', ['10'], { ipc: true });
children.push(receivers);
const { ports } = await firstMessage(receivers, 'ready');

const dataDir = join(work, 'data');
let t = performance.now();
await exited(
  node(SERVER_CORE, 'dist/bench/seed.js', [dataDir, '10000', '50', '20', ports.join(',')]),
);
const seed = JSON.parse(readFileSync(join(dataDir, 'bench.json'), 'utf8'));
console.log(
  `seeded 10000 products, 50 categories, 20 keys, ${seed.webhooks} webhooks in ${fmt(performance.now() - t)} ms`,
);

const server = PROFILE
  ? spawnPinned(
      SERVER_CORE,
      process.execPath,
      [
        ...SERVER_FLAGS,
        '--cpu-prof',
        '--cpu-prof-dir=bench-results/profiles',
        'dist/bench/server.js',
        dataDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
    )
  : node(SERVER_CORE, 'dist/bench/server.js', [dataDir], { ipc: true });
children.push(server);
// BENCH_STDOUT: the server's stdout to this file (what V8's --trace-gc-nvp prints, for instance).
if (process.env.BENCH_STDOUT) server.stdout.pipe(createWriteStream(process.env.BENCH_STDOUT));
serverPid = server.pid;
const { real, bench } = await firstMessage(server, 'ready');

const headerSets = seed.secrets.map((s) => ({
  authorization: `Bearer ${s}`,
  'x-company-id': seed.companyId,
  'x-branch-id': seed.branchId,
}));
const authHeaders = headerSets[0];
// Deep pages: the cursors the API hands out at 20 %, 40 %… of the walk, since a cursor is opaque.
async function deepPathsOf(total) {
  const marks = [0.2, 0.4, 0.6, 0.8, 0.95].map((f) => Math.floor((total * f) / 50));
  const paths = [];
  let path = '/api/v1/products?limit=50';
  for (let page = 0; paths.length < marks.length; page++) {
    if (marks.includes(page)) paths.push(path);
    const res = await undiciRequest(`${real}${path}`, { headers: authHeaders });
    const body = await res.body.json();
    if (!body.next_cursor) break;
    path = `/api/v1/products?limit=50&cursor=${encodeURIComponent(body.next_cursor)}`;
  }
  return paths;
}
const deepPaths = await deepPathsOf(seed.productIds.length);

// Each run sends the next seeded key, as separate integrations would.
let runs = 0;
const get =
  (url, extraJob = {}) =>
  (duration) =>
    load({
      url,
      connections: CONNECTIONS,
      duration,
      headers: headerSets[runs++ % headerSets.length],
      ...extraJob,
    });

if (want('listing')) {
  const first = await pair('listing (first page)', {
    target: 0.35,
    runA: get(`${real}/api/v1/products?limit=50`),
    runB: get(`${bench}/api/v1/__bench/bare`),
  });
  await pair('listing (deep cursor)', {
    target: 0.35,
    runA: get(`${real}/api/v1/products?limit=50`, {
      paths: deepPaths,
    }),
    runB: get(`${bench}/api/v1/__bench/bare`),
  });
  // Latency at half the measured maximum rate.
  const rate = Math.max(1, Math.round(first.a / 2));
  const half = await load({
    url: `${real}/api/v1/products?limit=50`,
    connections: CONNECTIONS,
    duration: QUICK ? 3 : 10,
    headers: authHeaders,
    overallRate: rate,
  });
  extra(
    'api latency @ half max',
    { rate, ...half.latency, target: { p99: 10 }, pass: half.latency.p99 <= 10 },
    `GET /products?limit=50 at ${rate} req/s: p50 ${half.latency.p50} ms, p99 ${half.latency.p99} ms (target p99 ≤ 10 ms) ${half.latency.p99 <= 10 ? 'PASS' : 'MISS'}`,
  );
}
// Against a truly bare baseline: the product as `npm run serve` runs it (dist/service/serve.js,
// the serve script's Node flags, the default log level unless BENCH_LOG_LEVEL says otherwise,
// stdout to a file) and a node:http server (test/bench/bare-server.mjs) answering with the
// status, headers and body bytes the product answered the same request with, captured here.
if (want('bare')) {
  const logFile = join(work, 'serve.log');
  const logFd = openSync(logFile, 'a');
  const env = { ...process.env };
  delete env.IC_LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) env.IC_LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  const serveArgs = ['dist/service/serve.js', '--data-dir', dataDir, '--vault', 'file'];
  const product = spawnPinned(
    SERVER_CORE,
    process.execPath,
    [
      ...SERVER_FLAGS,
      ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench-results/profiles'] : []),
      ...serveArgs,
      '--port',
      '0',
    ],
    { stdio: ['ignore', logFd, 'inherit'], env },
  );
  closeSync(logFd);
  children.push(product);
  // Started after the bench server, whose worker holds the data directory's worker lock: this
  // one's worker only retries the lock once a second.
  let productUrl = null;
  for (let i = 0; i < 1200 && !productUrl; i++) {
    await new Promise((r) => setTimeout(r, 50));
    productUrl = /listening on (\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? null;
    if (product.exitCode !== null) break;
  }
  if (!productUrl) throw new Error(`serve did not start: ${readFileSync(logFile, 'utf8')}`);

  const LISTING = '/api/v1/products?limit=50';
  const ME = '/api/v1/me';
  const SKIP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  // The bare server replays the bytes as sent, so they are captured uncompressed.
  const capture = async (base, path) => {
    const res = await fetch(`${base}${path}`, {
      headers: { ...authHeaders, 'accept-encoding': 'identity' },
    });
    const headers = [...res.headers].filter(([name]) => !SKIP.has(name));
    return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const captured = {};
  for (const path of [LISTING, ME]) {
    const r = await capture(productUrl, path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.body}`);
    captured[path.split('?')[0]] = { ...r, body: r.body.toString('base64') };
  }
  const capturedFile = join(work, 'bare-responses.json');
  writeFileSync(capturedFile, JSON.stringify(captured));
  const bare = node(SERVER_CORE, 'test/bench/bare-server.mjs', [capturedFile], { ipc: true });
  children.push(bare);
  const { url: bareUrl } = await firstMessage(bare, 'ready');
  for (const path of [LISTING, ME]) {
    const expected = captured[path.split('?')[0]];
    const got = await capture(bareUrl, path);
    const type = (h) => h.headers.find(([n]) => n === 'content-type')?.[1];
    if (!got.body.equals(Buffer.from(expected.body, 'base64')) || type(got) !== type(expected)) {
      throw new Error(`the bare server does not answer ${path} with the product's bytes`);
    }
  }
  const bytes = (path) => Buffer.from(captured[path].body, 'base64').length;
  console.log(
    `bare baseline: node:http replaying the product's responses: GET ${LISTING} ${bytes('/api/v1/products')} bytes, ` +
      `GET ${ME} ${bytes(ME)} bytes (headers: ${captured[ME].headers.map(([n]) => n).join(', ')}); ` +
      `product: serve.js at log level ${env.IC_LOG_LEVEL ?? 'default (info)'}, stdout to a file`,
  );

  // The log file is emptied after each run (the writes are appends, so this is safe); its size
  // then tells the log bytes per request.
  let logBytes = 0;
  let logRequests = 0;
  const productRun = (path) => async (duration) => {
    const r = await get(`${productUrl}${path}`, { serverPid: product.pid })(duration);
    logBytes += statSync(logFile).size;
    logRequests += r.total;
    truncateSync(logFile, 0);
    return r;
  };
  const bareRun = (path) => get(`${bareUrl}${path}`, { serverPid: bare.pid });
  await pair('listing vs bare node:http', {
    target: 0.4,
    runA: productRun(LISTING),
    runB: bareRun(LISTING),
  });
  extra(
    'product log per request',
    { bytes: logBytes / logRequests, level: env.IC_LOG_LEVEL ?? 'info' },
    `${fmt(logBytes / logRequests)} bytes of stdout per request at log level ${env.IC_LOG_LEVEL ?? 'info'} (${logRequests} requests)`,
  );
  product.kill('SIGTERM');
  bare.kill();
  await new Promise((r) => (product.exitCode !== null ? r() : product.once('exit', r)));
}
// Sales: a data directory of its own with BENCH_ORDERS orders,
// seeded once for both figures.
let salesDir = null;
let salesSeed = null;
function seedSales() {
  if (salesSeed) return Promise.resolve(salesSeed);
  salesDir = join(work, 'sales');
  const orders = Number(process.env.BENCH_ORDERS ?? (QUICK ? 50_000 : 200_000));
  const t0 = performance.now();
  return exited(node(SERVER_CORE, 'dist/bench/seed-orders.js', [salesDir, String(orders)])).then(
    (out) => {
      salesSeed = JSON.parse(out.trim().split('\n').pop());
      extra(
        'sales seed',
        { ...salesSeed, secret: undefined, byDatePaths: undefined, syncPaths: undefined },
        `${salesSeed.orders} orders, ${salesSeed.lines} lines, ${salesSeed.payments} payments, ${salesSeed.refunds} refunds over ${salesSeed.days} business dates: ${fmt(salesSeed.seconds, 1)} s of inserts (${fmt(salesSeed.orders / salesSeed.seconds)} orders/s; ${fmt(salesSeed.cpuSeconds, 1)} CPU-s, ${fmt(salesSeed.orders / salesSeed.cpuSeconds)} orders per CPU-s), ${fmt((performance.now() - t0) / 1000, 1)} s with setup`,
      );
      return salesSeed;
    },
  );
}
// (a) The sales summary grouped by business_date, as the service computes it, against the
// equivalent hand-written SQL on the same connection, over 31 and 366 days (target: at most
// 1.5 times the SQL's time, i.e. A/B in reports per second ≥ 0.667).
if (want('sales-report')) {
  await seedSales();
  const out = await exited(
    node(SERVER_CORE, 'dist/bench/sales-report.js', [
      salesDir,
      String(PAIRS),
      QUICK ? '300' : '500',
    ]),
  );
  const asRun = (rps) => ({ rps, serverCpu: NaN, clientCpu: NaN });
  for (const r of JSON.parse(out.trim()).results) {
    const figure = await pair(`sales report ${r.days} d`, {
      target: 1 / 1.5,
      unit: 'reports/s',
      measured: r.pairs.map((p) => ({ a: asRun(p.a), b: asRun(p.b) })),
    });
    extra(
      `sales report ${r.days} d ms`,
      { ms: 1000 / figure.a, sqlMs: 1000 / figure.b, orders: r.orders, jsonTaxesMs: r.jsonTaxesMs },
      `${r.days} days (${r.orders} completed orders): service ${fmt(1000 / figure.a, 1)} ms, hand-written SQL ${fmt(1000 / figure.b, 1)} ms; taxes per rate from the lines' JSON instead of sales_line_taxes: ${fmt(r.jsonTaxesMs, 0)} ms`,
    );
  }
}
// (b) The orders list by business_date and a sync walk, on the seeded orders, as `npm run serve`
// runs the product, against the bare node:http server replaying its bytes (target ≥ 0.5).
if (want('sales-orders')) {
  await seedSales();
  const logFile = join(work, 'serve-sales.log');
  const logFd = openSync(logFile, 'a');
  const env = { ...process.env };
  delete env.IC_LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) env.IC_LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  const product = spawnPinned(
    SERVER_CORE,
    process.execPath,
    [
      ...SERVER_FLAGS,
      'dist/service/serve.js',
      '--data-dir',
      salesDir,
      '--vault',
      'file',
      '--port',
      '0',
    ],
    { stdio: ['ignore', logFd, 'inherit'], env },
  );
  closeSync(logFd);
  children.push(product);
  let productUrl = null;
  for (let i = 0; i < 1200 && !productUrl; i++) {
    await new Promise((r) => setTimeout(r, 50));
    productUrl = /listening on (\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? null;
    if (product.exitCode !== null) break;
  }
  if (!productUrl) throw new Error(`serve did not start: ${readFileSync(logFile, 'utf8')}`);
  const headers = {
    authorization: `Bearer ${salesSeed.secret}`,
    'x-company-id': salesSeed.companyId,
    'x-branch-id': salesSeed.branchId,
  };
  const SKIP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const captured = {};
  for (const path of [...salesSeed.byDatePaths, ...salesSeed.syncPaths]) {
    const res = await fetch(`${productUrl}${path}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
  }
  // The bare server answers by path: the first by-date page's bytes for every page.
  const first = await fetch(`${productUrl}${salesSeed.byDatePaths[0]}`, {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  captured['/api/v1/orders'] = {
    status: first.status,
    headers: [...first.headers].filter(([name]) => !SKIP.has(name)),
    body: Buffer.from(await first.arrayBuffer()).toString('base64'),
  };
  const capturedFile = join(work, 'bare-orders.json');
  writeFileSync(capturedFile, JSON.stringify(captured));
  const bare = node(SERVER_CORE, 'test/bench/bare-server.mjs', [capturedFile], { ipc: true });
  children.push(bare);
  const { url: bareUrl } = await firstMessage(bare, 'ready');
  const run = (base, paths, pid) => (duration) =>
    load({
      url: `${base}${paths[0]}`,
      paths,
      connections: CONNECTIONS,
      duration,
      headers,
      serverPid: pid,
    });
  // The access log is emptied after each run, as in the bare figures.
  const productRun = (paths) => async (duration) => {
    const r = await run(productUrl, paths, product.pid)(duration);
    truncateSync(logFile, 0);
    return r;
  };
  await pair('orders sync vs bare', {
    target: 0.5,
    runA: productRun(salesSeed.syncPaths),
    runB: run(bareUrl, salesSeed.syncPaths, bare.pid),
  });
  // A page that takes longer than a load run would leave requests queued in the server for the
  // next figures: it is timed alone and reported instead.
  const probes = [];
  for (const path of salesSeed.byDatePaths) {
    const t0 = performance.now();
    const res = await fetch(`${productUrl}${path}`, { headers });
    await res.arrayBuffer();
    probes.push(performance.now() - t0);
  }
  if (Math.max(...probes) < 250) {
    await pair('orders by date vs bare', {
      target: 0.5,
      runA: productRun(salesSeed.byDatePaths),
      runB: run(bareUrl, salesSeed.byDatePaths, bare.pid),
    });
  } else {
    results.figures['orders by date vs bare'] = {
      ratio: 0,
      target: 0.5,
      pass: false,
      pageMs: probes,
    };
    extra(
      'orders by date',
      { pageMs: probes },
      `GET /orders?limit=100 over the last 7 business dates: ${probes.map((ms) => fmt(ms)).join(', ')} ms a page (first, then deeper cursors); not loaded (a page over 250 ms): MISS`,
    );
  }
  // An order page with and without compression: bytes on the wire and the time to read it
  // all over loopback (median of 20 after one warm-up), per Accept-Encoding.
  const page = {};
  for (const encoding of ['identity', 'gzip', 'br']) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      const res = await undiciRequest(`${productUrl}${salesSeed.byDatePaths[0]}`, {
        headers: { ...headers, 'accept-encoding': encoding },
      });
      bytes = (await res.body.arrayBuffer()).byteLength;
      if (i > 0) times.push(performance.now() - t0);
    }
    page[encoding] = { bytes, ms: median(times) };
  }
  extra(
    'order page compression',
    page,
    `GET ${salesSeed.byDatePaths[0]}: ${Object.entries(page)
      .map(([e, r]) => `${e} ${fmt(r.bytes / 1024, 1)} KiB in ${fmt(r.ms, 1)} ms`)
      .join(', ')} (${fmt(page.identity.bytes / page.br.bytes, 1)}× smaller with br)`,
  );
  product.kill('SIGTERM');
  bare.kill();
  await new Promise((r) => (product.exitCode !== null ? r() : product.once('exit', r)));
}
if (want('orm')) {
  const out = await exited(
    node(SERVER_CORE, 'dist/bench/orm.js', [dataDir, String(PAIRS), QUICK ? '200' : '500']),
  );
  const { pairs } = JSON.parse(out.trim());
  const asRun = (rps) => ({ rps, serverCpu: NaN, clientCpu: NaN });
  await pair('ORM overhead', {
    target: 0.5,
    unit: 'pages/s',
    measured: pairs.map((p) => ({ a: asRun(p.a), b: asRun(p.b) })),
  });
}
const probe = await fetch(`${real}/api/v1/products/${seed.productIds[0]}`, {
  method: 'PATCH',
  headers: { ...authHeaders, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Probe' }),
});
const hasPatch = !(probe.status === 404 && (await probe.text()).includes('No route'));
if (want('writes')) {
  const patchIds = seed.productIds.slice(0, 2000);
  const patch = (prefix, url) => (duration) =>
    load({
      url,
      connections: CONNECTIONS,
      duration,
      headerSets,
      patchIds,
      patchPrefix: prefix,
      method: 'PATCH',
    });
  if (!hasPatch) {
    console.log(
      'writes                 skipped: PATCH /api/v1/products/{id} is not in this build yet',
    );
  } else {
    await pair('writes', {
      target: 0.5,
      runA: patch('/api/v1/products/', `${real}/api/v1/products/x`),
      runB: patch('/api/v1/__bench/products/', `${bench}/api/v1/__bench/products/x`),
    });
  }
}

// Delivery: the worker (dequeue, sign, POST, record) against a plain undici loop with the same
// bodies, connection limits and receivers.
if (want('delivery') && seed.webhooks > 0) {
  // 500 events × 10 receivers: a B run of 1,500 deliveries lasted ~80 ms, too short to time.
  const events = QUICK ? 100 : 500;
  const deliver =
    (type, extraMsg = {}) =>
    async () => {
      const r = await request(server, { type, events, ...extraMsg });
      if (r.error) throw new Error(`${type}: ${r.error}`);
      if (r.failed) throw new Error(`${type}: ${r.failed} failed attempts`);
      return { ...r, clientCpu: NaN, otherCpu: NaN, capacity: r.rps / r.serverCpu };
    };
  await pair('delivery throughput', {
    target: 0.5,
    unit: 'deliveries/s',
    runA: deliver('deliver'),
    runB: deliver('deliver-plain'),
  });
  // Commit-to-receiver latency at half the maximum SUSTAINABLE MIXED rate: PATCHes (one commit
  // each, fanned out to every receiver) and their deliveries share the server's core, so the
  // isolated delivery maximum overstates it. Step the write rate up until the delivery backlog
  // no longer stays flat (pending deliveries at the end of a step above half a second's worth,
  // or the writes not reaching the rate), take the last rate that held, and measure the latency
  // at half of it.
  if (hasPatch) {
    const stepSeconds = QUICK ? 3 : 5;
    const patchJob = (rate, duration, ids) => ({
      url: `${real}/api/v1/products/x`,
      connections: 4,
      duration,
      headerSets,
      patchIds: ids,
      patchPrefix: '/api/v1/products/',
      method: 'PATCH',
      overallRate: rate,
      paced: true,
    });
    const drain = async () => {
      for (let i = 0; i < 600; i++) {
        const { pending } = await request(server, { type: 'backlog' });
        if (pending === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the delivery backlog did not drain within 60 s');
    };
    await drain();
    const steps = [];
    let sustainable = 0;
    for (let rate = 10; rate <= 2000; rate = Math.round(rate * 1.5)) {
      await request(receivers, { type: 'reset', latency: true });
      const running = load(patchJob(rate, stepSeconds, seed.productIds.slice(4000, 6000)));
      await new Promise((r) => setTimeout(r, (stepSeconds * 1000) / 2));
      const { pending: mid } = await request(server, { type: 'backlog' });
      const run = await running;
      const { pending } = await request(server, { type: 'backlog' });
      // Flat: over the second half of the step the backlog grew by less than 0.1 s of
      // deliveries, it never exceeded a quarter second's worth, and the writes kept the rate.
      const perSecond = rate * seed.webhooks;
      const held =
        pending - mid <= perSecond * 0.1 && pending <= perSecond / 4 && run.rps >= rate * 0.95;
      await drain();
      const { latencies: stepLatencies } = await request(receivers, {
        type: 'stats',
        latencies: true,
      });
      const sortedStep = stepLatencies.sort((a, b) => a - b);
      const q = (x) =>
        sortedStep[Math.min(sortedStep.length - 1, Math.floor(x * sortedStep.length))];
      steps.push({ rate, writes: run.rps, mid, pending, held, p50: q(0.5), p99: q(0.99) });
      console.log(
        `  mixed step ${rate} writes/s: ${fmt(run.rps)} writes/s done, ${mid} → ${pending} deliveries pending (mid → end) ${held ? '(held)' : '(fell behind)'}; commit→receiver p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`,
      );
      if (!held) break;
      sustainable = rate;
    }
    const rate = Math.max(1, Math.round(sustainable / 2));
    await request(receivers, { type: 'reset', latency: true });
    const run = await load(patchJob(rate, QUICK ? 5 : 15, seed.productIds.slice(2000, 4000)));
    await drain();
    await new Promise((r) => setTimeout(r, 500));
    const { latencies } = await request(receivers, { type: 'stats', latencies: true });
    await request(receivers, { type: 'reset', latency: false });
    const sorted = latencies.sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const pass = p(0.5) <= 10 && p(0.99) <= 50;
    extra(
      'commit→receiver',
      {
        maxSustainableWritesPerSec: sustainable,
        steps,
        writesPerSec: rate,
        writesDone: run.rps,
        deliveries: sorted.length,
        p50: p(0.5),
        p90: p(0.9),
        p99: p(0.99),
        max: sorted[sorted.length - 1],
        target: { p50: 10, p99: 50 },
        pass,
      },
      `max sustainable mixed ${sustainable} writes/s × ${seed.webhooks} receivers; at ${rate} writes/s (${sorted.length} deliveries): p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, p99 ${p(0.99)} ms (target p50 ≤ 10, p99 ≤ 50 ms) ${pass ? 'PASS' : 'MISS'}`,
    );
  }
}

// The soak: 10 minutes of mixed load (listing pages with rotating keys and cursors, plus
// writes when the PATCH route exists, which also drives webhook deliveries) at half the
// measured listing rate (measured here in 3 s when the listing figure did not run); RSS
// sampled every 10 s, growth judged between minute 2 and minute 10.
if (SOAK) {
  const minutes = QUICK ? 2 : 10;
  const listingRate =
    results.figures['listing (first page)']?.a ??
    (await get(`${real}/api/v1/products?limit=50`)(3)).rps;
  const readJob = {
    url: `${real}/api/v1/products?limit=50`,
    connections: 8,
    duration: minutes * 60,
    headerSets,
    paths: ['/api/v1/products?limit=50', ...deepPaths],
    overallRate: Math.round(listingRate / 2),
  };
  const writeJob = {
    url: `${real}/api/v1/products/x`,
    connections: 2,
    duration: minutes * 60,
    headerSets,
    patchIds: seed.productIds.slice(0, 2000),
    patchPrefix: '/api/v1/products/',
    method: 'PATCH',
    overallRate: 50,
  };
  const samples = [];
  const started = performance.now();
  const sampler = setInterval(async () => {
    const { rss } = await request(server, { type: 'rss' });
    samples.push({ s: (performance.now() - started) / 1000, mb: rss / 2 ** 20 });
  }, 10_000);
  const [reads, writes] = await Promise.all([
    load(readJob),
    hasPatch ? load(writeJob) : Promise.resolve(null),
  ]);
  clearInterval(sampler);
  const at = (sec) =>
    samples.reduce((best, x) => (Math.abs(x.s - sec) < Math.abs(best.s - sec) ? x : best));
  const early = at(QUICK ? 30 : 120);
  const late = samples[samples.length - 1];
  const growth = late.mb / early.mb - 1;
  extra(
    'soak RSS growth',
    {
      minutes,
      early,
      late,
      growth,
      samples,
      reads: reads.rps,
      writes: writes?.rps ?? 0,
      target: 0.1,
      pass: growth <= 0.1,
    },
    `${minutes} min mixed (${fmt(reads.rps)} reads/s, ${fmt(writes?.rps ?? 0)} writes/s): RSS ${fmt(early.mb, 1)} MB at ${fmt(early.s)} s → ${fmt(late.mb, 1)} MB at ${fmt(late.s)} s, ${fmt(growth * 100, 1)}% (target ≤ 10%) ${growth <= 0.1 ? 'PASS' : 'MISS'}`,
  );
}

// Order completion: a sale of 5 products that track stock (priced, paid, completed: 5 stock
// changes and 5 product.stock_updated events fanned out to the webhooks, one transaction)
// against the same POST inserting only the order row. The worker waits while a run is timed,
// and the deliveries it leaves are sent before the next run starts (not timed): the figure is
// the sale's transaction, the deliveries are the delivery figures'.
if (want('orders') && seed.webhooks > 0) {
  const drain = async () => {
    for (let i = 0; i < 600; i++) {
      const { pending } = await request(server, { type: 'backlog' });
      if (pending === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('orders: the deliveries of a run did not drain in 60 s');
  };
  const post = (url) => async (duration) => {
    await request(server, { type: 'worker-pause' });
    const r = await load({
      url,
      method: 'POST',
      body: '{}',
      connections: CONNECTIONS,
      duration,
      headers: headerSets[runs++ % headerSets.length],
    });
    await request(server, { type: 'worker-resume' });
    await drain();
    return r;
  };
  await pair('order completion', {
    target: 0.5,
    runA: post(`${bench}/api/v1/__bench/sale`),
    runB: post(`${bench}/api/v1/__bench/order-row`),
  });
}

const rss = await request(server, { type: 'rss' });
const mb = (x) => fmt(x / 2 ** 20, 1);
extra(
  'peak RSS',
  {
    peakMb: rss.peakRss / 2 ** 20,
    atPeak: rss.atPeak,
    target: 200,
    pass: rss.peakRss / 2 ** 20 <= 200,
  },
  `${mb(rss.peakRss)} MB under the load above (at the peak: heap ${mb(rss.atPeak.heapUsed)}/${mb(rss.atPeak.heapTotal)} MB (new space ${mb(rss.atPeak.spaces?.new_space ?? NaN)} MB, old space ${mb(rss.atPeak.spaces?.old_space ?? NaN)} MB), external ${mb(rss.atPeak.external)} MB, array buffers ${mb(rss.atPeak.arrayBuffers)} MB) (target ≤ 200 MB) ${rss.peakRss / 2 ** 20 <= 200 ? 'PASS' : 'MISS'}`,
);

server.send({ type: 'stop' });
await new Promise((r) => server.once('exit', r));

// ---------------------------------------------------------------------------------------------
// Start-up with 100,000 products: process start to the API answering.
if (want('startup')) {
  const bigDir = join(work, 'big');
  t = performance.now();
  await exited(node(SERVER_CORE, 'dist/bench/seed.js', [bigDir, '100000', '50', '1']));
  const big = JSON.parse(readFileSync(join(bigDir, 'bench.json'), 'utf8'));
  console.log(`seeded 100000 products in ${fmt(performance.now() - t)} ms`);
  const headers = {
    authorization: `Bearer ${big.secrets[0]}`,
    'x-company-id': big.companyId,
    'x-branch-id': big.branchId,
  };
  const times = [];
  for (let i = 0; i < (QUICK ? 3 : 5); i++) {
    const start = performance.now();
    const serve = node(
      SERVER_CORE,
      'dist/service/serve.js',
      ['--data-dir', bigDir, '--port', '0', '--vault', 'file'],
      {},
    );
    const address = await new Promise((resolve, reject) => {
      let out = '';
      serve.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      serve.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
    });
    for (;;) {
      const res = await fetch(`${address}/api/v1/products?limit=50`, { headers }).catch(() => null);
      if (res?.status === 200) {
        await res.arrayBuffer();
        break;
      }
    }
    times.push(performance.now() - start);
    serve.kill('SIGTERM');
    await new Promise((r) => serve.once('exit', r));
  }
  const ms = median(times);
  extra(
    'startup (100k products)',
    { ms, runs: times, target: 1500, pass: ms <= 1500 },
    `${fmt(ms)} ms from process start to the first 200 (median of ${times.length}; ${times.map((x) => fmt(x)).join(', ')}) (target ≤ 1500 ms) ${ms <= 1500 ? 'PASS' : 'MISS'}`,
  );
}

// The products import of 100,000 rows through the real CLI (test/bench/catalog-import.mjs).
if (want('import')) {
  const rows = QUICK ? 20_000 : 100_000;
  const out = await exited(node(SERVER_CORE, 'test/bench/catalog-import.mjs', [String(rows)]));
  const r = JSON.parse(out.trim().split('\n').pop());
  extra(
    'products import',
    r,
    `${rows} rows: ${fmt(r.rows_per_second_inside_cli)} rows/s inside the CLI, ${fmt(r.rows_per_second_wall)} rows/s wall (process start and CSV parse included)`,
  );
}

// Export files (test/bench/exports.ts): orders as CSV through `serve`, its peak RSS, and GET /me
// timed while the export runs. Targets: ≥ 100,000 rows/s, ≤ 200 MB, p99 ≤ 50 ms.
if (want('exports')) {
  const orders = Number(process.env.BENCH_ORDERS ?? (QUICK ? 50_000 : 200_000));
  const out = await exited(node(SERVER_CORE, 'dist/bench/exports.js', [String(orders)]));
  const r = JSON.parse(out.slice(out.search(/^\{$/m)));
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  extra(
    'exports',
    r,
    `${fmt(r.rows)} orders as CSV: ${fmt(r.rows_per_second)} rows/s (≥ 100,000 ${verdict(r.rows_per_second >= 100_000)}; ${fmt(r.rows_per_cpu_second)} per serve CPU-s), peak RSS ${r.serve_peak_rss_mb} MB (≤ 200 ${verdict(r.serve_peak_rss_mb <= 200)}), GET /me p99 during it ${r.me_during_export.p99_ms} ms (≤ 50 ${verdict(r.me_during_export.p99_ms <= 50)})`,
  );
}

// The availability attack (test/bench/availability.ts), unpinned: the report threads need the
// other core. BENCH_AVAILABILITY_ORDERS: orders seeded (default 150,000).
if (want('availability')) {
  const orders = process.env.BENCH_AVAILABILITY_ORDERS ?? (QUICK ? '50000' : '150000');
  const out = await exited(
    spawn(process.execPath, ['dist/bench/availability.js', orders], {
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const r = JSON.parse(out.trim().split('\n').pop());
  extra(
    'availability',
    r,
    `GET /me of another company while two 366-day customer,hour reports run over ${fmt(r.orders)} orders: p99 ${r.me_during_runs.p99_ms} ms, max ${r.me_during_runs.max_ms} ms (alone: p99 ${r.me_alone.p99_ms} ms; runs ${fmt(r.runs_ms)} ms) (≤ ${r.target_p99_ms} ms ${r.pass ? 'PASS' : 'MISS'})`,
  );
}

// Years of a busy branch (test/bench/growth.ts): only when named, `--only=growth`. GROWTH_ORDERS
// (default 1,000,000), GROWTH_BRANCHES (1,200), GROWTH_DATA_DIR (seeded data kept between runs).
if (ONLY?.includes('growth')) {
  const out = await exited(node(SERVER_CORE, 'dist/bench/growth.js', []));
  const r = JSON.parse(out.trim().split('\n').pop());
  const figures = Object.values(r.shapes).flatMap((s) => s.figures);
  extra(
    'growth',
    r,
    `${fmt(r.orders)} orders on ${Object.keys(r.shapes).join(' and ')} branches: ${figures.filter((f) => f.now === 'MISS').length} MISS now, ${figures.filter((f) => f.crosses_at_15_years).length} cross a bound at 15 years`,
  );
}

// Backup and restore against a plain copy (test/bench/backup.ts), on BACKUP_DATA_DIR.
if (ONLY?.includes('backup')) {
  const out = await exited(node(SERVER_CORE, 'dist/bench/backup.js', []));
  extra('backup', JSON.parse(out.trim().split('\n').pop()), out.trim().split('\n').pop());
}

// What serve's peak RSS is made of (test/bench/serve-rss.ts), on SERVE_RSS_DATA_DIR.
if (ONLY?.includes('serve-rss')) {
  const out = await exited(node(SERVER_CORE, 'dist/bench/serve-rss.js', []));
  extra('serve-rss', JSON.parse(out.trim().split('\n').pop()), out.trim().split('\n').pop());
}

// One line per figure with a target, then the run's length and the machine's load.
results.minutes = (performance.now() - startedAt) / 60_000;
results.loadAtEnd = loadavg();
console.log('\nsummary');
for (const [name, f] of [...Object.entries(results.figures), ...Object.entries(results.extra)]) {
  if (typeof f?.pass === 'boolean') console.log(`  ${f.pass ? 'PASS' : 'MISS'}  ${name}`);
}
console.log(`  ${fmt(results.minutes, 1)} minutes; load average at the end ${loadText()}`);

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench-results/latest.json');
receivers.send({ type: 'stop' });
process.exit(0);
