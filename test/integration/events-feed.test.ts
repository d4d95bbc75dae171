/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * GET /api/v1/events: the event log as a pull feed (docs/api.md, "Event feed"). Real service,
 * real sockets, a real webhook receiver for the byte-for-byte comparison.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../shared/events';
import { ManualClock } from '../../service/util/clock';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function service(options: Parameters<typeof startTestService>[0] = {}) {
  const ts = await startTestService({ worker: false, ...options });
  cleanups.push(() => ts.close());
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  return ts;
}

/** Some of every event type: 3 categories, 4 products, updates, stock, deletes. */
async function makeEvents(api: ReturnType<typeof client>): Promise<void> {
  const cats: any[] = [];
  for (let i = 0; i < 3; i++) cats.push((await api.post('/categories', { name: `C${i}` })).body);
  const products: any[] = [];
  for (let i = 0; i < 4; i++)
    products.push(
      (
        await api.post('/products', {
          sku: `E-${i}`,
          name: `E ${i}`,
          price: { amount: 100 },
          track_stock: true,
          category_id: cats[0].id,
        })
      ).body,
    );
  await api.patch(`/products/${products[0].id}`, { name: 'Renamed' });
  await api.post(`/products/${products[1].id}/stock`, { adjust: 5, reason: 'Delivery' });
  await api.del(`/products/${products[2].id}`);
  await api.patch(`/categories/${cats[1].id}`, { sort_order: 4 });
  await api.del(`/categories/${cats[2].id}`);
}

/** Pages through the feed from `after` with `limit`; returns the events and the pages. */
async function walk(api: ReturnType<typeof client>, query: string, after = 0) {
  const events: any[] = [];
  const pages: any[] = [];
  for (;;) {
    const r = await api.get(`/events?after=${after}&${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    pages.push(r.body);
    events.push(...r.body.data);
    after = r.body.next_after;
    if (!r.body.has_more) return { events, pages, after };
  }
}

const storedEvents = (ts: TestService) =>
  ts.service.events.listFrom(ts.tenant.branchId, 1, 1_000_000).map((e) => JSON.parse(e.body));

describe('GET /events', () => {
  it('pages through every event in sequence order; next_after polls for new ones', async () => {
    const ts = await service();
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    await makeEvents(api);
    const all = storedEvents(ts);
    expect(all).toHaveLength(12);
    expect(new Set(all.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));

    const { events, pages, after } = await walk(api, 'limit=5');
    expect(events).toEqual(all);
    expect(pages.map((p) => p.data.length)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.next_after)).toEqual([5, 10, 12]);
    expect(after).toBe(12);

    // Nothing new: an empty page at the same position. Then one more change.
    expect((await api.get(`/events?after=${after}`)).body).toEqual({
      data: [],
      has_more: false,
      next_after: 12,
    });
    await api.post('/categories', { name: 'Later' });
    const next = await api.get(`/events?after=${after}`);
    expect(next.body.data.map((e: any) => [e.sequence, e.type])).toEqual([
      [13, 'category.created'],
    ]);
    expect(next.body.next_after).toBe(13);

    // type filters by event name (repeat the parameter); next_after still moves past the rest.
    const filtered = await walk(api, 'limit=2&type=product.deleted&type=category.deleted');
    expect(filtered.events.map((e) => e.type)).toEqual(['product.deleted', 'category.deleted']);
    expect(filtered.after).toBe(13);
    const bad = await api.get('/events?type=order.created');
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect((await api.get('/events?after=-1')).status).toBe(422);
    expect((await api.get('/events?limit=201')).status).toBe(422);
  });

  it('a key sees the events of what it may view; with neither view scope it is refused', async () => {
    const ts = await service();
    await makeEvents(client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers));
    const all = storedEvents(ts);
    const as = (scopes: string[]) => client(ts.baseUrl, ts.createKey(scopes).headers);

    const products = await walk(as(['products:view']), 'limit=3');
    expect(products.events).toEqual(all.filter((e) => e.type.startsWith('product.')));
    expect(products.after).toBe(all.length);
    const categories = await walk(as(['categories:view']), 'limit=3');
    expect(categories.events).toEqual(all.filter((e) => e.type.startsWith('category.')));

    const neither = await as(['inventory:view', 'products:create']).get('/events');
    expect(neither.status).toBe(403);
    expect(neither.body).toMatchObject({
      code: 'insufficient_scope',
      required_scope: 'products:view',
    });
    // Asking by name for a type the key may not view is refused too (not silently empty).
    const asked = await as(['products:view']).get('/events?type=category.created');
    expect(asked.status).toBe(403);
    expect(asked.body.required_scope).toBe('categories:view');
  });

  it('carries byte for byte the bodies a webhook receiver gets', async () => {
    const ts = await service({ worker: true });
    ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
    const receiver: Receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    ts.service.webhooks.create(
      {
        companyId: ts.tenant.companyId,
        branchId: ts.tenant.branchId,
        url: receiver.url,
        events: [...EVENT_TYPES],
      },
      'test',
    );
    const headers = ts.createKey(ALL_CATALOG_SCOPES).headers;
    await makeEvents(client(ts.baseUrl, headers));
    const received = await receiver.waitFor(12, 30_000);
    const bodies = received
      .map((r) => r.body)
      .sort((a, b) => JSON.parse(a).sequence - JSON.parse(b).sequence);

    const raw = await fetch(`${ts.baseUrl}/api/v1/events?limit=200`, { headers }).then((r) =>
      r.text(),
    );
    expect(raw).toBe(`{"data":[${bodies.join(',')}],"has_more":false,"next_after":12}`);
  });

  it('410 events_expired once events after `after` were pruned (30 days), or beyond the last event', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    const ts = await service({ clock });
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    for (let i = 0; i < 3; i++) await api.post('/categories', { name: `Old ${i}` });
    clock.advance(20 * 86_400_000);
    for (let i = 0; i < 2; i++) await api.post('/categories', { name: `New ${i}` });
    clock.advance(11 * 86_400_000);
    expect((await ts.service.maintenance.run()).events).toBe(3);

    for (const after of [0, 2]) {
      const r = await api.get(`/events?after=${after}`);
      expect(r.status).toBe(410);
      expect(r.body.code).toBe('events_expired');
      expect(r.body.detail).toMatch(/after=3/);
    }
    const fine = await api.get('/events?after=3');
    expect(fine.body.data.map((e: any) => e.sequence)).toEqual([4, 5]);

    const beyond = await api.get('/events?after=6');
    expect(beyond.status).toBe(410);
    expect(beyond.body.code).toBe('events_expired');
    expect((await api.get('/events?after=5')).body).toEqual({
      data: [],
      has_more: false,
      next_after: 5,
    });

    // Pruning keeps the log a suffix even when the clock stepped back: an event written
    // with an earlier time than the ones before it stays until they go.
    clock.advance(-40 * 86_400_000);
    await api.post('/categories', { name: 'Back in time' });
    clock.advance(40 * 86_400_000 + 10 * 86_400_000);
    expect((await ts.service.maintenance.run()).events).toBe(0);
    expect((await api.get('/events?after=3')).body.data.map((e: any) => e.sequence)).toEqual([
      4, 5, 6,
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const ts = await service();
    const doc = (await fetch(`${ts.baseUrl}/api/v1/openapi.json`).then((r) => r.json())) as any;
    const op = doc.paths['/api/v1/events']?.get;
    expect(op).toBeDefined();
    expect(Object.keys(op.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '410', '422']),
    );
    expect(op.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['after', 'limit', 'type']),
    );
  });
});
