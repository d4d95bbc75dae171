/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Hostile input on the open API and the admin (IPC/CLI) validators (issue 17): validation
 * error amplification, dates that are not instants, text that is not well-formed Unicode or
 * not valid UTF-8, and control or bidi characters in single-line names. Real service, real
 * SQLite, real sockets.
 */
import { Agent, request as undiciRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../service/http/server';
import { Users } from '../../service/accounts/users';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { AppError } from '../../shared/errors';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

let ts: TestService;
let headers: Record<string, string>;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  // No per-key limit: the latency test sends many requests with one key.
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  headers = ts.createKey([...ALL_CATALOG_SCOPES]).headers;
  api = client(ts.baseUrl, headers);
});
afterAll(async () => ts?.close());

/** A JSON object of `n` unknown keys, just under 1 MiB for n = 96,000. */
const unknownKeys = (n: number) =>
  '{' + Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',') + '}';

const rawPost = (path: string, body: string | Buffer) =>
  fetch(`${ts.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

describe('validation errors do not amplify (hole 5)', () => {
  const bomb = unknownKeys(96_000);

  it('a 1 MiB body of 96,000 unknown keys gets a small answer', async () => {
    expect(bomb.length).toBeLessThan(BODY_LIMIT);
    const res = await rawPost('/products', bomb);
    const text = await res.text();
    console.info(`96,000 unknown keys: ${text.length} bytes of answer`);
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(16 * 1024);
    const body = JSON.parse(text);
    expect(body.code).toBe('validation_failed');
    expect(body.detail).toBe('An object in the request body has more than 1,000 fields.');
    expect(body.errors).toEqual([
      { path: 'body', message: 'An object has more than 1,000 fields.' },
    ]);
  });

  it('the same object nested in a field is refused the same way', async () => {
    const res = await rawPost('/products', `{"sku":"A","name":"B","price":${unknownKeys(1001)}}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).detail).toMatch(/more than 1,000 fields/);
  });

  it('costs well under 100 ms of server time (best of 5, in-process inject)', async () => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const usage = process.cpuUsage();
      const res = await ts.service.http!.inject({
        method: 'POST',
        url: '/api/v1/products',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: bomb,
      });
      const used = process.cpuUsage(usage);
      cpu.push((used.user + used.system) / 1000);
      wall.push(performance.now() - started);
      expect(res.statusCode).toBe(422);
    }
    const fmt = (xs: number[]) => xs.map((t) => t.toFixed(1)).join('/');
    console.info(`96,000 unknown keys: server time ${fmt(wall)} ms wall, ${fmt(cpu)} ms CPU`);
    expect(Math.min(...wall)).toBeLessThan(100);
  });

  it('at most 50 errors are listed, with the count of the others', async () => {
    const res = await rawPost('/products', unknownKeys(900));
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(16 * 1024);
    const body = JSON.parse(text);
    expect(body.errors).toHaveLength(50);
    // 900 unknown fields plus the three missing required ones, 50 of them listed.
    expect(body.errors_omitted).toBe(903 - 50);
    expect(body.detail).toMatch(/ 853 more errors are not listed\.$/);
    expect(body.detail.length).toBeLessThanOrEqual(600);
  });

  it('GET /me stays fast while four such requests are in flight', async () => {
    const agent = new Agent({ connections: 8, pipelining: 1 });
    try {
      const me = async () => {
        const started = performance.now();
        const res = await undiciRequest(`${ts.baseUrl}/api/v1/me`, {
          headers,
          dispatcher: agent,
        });
        await res.body.text();
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      await me(); // connection warm
      let inFlight = 0;
      const bombs = Array.from({ length: 4 }, async () => {
        inFlight++;
        const res = await undiciRequest(`${ts.baseUrl}/api/v1/products`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: bomb,
          dispatcher: agent,
        });
        await res.body.text();
        inFlight--;
        expect(res.statusCode).toBe(422);
      });
      const latencies: number[] = [];
      // Sample /me until every bomb has been answered (at least 5 samples).
      const done = Promise.all(bombs);
      let finished = false;
      void done.then(() => (finished = true));
      while (!finished || latencies.length < 5) latencies.push(await me());
      await done;
      expect(inFlight).toBe(0);
      const worst = Math.max(...latencies);
      console.info(
        `GET /me with 4 × 1 MiB unknown-key bodies in flight: ${latencies.length} samples, worst ${worst.toFixed(1)} ms`,
      );
      expect(worst).toBeLessThan(300);
    } finally {
      await agent.close();
    }
  });

  it('one very long unknown key is clipped in the path, the message and the detail', async () => {
    const res = await rawPost(
      '/categories',
      JSON.stringify({ name: 'A', ['x'.repeat(500_000)]: 1 }),
    );
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(2048);
    expect(JSON.parse(text).errors[0].message).toMatch(/^Unknown field "xxx.*…/);
  });
});

