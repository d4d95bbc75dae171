// `node test/bench/request-cost.mjs [rate] [seconds] [rounds] label=level[:checkout] …`
// (after `node scripts/build.mjs`)
//
// Server CPU per request of `serve` variants and of the bare node:http server, for GET
// /api/v1/products?limit=50 (PATH=… for another): each variant is dist/service/serve.js of this
// checkout, or of another one built beside it (e.g. `before=info:/tmp/old`), at a log level
// (`default` leaves IC_LOG_LEVEL unset). Server CPU (user + system, all threads, from /proc)
// over a run ÷ the run's requests, run after run in alternating order, medians printed. rate 0:
// autocannon, 16 connections (saturated); rate > 0: an open-loop client at that many requests/s.
// CPU per request does not depend on how much of the core other processes took, which a
// throughput ratio does (docs/performance.md, "Method").
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
const [rateArg = '0', secondsArg = '2', roundsArg = '8', ...variantArgs] = process.argv.slice(2);
const RATE = Number(rateArg);
const SECONDS = Number(secondsArg);
const ROUNDS = Number(roundsArg);
const variants = variantArgs.length ? variantArgs : ['info=default', 'warn=warn'];
const PATH = process.env.PATH_UNDER_TEST ?? '/api/v1/products?limit=50';
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
// The Node flags of package.json's serve script (as run.mjs reads them).
const SERVE_FLAGS = /node\s+((?:--\S+\s+)*)dist\/service\/serve\.js/
  .exec(JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve)[1]
  .trim()
  .split(/\s+/)
  .filter(Boolean);

const cpuSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / CLK_TCK;
};
const pinned = (core, argv, options) => spawn('taskset', ['-c', core, ...argv], options);

const work = mkdtempSync(join(tmpdir(), 'ic-request-cost-'));
const children = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill();
  rmSync(work, { recursive: true, force: true });
});
const dataDir = join(work, 'data');
execFileSync(process.execPath, ['dist/bench/seed.js', dataDir, '10000', '50', '20', '']);
const seed = JSON.parse(readFileSync(join(dataDir, 'bench.json'), 'utf8'));
const headerSets = seed.secrets.map((s) => ({
  authorization: `Bearer ${s}`,
  'x-company-id': seed.companyId,
  'x-branch-id': seed.branchId,
}));

async function startServe(label, level, checkout) {
  const log = join(work, `${label}.log`);
  const fd = openSync(log, 'a');
  const env = { ...process.env };
  delete env.IC_LOG_LEVEL;
  if (level !== 'default') env.IC_LOG_LEVEL = level;
  const script = resolve(checkout, 'dist/service/serve.js');
  const args = ['--data-dir', dataDir, '--vault', 'file', '--port', '0'];
  const child = pinned('0', [process.execPath, ...SERVE_FLAGS, script, ...args], {
    stdio: ['ignore', fd, 'inherit'],
    env,
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const m = /listening on (\S+)/.exec(readFileSync(log, 'utf8'));
    if (m) return { url: m[1], pid: child.pid, log };
  }
  throw new Error(`${label}: serve did not start`);
}

const servers = {};
for (const v of variants) {
  const [label, spec] = v.split('=');
  const [level, checkout = '.'] = spec.split(':');
  servers[label] = await startServe(label, level, checkout);
}
// The bare server answers with the bytes the first variant answered.
const first = Object.values(servers)[0];
const res = await fetch(`${first.url}${PATH}`, {
  headers: { ...headerSets[0], 'accept-encoding': 'identity' },
});
const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const captured = {
  [PATH.split('?')[0]]: {
    status: res.status,
    headers: [...res.headers].filter(([n]) => !skip.has(n)),
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
  },
};
writeFileSync(join(work, 'captured.json'), JSON.stringify(captured));
const bare = pinned(
  '0',
  [process.execPath, ...SERVE_FLAGS, 'test/bench/bare-server.mjs', join(work, 'captured.json')],
  { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
);
children.push(bare);
const bareUrl = await new Promise((r) => bare.on('message', (m) => r(m.url)));
servers.bare = { url: bareUrl, pid: bare.pid };

/** One run against a server: { us: server CPU µs per request, rps }. */
function run(server) {
  const job = RATE
    ? { url: server.url + PATH, connections: 8, duration: SECONDS, headerSets, overallRate: RATE }
    : { url: server.url + PATH, connections: 16, duration: SECONDS, headers: headerSets[0] };
  if (RATE) job.paced = true;
  const client = pinned('1', [process.execPath, 'test/bench/load.mjs', JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let c0 = NaN;
    let c1 = NaN;
    client.stdout.on('data', (d) => {
      out += d;
      if (Number.isNaN(c0) && out.includes('go\n')) c0 = cpuSeconds(server.pid);
      if (Number.isNaN(c1) && out.includes('done\n')) c1 = cpuSeconds(server.pid);
    });
    client.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load exited with ${code}`));
      const r = JSON.parse(out.trim().split('\n').pop());
      if (r.non2xx || r.errors) return reject(new Error(`${r.non2xx} non-2xx, ${r.errors} errors`));
      if (server.log) truncateSync(server.log, 0);
      resolvePromise({ us: (1e6 * (c1 - c0)) / r.ok, rps: r.rps });
    });
  });
}

const names = Object.keys(servers);
for (const n of names) await run(servers[n]); // warm-up
const runs = Object.fromEntries(names.map((n) => [n, []]));
for (let i = 0; i < ROUNDS; i++) {
  for (const n of i % 2 ? [...names].reverse() : names) runs[n].push(await run(servers[n]));
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const us = (n) => median(runs[n].map((r) => r.us));
console.log(
  `${RATE ? `paced at ${RATE} req/s` : 'saturated (16 connections)'}, ${ROUNDS} rounds of ${SECONDS} s, GET ${PATH}`,
);
for (const n of names) {
  console.log(
    `${n.padEnd(12)} ${us(n).toFixed(1).padStart(6)} µs server CPU per request (runs ${runs[n].map((r) => r.us.toFixed(0)).join(' ')}), ${median(runs[n].map((r) => r.rps)).toFixed(0)} req/s` +
      (n === 'bare' ? '' : `  bare ÷ this ${(us('bare') / us(n)).toFixed(3)}`),
  );
}
process.exit(0);
