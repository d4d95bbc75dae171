/**
 * The README's quick start, run as a newcomer pastes it: its ```sh blocks marked
 * `<!-- readme-test -->` run unchanged in bash, against a temp data directory (IC_DATA_DIR),
 * random ports (IC_PORT, HOOK_PORT) and the project as built (IC_SKIP_INSTALL=1 makes
 * scripts/run.sh skip the installation). The `readme-test: background` block (scripts/run.sh)
 * is left running; the others run in order in one shell, with `set -euo pipefail` so a failing
 * command fails the test. Each shell runs in its own process group, killed after the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServiceBuilt, root } from '../support/serve-process';

interface Block {
  background: boolean;
  code: string;
}

/** The marked ```sh blocks of a Markdown text, in order. */
export function readmeBlocks(markdown: string): Block[] {
  const marked = /<!-- readme-test(: background)? -->\s*```sh\n([\s\S]*?)```/g;
  return [...markdown.matchAll(marked)].map((m) => ({ background: Boolean(m[1]), code: m[2]! }));
}

/** A port nothing listens on right now (the OS picks it; closed again before use). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Shell {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** bash -c CODE in a new process group, so it and everything it starts can be killed at once. */
function startShell(code: string, env: NodeJS.ProcessEnv, input?: string): Shell {
  const child = spawn('bash', ['-c', code], {
    cwd: root,
    env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stdin!.end(input ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => out, exited };
}

async function killGroup(shell: Shell | undefined): Promise<void> {
  if (!shell?.child.pid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-shell.child.pid!, name);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  if (!signal('SIGTERM')) return;
  // serve shuts down gracefully on SIGTERM; whatever is left after 5 s is killed.
  for (let i = 0; i < 50 && signal(0 as unknown as NodeJS.Signals); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  signal('SIGKILL');
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const blocks = readmeBlocks(readFileSync(join(root, 'README.md'), 'utf8'));

describe('README quick start', () => {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  let api = '';
  const shells: Shell[] = [];

  beforeAll(async () => {
    ensureServiceBuilt();
    dir = await mkdtemp(join(tmpdir(), 'ic-readme-'));
    const [port, hookPort] = [await freePort(), await freePort()];
    api = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      IC_DATA_DIR: join(dir, 'data'),
      IC_PORT: String(port),
      HOOK_PORT: String(hookPort),
      IC_SKIP_INSTALL: '1',
      IC_VAULT: 'file', // the test's keychain stays untouched
      IC_LOG_LEVEL: 'warn',
      IC_COMPANY: undefined,
      IC_BRANCH: undefined,
    };
  });

  afterAll(async () => {
    for (const shell of shells.reverse()) await killGroup(shell);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('marks one block to run in the background and the others to run in order', () => {
    expect(blocks.filter((b) => b.background).map((b) => b.code.trim())).toEqual([
      'scripts/run.sh',
    ]);
    expect(blocks.filter((b) => !b.background).length).toBeGreaterThanOrEqual(2);
  });

  it('sets up, creates a key, calls the API and gets a webhook delivery', async () => {
    const serve = startShell(blocks.find((b) => b.background)!.code, env);
    shells.push(serve);
    let serveExit: number | null | undefined;
    void serve.exited.then((code) => (serveExit = code));
    await waitFor(
      'scripts/run.sh to serve the API',
      async () => {
        if (serveExit !== undefined) {
          throw new Error(`scripts/run.sh exited with ${serveExit}:\n${serve.output()}`);
        }
        return fetch(`${api}/api/v1/openapi.json`).then(
          (res) => res.ok,
          () => false,
        );
      },
      90_000,
    );

    const script = ['set -euo pipefail', ...blocks.filter((b) => !b.background).map((b) => b.code)];
    const steps = startShell(script.join('\n'), env, 'correct horse battery staple\n');
    shells.push(steps);
    const code = await Promise.race([
      steps.exited,
      new Promise<string>((r) => setTimeout(() => r('timeout'), 150_000)),
    ]);
    expect(code, steps.output()).toBe(0);

    // The API answered 200 (curl -f fails on anything else) with a page of products.
    const jsonLines = steps
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      jsonLines.some((body) => Array.isArray(body.data)),
      steps.output(),
    ).toBe(true);
    expect(
      jsonLines.some((body) => body.sku === 'ESP-001'),
      steps.output(),
    ).toBe(true);

    // The example receiver, still running in the background, prints each verified event.
    // (A first attempt that found it not yet listening is retried after about 10 s.)
    await waitFor(
      'the receiver to accept product.created',
      () => /\{"accepted":"evt_[^"]+","type":"product\.created"\}/.test(steps.output()),
      60_000,
    );
  }, 330_000);
});
