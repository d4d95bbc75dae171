// Bundles test/bench/availability.ts (esbuild) and runs it: node test/bench/availability.mjs [orders]
// Needs dist/service/serve.js (node scripts/build.mjs --service).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';

await build({
  entryPoints: ['test/bench/availability.ts'],
  outfile: 'dist/bench/availability.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'error',
});
const run = spawnSync(process.execPath, ['dist/bench/availability.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
