/**
 * The admin resources keep the toolkit's contract over a real socket: an item's ETag is its
 * version and If-None-Match of it is 304, a write with a stale If-Match is 412, lists page by a
 * sealed keyed cursor (has_more, next_cursor), and a retried POST with its Idempotency-Key
 * returns the same resource instead of making a second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../shared/scopes';
import { client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let api: ReturnType<typeof client>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestService({ worker: false, industry: 'restaurant' });
  headers = t.createKey([...ALL_SCOPES]).headers;
  api = client(t.baseUrl, headers);
});
afterAll(async () => t?.close());

/** A GET without the document check: a 304 has no body to check. */
const raw = (path: string, extra: Record<string, string>) =>
  fetch(`${t.baseUrl}/api/v1${path}`, { headers: { ...headers, ...extra } });

/** Every page of a list, following next_cursor; the pages' ids in order. */
async function walk(path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await api.get(`${path}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body.data as { id: string }[]).map((r) => r.id));
    expect(res.body.has_more).toBe(res.body.next_cursor !== null);
    if (!res.body.has_more) return ids;
    cursor = res.body.next_cursor as string;
  }
  throw new Error('the list never ended');
}

describe('webhooks', () => {
  const make = (n: number, key?: string) =>
    api.post(
      '/webhooks',
      { url: `https://example.com/hook-${n}`, events: ['product.created'] },
      key ? { 'idempotency-key': key } : {},
    );

  it('an item has its version as ETag; If-None-Match of it is 304', async () => {
    const { body } = await make(1);
    const shown = await api.get(`/webhooks/${body.id}`);
    expect(shown.headers.get('etag')).toBe('"1"');
    expect(shown.body.version).toBe(1);
    const again = await raw(`/webhooks/${body.id}`, { 'if-none-match': '"1"' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a stale If-Match is 412; the current one changes it and raises the version', async () => {
    const { body } = await make(2);
    const changed = await api.patch(
      `/webhooks/${body.id}`,
      { description: 'first' },
      { 'if-match': '"1"' },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    const stale = await api.patch(
      `/webhooks/${body.id}`,
      { description: 'second' },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    const staleDelete = await api.del(`/webhooks/${body.id}`, { 'if-match': '"1"' });
    expect(staleDelete.status).toBe(412);
    const deactivate = await api.post(`/webhooks/${body.id}/deactivate`, undefined, {
      'if-match': '"2"',
    });
    expect(deactivate.status).toBe(200);
    expect(deactivate.body.version).toBe(3);
    expect((await api.del(`/webhooks/${body.id}`, { 'if-match': '"3"' })).status).toBe(204);
    expect((await api.get(`/webhooks/${body.id}`)).status).toBe(404);
  });

  it('pages with has_more and next_cursor, every webhook once', async () => {
    for (let n = 10; n < 15; n++) await make(n);
    const all = (await api.get('/webhooks?limit=200')).body.data as { id: string }[];
    expect(await walk('/webhooks', 2)).toEqual(all.map((w) => w.id));
    const other = await api.get('/api-keys?limit=1');
    if (other.body.next_cursor) {
      const mixed = await api.get(
        `/webhooks?cursor=${encodeURIComponent(other.body.next_cursor as string)}`,
      );
      expect(mixed.status).toBe(422);
      expect(mixed.body.code).toBe('invalid_cursor');
    }
  });

  it('a retried POST with its Idempotency-Key returns the same webhook', async () => {
    const first = await make(20, 'admin-contract-webhook');
    const retry = await make(20, 'admin-contract-webhook');
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('api keys', () => {
  const make = (n: number, key?: string) =>
    api.post(
      '/api-keys',
      { name: `Till ${n}`, scopes: ['products:view'] },
      key ? { 'idempotency-key': key } : {},
    );

  it('an item answers an ETag; If-None-Match of it is 304', async () => {
    const { body } = await make(1);
    const shown = await api.get(`/api-keys/${body.public_key}`);
    expect(shown.body.version).toBe(1);
    const etag = shown.headers.get('etag')!;
    const again = await raw(`/api-keys/${body.public_key}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('a stale If-Match is 412; the current version changes it', async () => {
    const { body } = await make(2);
    const path = `/api-keys/${body.public_key}`;
    const changed = await api.patch(path, { description: 'front till' }, { 'if-match': '"1"' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(2);
    const stale = await api.patch(path, { description: 'back till' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    const off = await api.post(`${path}/deactivate`, undefined, { 'if-match': '"1"' });
    expect(off.status).toBe(412);
    const deactivated = await api.post(`${path}/deactivate`, undefined, { 'if-match': '"2"' });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.version).toBe(3);
    // Keys are deactivated, never deleted (docs/api.md says why).
    expect((await api.get(`${path}`)).body.status).toBe('inactive');
  });

  it('pages with has_more and next_cursor, bound to include_inactive', async () => {
    for (let n = 10; n < 14; n++) await make(n);
    const all = (await api.get('/api-keys?limit=200&include_inactive=true')).body.data as {
      id: string;
    }[];
    expect(all.length).toBeGreaterThan(4);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await api.get(`/api-keys?limit=2&include_inactive=true${query}`);
      ids.push(...(page.body.data as { id: string }[]).map((k) => k.id));
      cursor = page.body.next_cursor as string | null;
      expect(page.body.has_more).toBe(cursor !== null);
      if (cursor) {
        const other = await api.get(`/api-keys?limit=2&cursor=${encodeURIComponent(cursor)}`);
        expect(other.status).toBe(422);
        expect(other.body.code).toBe('invalid_cursor');
        const hooks = await api.get(`/webhooks?cursor=${encodeURIComponent(cursor)}`);
        expect(hooks.body.code).toBe('invalid_cursor');
      }
    } while (cursor);
    expect(ids).toEqual(all.map((k) => k.id));
  });

  it('a retried POST with its Idempotency-Key returns the same key', async () => {
    const first = await make(20, 'admin-contract-key');
    const retry = await make(20, 'admin-contract-key');
    expect(retry.status).toBe(201);
    expect(retry.body.public_key).toBe(first.body.public_key);
    expect(retry.body.secret_key).toBe(first.body.secret_key);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('settings', () => {
  it('audit_retention_days changes with If-Match, within 30 to 3650 days', async () => {
    const read = await api.get('/settings');
    expect(read.body.audit_retention_days).toBe(1095);
    const etag = read.headers.get('etag')!;
    expect((await raw('/settings', { 'if-none-match': etag })).status).toBe(304);
    const changed = await api.patch(
      '/settings',
      { audit_retention_days: 400 },
      { 'if-match': etag },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.audit_retention_days).toBe(400);
    const stale = await api.patch('/settings', { audit_retention_days: 500 }, { 'if-match': etag });
    expect(stale.status).toBe(412);
    for (const days of [29, 3651]) {
      const refused = await api.patch('/settings', { audit_retention_days: days });
      expect(refused.status, String(days)).toBe(422);
    }
  });
});

describe('scheduled reports', () => {
  const make = (n: number, key?: string) =>
    api.post(
      '/scheduled-reports',
      {
        name: `Nightly ${n}`,
        report: { type: 'export', resource: 'orders' },
        frequency: 'daily',
        time_of_day: '06:00',
      },
      key ? { 'idempotency-key': key } : {},
    );

  it('an item has its version as ETag; If-None-Match of it is 304', async () => {
    const { body } = await make(1);
    const shown = await api.get(`/scheduled-reports/${body.id}`);
    expect(shown.headers.get('etag')).toBe(`"${body.version}"`);
    const again = await raw(`/scheduled-reports/${body.id}`, {
      'if-none-match': `"${body.version}"`,
    });
    expect(again.status).toBe(304);
  });

  it('a stale If-Match is 412 on PATCH and DELETE', async () => {
    const { body } = await make(2);
    const path = `/scheduled-reports/${body.id}`;
    const changed = await api.patch(path, { name: 'Renamed' }, { 'if-match': '"1"' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    expect((await api.patch(path, { name: 'Again' }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await api.del(path, { 'if-match': '"1"' })).status).toBe(412);
    expect((await api.del(path, { 'if-match': '"2"' })).status).toBe(204);
  });

  it('pages with has_more and next_cursor, every schedule once', async () => {
    for (let n = 10; n < 14; n++) await make(n);
    const all = (await api.get('/scheduled-reports?limit=200')).body.data as { id: string }[];
    expect(await walk('/scheduled-reports', 2)).toEqual(all.map((s) => s.id));
  });

  it('a retried POST with its Idempotency-Key returns the same schedule', async () => {
    const first = await make(20, 'admin-contract-schedule');
    const retry = await make(20, 'admin-contract-schedule');
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('exports', () => {
  const make = (day: number, key?: string) =>
    api.post(
      '/exports',
      { resource: 'orders', format: 'csv', from: `2026-03-${10 + day}`, to: `2026-03-${10 + day}` },
      key ? { 'idempotency-key': key } : {},
    );

  it('an item answers an ETag; If-None-Match of it is 304', async () => {
    const { body } = await make(1);
    const shown = await api.get(`/exports/${body.id}`);
    const again = await raw(`/exports/${body.id}`, { 'if-none-match': shown.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('pages with has_more and a sealed next_cursor bound to the list', async () => {
    for (let day = 2; day < 6; day++) await make(day);
    const all = (await api.get('/exports?limit=200')).body.data as { id: string }[];
    expect(await walk('/exports', 2)).toEqual(all.map((e) => e.id));
    const first = await api.get('/exports?limit=1');
    const next = encodeURIComponent(first.body.next_cursor as string);
    expect((await api.get(`/scheduled-reports?cursor=${next}`)).body.code).toBe('invalid_cursor');
    const bare = await api.get(`/exports?cursor=${all[0]!.id}`);
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('invalid_cursor');
  });

  it('a retried POST with its Idempotency-Key returns the same export', async () => {
    const first = await make(7, 'admin-contract-export');
    const retry = await make(7, 'admin-contract-export');
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});
