// The load generator: autocannon in its own process (run.mjs pins it to another core than the
// server). Reads one JSON job from argv[2], prints one JSON result line on stdout.
//
// job: { url, method?, body?, connections, duration, overallRate?, headers?, headerSets?, paths?,
//        patchIds?, patchPrefix? }
//  - headerSets: rotated per request (different API keys)
//  - paths: rotated per request (cursor pages)
//  - patchIds + patchPrefix: PATCH <prefix><id> with a changing name, ids rotated
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

const job = JSON.parse(process.argv[2]);
const rotating = job.headerSets?.length > 1 || job.paths?.length > 1 || job.patchIds?.length;
let n = 0;

const options = {
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method ?? 'GET',
  headers: {
    ...(job.headers ?? job.headerSets?.[0] ?? {}),
    ...(job.body !== undefined ? { 'content-type': 'application/json' } : {}),
  },
  ...(job.body !== undefined ? { body: job.body } : {}),
  ...(job.overallRate ? { overallRate: job.overallRate } : {}),
};
if (rotating) {
  options.requests = [
    {
      setupRequest(request) {
        const i = n++;
        const headers = job.headerSets?.length
          ? { ...job.headerSets[i % job.headerSets.length] }
          : { ...options.headers };
        if (job.patchIds?.length) {
          const id = job.patchIds[i % job.patchIds.length];
          headers['content-type'] = 'application/json';
          return {
            ...request,
            method: 'PATCH',
            path: `${job.patchPrefix}${id}`,
            headers,
            body: JSON.stringify({ name: `Renamed product ${i}` }),
          };
        }
        return {
          ...request,
          path: job.paths?.length ? job.paths[i % job.paths.length] : request.path,
          headers,
        };
      },
    },
  ];
}

/**
 * `paced: true` with `overallRate`: an open-loop client that starts request i at exactly
 * t0 + i / rate (autocannon's overallRate lets each connection send its per-second quota
 * back to back at the start of every second, so a "rate" arrives as one burst per second,
 * and a latency measured under it is the burst's queueing). Up to `connections` requests in
 * flight; a request whose slot is late starts as soon as one frees.
 */
async function paced() {
  const { Pool } = await import('undici');
  const url = new URL(job.url);
  const pool = new Pool(url.origin, { connections: job.connections });
  const interval = 1000 / job.overallRate;
  const end = performance.now() + job.duration * 1000;
  const latencies = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let inflight = 0;
  let i = 0;
  const started = performance.now();
  const one = async (k) => {
    const headers = job.headerSets?.length
      ? { ...job.headerSets[k % job.headerSets.length] }
      : { ...(job.headers ?? {}) };
    let path = job.paths?.length ? job.paths[k % job.paths.length] : url.pathname + url.search;
    let body;
    if (job.patchIds?.length) {
      path = `${job.patchPrefix}${job.patchIds[k % job.patchIds.length]}`;
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ name: `Renamed product ${k}` });
    }
    const t = performance.now();
    try {
      const res = await pool.request({ method: job.method ?? 'GET', path, headers, body });
      await res.body.dump();
      if (res.statusCode >= 200 && res.statusCode < 300) ok++;
      else non2xx++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t);
  };
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (i * interval <= now - started && now < end && inflight < job.connections) {
        const k = i++;
        inflight++;
        void one(k).finally(() => {
          inflight--;
          if (performance.now() >= end && inflight === 0) resolve();
        });
      }
      if (now >= end) {
        if (inflight === 0) resolve();
        return;
      }
      setTimeout(tick, Math.max(0, started + i * interval - performance.now()));
    };
    tick();
  });
  await pool.close();
  latencies.sort((a, b) => a - b);
  const q = (x) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))] ?? 0);
  return {
    duration: job.duration,
    '2xx': ok,
    non2xx,
    errors,
    timeouts: 0,
    requests: { total: ok + non2xx + errors },
    latency: {
      p50: q(0.5),
      p90: q(0.9),
      p99: q(0.99),
      max: q(1),
      average: latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1),
    },
    throughput: { average: 0 },
  };
}

// Tell the parent the load starts now (it samples the server's CPU from here), and measure
// this process's own CPU over the run only.
process.stdout.write('go\n');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const result = job.paced ? await paced() : await autocannon(options);
const cpu = process.cpuUsage(cpu0);
const wall = (performance.now() - t0) / 1000;
process.stdout.write('done\n');
const seconds = result.duration || job.duration;
const ok = result['2xx'];
process.stdout.write(
  `${JSON.stringify({
    rps: ok / seconds,
    total: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    bytesPerSec: result.throughput.average,
    clientCpu: (cpu.user + cpu.system) / 1e6 / wall,
  })}\n`,
);
