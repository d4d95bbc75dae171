// Builds what the project runs: the service (serve + CLI) for plain Node, Electron main and
// preload, and the renderer. `--service` builds only the service (fast path for `serve`/`cli`).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

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

await build({
  ...common,
  format: 'esm',
  entryPoints: { serve: 'service/serve.ts', cli: 'service/cli.ts' },
  outdir: 'dist/service',
});

if (!args.has('--service')) {
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
