import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(process.cwd(), 'dist', 'main', 'index.js');
const REGISTER = join(process.cwd(), 'test', 'support', 'fake-electron', 'register.mjs');

export interface Report {
  type: string;
  [key: string]: unknown;
}

export interface DesktopProcess {
  child: ChildProcess;
  reports: Report[];
  /** The first report (already received or coming) of this type that matches. */
  waitFor(type: string, match?: (r: Report) => boolean, timeoutMs?: number): Promise<Report>;
  send(command: Record<string, unknown>): void;
  /** An IPC call from the console window, as the preload makes it. */
  invoke(channel: string, input?: unknown): Promise<{ result?: unknown; error?: { code: string } }>;
  /** Resolves with the exit code and how long after `since` (ms) the process ended. */
  exited(since?: number): Promise<{ code: number | null; ms: number }>;
}

/**
 * Runs the real dist/main/index.js under plain Node with the fake `electron` module
 * (test/support/fake-electron/). `stdoutUnwritable`: fd 1 is a file opened read-only, as a
 * packaged Windows app started from the Start menu has no usable stdout.
 */
export function launchDesktop(options: {
  root: string;
  env?: Record<string, string>;
  stdoutUnwritable?: boolean;
}): DesktopProcess {
  let stdout: number | 'ignore' = 'ignore';
  if (options.stdoutUnwritable) {
    const file = join(options.root, 'stdout-read-only');
    writeFileSync(file, '');
    stdout = openSync(file, 'r');
  }
  const child = fork(MAIN, [], {
    execArgv: ['--import', REGISTER],
    stdio: ['ignore', stdout, 'pipe', 'ipc'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? options.root,
      FAKE_ELECTRON_DIR: join(options.root, 'electron'),
      IC_DATA_DIR: join(options.root, 'data'),
      IC_VAULT: 'file',
      IC_PORT: '0',
      ...options.env,
    },
  });
  if (typeof stdout === 'number') closeSync(stdout);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const reports: Report[] = [];
  const listeners = new Set<(r: Report) => void>();
  child.on('message', (message: Report) => {
    reports.push(message);
    for (const listener of listeners) listener(message);
  });
  const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  let nextId = 1;
  const waitFor: DesktopProcess['waitFor'] = (type, match = () => true, timeoutMs = 20_000) =>
    new Promise((resolve, reject) => {
      const found = reports.find((r) => r.type === type && match(r));
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no "${type}" report in ${timeoutMs} ms; stderr: ${stderr}`));
      }, timeoutMs);
      const listener = (r: Report) => {
        if (r.type !== type || !match(r)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(r);
      };
      listeners.add(listener);
      void exit.then(() => {
        if (!listeners.has(listener)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        reject(new Error(`the app exited before a "${type}" report; stderr: ${stderr}`));
      });
    });
  const send = (command: Record<string, unknown>) => {
    if (child.connected) child.send(command);
  };
  return {
    child,
    reports,
    waitFor,
    send,
    async invoke(channel, input) {
      const id = nextId++;
      send({ cmd: 'invoke', id, channel, input });
      const r = await waitFor('invoked', (m) => m.id === id);
      return r.result as { result?: unknown; error?: { code: string } };
    },
    async exited(since = Date.now()) {
      const { code, at } = await exit;
      return { code, ms: at - since };
    },
  };
}
