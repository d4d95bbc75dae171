// `node test/bench/instructions.mjs [requests] [routes...]` (needs valgrind: apt-get install valgrind;
// WARM=<n>: requests per route before counting, default 4000)
//
// The timing figures of `npm run bench` cannot resolve a change of 1–2% on a shared VM (one run
// differs from the next by up to ±10%). This counts instead: the server runs under callgrind,
// and for each route (in the order given, e.g. bare authed bare authed) its counters are zeroed,
// `requests` requests are sent over 4 keep-alive connections, and the main thread's counters are
// dumped. Printed per request: instructions (Ir), L1 instruction-cache misses (I1mr) and L1
// data-cache read misses (D1mr) of the simulated caches, and each route's difference from the
// first route. Deterministic up to JIT timing: repeat a route to see the spread. Cache misses
// matter here: the hook's code runs cold on every request (each request walks ~300 KB of code).
import { build } from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
const [requestsArg = '2000', ...routesArg] = process.argv.slice(2);
const REQUESTS = Number(requestsArg);
const ROUTES = routesArg.length ? routesArg : ['bare', 'authed', 'bare', 'authed'];
const WARM = Number(process.env.WARM ?? 4000);

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('valgrind is not installed (apt-get install valgrind)');
  process.exit(1);
}

await build({
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  entryPoints: { 'instructions-server': 'test/bench/instructions-server.ts' },
  outdir: 'dist/bench',
});

const work = mkdtempSync(join(tmpdir(), 'ic-instructions-'));
const ready = join(work, 'ready.json');
const out = join(work, 'callgrind.out');
// One core each where the machine has two: the load generator must not share the server's.
const pinned = (core, cmd, args) =>
  existsSync('/usr/bin/taskset') ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args];
const [cmd, args] = pinned(0, 'valgrind', [
  '--tool=callgrind',
  '--quiet',
  '--cache-sim=yes',
  '--separate-threads=yes',
  // V8 writes and rewrites machine code: valgrind must notice code changes everywhere.
  '--smc-check=all-non-file',
  `--callgrind-out-file=${out}`,
  process.execPath,
  // The Node flags `npm run serve` launches with (as run.mjs reads them).
  ...(/&&\s*node\s+((?:--\S+\s+)*)dist\/service\/serve\.js/
    .exec(JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve)?.[1]
    .trim()
    .split(/\s+/)
    .filter(Boolean) ?? []),
  'dist/bench/instructions-server.js',
  join(work, 'data'),
  ready,
]);
const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const cleanup = () => {
  if (server.exitCode === null) server.kill();
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanup);

while (!existsSync(ready) || readFileSync(ready, 'utf8') === '') {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
  await new Promise((r) => setTimeout(r, 500));
}
await new Promise((r) => setTimeout(r, 200));
const { address, headers } = JSON.parse(readFileSync(ready, 'utf8'));

const load = (route, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: `${address}/api/v1/__bench/${route}`, connections: 4, amount, headers },
      (error, result) =>
        error
          ? reject(error)
          : result.non2xx || result.errors
            ? reject(new Error(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`))
            : resolve(result),
    ),
  );
// callgrind_control talks to the process valgrind runs (the node child of taskset).
const target = () =>
  execFileSync('pgrep', ['-f', 'instructions-server.js']).toString().trim().split('\n')[0];
const control = (...a) => execFileSync('callgrind_control', [...a, target()], { stdio: 'ignore' });

for (const route of new Set(ROUTES)) await load(route, WARM);
const rows = [];
const seen = new Set(readdirSync(work));
for (const [i, route] of ROUTES.entries()) {
  control('-z');
  await load(route, REQUESTS);
  control(`--dump=${route}-${i}`);
  // One file per thread and dump; thread 1 is the main thread (the event loop).
  const file = readdirSync(work).find((f) => f.endsWith('-01') && !seen.has(f));
  if (!file) throw new Error(`no callgrind dump for ${route}`);
  seen.add(file);
  const text = readFileSync(join(work, file), 'utf8');
  const events = /^events: (.*)$/m.exec(text)[1].split(' ');
  const totals = /^(?:summary|totals): (.*)$/m.exec(text)[1].split(' ').map(Number);
  const per = (name) => totals[events.indexOf(name)] / REQUESTS;
  rows.push({ route, ir: per('Ir'), i1: per('I1mr'), d1: per('D1mr') });
}
console.log(
  `per request, main thread, ${REQUESTS} requests per load (${WARM} to warm up each route);` +
    ` (±n): against the latest load of ${ROUTES[0]} (the JIT keeps warming: alternate routes)`,
);
let base = null;
for (const r of rows) {
  if (r.route === ROUTES[0]) base = r;
  const d = (k) =>
    r === base ? '' : ` (${r[k] >= base[k] ? '+' : ''}${(r[k] - base[k]).toFixed(0)})`;
  console.log(
    `${r.route.padEnd(16)} Ir ${r.ir.toFixed(0)}${d('ir')}  I1mr ${r.i1.toFixed(0)}${d('i1')}  D1mr ${r.d1.toFixed(0)}${d('d1')}`,
  );
}
server.kill();
