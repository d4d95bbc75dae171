/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Sync tokens (docs/api.md, "Sync"): a client that walks a list once and then syncs with the
 * token of each last page ends with exactly the server's rows, whatever writers do meanwhile
 * and whatever the clock does. Real service, real sockets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { encodeSyncToken } from '../../service/resources/sync-token';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

type Api = ReturnType<typeof client>;
type Resource = 'products' | 'categories' | 'inventory';
const RESOURCES: Resource[] = ['products', 'categories', 'inventory'];
const keyOf = (resource: Resource) => (resource === 'inventory' ? 'product_id' : 'id');

/** A sync client as docs/api.md tells integrators to write one: walk once, then sync with tokens. */
class SyncClient {
  readonly copies = new Map<Resource, Map<string, any>>(RESOURCES.map((r) => [r, new Map()]));
  readonly tokens = new Map<Resource, string>();
  fullWalks = 0;
  expired = 0;

  constructor(
    private readonly api: Api,
    private readonly limit = 7,
  ) {}

  async syncAll(): Promise<void> {
    for (const resource of RESOURCES) await this.sync(resource);
  }

  async sync(resource: Resource): Promise<void> {
    const copy = this.copies.get(resource)!;
    const token = this.tokens.get(resource);
    if (token === undefined) {
      copy.clear();
      this.fullWalks++;
    }
    let cursor: string | null = null;
    for (;;) {
      const params = new URLSearchParams({ limit: String(this.limit) });
      if (token !== undefined) params.set('sync_token', token);
      if (cursor) params.set('cursor', cursor);
      const page = await this.api.get(`/${resource}?${params}`);
      if (page.status === 410 && page.body.code === 'sync_token_expired') {
        this.expired++;
        this.tokens.delete(resource);
        return this.sync(resource);
      }
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      for (const row of page.body.data) {
        const id = row[keyOf(resource)];
        const mine = copy.get(id);
        if (mine && mine.version > row.version) continue; // never happens; what the docs advise
        if (row.deleted_at) copy.delete(id);
        else copy.set(id, row);
      }
      if (!page.body.has_more) {
        expect(page.body.next_cursor).toBeNull();
        expect(typeof page.body.next_sync_token).toBe('string');
        this.tokens.set(resource, page.body.next_sync_token);
        return;
      }
      expect(page.body.next_sync_token).toBeNull();
      cursor = page.body.next_cursor;
    }
  }
}

/** The server's lists, read from the database: id → the row as the API shows it. */
function serverState(ts: TestService): Map<Resource, Map<string, any>> {
  const db = ts.service.db.sql;
  const branch = ts.tenant.branchId;
  const rows = (sql: string) => db.prepare(sql).all(branch) as any[];
  const products = rows('SELECT json FROM products WHERE branch_id = ? AND deleted_at IS NULL').map(
    (r) => JSON.parse(r.json),
  );
  const categories = rows(
    'SELECT json FROM categories WHERE branch_id = ? AND deleted_at IS NULL',
  ).map((r) => JSON.parse(r.json));
  const inventory = products
    .filter((p) => p.track_stock)
    .map((p) => ({
      product_id: p.id,
      sku: p.sku,
      quantity: p.stock_quantity,
      version: p.version,
      updated_at: p.updated_at,
      deleted_at: null,
    }));
  return new Map<Resource, Map<string, any>>([
    ['products', new Map(products.map((p) => [p.id, p]))],
    ['categories', new Map(categories.map((c) => [c.id, c]))],
    ['inventory', new Map(inventory.map((i) => [i.product_id, i]))],
  ]);
}

