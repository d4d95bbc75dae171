/**
 * The built CLI (dist/service/cli.js) as a real process on a real data directory: arguments,
 * stdin, environment and a pseudo-terminal (for the no-echo password prompt).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './serve-process';

export const CLI = join(root, 'dist/service/cli.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (with --json), else null. */
  json: Record<string, unknown> | null;
  /** The `{ error }` object printed on stderr with --json, else null. */
  error: { code: string; message: string; fields?: { path: string; message: string }[] } | null;
}

export interface CliOptions {
  input?: string;
  env?: Record<string, string | undefined>;
  /** --vault (default file, so no test touches the keychain unless it means to). */
  vault?: string;
}

const parse = (text: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** Runs `cli --data-dir D --vault file ARGS…` and waits for it. */
export function runCliSync(dataDir: string, args: string[], options: CliOptions = {}): CliRun {
  const r = spawnSync(
    process.execPath,
    [CLI, '--data-dir', dataDir, '--vault', options.vault ?? 'file', ...args],
    {
      encoding: 'utf8',
      input: options.input ?? '',
      env: { ...process.env, IC_LOG_LEVEL: 'warn', IC_COMPANY: '', IC_BRANCH: '', ...options.env },
      timeout: 60_000,
    },
  );
  const stderrJson = parse(r.stderr.trim().split('\n').at(-1) ?? '');
  return {
    code: r.status ?? -1,
    stdout: r.stdout,
    stderr: r.stderr,
    json: parse(r.stdout),
    error: (stderrJson?.error as CliRun['error']) ?? null,
  };
}

/** Python's pty module drives the CLI as a person at a terminal would: it waits for each prompt. */
const PTY_DRIVER = `
import os, pty, select, sys, time, json
steps = json.loads(sys.argv[1])
argv = sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(argv[0], argv)
out = b''
def read(until=None, timeout=30):
    global out
    end = time.time() + timeout
    while until is None or until.encode() not in out:
        if time.time() > end:
            sys.stdout.write(out.decode('utf8', 'replace'))
            sys.exit(124)
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            out += chunk
for prompt, answer in steps:
    read(prompt)
    out += b'<<typed>>'
    os.write(fd, answer.encode())
read()
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode('utf8', 'replace'))
sys.exit(os.WEXITSTATUS(status))
`;

/**
 * Runs the CLI on a pseudo-terminal: for each [prompt, keys] step, waits until `prompt` is
 * shown, then types `keys`. Returns everything the terminal displayed (echo included).
 */
export function runCliOnTty(
  dataDir: string,
  args: string[],
  steps: [prompt: string, keys: string][],
): { code: number; screen: string } {
  const r = spawnSync(
    'python3',
    [
      '-c',
      PTY_DRIVER,
      JSON.stringify(steps),
      process.execPath,
      CLI,
      '--data-dir',
      dataDir,
      '--vault',
      'file',
      ...args,
    ],
    { encoding: 'utf8', env: { ...process.env, IC_LOG_LEVEL: 'warn' }, timeout: 60_000 },
  );
  return { code: r.status ?? -1, screen: r.stdout + r.stderr };
}
