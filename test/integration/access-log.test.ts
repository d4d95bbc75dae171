/**
 * The access log of the real `serve` process (dist/service/serve.js, default log level): one
 * line per request with method, path (query parameter names only), status, duration, the key's
 * public id and the request id; no secret, Authorization header or query value; every line
 * written by the time the process has exited; and a log consumer that stops reading does not
 * hold the requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../../service/http/access-log';
import { makeDataDir } from '../support/test-service';
import { ensureServiceBuilt, killAll, prepareDataDir, root } from '../support/serve-process';
import { rm } from 'node:fs/promises';

const children: ChildProcess[] = [];
let dataDir = '';
let headers: Record<string, string> = {};
let secret = '';

interface Serve {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote on stdout so far (once `reading`). */
  out: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** `serve` at the default log level (IC_LOG_LEVEL unset), stdout piped to this process. */
function startServe(): Promise<Serve> {
  const env = { ...process.env };
  delete env.IC_LOG_LEVEL;
  const child = spawn(
    process.execPath,
    [join(root, 'dist/service/serve.js'), '--data-dir', dataDir, '--vault', 'file', '--port', '0'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  // 'close', not 'exit': stdout may still hold data when the process has exited.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let out = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out}`)), 20_000);
    const onData = (chunk: string) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, out: () => out, exited });
      }
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

async function stop(serve: Serve): Promise<void> {
  serve.child.kill('SIGTERM');
  await serve.exited;
}

/** The access lines (msg "request") of a process's stdout, parsed. */
const accessLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request');

beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
  const prepared = await prepareDataDir(dataDir, ['products:view']);
  headers = prepared.headers;
  secret = headers.authorization!.slice('Bearer '.length);
}, 120_000);

afterAll(async () => {
  killAll(children);
  await rm(dataDir, { recursive: true, force: true });
});

describe('loggedPath', () => {
  it('keeps the path and the parameter names, drops the values', () => {
    expect(loggedPath('/api/v1/products')).toBe('/api/v1/products');
    expect(loggedPath('/api/v1/products?limit=50&cursor=abc')).toBe(
      '/api/v1/products?limit&cursor',
    );
    expect(loggedPath('/a?x&&y=1=2&=z')).toBe('/a?x&y&');
    expect(loggedPath('/a?')).toBe('/a');
    expect(loggedPath(`/a/sk_${'A'.repeat(38)}?sk_${'b'.repeat(38)}=1`)).toBe(
      '/a/sk_[redacted]?sk_[redacted]',
    );
    expect(loggedPath(`/${'x'.repeat(5000)}`)).toHaveLength(1025);
  });
});

describe('access log of serve', () => {
  it('writes one line per request with its fields, and no secret or query value', async () => {
    const serve = await startServe();
    const marker = 'QUERYVALUE7f3a';
    type Sent = { status: number; requestId: string; path: string; method: string; key: boolean };
    const sent: Sent[] = [];
    const call = async (path: string, init: RequestInit & { key?: boolean } = {}) => {
      const res = await fetch(`${serve.url}${path}`, init);
      await res.arrayBuffer();
      sent.push({
        status: res.status,
        requestId: res.headers.get('x-request-id')!,
        path,
        method: init.method ?? 'GET',
        key: init.key ?? false,
      });
      return res;
    };
    const authed = { ...headers, 'x-debug': `Bearer ${secret}` };
    const me = await fetch(`${serve.url}/api/v1/me`, { headers });
    const publicKey = ((await me.json()) as { public_key: string }).public_key;
    sent.push({
      status: 200,
      requestId: me.headers.get('x-request-id')!,
      path: '/api/v1/me',
      method: 'GET',
      key: true,
    });
    // A lone line is written within about a second (lines are batched 4 KiB at a time).
    const meId = me.headers.get('x-request-id')!;
    for (let i = 0; i < 100 && !serve.out().includes(meId); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(serve.out()).toContain(`"request_id":"${meId}"`);
    // The secret in a query value (200), in an unknown parameter (422), in a header; a query
    // value of our own; no credentials (401); no such route (404); a POST without a scope (403).
    await call(`/api/v1/products?limit=2&q=${secret}`, { headers: authed, key: true });
    await call(`/api/v1/products?limit=1&token=${secret}&x=${marker}`, {
      headers: authed,
      key: true,
    });
    await call(`/api/v1/products?limit=3&q=${marker}`, { headers: authed, key: true });
    await call(`/api/v1/products?q=${marker}`);
    await call(`/api/v1/nothing-here?secret=${secret}`, { headers: authed });
    await call('/api/v1/products', {
      method: 'POST',
      headers: { ...authed, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X', secret }),
      key: true,
    });
    expect(sent.map((s) => s.status)).toEqual([200, 200, 422, 200, 401, 404, 403]);
    await stop(serve);

    // Written by the time the process exited (flushed at shutdown).
    const out = serve.out();
    const lines = accessLines(out);
    expect(lines).toHaveLength(sent.length);
    for (const s of sent) {
      const mine = lines.filter((l) => l.request_id === s.requestId);
      expect(mine, s.path).toHaveLength(1);
      const line = mine[0]!;
      expect(line).toMatchObject({
        level: 30,
        method: s.method,
        path: loggedPath(s.path),
        status: s.status,
      });
      expect(typeof line.ms).toBe('number');
      expect(line.ms as number).toBeGreaterThanOrEqual(0);
      if (s.key) expect(line.key).toBe(publicKey);
      else expect(line.key).toBeUndefined();
    }
    expect(lines.map((l) => l.path)).toEqual([
      '/api/v1/me',
      '/api/v1/products?limit&q',
      '/api/v1/products?limit&token&x',
      '/api/v1/products?limit&q',
      '/api/v1/products?q',
      '/api/v1/nothing-here?secret',
      '/api/v1/products',
    ]);
    // Fastify's own two lines per request are gone.
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('request completed');
    expect(out).not.toContain(secret);
    expect(out).not.toContain(secret.slice(3, 20));
    expect(out).not.toContain(marker);
    expect(out.toLowerCase()).not.toContain('bearer');
    expect(out.toLowerCase()).not.toContain('authorization');
  }, 60_000);

  it('does not hold requests while stdout is not being read, and loses no line', async () => {
    const serve = await startServe();
    // Stop reading: once the pipe's kernel buffer (~200 KB) is full, a synchronous log write
    // would block the whole process. 4,000 access lines are ~0.8 MB.
    serve.child.stdout!.pause();
    const pool = new Pool(serve.url, { connections: 8 });
    const total = 4000;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next++;
        // Not an authenticated route: the key's rate limit would answer 429 first.
        const res = await pool.request({ method: 'GET', path: '/api/v1/nothing-here' });
        await res.body.dump();
        expect(res.statusCode).toBe(404);
      }
    };
    const done = Promise.all(Array.from({ length: 8 }, worker));
    const timedOut = await Promise.race([
      done.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 60_000)),
    ]);
    expect(timedOut, 'requests were held while the log was not read').toBe(false);
    await pool.close();
    serve.child.stdout!.resume();
    await stop(serve);
    expect(accessLines(serve.out())).toHaveLength(total);
  }, 120_000);
});
