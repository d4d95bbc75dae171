/**
 * The rules every route gets, over a real socket: unknown query parameters are 422 on every
 * route (admin ones included), conditional GET answers 304 for the current ETag (items by
 * version, lists and unversioned views by a weak hash of their bytes), and cursors are bound
 * to their list and tamper-evident.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../shared/scopes';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestService({ worker: false, industry: 'restaurant' });
  auth = t.createKey([...ALL_SCOPES]).headers;
});
afterAll(async () => t?.close());

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...auth,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const product = async (sku: string, categoryId?: string) => {
  const res = await call(
    'POST',
    '/products',
    {},
    {
      name: sku,
      sku,
      price: { amount: 250, currency: 'EUR' },
      ...(categoryId ? { category_id: categoryId } : {}),
    },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
};

describe('unknown query parameters', () => {
  it('are 422 validation_failed on every route, admin routes included', async () => {
    for (const path of [
      '/products?limt=5',
      '/products/prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC?verbose=1',
      '/webhooks?limit=5&page=2',
      '/api-keys?include_inactive=true&all=1',
      '/users?page=2',
      '/settings?x=1',
      '/scheduled-reports?q=a',
      '/me?debug=true',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(422);
      const body = (await res.json()) as { code: string; errors: { path: string }[] };
      expect(body.code).toBe('validation_failed');
      expect(body.errors.length).toBeGreaterThan(0);
    }
    // A declared parameter is still taken.
    expect((await call('GET', '/api-keys?include_inactive=true')).status).toBe(200);
  });
});

describe('conditional GET', () => {
  it('an item with If-None-Match of its ETag is 304 without a body; a stale one is 200', async () => {
    const { id } = await product('COND-1');
    const first = await call('GET', `/products/${id}`);
    expect(first.headers.get('etag')).toBe('"1"');
    for (const tag of ['"1"', 'W/"1"', '"7", "1"', '*']) {
      const res = await call('GET', `/products/${id}`, { 'if-none-match': tag });
      expect(res.status, tag).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe('"1"');
    }
    await call('PATCH', `/products/${id}`, {}, { name: 'Changed' });
    const changed = await call('GET', `/products/${id}`, { 'if-none-match': '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
  });

  it('lists and unversioned views get a weak ETag of their bytes', async () => {
    const page = await call('GET', '/products?limit=5');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await call('GET', '/products?limit=5', { 'if-none-match': etag })).status).toBe(304);
    await product('COND-2');
    const after = await call('GET', '/products?limit=5', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);

    const settings = await call('GET', '/settings');
    const tag = settings.headers.get('etag')!;
    expect((await call('GET', '/settings', { 'if-none-match': tag })).status).toBe(304);
  });
});
