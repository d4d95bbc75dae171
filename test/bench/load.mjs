// The load generator: autocannon in its own process (run.mjs pins it to another core than the
// server). Reads one JSON job from argv[2], prints one JSON result line on stdout.
//
// job: { url, method?, connections, duration, overallRate?, headers?, headerSets?, paths?,
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
  headers: job.headers ?? job.headerSets?.[0] ?? {},
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

// Tell the parent the load starts now (it samples the server's CPU from here), and measure
// this process's own CPU over the run only.
process.stdout.write('go\n');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const result = await autocannon(options);
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
