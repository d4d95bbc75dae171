import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { DATABASE_FILE } from '../../service/db/data-source';
import { ChangeWatch } from '../../service/db/database';
import { localDay } from '../../service/keys/usage';
import { ListingPageCache } from '../../service/catalog/product-listing';
import { runCli } from '../support/serve-process';

// The caches of the request path (verified keys, branch settings) must be exact: a change made
// by this process or by another connection (the CLI) applies to the very next request.
let t: TestService;
let other: BetterSqlite3.Database;

beforeAll(async () => {
  t = await startTestService();
  // A second connection to the same file stands in for another process (the CLI).
  other = new BetterSqlite3(join(t.dataDir, DATABASE_FILE));
  other.pragma('busy_timeout = 5000');
});
afterAll(async () => {
  other.close();
  await t.close();
});

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, { headers });

describe('ChangeWatch', () => {
  it('is stale once after a write by this connection or another one, and fresh otherwise', async () => {
    const watch = new ChangeWatch(t.service.db);
    watch.stale();
    expect(watch.stale()).toBe(false);
    t.service.settings.setBranch(t.tenant.branchId, 'show_product_images', false);
    expect(watch.stale()).toBe(true);
    expect(watch.stale()).toBe(false);
    // Another connection's commit (PRAGMA data_version).
    other
      .prepare(
        "UPDATE settings SET updated_at = 'x' WHERE scope = ? AND key = 'show_product_images'",
      )
      .run(t.tenant.branchId);
    expect(watch.stale()).toBe(true);
    expect(watch.stale()).toBe(false);
  });
});

describe('verified-key cache', () => {
  it('in-process deactivate, activate and regenerate apply to the next authenticate', () => {
    const key = t.createKey(['products:view']);
    const keys = t.service.keys;
    expect(keys.authenticate(key.secret)?.public_key).toBe(key.publicKey);
    expect(keys.authenticate(key.secret)?.public_key).toBe(key.publicKey); // cached
    keys.setStatus(key.publicKey, 'inactive', 'test');
    expect(keys.authenticate(key.secret)).toBeNull();
    keys.setStatus(key.publicKey, 'active', 'test');
    expect(keys.authenticate(key.secret)?.public_key).toBe(key.publicKey);
    const { secret_key } = keys.regenerate(key.publicKey, 'test');
    expect(keys.authenticate(key.secret)).toBeNull();
    expect(keys.authenticate(secret_key)?.public_key).toBe(key.publicKey);
  });

  it('a deactivation committed by another connection applies to the very next request', async () => {
    const key = t.createKey(['products:view']);
    for (let i = 0; i < 3; i++)
      expect((await get('/api/v1/products', key.headers)).status).toBe(200);
    other
      .prepare("UPDATE api_keys SET status = 'inactive' WHERE public_key = ?")
      .run(key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    other.prepare("UPDATE api_keys SET status = 'active' WHERE public_key = ?").run(key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
  });

  it('a scope change by another connection applies to the very next request', async () => {
    const key = t.createKey(['products:view']);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
    other
      .prepare('UPDATE api_keys SET scopes = ? WHERE public_key = ?')
      .run(JSON.stringify(['inventory:view']), key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(403);
  });

  it('never caches a refused secret', async () => {
    const key = t.createKey(['products:view']);
    other
      .prepare("UPDATE api_keys SET status = 'inactive' WHERE public_key = ?")
      .run(key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    expect((await get('/api/v1/products', key.headers)).status).toBe(401);
    other.prepare("UPDATE api_keys SET status = 'active' WHERE public_key = ?").run(key.publicKey);
    expect((await get('/api/v1/products', key.headers)).status).toBe(200);
  });
});

describe('branch settings cache', () => {
  it('a rate limit set in-process or by another connection applies to the next request', async () => {
    const key = t.createKey(['products:view']);
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 1000);
    let res = await get('/api/v1/me', key.headers);
    expect(res.headers.get('ratelimit-policy')).toBe('"default";q=1000;w=60');
    other
      .prepare(
        "INSERT OR REPLACE INTO settings (scope, key, value, updated_at) VALUES (?, 'rate_limit_per_minute', '777', 'x')",
      )
      .run(t.tenant.branchId);
    res = await get('/api/v1/me', key.headers);
    expect(res.headers.get('ratelimit-policy')).toBe('"default";q=777;w=60');
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 0);
    res = await get('/api/v1/me', key.headers);
    expect(res.headers.get('ratelimit-policy')).toBeNull();
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 1200);
  });

  it('returns a frozen object that reflects every write', () => {
    const s = t.service.settings;
    s.setBranch(t.tenant.branchId, 'default_order_type', 'delivery');
    const a = s.branch(t.tenant.branchId);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a.default_order_type).toBe('delivery');
    s.setBranch(t.tenant.branchId, 'default_order_type', 'dine_in');
    expect(s.branch(t.tenant.branchId).default_order_type).toBe('dine_in');
  });
});

