/**
 * The built `serve` and CLI as real processes on a temp data directory: what the kill -9 tests
 * (webhooks-crash, crash-restart, power-cut) share.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { DATABASE_FILE } from '../../service/db/data-source';
import type { EventType } from '../../shared/events';
import { afterAll, beforeAll } from 'vitest';
import { makeDataDir, startTestService } from './test-service';

export const root = process.cwd();

/** `cli setup` arguments for a one-company, one-branch data directory. */
export const CLI_SETUP_ARGS = [
  'setup',
  '--company',
  'Shop',
  '--industry',
  'retail',
  '--branch',
  'Main',
  '--currency',
  'EUR',
  '--timezone',
  'Europe/Paris',
  '--admin-username',
  'admin',
  '--admin-password',
  'correct horse battery',
];
const node = process.execPath;
const SERVE = join(root, 'dist/service/serve.js');
const CLI = join(root, 'dist/service/cli.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function builtMtime(): number {
  try {
    return Math.min(statSync(SERVE).mtimeMs, statSync(CLI).mtimeMs);
  } catch {
    return 0;
  }
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds dist/service (serve + CLI) unless it is newer than every source file. Test files run
 * in parallel processes: a lock directory keeps one from spawning serve.js while another
 * rewrites it.
 */
export function ensureServiceBuilt(): void {
  const lock = join(root, 'dist', '.service-build.lock');
  mkdirSync(join(root, 'dist'), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline)
        throw new Error(`build lock ${lock} held for too long`, { cause: error });
      sleepSync(50);
    }
  }
  try {
    const sources = Math.max(newestMtime(join(root, 'service')), newestMtime(join(root, 'shared')));
    if (builtMtime() <= sources) {
      execFileSync(node, ['scripts/build.mjs', '--service', '--quiet'], { cwd: root });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const cliArgs = (dataDir: string, args: string[]) => [
  CLI,
  '--data-dir',
  dataDir,
  '--vault',
  'file',
  '--json',
  ...args,
];

/** Runs the built CLI with --json and returns its parsed output. */
export function cliJson(dataDir: string, ...args: string[]): Record<string, unknown> {
  const out = execFileSync(node, cliArgs(dataDir, args), {
    encoding: 'utf8',
    env: { ...process.env, IC_LOG_LEVEL: 'silent' },
  });
  return JSON.parse(out) as Record<string, unknown>;
}

/** Runs the built CLI with --json in another process without blocking this one; rejects on a non-zero exit. */
/**
 * Through the CLI: a tenant that allows plain HTTP to LAN receivers, one webhook for
 * `product.created` to `url`, and an API key that may create products. Returns the headers
 * for `POST /api/v1/products`.
 */
export function setupProductWebhook(dataDir: string, url: string): Record<string, string> {
  const setup = cliJson(dataDir, ...CLI_SETUP_ARGS);
  const tenant = ['--company', String(setup.company_id), '--branch', String(setup.branch_id)];
  cliJson(dataDir, 'settings', 'set', ...tenant, 'allow_http_local', 'true');
  cliJson(dataDir, 'webhooks', 'create', ...tenant, '--url', url, '--events', 'product.created');
  const key = cliJson(
    dataDir,
    'keys',
    'create',
    ...tenant,
    '--name',
    'Loader',
    '--scopes',
    'products:create',
  );
  return {
    authorization: `Bearer ${String(key.secret_key)}`,
    'x-company-id': String(setup.company_id),
    'x-branch-id': String(setup.branch_id),
    'content-type': 'application/json',
  };
}

export const runCli = (dataDir: string, ...args: string[]) =>
  promisify(execFile)(node, cliArgs(dataDir, args));

export interface ServeProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Resolves when the process has exited (for any reason). */
  exited: Promise<void>;
  /** SIGKILL (no shutdown code runs) and wait for the exit. */
  kill9(): Promise<void>;
}

/** Spawns `serve --port 0` and resolves once it prints `listening on <url>`. */
export function startServe(dataDir: string, children: ChildProcess[] = []): Promise<ServeProcess> {
  const child = spawn(node, [SERVE, '--data-dir', dataDir, '--vault', 'file', '--port', '0'], {
    env: { ...process.env, IC_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out}`)), 15_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1]!,
          exited,
          async kill9() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
        });
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code ?? signal}: ${out}`));
    });
  });
}

