import { Agent, request as httpRequest } from 'node:http';
import { parseList } from 'structured-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { seedProducts } from '../support/seed';
import { runCli } from '../support/serve-process';

let t: TestService;
let products: string[];

beforeAll(async () => {
  t = await startTestService();
  products = seedProducts(t.service.db, t.tenant, 30);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { headers });

/** The one member of a RateLimit or RateLimit-Policy structured-field list, parsed (RFC 9651). */
function rateLimitMember(res: Response, header: string): Record<string, unknown> | null {
  const text = res.headers.get(header);
  if (text === null) return null;
  const list = parseList(text);
  expect(list).toHaveLength(1);
  const [name, params] = list[0]!;
  expect(typeof name).toBe('string');
  return { name, ...Object.fromEntries(params) };
}
const rateLimitPolicy = (res: Response) => rateLimitMember(res, 'ratelimit-policy');
const rateLimit = (res: Response) => rateLimitMember(res, 'ratelimit');

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.request_id).toBe(res.headers.get('x-request-id'));
  expect(body.status).toBe(res.status);
  expect(typeof body.detail).toBe('string');
  return body;
}

describe('authentication order, each with its own status and code', () => {
  it('401 missing_credentials without Authorization or with a non-Bearer scheme', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer a b' },
    ]) {
      const res = await get('/api/v1/products', headers);
      expect(res.status).toBe(401);
      // RFC 9110 §11.6.1: a 401 says which scheme to use.
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect((await problem(res)).code).toBe('missing_credentials');
    }
  });

  it('accepts the Bearer scheme in any case (RFC 9110: schemes are case-insensitive)', async () => {
    const key = t.createKey(['products:view']);
    const secret = key.secret;
    for (const scheme of ['bearer', 'BEARER', 'BeArEr', 'Bearer']) {
      const res = await get('/api/v1/products', {
        ...key.headers,
        authorization: `${scheme} ${secret}`,
      });
      expect(res.status, scheme).toBe(200);
    }
    for (const authorization of [`Bearerx ${secret}`, `bearer  ${secret}`, `bear ${secret}`]) {
      const res = await get('/api/v1/products', { ...key.headers, authorization });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('401 invalid_api_key, one body for malformed, unknown, deactivated and replaced secrets', async () => {
    const key = t.createKey(['products:view']);
    const replaced = t.createKey(['products:view']);
    t.service.keys.regenerate(replaced.publicKey, 'test');
    const deactivated = t.createKey(['products:view']);
    t.service.keys.setStatus(deactivated.publicKey, 'inactive', 'test');
    const unknown = `sk_${'A'.repeat(32)}`;
    const { checksum } = await import('../../service/keys/key-format');
    const cases = [
      'sk_short',
      key.secret.slice(0, -1) + (key.secret.endsWith('a') ? 'b' : 'a'), // checksum fails
      unknown + checksum('A'.repeat(32)),
      replaced.secret,
      deactivated.secret,
    ];
    const details = new Set<string>();
    for (const secret of cases) {
      const res = await get('/api/v1/products', {
        ...key.headers,
        authorization: `Bearer ${secret}`,
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      const body = await problem(res);
      expect(body.code).toBe('invalid_api_key');
      details.add(String(body.detail));
    }
    expect(details.size).toBe(1);
  });

  it('400 missing_context_header when x-company-id or x-branch-id is missing', async () => {
    const { headers } = t.createKey(['products:view']);
    for (const drop of ['x-company-id', 'x-branch-id']) {
      const h = { ...headers };
      delete h[drop as keyof typeof h];
      const res = await get('/api/v1/products', h);
      expect(res.status).toBe(400);
      expect((await problem(res)).code).toBe('missing_context_header');
    }
  });

  it('403 context_mismatch when the headers name another company or branch', async () => {
    const other = t.service.tenancy.createCompany(
      {
        name: 'Other company',
        industry: 'retail',
        branch: { name: 'Other branch', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const { headers } = t.createKey(['products:view']);
    for (const h of [
      { ...headers, 'x-company-id': other.company.id },
      { ...headers, 'x-branch-id': other.branch.id },
    ]) {
      const res = await get('/api/v1/products', h);
      expect(res.status).toBe(403);
      expect((await problem(res)).code).toBe('context_mismatch');
    }
  });

  it('403 insufficient_scope names the scope', async () => {
    const { headers } = t.createKey(['inventory:view']);
    const res = await get('/api/v1/products', headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="products:view"',
    );
    const body = await problem(res);
    expect(body.code).toBe('insufficient_scope');
    expect(body.required_scope).toBe('products:view');
  });

  it('200 with the right key, and /me describes it', async () => {
    const key = t.createKey(['products:view', 'inventory:view']);
    const res = await get('/api/v1/me', key.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      public_key: key.publicKey,
      name: 'Test key',
      company_id: t.tenant.companyId,
      branch_id: t.tenant.branchId,
      scopes: ['products:view', 'inventory:view'],
      branch: {
        id: t.tenant.branchId,
        name: 'Main branch',
        currency: 'EUR',
        time_zone: 'Europe/Paris',
        closeout_hour: 4,
        industry: 'retail',
      },
    });
  });
});

/** Requests that all go over one keep-alive connection; `sockets` proves it stayed one. */
function oneConnection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const send = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}${path}`, { agent, headers }, (res) => {
        sockets.add(res.socket);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { send, sockets, close: () => agent.destroy() };
}

describe('key lifecycle takes effect on the very next request', () => {
  it('regenerate: old secret refused, new one accepted', async () => {
    const key = t.createKey(['products:view']);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
    const { secret_key } = t.service.keys.regenerate(key.publicKey, 'test');
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    expect(
      (await get('/api/v1/products', { ...key.headers, authorization: `Bearer ${secret_key}` }))
        .status,
    ).toBe(200);
  });

  it('deactivate then activate', async () => {
    const key = t.createKey(['products:view']);
    t.service.keys.setStatus(key.publicKey, 'inactive', 'test');
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    t.service.keys.setStatus(key.publicKey, 'active', 'test');
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
  });

  it('on one keep-alive connection: every request is checked by its own header, as of now', async () => {
    // The hook remembers the header a connection's last request was accepted with; this is
    // what must not leak from one request to the next on that connection.
    const a = t.createKey(['products:view']);
    const b = t.createKey(['products:view']);
    const conn = oneConnection();
    const me = async (headers: Record<string, string>) => {
      const res = await conn.send('/api/v1/me', headers);
      return res.status === 200
        ? (JSON.parse(res.body) as { public_key: string }).public_key
        : res.status;
    };
    try {
      expect(await me(a.headers)).toBe(a.publicKey);
      expect(await me(a.headers)).toBe(a.publicKey);
      expect(await me(b.headers)).toBe(b.publicKey);
      expect(await me(a.headers)).toBe(a.publicKey);
      expect(await me({ ...a.headers, authorization: `Bearer ${a.secret}x` })).toBe(401);
      expect(await me({ ...a.headers, authorization: 'Basic x' })).toBe(401);
      expect(await me({ ...a.headers, 'x-branch-id': 'brn_00000000000000000000000000' })).toBe(403);
      expect(await me(a.headers)).toBe(a.publicKey);
      await runCli(t.dataDir, 'keys', 'deactivate', a.publicKey);
      expect(await me(a.headers)).toBe(401);
      expect(await me(b.headers)).toBe(b.publicKey);
      await runCli(t.dataDir, 'keys', 'activate', a.publicKey);
      expect(await me(a.headers)).toBe(a.publicKey);
      t.service.keys.regenerate(a.publicKey, 'test');
      expect(await me(a.headers)).toBe(401);
      expect(conn.sockets.size).toBe(1);
    } finally {
      conn.close();
    }
  });

  it('done by the CLI in another process while the server runs', async () => {
    const key = t.createKey(['products:view']);
    const cli = (...args: string[]) => runCli(t.dataDir, ...args);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
    await cli('keys', 'deactivate', key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    await cli('keys', 'activate', key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
    const { stdout } = await cli('keys', 'regenerate', key.publicKey);
    const fresh = JSON.parse(stdout) as { secret_key: string };
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    expect(
      (
        await get('/api/v1/products', {
          ...key.headers,
          authorization: `Bearer ${fresh.secret_key}`,
        })
      ).status,
    ).toBe(200);
  });
});

describe('usage counters', () => {
  it('count requests and last use, buffered then flushed to the database', async () => {
    const key = t.createKey(['products:view']);
    for (let i = 0; i < 7; i++) await get('/api/v1/products?limit=1', key.headers);
    await get('/api/v1/products', { ...key.headers, authorization: 'Bearer nope' }); // not counted
    const shown = t.service.keys.show(key.publicKey);
    expect(shown.total_requests).toBe(7);
    expect(shown.requests_today).toBe(7);
    expect(shown.last_used_at).not.toBeNull();
    t.service.usage.flush();
    const row = t.service.db.sql
      .prepare('SELECT total_requests FROM api_keys WHERE public_key = ?')
      .get(key.publicKey) as { total_requests: number };
    expect(row.total_requests).toBe(7);
    expect(t.service.keys.show(key.publicKey).total_requests).toBe(7);
    const stats = t.service.keys.stats(t.tenant.companyId, t.tenant.branchId);
    expect(stats.requests_today).toBeGreaterThanOrEqual(7);
    expect(stats.total_keys).toBeGreaterThanOrEqual(stats.active_keys);
  });
});

describe('rate limit', () => {
  it('429 rate_limited with Retry-After and RateLimit headers past the branch limit', async () => {
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 5);
    try {
      const key = t.createKey(['products:view']);
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 7; i++) {
        last = await get('/api/v1/products?limit=1', key.headers);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(rateLimitPolicy(last!)).toEqual({ name: 'default', q: 5, w: 60 });
      expect(rateLimit(last!)).toMatchObject({ name: 'default', r: 0 });
      expect(rateLimit(last!)!.t).toBeGreaterThan(0);
      expect(rateLimit(last!)!.t).toBeLessThanOrEqual(60);
      expect((await problem(last!)).code).toBe('rate_limited');
    } finally {
      t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 0);
    }
    const key = t.createKey(['products:view']);
    const res = await get('/api/v1/products?limit=1', key.headers);
    expect(res.headers.get('ratelimit')).toBeNull();
  });

  it('sends the RateLimit headers on every authenticated answer, GET /me included', async () => {
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 6);
    try {
      const key = t.createKey(['products:view']);
      const seen: (string | null)[] = [];
      for (let i = 0; i < 7; i++) {
        seen.push((await get('/api/v1/products?limit=1', key.headers)).headers.get('ratelimit'));
      }
      // Six allowed, then the 429.
      expect(seen.map((h) => h?.replace(/;t=\d+$/, '') ?? null)).toEqual([
        '"default";r=5',
        '"default";r=4',
        '"default";r=3',
        '"default";r=2',
        '"default";r=1',
        '"default";r=0',
        '"default";r=0',
      ]);
      const other = t.createKey(['products:view']);
      const me = await get('/api/v1/me', other.headers);
      expect(me.status).toBe(200);
      expect(rateLimitPolicy(me)).toEqual({ name: 'default', q: 6, w: 60 });
      expect(rateLimit(me)).toMatchObject({ name: 'default', r: 5 });
    } finally {
      t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 0);
    }
  });
});

describe('products listing', () => {
  it('walks every product exactly once with cursors, even with concurrent inserts', async () => {
    const { headers } = t.createKey(['products:view']);
    const seen: string[] = [];
    let cursor: string | null = null;
    let inserted = 0;
    do {
      const res = await get(
        `/api/v1/products?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        data: { id: string }[];
        has_more: boolean;
        next_cursor: string | null;
      };
      seen.push(...page.data.map((p) => p.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
      // Another writer adds products while the walk goes on.
      if (inserted < 3)
        products.push(...seedProducts(t.service.db, t.tenant, 4, `LIVE${inserted++}`));
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(products));
  });

  it('filters by q and updated_since, and rejects bad parameters with field errors', async () => {
    const { headers } = t.createKey(['products:view']);
    const byQ = (await (await get('/api/v1/products?q=SKU-1', headers)).json()) as {
      data: { sku: string }[];
    };
    expect(byQ.data.length).toBeGreaterThan(0);
    for (const p of byQ.data) expect(p.sku).toContain('SKU-1');
    const future = (await (
      await get('/api/v1/products?updated_since=2999-01-01T00:00:00Z', headers)
    ).json()) as { data: unknown[] };
    expect(future.data).toEqual([]);

    const res = await get(
      '/api/v1/products?limit=0&cursor=abc&updated_since=yesterday&bogus=1',
      headers,
    );
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(body.code).toBe('validation_failed');
    const paths = (body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['bogus', 'limit', 'updated_since']);
    const badCursor = await get('/api/v1/products?cursor=abc', headers);
    expect(badCursor.status).toBe(422);
    expect(((await problem(badCursor)).errors as { path: string }[])[0]!.path).toBe('cursor');
  });
});

describe('protocol', () => {
  it('415 for a non-JSON body, 405 for a method the path lacks, 404 for unknown routes', async () => {
    const { headers } = t.createKey(['products:view', 'products:create']);
    const text = await fetch(`${t.baseUrl}/api/v1/products`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(text.status).toBe(415);
    expect((await problem(text)).code).toBe('unsupported_media_type');
    const wrongMethod = await fetch(`${t.baseUrl}/api/v1/me`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const missing = await get('/api/v1/nothing-here', headers);
    expect(missing.status).toBe(404);
    expect((await problem(missing)).code).toBe('not_found');
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/v1/products']),
    );
  });
});
