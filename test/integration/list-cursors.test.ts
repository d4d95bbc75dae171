/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Cursors and sync tokens are bound to their list (resource, branch, filters) and signed with
 * a key of the installation (docs/api.md "Lists, pagination and sync"): one of another list,
 * other filters, another branch, or altered is 422 invalid_cursor with a sentence saying why.
 * Real service, real sockets; every answer is checked against the OpenAPI document.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListTokens } from '../../service/resources/list-tokens';
import { encodeSyncToken } from '../../service/resources/sync-token';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

let ts: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
  for (let i = 0; i < 5; i++) {
    await api.post('/categories', { name: `Cat ${i}` });
    await api.post('/products', {
      sku: `P-${i}`,
      name: i < 3 ? 'Tea' : 'Cake',
      price: { amount: 1 },
    });
  }
}, 60_000);
afterAll(() => ts?.close());

const refused = async (path: string, param: string, sentence: RegExp) => {
  const r = await api.get(path);
  expect(r.status, path).toBe(422);
  expect(r.body.code).toBe('invalid_cursor');
  expect(r.body.errors[0].path).toBe(param);
  expect(r.body.detail).toMatch(sentence);
  return r.body;
};

/** The token with one character of its payload changed (still base64url). */
const flipped = (token: string, at: number) =>
  token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('cursors bound to their list', () => {
  it('pages normally: every row once, with and without filters', async () => {
    for (const [path, expected] of [
      ['/products?limit=2', 5],
      ['/products?limit=1&q=Tea', 3],
      ['/categories?limit=2', 5],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await api.get(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status, path).toBe(200);
        seen.push(...page.body.data.map((r: any) => r.id ?? r.product_id));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(new Set(seen).size, path).toBe(expected);
      expect(seen.length, path).toBe(expected);
    }
  });

  it('refuses a products cursor on /categories, and the other way round', async () => {
    const products = (await api.get('/products?limit=1')).body.next_cursor;
    const categories = (await api.get('/categories?limit=1')).body.next_cursor;
    await refused(
      `/categories?cursor=${products}`,
      'cursor',
      /the products list, not the categories list/,
    );
    await refused(
      `/products?cursor=${categories}`,
      'cursor',
      /the categories list, not the products list/,
    );
    await refused(`/inventory?cursor=${products}`, 'cursor', /not the inventory list/);
  });

  it('refuses a cursor with other filters, or without them', async () => {
    const tea = (await api.get('/products?limit=1&q=Tea')).body.next_cursor;
    await refused(`/products?limit=1&q=Cake&cursor=${tea}`, 'cursor', /other filters/);
    await refused(`/products?limit=1&cursor=${tea}`, 'cursor', /other filters/);
    await refused(
      `/products?limit=1&q=Tea&include_deleted=true&cursor=${tea}`,
      'cursor',
      /other filters/,
    );
    const all = (await api.get('/products?limit=1')).body.next_cursor;
    await refused(
      `/products?limit=1&updated_since=2020-01-01T00:00:00Z&cursor=${all}`,
      'cursor',
      /other filters/,
    );
    // The limit is not a filter: a walk may change its page size.
    expect((await api.get(`/products?limit=3&q=Tea&cursor=${tea}`)).status).toBe(200);
  });

  it("refuses a cursor or sync token of another branch's list", async () => {
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
    await theirs.post('/products', { sku: 'X1', name: 'X', price: { amount: 1 } });
    await theirs.post('/products', { sku: 'X2', name: 'X', price: { amount: 1 } });
    const page = (await theirs.get('/products?limit=1')).body;
    await refused(`/products?cursor=${page.next_cursor}`, 'cursor', /another branch/);
    const token = (await theirs.get('/products')).body.next_sync_token;
    await refused(`/products?sync_token=${token}`, 'sync_token', /another branch/);
  });

  it('refuses an altered or forged cursor', async () => {
    const cursor: string = (await api.get('/products?limit=1')).body.next_cursor;
    // Every character of the payload and of the tag counts.
    for (const at of [0, 5, cursor.indexOf('.') - 1, cursor.indexOf('.') + 1, cursor.length - 1])
      await refused(
        `/products?limit=1&cursor=${flipped(cursor, at)}`,
        'cursor',
        /changed|not valid/,
      );
    // The same position signed with another key.
    const [payload] = cursor.split('.');
    const position = JSON.parse(Buffer.from(payload!, 'base64url').toString()).slice(5);
    const forged = new ListTokens(randomBytes(32)).seal(
      'cursor',
      {
        resource: 'products',
        branchId: ts.tenant.branchId,
        filters: [null, false, null],
      },
      position,
    );
    await refused(`/products?limit=1&cursor=${forged}`, 'cursor', /not handed out by this service/);
    await refused('/products?cursor=abc', 'cursor', /not valid/);
    // A sync token is not a cursor.
    const token = (await api.get('/products')).body.next_sync_token;
    await refused(`/products?cursor=${token}`, 'cursor', /send it as sync_token/);
  });

  it('refuses a forged or altered sync token, and takes the real one', async () => {
    const token: string = (await api.get('/products')).body.next_sync_token;
    expect((await api.get(`/products?sync_token=${token}`)).status).toBe(200);
    const forged = encodeSyncToken(
      new ListTokens(randomBytes(32)),
      { branchId: ts.tenant.branchId, resource: 'products' },
      0,
    );
    await refused(`/products?sync_token=${forged}`, 'sync_token', /not handed out by this service/);
    await refused(`/products?sync_token=${flipped(token, 3)}`, 'sync_token', /changed|not valid/);
    // A sync's cursor continues that sync only: with another token it is refused.
    await api.patch(`/products/${(await api.get('/products?limit=1')).body.data[0].id}`, {
      name: 'Tea 2',
    });
    await api.patch(`/products/${(await api.get('/products?limit=2')).body.data[1].id}`, {
      name: 'Tea 3',
    });
    const sync = (await api.get(`/products?limit=1&sync_token=${token}`)).body;
    expect(sync.has_more).toBe(true);
    const later = (await api.get('/products')).body.next_sync_token;
    await refused(
      `/products?limit=1&sync_token=${later}&cursor=${sync.next_cursor}`,
      'cursor',
      /other filters/,
    );
    const rest = await api.get(`/products?limit=1&sync_token=${token}&cursor=${sync.next_cursor}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(1);
  });
});
