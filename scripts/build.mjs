// Builds what the project runs: the service (serve + CLI) for plain Node, Electron main and
// preload, and the renderer. `--service` builds only the service (fast path for `serve`/`cli`);
// `--read-worker` only the read worker thread's script (vitest builds it before the tests).
import { build } from 'esbuild';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const started = Date.now();

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  logLevel: quiet ? 'error' : 'warning',
};

/**
 * `npm run cli`/`serve` build the service before every run, often while another process runs
 * dist/service: an output is written only when it changed, and through a rename, so a reader
 * never sees a half-written file.
 */
function writeChanged(outputFiles) {
  for (const file of outputFiles) {
    let same = false;
    try {
      same = readFileSync(file.path).equals(file.contents);
    } catch {
      // not built yet
    }
    if (same) {
      utimesSync(file.path, new Date(), new Date()); // up to date, as a rewrite would mark it
      continue;
    }
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}

// The read worker (service/db/read-pool.ts) loads dist/service/read-worker.js in every shell:
// serve, the CLI and Electron's main process.
const service = await build({
  ...common,
  format: 'esm',
  entryPoints: args.has('--read-worker')
    ? { 'read-worker': 'service/read-worker.ts' }
    : { serve: 'service/serve.ts', cli: 'service/cli.ts', 'read-worker': 'service/read-worker.ts' },
  outdir: 'dist/service',
  write: false,
});
writeChanged(service.outputFiles);

if (!args.has('--service') && !args.has('--read-worker')) {
  if (existsSync('main/index.ts')) {
    await build({
      ...common,
      format: 'esm',
      entryPoints: { index: 'main/index.ts' },
      outdir: 'dist/main',
    });
    await build({
      ...common,
      format: 'cjs',
      packages: undefined,
      external: ['electron'],
      entryPoints: { preload: 'main/preload.ts' },
      outdir: 'dist/main',
      outExtension: { '.js': '.cjs' },
    });
  }
  if (existsSync('renderer/index.html')) {
    const { build: viteBuild } = await import('vite');
    await viteBuild({ configFile: 'renderer/vite.config.ts', logLevel: quiet ? 'error' : 'warn' });
  }
}
if (!quiet) console.error(`built in ${Date.now() - started} ms`);