/** Each list of the client equals the server's, row for row (ids, versions, every field). */
function expectSameAs(clientCopy: Map<Resource, Map<string, any>>, ts: TestService): void {
  const server = serverState(ts);
  for (const resource of RESOURCES) {
    const mine = clientCopy.get(resource)!;
    const theirs = server.get(resource)!;
    const stale = [...theirs].filter(([id, row]) => mine.get(id)?.version !== row.version);
    const extra = [...mine.keys()].filter((id) => !theirs.has(id));
    expect({ resource, stale: stale.length, extra: extra.length }).toEqual({
      resource,
      stale: 0,
      extra: 0,
    });
    expect(Object.fromEntries(mine)).toEqual(Object.fromEntries(theirs));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sync tokens under a concurrent writer', () => {
  let ts: TestService;
  let writerApi: Api;
  let readerHeaders: Record<string, string>;

  beforeAll(async () => {
    ts = await startTestService({ worker: false });
    ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
    writerApi = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    readerHeaders = ts.createKey(['products:view', 'categories:view', 'inventory:view']).headers;
  });
  afterAll(async () => ts?.close());

  it('every client ends with the server rows: ids, versions and deletions', async () => {
    // A catalog to start from.
    const products: string[] = [];
    const categories: string[] = [];
    for (let i = 0; i < 6; i++)
      categories.push((await writerApi.post('/categories', { name: `Cat ${i}` })).body.id);
    for (let i = 0; i < 60; i++) {
      const r = await writerApi.post('/products', {
        sku: `BASE-${i}`,
        name: `Base ${i}`,
        price: { amount: 100 + i },
        track_stock: i % 2 === 0,
        stock_quantity: 10,
      });
      products.push(r.body.id);
    }

    // The writer: creates, updates, stock changes, track_stock flips, deletes, category changes.
    // mulberry32: a seeded generator whose low bits are as random as the high ones.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (((t ^ (t >>> 14)) >>> 0) % 1_000_003) % n;
    };
    let writing = true;
    let writes = 0;
    const writeOnce = async (i: number) => {
      const pick = () => products[random(products.length)]!;
      switch (random(8)) {
        case 0: {
          const r = await writerApi.post('/products', {
            sku: `NEW-${i}`,
            name: `New ${i}`,
            price: { amount: i },
            track_stock: random(2) === 0,
          });
          if (r.status === 201) products.push(r.body.id);
          break;
        }
        case 1:
        case 2:
          await writerApi.patch(`/products/${pick()}`, { name: `Renamed ${i}` });
          break;
        case 3:
        case 4:
          await writerApi.post(`/products/${pick()}/stock`, { adjust: 1 + random(5) });
          break;
        case 5:
          await writerApi.patch(`/products/${pick()}`, { track_stock: random(2) === 0 });
          break;
        case 6:
          await writerApi.del(`/products/${pick()}`);
          break;
        default: {
          const kind = random(4);
          if (kind < 2) {
            const r = await writerApi.post('/categories', { name: `Cat new ${i}` });
            if (r.status === 201) categories.push(r.body.id);
          } else if (kind === 2) {
            await writerApi.patch(`/categories/${categories[random(categories.length)]}`, {
              sort_order: i,
            });
          } else {
            await writerApi.del(`/categories/${categories[random(categories.length)]}`);
          }
        }
      }
      writes++;
    };
    // Four writes in flight at a time: at least 1,200 in all, and on until every client has
    // walked and then synced at least once during the writes (capped at 3,000).
    const syncs = [0, 0, 0];
    const writer = (async () => {
      for (let i = 0; i < 3000 && (i < 1200 || syncs.some((n) => n < 2)); i += 4)
        await Promise.all([0, 1, 2, 3].map((k) => writeOnce(i + k)));
      writing = false;
    })();

    // Three clients: one from the start, one after 100 writes, one after 250; each syncs over
    // and over while the writer runs (page size 7: many pages per walk).
    const clients = [
      new SyncClient(client(ts.baseUrl, readerHeaders)),
      new SyncClient(client(ts.baseUrl, readerHeaders)),
      new SyncClient(client(ts.baseUrl, readerHeaders)),
    ];
    const run = async (c: SyncClient, index: number, startAfterWrites: number) => {
      while (writing && writes < startAfterWrites) await pause(5);
      do {
        await c.syncAll();
        syncs[index]!++;
      } while (writing);
    };
    await Promise.all([
      writer,
      run(clients[0]!, 0, 0),
      run(clients[1]!, 1, 100),
      run(clients[2]!, 2, 250),
    ]);

    // The writer has stopped: one more sync each, and every copy is the server's.
    for (const c of clients) {
      await c.syncAll();
      expectSameAs(c.copies, ts);
      expect(c.fullWalks).toBe(RESOURCES.length); // one walk per list, then only syncs
      expect(c.expired).toBe(0);
    }
    expect(Math.min(...syncs)).toBeGreaterThanOrEqual(2);
    const server = serverState(ts);
    console.info(
      `sync under a writer: ${writes} writes, syncs per client ${syncs.join('/')}; server has ${server.get('products')!.size} products, ${server.get('categories')!.size} categories, ${server.get('inventory')!.size} stock levels`,
    );

    // Nothing changed since: a sync returns no row and hands back the same token.
    const quiet = clients[0]!;
    for (const resource of RESOURCES) {
      const token = quiet.tokens.get(resource)!;
      const r = await client(ts.baseUrl, readerHeaders).get(`/${resource}?sync_token=${token}`);
      expect(r.body).toEqual({
        data: [],
        has_more: false,
        next_cursor: null,
        next_sync_token: token,
      });
    }
  }, 180_000);
});

