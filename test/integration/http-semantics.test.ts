/**
 * HTTP as the RFCs say, over real sockets: 405 with Allow and OPTIONS, x-request-id,
 * Idempotency-Key as a structured-field string, 415 for bodies the server cannot read (a
 * charset other than UTF-8, a Content-Encoding it does not decode), 400 for a body that is not
 * JSON, and answers over 1 KiB compressed when the client asks.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as rawRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../service/util/logger';
import { ALL_CATALOG_SCOPES } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestService({ worker: false });
  auth = t.createKey([...ALL_CATALOG_SCOPES]).headers;
});
afterAll(async () => t?.close());

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });

async function problem(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.status).toBe(res.status);
  expect(body.request_id).toBe(res.headers.get('x-request-id'));
  return body;
}

describe('405 Method Not Allowed and OPTIONS (RFC 9110 §15.5.6, §9.3.7)', () => {
  it('a known path with a method it lacks is 405 method_not_allowed with Allow', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/products', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/products', 'GET, HEAD, POST, OPTIONS'],
      ['PUT', '/products/prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', 'GET, HEAD, PATCH, DELETE, OPTIONS'],
      ['GET', '/products/prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC/stock', 'POST, OPTIONS'],
      ['POST', '/me', 'GET, HEAD, OPTIONS'],
      ['PATCH', '/inventory', 'GET, HEAD, OPTIONS'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await call(method, path, auth);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      const body = await problem(res);
      expect(body.code).toBe('method_not_allowed');
      expect(body.detail).toContain(allow);
    }
  });

  it('OPTIONS on a known path is 204 with Allow and no body; an unknown path stays 404', async () => {
    const res = await call('OPTIONS', '/categories/cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await res.text()).toBe('');
    const unknown = await call('OPTIONS', '/nothing-here');
    expect(unknown.status).toBe(404);
    expect((await problem(unknown)).code).toBe('not_found');
    const put = await call('PUT', '/nothing-here', auth);
    expect(put.status).toBe(404);
    expect(put.headers.get('allow')).toBeNull();
  });
});

describe('x-request-id', () => {
  it("echoes and logs a client's id of 1 to 128 visible ASCII characters; else makes one", async () => {
    const lines: Record<string, unknown>[] = [];
    const capture = {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    };
    const logged = await startTestService({
      worker: false,
      log: createLogger('info', capture),
      logLevel: 'info',
    });
    try {
      const key = logged.createKey(['products:view']).headers;
      const get = (id?: string) =>
        fetch(`${logged.baseUrl}/api/v1/products`, {
          headers: { ...key, ...(id !== undefined ? { 'x-request-id': id } : {}) },
        });
      const mine = 'erp-7f3a:2026-11-23T10:00:00Z/#42';
      const long = '~'.repeat(128);
      for (const id of [mine, long, 'a']) {
        const res = await get(id);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toBe(id);
        expect(lines.some((line) => line.request_id === id)).toBe(true);
      }
      // A problem's body names the same id.
      const missing = await fetch(`${logged.baseUrl}/api/v1/products`, {
        headers: { 'x-request-id': mine },
      });
      expect(missing.status).toBe(401);
      expect(((await missing.json()) as { request_id: string }).request_id).toBe(mine);
      for (const bad of ['~'.repeat(129), 'two words', 'tab\there', 'é-accent', '']) {
        const res = await get(bad);
        expect(res.status).toBe(200);
        const made = res.headers.get('x-request-id')!;
        expect(made, JSON.stringify(bad)).toMatch(/^req_[0-9A-Z]{26}$/);
        expect(lines.some((line) => line.request_id === made)).toBe(true);
      }
      const none = await get();
      expect(none.headers.get('x-request-id')).toMatch(/^req_[0-9A-Z]{26}$/);
    } finally {
      await logged.close();
    }
  });
});

describe('Idempotency-Key (draft-ietf-httpapi-idempotency-key-header)', () => {
  const create = (key: string, sku: string) =>
    call(
      'POST',
      '/products',
      { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
      JSON.stringify({ sku, name: 'Espresso', price: { amount: 250 } }),
    );

  it('the structured-field string "abc" and the bare abc are the same key', async () => {
    const first = await create('"order-7f3a-0001"', 'IDEM-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string };
    for (const key of ['order-7f3a-0001', '"order-7f3a-0001"']) {
      const again = await create(key, 'IDEM-1');
      expect(again.status, key).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(((await again.json()) as { id: string }).id).toBe(created.id);
    }
    // Escapes are read as RFC 9651 says: "a\"b" is the key a"b, and a space may be quoted.
    const escaped = await create('"a\\"b\\\\c"', 'IDEM-2');
    expect(escaped.status).toBe(201);
    const bare = await create('a"b\\c', 'IDEM-2');
    expect(bare.headers.get('idempotent-replayed')).toBe('true');
    const spaced = await create('"two words"', 'IDEM-3');
    expect(spaced.status).toBe(201);
    expect((await create('"two words"', 'IDEM-3')).headers.get('idempotent-replayed')).toBe('true');
  });

  it('anything else is 422 validation_failed naming the header', async () => {
    for (const bad of ['""', '"unterminated', '"a"b"', '"bad \\x"', 'two words', '"é"']) {
      const res = await create(bad, 'IDEM-BAD');
      expect(res.status, bad).toBe(422);
      const body = await problem(res);
      expect(body.code).toBe('validation_failed');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'headers.idempotency-key' })]);
    }
    expect((await create(`"${'k'.repeat(255)}"`, 'IDEM-LONG')).status).toBe(201);
    expect((await create(`"${'k'.repeat(256)}"`, 'IDEM-LONG')).status).toBe(422);
  });
});

describe('415 unsupported_media_type for bodies the server cannot read as sent', () => {
  const body = JSON.stringify({ name: 'Encoded' });
  const post = (headers: Record<string, string>, payload: string | Uint8Array = body) =>
    fetch(`${t.baseUrl}/api/v1/categories`, {
      method: 'POST',
      headers: { ...auth, ...headers },
      body: typeof payload === 'string' ? payload : new Uint8Array(payload),
    });

  it('a charset other than UTF-8 is 415; utf-8 in any spelling is read', async () => {
    for (const type of [
      'application/json; charset=iso-8859-1',
      'application/json; charset=utf-16',
      'application/json;charset="windows-1252"',
      'application/json; charset=us-ascii',
    ]) {
      const res = await post({ 'content-type': type });
      expect(res.status, type).toBe(415);
      const problemBody = await problem(res);
      expect(problemBody.code).toBe('unsupported_media_type');
      expect(problemBody.detail).toMatch(/UTF-8/);
    }
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/merge-patch+json; charset=utf8',
    ]) {
      expect((await post({ 'content-type': type })).status, type).toBe(201);
    }
  });

  it('a Content-Encoding the server does not decode is 415, and nothing is written', async () => {
    const before = t.service.db.sql.prepare('SELECT count(*) n FROM categories').get();
    const { gzipSync } = await import('node:zlib');
    for (const [encoding, payload] of [
      ['gzip', gzipSync(body)],
      ['br', Buffer.from(body)],
      ['deflate, gzip', Buffer.from(body)],
      ['x-custom', Buffer.from(body)],
    ] as const) {
      const res = await post(
        { 'content-type': 'application/json', 'content-encoding': encoding },
        payload,
      );
      expect(res.status, encoding).toBe(415);
      const problemBody = await problem(res);
      expect(problemBody.code).toBe('unsupported_media_type');
      expect(problemBody.detail).toMatch(/Content-Encoding/);
    }
    expect(t.service.db.sql.prepare('SELECT count(*) n FROM categories').get()).toEqual(before);
    const identity = await post({
      'content-type': 'application/json',
      'content-encoding': 'identity',
    });
    expect(identity.status).toBe(201);
  });
});

describe('400 malformed_json: a body that is not JSON; 422 for JSON that breaks a rule', () => {
  const post = (payload: string | Uint8Array) =>
    fetch(`${t.baseUrl}/api/v1/categories`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: typeof payload === 'string' ? payload : new Uint8Array(payload),
    });

  it('text that is not JSON, or bytes that are not UTF-8, is 400 and writes nothing', async () => {
    const before = t.service.db.sql.prepare('SELECT count(*) n FROM categories').get();
    for (const [payload, message] of [
      ['{"name": "Tea"', 'Not valid JSON.'],
      ["{'name': 'Tea'}", 'Not valid JSON.'],
      ['name=Tea', 'Not valid JSON.'],
      [Buffer.from([0x7b, 0x22, 0x6e, 0xff, 0x22, 0x7d]), 'Not valid UTF-8.'],
    ] as const) {
      const res = await post(payload);
      expect(res.status, String(payload)).toBe(400);
      const body = await problem(res);
      expect(body.code).toBe('malformed_json');
      expect(body.errors).toEqual([{ path: 'body', message }]);
    }
    expect(t.service.db.sql.prepare('SELECT count(*) n FROM categories').get()).toEqual(before);
  });

  it('well-formed JSON that breaks a rule stays 422 validation_failed', async () => {
    for (const payload of ['{"name": 5}', '[]', '"Tea"', '{"name": "\\ud800"}']) {
      const res = await post(payload);
      expect(res.status, payload).toBe(422);
      expect((await problem(res)).code).toBe('validation_failed');
    }
  });

  it('the document declares 400 malformed_json on operations that read a body only', async () => {
    type Problem400 = {
      content: Record<
        string,
        { schema: { allOf: { properties: { code: { enum: string[] } } }[] } }
      >;
    };
    const doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, Problem400> }>>;
    };
    const codes400 = (method: string, path: string) =>
      doc.paths[path]![method]!.responses['400']!.content['application/problem+json']!.schema
        .allOf[1]!.properties.code.enum;
    expect(codes400('post', '/api/v1/categories')).toContain('malformed_json');
    expect(codes400('get', '/api/v1/categories')).not.toContain('malformed_json');
  });
});

describe('compression: answers over 1 KiB are encoded when the client asks', () => {
  const list = (encoding?: string) =>
    rawRequest(`${t.baseUrl}/api/v1/products?limit=200`, {
      headers: { ...auth, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  beforeAll(async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${t.baseUrl}/api/v1/products`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ sku: `GZ-${i}`, name: `Compressed ${i}`, price: { amount: 100 } }),
      });
      expect(res.status).toBe(201);
    }
  });

  it('gzip and br when asked, the same JSON once decoded; identity otherwise', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = await plain.body.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await list(encoding);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await res.body.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(JSON.parse(decode(bytes).toString())).toEqual(JSON.parse(text));
    }
    const identity = await list('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    await identity.body.dump();
  });

  it('answers under 1 KiB are sent as they are', async () => {
    const res = await rawRequest(`${t.baseUrl}/api/v1/me`, {
      headers: { ...auth, 'accept-encoding': 'gzip, br' },
    });
    const text = await res.body.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(text)).toHaveProperty('scopes');
  });
});
