// Bundles test/bench/exports.ts (esbuild) and runs it: node test/bench/exports.mjs [orders]
// Needs dist/service/serve.js (node scripts/build.mjs --service).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';

await build({
  entryPoints: ['test/bench/exports.ts'],
  outfile: 'dist/bench/exports.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'error',
});
const run = spawnSync(process.execPath, ['dist/bench/exports.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
