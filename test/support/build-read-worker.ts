import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: the service runs its heavy reads in a worker thread that loads the built
 * dist/service/read-worker.js (service/db/read-pool.ts), so the tests build it from the sources
 * they test first.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--read-worker', '--quiet'], {
    stdio: 'inherit',
  });
}