describe('localDay memo', () => {
  it('changes day exactly at local midnight, for each time zone', () => {
    // 2025-03-30 00:00:00 in Paris is 2025-03-29T23:00:00Z.
    const midnight = Date.parse('2025-03-29T23:00:00Z');
    expect(localDay(midnight - 1, 'Europe/Paris')).toBe('2025-03-29');
    expect(localDay(midnight, 'Europe/Paris')).toBe('2025-03-30');
    expect(localDay(midnight - 1, 'Europe/Paris')).toBe('2025-03-29');
    expect(localDay(midnight - 1, 'UTC')).toBe('2025-03-29');
    expect(localDay(midnight + 3_600_000, 'UTC')).toBe('2025-03-30');
    expect(localDay(midnight + 500, 'Asia/Kolkata')).toBe('2025-03-30');
  });
});

describe('listing page cache', () => {
  type Page = { data: { id: string; name: string; version: number }[]; next_cursor: string | null };
  const list = async (headers: Record<string, string>, query = 'limit=200') => {
    const res = await get(`/api/v1/products?${query}`, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const names = (page: Page) => page.data.map((p) => p.name);

  it('a write by this process is on the very next request, through the API or in-process', async () => {
    const key = t.createKey(['products:view', 'products:create', 'products:update']);
    const json = { ...key.headers, 'content-type': 'application/json' };
    const before = await list(key.headers);
    expect(await list(key.headers)).toEqual(before); // served from the cache
    const created = await fetch(`${t.baseUrl}/api/v1/products`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ sku: 'CACHE-1', name: 'Cache one', price: { amount: 100 } }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect(names(await list(key.headers))).toContain('Cache one');
    const patched = await fetch(`${t.baseUrl}/api/v1/products/${id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Cache one renamed' }),
    });
    expect(patched.status).toBe(200);
    expect(names(await list(key.headers))).toContain('Cache one renamed');
    // In-process, outside HTTP (the desktop's IPC handlers call the same services).
    t.service.catalog.products.update(
      { companyId: t.tenant.companyId, branchId: t.tenant.branchId },
      id,
      { name: 'Cache one again' },
      {},
    );
    expect(names(await list(key.headers))).toContain('Cache one again');
  });

  it('a commit by another connection is on the very next request, and so is a cursor page', async () => {
    const key = t.createKey(['products:view']);
    const first = await list(key.headers, 'limit=1');
    expect(first.data).toHaveLength(1);
    const id = first.data[0]!.id;
    await list(key.headers, 'limit=1'); // cached
    other
      .prepare("UPDATE products SET json = json_set(json, '$.name', 'Other conn') WHERE id = ?")
      .run(id);
    expect(names(await list(key.headers, 'limit=1'))).toEqual(['Other conn']);
  });

  it('products imported by the CLI in another process are on the very next request', async () => {
    const key = t.createKey(['products:view']);
    const query = 'limit=200&q=CLI-IMPORT';
    expect((await list(key.headers, query)).data).toHaveLength(0);
    expect((await list(key.headers, query)).data).toHaveLength(0); // cached
    const file = join(t.dataDir, 'import.csv');
    await writeFile(file, 'sku,name,price\nCLI-IMPORT-1,Imported by the CLI,2.50\n');
    await runCli(
      t.dataDir,
      'products',
      'import',
      '--company',
      t.tenant.companyId,
      '--branch',
      t.tenant.branchId,
      file,
    );
    expect(names(await list(key.headers, query))).toEqual(['Imported by the CLI']);
  });

  it('keeps pages per query and within its bounds, and never stores a refused query', async () => {
    const db = t.service.db;
    const cache = new ListingPageCache(db, 2, 1024 * 1024);
    const query = { branchId: t.tenant.branchId, tokens: t.service.listTokens, limit: 1 };
    const a = cache.page(query);
    expect(cache.page(query)).toBe(a);
    expect(cache.page({ ...query, limit: 2 })).not.toBe(a);
    cache.page({ ...query, limit: 3 });
    expect(cache.size).toBe(2); // the oldest went
    expect(() => cache.page({ ...query, cursor: 'garbage' })).toThrow();
    expect(cache.size).toBe(2);
    // Any write through the database empties it at once, in the same synchronous run.
    t.service.settings.setBranch(t.tenant.branchId, 'show_product_images', true);
    expect(cache.page(query)).not.toBe(a);
    expect(cache.size).toBe(1);
  });
});