/** SIGKILLs every child still running (afterAll). */
export function killAll(children: ChildProcess[]): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/**
 * The set-up of a test file whose `serve` processes share one data directory: the service is
 * built and the directory made before its tests (`dataDir` is set then); the processes pushed
 * on `children` are killed and the directory removed after them.
 */
export function serveTestDir(): { children: ChildProcess[]; dataDir: string } {
  const fixture = { children: [] as ChildProcess[], dataDir: '' };
  beforeAll(async () => {
    ensureServiceBuilt();
    fixture.dataDir = await makeDataDir();
  });
  afterAll(async () => {
    killAll(fixture.children);
    await rm(fixture.dataDir, { recursive: true, force: true });
  });
  return fixture;
}

export interface PreparedDataDir {
  companyId: string;
  branchId: string;
  /** The API key's id (api_keys.id) and the headers to call the open API with. */
  keyId: string;
  headers: Record<string, string>;
  /** Webhook ids, in the order given. */
  webhookIds: string[];
}

/**
 * Sets a data directory up in process (much faster than one CLI process per step): one
 * company, branch and admin, plain HTTP allowed on the LAN, an API key with `scopes`, and the
 * webhooks given (Inactive ones are deactivated right after registration). Closed before return.
 */
export async function prepareDataDir(
  dataDir: string,
  scopes: string[],
  webhooks: { url: string; events: EventType[]; active?: boolean }[] = [],
): Promise<PreparedDataDir> {
  const ts = await startTestService({ dataDir, api: false, worker: false });
  try {
    const s = ts.service;
    s.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
    const key = ts.createKey(scopes);
    const webhookIds = webhooks.map((w) => {
      const { webhook } = s.webhooks.create(
        {
          companyId: ts.tenant.companyId,
          branchId: ts.tenant.branchId,
          url: w.url,
          events: w.events,
        },
        'test',
      );
      if (w.active === false) s.webhooks.setStatus(webhook.id, 'inactive', 'test');
      return webhook.id;
    });
    const keyId = s.db
      .prepare<[string], { id: string }>('SELECT id FROM api_keys WHERE public_key = ?')
      .get(key.publicKey)!.id;
    return {
      ...ts.tenant,
      keyId,
      headers: { ...key.headers, 'content-type': 'application/json' },
      webhookIds,
    };
  } finally {
    await ts.close();
  }
}

export const databaseFile = (dataDir: string) => join(dataDir, DATABASE_FILE);

/**
 * Runs `fn` on a read-only connection to the data directory's database (safe next to a running
 * serve, and right after a kill -9: the reader sees exactly what was committed).
 */
export function withDb<T>(file: string, fn: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export function integrityCheck(db: BetterSqlite3.Database): string {
  return (db.pragma('integrity_check') as { integrity_check: string }[])
    .map((r) => r.integrity_check)
    .join('; ');
}

/** A small seeded PRNG (mulberry32): [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The answered attempts the history lost, for one webhook: `arrivals` are the event ids its
 * receiver got, in arrival order. A delivery whose row is gone was settled as delivered in the
 * commit that wrote its history row, so the newest `newest` such events (by last arrival) must
 * each have a succeeded row: the history keeps a webhook's newest 100 attempts, and only the
 * few attempts in flight together are recorded out of arrival order.
 */
export function historyMisses(
  db: BetterSqlite3.Database,
  webhookId: string,
  arrivals: readonly string[],
  newest = 50,
): string[] {
  const last = new Map<string, number>();
  arrivals.forEach((id, i) => last.set(id, i));
  const owed = db.prepare('SELECT 1 FROM deliveries WHERE webhook_id = ? AND event_id = ?');
  const kept = db.prepare(
    'SELECT 1 FROM delivery_attempts WHERE webhook_id = ? AND event_id = ? AND succeeded = 1',
  );
  const settled = [...last.entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id)
    .filter((id) => owed.get(webhookId, id) === undefined);
  return settled.slice(-newest).filter((id) => kept.get(webhookId, id) === undefined);
}
