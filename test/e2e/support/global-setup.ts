import { execFileSync } from 'node:child_process';

/** Builds main, preload and the renderer once before the browser tests. */
export default function globalSetup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
}