describe('what a token promises', () => {
  let ts: TestService | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  it('a row changed behind the walk, with an earlier clock, is in the next sync (updated_since misses it)', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 20, 12));
    ts = await startTestService({ worker: false, clock });
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      ids.push(
        (await api.post('/products', { sku: `P-${i}`, name: `P ${i}`, price: { amount: i } })).body
          .id,
      );
    }
    // Walk by 7. After the first page, P15 (ahead) changes, then the clock steps back an hour
    // and P1 (behind the walk's position) changes.
    const walk = new SyncClient(api);
    const first = await api.get('/products?limit=7');
    expect(first.body.next_sync_token).toBeNull();
    clock.advance(1000);
    await api.patch(`/products/${ids[15]}`, { name: 'P 15 changed' });
    clock.advance(-3_600_000);
    await api.patch(`/products/${ids[1]}`, { name: 'P 1 changed' });
    let cursor = first.body.next_cursor;
    const seen = new Map<string, any>(first.body.data.map((p: any) => [p.id, p]));
    let token: string | null = null;
    while (cursor) {
      const page = await api.get(`/products?limit=7&cursor=${cursor}`);
      for (const p of page.body.data) seen.set(p.id, p);
      cursor = page.body.next_cursor;
      token = page.body.next_sync_token;
    }
    expect(seen.get(ids[1]!).name).toBe('P 1'); // seen before its change
    expect(seen.get(ids[15]!).name).toBe('P 15 changed');

    // The old recipe: updated_since = the largest updated_at seen. P1's change is earlier.
    const largest = [...seen.values()]
      .map((p) => p.updated_at)
      .sort()
      .at(-1);
    const since = await api.get(`/products?include_deleted=true&updated_since=${largest}`);
    expect(since.body.data.map((p: any) => p.id)).not.toContain(ids[1]);

    // The token stands for the walk's start: both changes come back, in change order.
    const sync = await api.get(`/products?sync_token=${token}`);
    expect(sync.body.data.map((p: any) => [p.id, p.name])).toEqual([
      [ids[15], 'P 15 changed'],
      [ids[1], 'P 1 changed'],
    ]);
    // The walk client helper ends the same way.
    await walk.sync('products');
    expect(walk.copies.get('products')!.get(ids[1]!).name).toBe('P 1 changed');
  });

  it('a sync pages in change order with tombstones; the inventory sync removes what left the stock list', async () => {
    ts = await startTestService({ worker: false });
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    const made: any[] = [];
    for (let i = 0; i < 10; i++)
      made.push(
        (
          await api.post('/products', {
            sku: `S-${i}`,
            name: `S ${i}`,
            price: { amount: i },
            track_stock: true,
            stock_quantity: 5,
          })
        ).body,
      );
    const cat = (await api.post('/categories', { name: 'C' })).body;
    const start = async (resource: Resource) => {
      const r = await api.get(`/${resource}?limit=200`);
      expect(r.body.has_more).toBe(false);
      return r.body.next_sync_token as string;
    };
    const tokens = {
      products: await start('products'),
      categories: await start('categories'),
      inventory: await start('inventory'),
    };
    await api.patch(`/products/${made[3].id}`, { name: 'renamed' });
    await api.del(`/products/${made[5].id}`);
    await api.post(`/products/${made[7].id}/stock`, { set: 1 });
    await api.patch(`/products/${made[8].id}`, { track_stock: false });
    await api.patch(`/products/${made[3].id}`, { name: 'renamed again' });
    await api.del(`/categories/${cat.id}`);

    // Products: four rows in the order of their last change, two per page.
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const r: any = await api.get(
        `/products?limit=2&sync_token=${tokens.products}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(r.status).toBe(200);
      pages.push(r.body);
      cursor = r.body.next_cursor;
    } while (cursor);
    const rows = pages.flatMap((p) => p.data);
    expect(rows.map((p) => p.id)).toEqual([made[5].id, made[7].id, made[8].id, made[3].id]);
    expect(rows[0].deleted_at).not.toBeNull();
    expect(rows[3].name).toBe('renamed again');
    expect(pages.slice(0, -1).every((p) => p.next_sync_token === null)).toBe(true);

    const categories = await api.get(`/categories?sync_token=${tokens.categories}`);
    expect(categories.body.data).toEqual([
      expect.objectContaining({ id: cat.id, deleted_at: expect.any(String) }),
    ]);

    const inventory = await api.get(`/inventory?sync_token=${tokens.inventory}`);
    const byId = new Map(inventory.body.data.map((r: any) => [r.product_id, r]));
    expect([...byId.keys()]).toEqual([made[5].id, made[7].id, made[8].id, made[3].id]);
    expect((byId.get(made[5].id) as any).deleted_at).not.toBeNull();
    expect(byId.get(made[7].id) as any).toMatchObject({ quantity: 1, deleted_at: null });
    expect((byId.get(made[8].id) as any).deleted_at).toBe((byId.get(made[8].id) as any).updated_at);
    expect((byId.get(made[3].id) as any).deleted_at).toBeNull();
  });

  it('refuses tokens and cursors that do not belong to the request (422), and filtered walks hand out none', async () => {
    ts = await startTestService({ worker: false });
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    for (let i = 0; i < 3; i++)
      await api.post('/products', { sku: `V-${i}`, name: 'V', price: { amount: 1 } });
    const products = (await api.get('/products')).body.next_sync_token;
    const categories = (await api.get('/categories')).body.next_sync_token;
    expect(typeof products).toBe('string');

    // A token or cursor that is not of this list is invalid_cursor; a parameter that cannot go
    // with sync_token is validation_failed.
    const refused = async (path: string, field: string, pattern: RegExp) => {
      const r = await api.get(path);
      expect(r.status, path).toBe(422);
      expect(r.body.code).toBe(
        /combined/.test(r.body.detail) ? 'validation_failed' : 'invalid_cursor',
      );
      expect(r.body.errors[0].path).toBe(field);
      expect(r.body.errors[0].message).toMatch(pattern);
    };
    await refused(`/products?sync_token=${categories}`, 'sync_token', /the categories list/);
    await refused(`/inventory?sync_token=${products}`, 'sync_token', /the products list/);
    await refused('/products?sync_token=garbage', 'sync_token', /not valid/);
    await refused(
      `/products?sync_token=${products}&q=V`,
      'sync_token',
      /cannot be combined with q/,
    );
    await refused(
      `/products?sync_token=${products}&updated_since=2026-01-01T00:00:00Z`,
      'sync_token',
      /updated_since/,
    );
    await refused(
      `/categories?sync_token=${categories}&parent_id=cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`,
      'sync_token',
      /parent_id/,
    );

    // Another branch's token.
    const other = ts.service.tenancy.createCompany(
      {
        name: 'Other company',
        industry: 'retail',
        branch: { name: 'Branch B', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const theirs = client(
      ts.baseUrl,
      ts.createKey(ALL_CATALOG_SCOPES, { companyId: other.company.id, branchId: other.branch.id })
        .headers,
    );
    await theirs.post('/products', { sku: 'X', name: 'X', price: { amount: 1 } });
    const theirToken = (await theirs.get('/products')).body.next_sync_token;
    await refused(`/products?sync_token=${theirToken}`, 'sync_token', /another branch/);

    // A walk's cursor with a token, a sync's cursor without one.
    const walkCursor = (await api.get('/products?limit=1')).body.next_cursor;
    await api.patch(`/products/${(await api.get('/products?limit=1')).body.data[0].id}`, {
      name: 'W',
    });
    await api.post('/products', { sku: 'V-9', name: 'V', price: { amount: 1 } });
    const syncCursor = (await api.get(`/products?limit=1&sync_token=${products}`)).body.next_cursor;
    expect(typeof syncCursor).toBe('string');
    await refused(
      `/products?sync_token=${products}&cursor=${walkCursor}`,
      'cursor',
      /without sync_token/,
    );
    await refused(`/products?cursor=${syncCursor}`, 'cursor', /with sync_token/);

    // Filtered walks and pages before the last carry no token.
    expect((await api.get('/products?q=V')).body.next_sync_token).toBeNull();
    expect(
      (await api.get('/products?updated_since=2020-01-01T00:00:00Z')).body.next_sync_token,
    ).toBeNull();
    expect((await api.get('/products?limit=1')).body.next_sync_token).toBeNull();
    expect(typeof (await api.get('/products?include_deleted=true')).body.next_sync_token).toBe(
      'string',
    );
  });

  it('410 sync_token_expired once deletions after the token were pruned (30 days), or for a token ahead of the data', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    ts = await startTestService({ worker: false, clock });
    const api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    const a = (await api.post('/products', { sku: 'A', name: 'A', price: { amount: 1 } })).body;
    const b = (await api.post('/products', { sku: 'B', name: 'B', price: { amount: 1 } })).body;
    const before = (await api.get('/products')).body.next_sync_token;
    const inventoryBefore = (await api.get('/inventory')).body.next_sync_token;
    await api.del(`/products/${a.id}`);
    const after = (await api.get('/products')).body.next_sync_token;

    // 29 days on: nothing pruned, the old token still brings the deletion.
    clock.advance(29 * 86_400_000);
    expect((await ts.service.maintenance.run()).tombstones).toBe(0);
    const sync = await api.get(`/products?sync_token=${before}`);
    expect(sync.body.data.map((p: any) => p.id)).toEqual([a.id]);

    // 31 days on: the tombstone is pruned; a token from before it can no longer be served.
    clock.advance(2 * 86_400_000);
    expect((await ts.service.maintenance.run()).tombstones).toBe(1);
    expect((await api.get(`/products/${a.id}?include_deleted=true`)).status).toBe(404);
    for (const path of [
      `/products?sync_token=${before}`,
      `/inventory?sync_token=${inventoryBefore}`,
    ]) {
      const expired = await api.get(path);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('sync_token_expired');
      expect(expired.body.detail).toMatch(/Walk the list again/);
    }
    // A token taken after the deletion is still good; the live row was never touched.
    const fine = await api.get(`/products?sync_token=${after}`);
    expect(fine.status).toBe(200);
    expect(fine.body.data).toEqual([]);
    expect((await api.get(`/products/${b.id}`)).status).toBe(200);

    // A token ahead of the branch's counter (as after restoring an older backup).
    const ahead = encodeSyncToken(
      ts.service.listTokens,
      { branchId: ts.tenant.branchId, resource: 'products' },
      1_000,
    );
    const r = await api.get(`/products?sync_token=${ahead}`);
    expect(r.status).toBe(410);
    expect(r.body.code).toBe('sync_token_expired');
    // A token of the unsigned format is expired too: a sync client walks again, as for any 410.
    const unsigned = Buffer.from(
      JSON.stringify({ v: 1, b: ts.tenant.branchId, r: 'products', s: 1 }),
    ).toString('base64url');
    const old = await api.get(`/products?sync_token=${unsigned}`);
    expect(old.status).toBe(410);
    expect(old.body.code).toBe('sync_token_expired');
  });
});