describe('dates must be real instants (hole 6)', () => {
  const LISTS = ['/products', '/categories', '/inventory'];
  const BAD = [
    '2016-12-31T23:59:60Z', // leap second: was a 500
    '2026-01-01T24:00:00Z',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '10000-01-01T00:00:00Z',
    '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+99:99',
    '2026-01-01T00:00:00+01:60',
    '2026-01-01T00:00:00', // no offset: not an instant
    '2026-01-01 00:00:00Z',
    '2026-01-01',
    '0000-01-01T00:00:00+01:00', // before year 0000 once the offset is applied
    '9999-12-31T23:59:59-01:00', // after year 9999
    'now',
  ];
  const GOOD = [
    '2016-12-31T23:59:59Z',
    '2024-02-29T12:00:00Z',
    '2026-11-20t10:00:00z',
    '2026-11-20T10:00:00.123456789Z',
    '2026-11-20T10:00:00.1234567890123456789+05:30',
    '2026-11-20T10:00:00-00:00',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
  ];

  it.each(LISTS)('%s refuses every date that is not an instant with 422', async (path) => {
    for (const date of BAD) {
      const res = await api.get(`${path}?updated_since=${encodeURIComponent(date)}`);
      expect(res.status, date).toBe(422);
      expect(res.body.code, date).toBe('validation_failed');
      expect(res.body.errors[0].path, date).toBe('updated_since');
      expect(res.body.errors[0].message, date).not.toMatch(/format/);
    }
  });

  it.each(LISTS)('%s accepts every RFC 3339 instant', async (path) => {
    for (const date of GOOD) {
      const res = await api.get(`${path}?updated_since=${encodeURIComponent(date)}`);
      expect(res.status, `${date}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('names the problem: a leap second, a day the month does not have', async () => {
    const leap = await api.get('/products?updated_since=2016-12-31T23:59:60Z');
    expect(leap.body.errors[0].message).toMatch(/leap second/i);
    const feb30 = await api.get('/products?updated_since=2026-02-30T00:00:00Z');
    expect(feb30.body.errors[0].message).toMatch(/day/i);
  });

  it('filters by the instant after its offset', async () => {
    const created = await api.post('/categories', { name: 'Instant check' });
    expect(created.status).toBe(201);
    const at = Date.parse(created.body.updated_at);
    // The same instant written with a +05:30 offset.
    const local = new Date(at + 5.5 * 3600_000).toISOString().replace('Z', '+05:30');
    const res = await api.get(`/categories?limit=200&updated_since=${encodeURIComponent(local)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.id)).toContain(created.body.id);
  });
});

describe('text must be well-formed Unicode and valid UTF-8 (hole 10)', () => {
  it('a lone surrogate in any string of a body is 422 and nothing is stored', async () => {
    const before = ts.service.events.lastSequence(ts.tenant.branchId);
    for (const [path, body, field] of [
      ['/products', '{"sku":"LS-1","name":"ab\\ud800cd","price":{"amount":1}}', 'name'],
      [
        '/products',
        '{"sku":"LS-2","name":"ok","description":"\\udfff","price":{"amount":1}}',
        'description',
      ],
      [
        '/products',
        '{"sku":"LS-3","name":"ok","price":{"amount":1,"currency":"\\ud83d"}}',
        'price.currency',
      ],
      ['/categories', '{"name":"x\\ud800"}', 'name'],
      ['/categories', '{"name":"ok","\\ud800":1}', 'body'],
    ] as const) {
      const res = await rawPost(path, body);
      const problem = (await res.json()) as any;
      expect(res.status, body).toBe(422);
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors[0].path, body).toBe(field);
      expect(problem.errors[0].message, body).toMatch(/well-formed Unicode/);
    }
    expect(ts.service.events.lastSequence(ts.tenant.branchId)).toBe(before);
    // A surrogate pair (an emoji) is well-formed and stays as it was sent.
    const ok = await rawPost('/categories', '{"name":"Coffee \\ud83d\\ude00"}');
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as any).name).toBe('Coffee 😀');
  });

  it('a PATCH with a lone surrogate is 422 too', async () => {
    const created = await api.post('/categories', { name: 'Patch me' });
    const res = await fetch(`${ts.baseUrl}/api/v1/categories/${created.body.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"name":"a\\udc00"}',
    });
    expect(res.status).toBe(422);
  });

  it('a body that is not valid UTF-8 is 400 malformed_json, not silently U+FFFD', async () => {
    for (const bytes of [
      Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]), // Latin-1 é
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // CESU surrogate
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // overlong "/"
      Buffer.concat([Buffer.from('{"name":"ab'), Buffer.from([0xf0, 0x9f]), Buffer.from('"}')]), // cut short
    ]) {
      const res = await rawPost('/categories', bytes);
      const problem = (await res.json()) as any;
      expect(res.status, bytes.toString('hex')).toBe(400);
      expect(problem.code).toBe('malformed_json');
      expect(problem.detail).toBe('The request body is not valid UTF-8.');
      expect(problem.errors).toEqual([{ path: 'body', message: 'Not valid UTF-8.' }]);
    }
    const ok = await rawPost('/categories', Buffer.from('{"name":"Café"}', 'utf8'));
    expect(ok.status).toBe(201);
  });
});

describe('single-line names refuse control, bidi and format characters', () => {
  const SPOOFS = [
    'Espresso\nTotal: 0.00',
    'Tab\there',
    'Carriage\rreturn',
    'Esc\u001b[31mred',
    'Del\u007f',
    'Next line\u0085C1',
    'C1\u009bcsi',
    'Line\u2028separator',
    'evil\u202Egnp.exe',
    'isolate\u2066x\u2069',
    'Cof\u200bfee', // a zero-width space: looks like "Coffee"
    'Soft\u00adhyphen',
    '\ufeffBOM',
  ];

  it('a zero-width joiner between emoji is kept (👩‍💻), nowhere else', async () => {
    const ok = await api.post('/categories', { name: 'Dev 👩‍💻' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.name).toBe('Dev 👩‍💻');
    const bad = await api.post('/categories', { name: 'De\u200dv' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].message).toContain('U+200D');
  });

  it('product and category names, SKUs and barcodes over the open API', async () => {
    for (const name of SPOOFS) {
      const p = await api.post('/products', {
        sku: `S-${Math.random()}`,
        name,
        price: { amount: 1 },
      });
      expect(p.status, JSON.stringify(name)).toBe(422);
      expect(p.body.errors[0].path).toBe('name');
      const c = await api.post('/categories', { name });
      expect(c.status, JSON.stringify(name)).toBe(422);
      const s = await api.post('/products', { sku: name, name: 'ok', price: { amount: 1 } });
      expect(s.status, JSON.stringify(name)).toBe(422);
      expect(s.body.errors[0].path).toBe('sku');
    }
    const b = await api.post('/products', {
      sku: 'BC-1',
      name: 'ok',
      barcode: '123\n456',
      price: { amount: 1 },
    });
    expect(b.status).toBe(422);
  });

  it('a description may have line breaks and tabs, but no other control or bidi character', async () => {
    const ok = await api.post('/products', {
      sku: 'DESC-1',
      name: 'Described',
      description: 'Line one\n\tLine two',
      price: { amount: 1 },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.description).toBe('Line one\n\tLine two');
    for (const description of ['a\rb', 'a\u0000b', 'a\u0085b', 'a\u202Eb']) {
      const bad = await api.post('/products', {
        sku: 'DESC-2',
        name: 'Described',
        description,
        price: { amount: 1 },
      });
      expect(bad.status, JSON.stringify(description)).toBe(422);
      expect(bad.body.errors[0].path).toBe('description');
    }
  });

  it('PATCH refuses the same names', async () => {
    const created = await api.post('/categories', { name: 'Will be patched' });
    const res = await api.patch(`/categories/${created.body.id}`, { name: 'a\nb' });
    expect(res.status).toBe(422);
  });

  const rejects = (fn: () => unknown, path: string) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('validation_failed');
      expect((error as AppError).fields.map((f) => f.path)).toContain(path);
      return;
    }
    throw new Error(`accepted; expected a validation error at ${path}`);
  };

  it('API key, company, branch and user names through the admin services (IPC and CLI)', () => {
    const s = ts.service;
    const { companyId, branchId } = ts.tenant;
    for (const name of ['Key\nname', 'Key\u009bname', 'Key\u202Ename', 'Key\ud800name']) {
      rejects(
        () => s.keys.create({ companyId, branchId, name, scopes: ['products:view'] }, 'test'),
        'name',
      );
      rejects(
        () =>
          s.tenancy.createCompany(
            {
              name,
              industry: 'retail',
              branch: { name: 'Fine branch', currency: 'EUR', timeZone: 'UTC' },
            },
            'test',
          ),
        'company.name',
      );
      rejects(
        () =>
          s.tenancy.createCompany(
            {
              name: 'Fine company',
              industry: 'retail',
              branch: { name, currency: 'EUR', timeZone: 'UTC' },
            },
            'test',
          ),
        'branch.name',
      );
    }
    rejects(
      () =>
        s.webhooks.create(
          {
            companyId,
            branchId,
            url: 'https://hooks.example.com/in',
            description: 'Orders\u202Egnp.exe',
            events: ['product.created'],
          },
          'test',
        ),
      'description',
    );
    // A key description may span lines.
    const { key } = s.keys.create(
      { companyId, branchId, name: 'Multi', description: 'one\ntwo', scopes: ['products:view'] },
      'test',
    );
    expect(key.description).toBe('one\ntwo');
  });

  it('the IPC handlers (the console) answer validation_failed for the same names', async () => {
    const ipc = new IpcHandlers(ts.service);
    try {
      const call = (channel: string, input: unknown) =>
        ipc.call(channel as never, input as never, { sessionKey: 'hostile' });
      const login = await call('auth.login', {
        username: 'admin',
        password: 'correct horse battery',
      });
      expect(login.error).toBeUndefined();
      const key = await call('keys.create', {
        ...ts.tenant,
        name: 'Console\nkey',
        scopes: ['products:view'],
      });
      expect(key.error).toMatchObject({ code: 'validation_failed', fields: [{ path: 'name' }] });
      const surrogate = await call('keys.create', {
        ...ts.tenant,
        name: 'Console key',
        description: 'x\ud800',
        scopes: ['products:view'],
      });
      expect(surrogate.error?.code).toBe('validation_failed');
      const profile = await call('profile.update', { displayName: 'Admin\u202e' });
      expect(profile.error).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: 'displayName' }],
      });
    } finally {
      ipc.dispose();
    }
  });

  it('user display names through the account service', async () => {
    const s = ts.service;
    const users = new Users(s.db, s.audit, s.clock);
    for (const displayName of ['Ann\nAdmin', 'Ann\u0085', 'Ann\u2067']) {
      await expect(
        users.create(
          {
            username: 'spoof',
            displayName,
            password: 'correct horse battery',
            role: 'super_admin',
          },
          'test',
        ),
      ).rejects.toMatchObject({ code: 'validation_failed', fields: [{ path: 'displayName' }] });
    }
  });
});

describe('deeply nested bodies', () => {
  it('a body nested 5,000 levels deep on a route without a body schema is a 4xx, not a 500', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const path of ['/orders/q/cancel', '/orders/ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC/cancel']) {
      const res = await fetch(`${ts.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: {
          ...ts.createKey(['orders:manage_status']).headers,
          'content-type': 'application/json',
          'idempotency-key': 'deep-1',
        },
        body: deep,
      });
      expect(res.status, await res.text()).toBeLessThan(500);
    }
  });
});
