/**
 * Cross-tenant isolation (issue 7): two companies with two branches each, a key in each
 * branch. A key never reads or changes another company's or branch's products, categories,
 * stock or inventory, by id or in a listing, with and without include_deleted: always 404
 * (or 403 context_mismatch when the headers name the other tenant), and the other tenant's
 * rows are unchanged afterwards.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { ALL_CATALOG_SCOPES } from '../support/catalog-client';

interface Fixture {
  tenant: TestTenant;
  headers: Record<string, string>;
  products: string[];
  deletedProduct: string;
  categories: string[];
  deletedCategory: string;
}

let t: TestService;
const tenants: Fixture[] = [];

async function req(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await t.service.http!.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null,
  };
}

async function seed(tenant: TestTenant, label: string): Promise<Fixture> {
  const { headers } = t.createKey([...ALL_CATALOG_SCOPES], tenant);
  const categories: string[] = [];
  for (const name of ['A', 'B', 'Gone'])
    categories.push(
      String(
        (await req('POST', '/api/v1/categories', headers, { name: `${label} ${name}` })).body!.id,
      ),
    );
  const products: string[] = [];
  for (const sku of ['P1', 'P2', 'GONE'])
    products.push(
      String(
        (
          await req('POST', '/api/v1/products', headers, {
            sku: `${label}-${sku}`,
            name: `${label} ${sku}`,
            price: { amount: 100 },
            track_stock: true,
            stock_quantity: 5,
            category_id: categories[0],
          })
        ).body!.id,
      ),
    );
  const deletedProduct = products.pop()!;
  expect((await req('DELETE', `/api/v1/products/${deletedProduct}`, headers)).status).toBe(200);
  const deletedCategory = categories.pop()!;
  expect((await req('DELETE', `/api/v1/categories/${deletedCategory}`, headers)).status).toBe(200);
  return { tenant, headers, products, deletedProduct, categories, deletedCategory };
}

function digest(tenant: TestTenant): string {
  const db = t.service.db.sql;
  const rows = [
    db.prepare('SELECT * FROM products WHERE branch_id = ? ORDER BY id').all(tenant.branchId),
    db.prepare('SELECT * FROM categories WHERE branch_id = ? ORDER BY id').all(tenant.branchId),
    db.prepare('SELECT * FROM events WHERE branch_id = ? ORDER BY sequence').all(tenant.branchId),
  ];
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  t = await startTestService({ worker: false });
  const c1 = t.tenant;
  const b2 = t.service.tenancy.createBranch(
    c1.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  const c2 = t.service.tenancy.createCompany(
    {
      name: 'Rival',
      industry: 'retail',
      branch: { name: 'Rival main', currency: 'USD', timeZone: 'UTC' },
    },
    'test',
  );
  const c2b2 = t.service.tenancy.createBranch(
    c2.company.id,
    { name: 'Rival second', currency: 'USD', timeZone: 'UTC' },
    'test',
  );
  for (const [tenant, label] of [
    [c1, 'c1b1'],
    [{ companyId: c1.companyId, branchId: b2.id }, 'c1b2'],
    [{ companyId: c2.company.id, branchId: c2.branch.id }, 'c2b1'],
    [{ companyId: c2.company.id, branchId: c2b2.id }, 'c2b2'],
  ] as [TestTenant, string][])
    tenants.push(await seed(tenant, label));
}, 60_000);
afterAll(() => t?.close());

const pairs = () =>
  tenants.flatMap((me) => tenants.filter((o) => o !== me).map((other) => [me, other] as const));

describe('cross-tenant isolation', () => {
  it('by id: every read and write of another tenant’s products and categories is 404, and changes nothing', async () => {
    let checked = 0;
    for (const [me, other] of pairs()) {
      const before = digest(other.tenant);
      const h = me.headers;
      for (const id of [...other.products, other.deletedProduct]) {
        for (const [method, url, body] of [
          ['GET', `/api/v1/products/${id}`],
          ['GET', `/api/v1/products/${id}?include_deleted=true`],
          ['PATCH', `/api/v1/products/${id}`, { name: 'Hijacked' }],
          ['PATCH', `/api/v1/products/${id}`, { price: { amount: 1 } }],
          ['DELETE', `/api/v1/products/${id}`],
          ['POST', `/api/v1/products/${id}/stock`, { set: 0 }],
          ['POST', `/api/v1/products/${id}/stock`, { adjust: -1, reason: 'x' }],
        ] as [string, string, unknown?][]) {
          const r = await req(method, url, h, body);
          expect(r.status, `${method} ${url}`).toBe(404);
          expect(r.body!.code).toBe('not_found');
          checked++;
        }
      }
      for (const id of [...other.categories, other.deletedCategory]) {
        for (const [method, url, body] of [
          ['GET', `/api/v1/categories/${id}`],
          ['GET', `/api/v1/categories/${id}?include_deleted=true`],
          ['PATCH', `/api/v1/categories/${id}`, { name: 'Hijacked' }],
          ['DELETE', `/api/v1/categories/${id}`],
        ] as [string, string, unknown?][]) {
          const r = await req(method, url, h, body);
          expect(r.status, `${method} ${url}`).toBe(404);
          checked++;
        }
        // Pointing my rows at their category is refused as well.
        const create = await req('POST', '/api/v1/products', h, {
          sku: `X-${checked}`,
          name: 'x',
          price: { amount: 1 },
          category_id: id,
        });
        expect([404, 422]).toContain(create.status);
        const child = await req('POST', '/api/v1/categories', h, {
          name: `child ${checked}`,
          parent_id: id,
        });
        expect([404, 422]).toContain(child.status);
        const move = await req('PATCH', `/api/v1/products/${me.products[0]}`, h, {
          category_id: id,
        });
        expect([404, 422]).toContain(move.status);
      }
      expect(digest(other.tenant)).toBe(before);
    }
    expect(checked).toBe(396);
  });

  it('in listings: another tenant’s rows never appear, with and without include_deleted or filters', async () => {
    for (const [me, other] of pairs()) {
      const foreign = new Set([
        ...other.products,
        other.deletedProduct,
        ...other.categories,
        other.deletedCategory,
      ]);
      for (const url of [
        '/api/v1/products?limit=200',
        '/api/v1/products?limit=200&include_deleted=true',
        `/api/v1/products?limit=200&category_id=${other.categories[0]}`,
        `/api/v1/products?limit=200&include_deleted=true&q=${other.tenant === me.tenant ? '' : 'c'}`,
        '/api/v1/categories?limit=200',
        '/api/v1/categories?limit=200&include_deleted=true',
        `/api/v1/categories?limit=200&parent_id=${other.categories[0]}`,
        '/api/v1/inventory?limit=200',
        '/api/v1/products?limit=200&updated_since=2000-01-01T00:00:00Z&include_deleted=true',
      ]) {
        const r = await req('GET', url, me.headers);
        if (r.status !== 200) {
          expect([404, 422], url).toContain(r.status);
          continue;
        }
        const rows = r.body!.data as { id?: string; product_id?: string }[];
        for (const row of rows)
          expect(foreign.has(String(row.id ?? row.product_id)), url).toBe(false);
      }
    }
  });

  it('a cursor from another tenant’s listing does not reveal its rows', async () => {
    const [me, other] = [tenants[0]!, tenants[2]!];
    const page = await req('GET', '/api/v1/products?limit=1&include_deleted=true', other.headers);
    const cursor = page.body!.next_cursor as string;
    expect(cursor).toBeTruthy();
    const r = await req(
      'GET',
      `/api/v1/products?limit=200&include_deleted=true&cursor=${encodeURIComponent(cursor)}`,
      me.headers,
    );
    if (r.status === 200) {
      const foreign = new Set([...other.products, other.deletedProduct]);
      for (const row of r.body!.data as { id: string }[]) expect(foreign.has(row.id)).toBe(false);
    } else expect(r.status).toBe(422);
  });

  it('headers naming another tenant are 403 context_mismatch for every route', async () => {
    for (const [me, other] of pairs()) {
      const before = digest(other.tenant);
      const h = {
        ...me.headers,
        'x-company-id': other.tenant.companyId,
        'x-branch-id': other.tenant.branchId,
      };
      for (const [method, url, body] of [
        ['GET', '/api/v1/products'],
        ['GET', `/api/v1/products/${other.products[0]}`],
        ['POST', '/api/v1/products', { sku: 'Z', name: 'z', price: { amount: 1 } }],
        ['PATCH', `/api/v1/products/${other.products[0]}`, { name: 'z' }],
        ['DELETE', `/api/v1/products/${other.products[0]}`],
        ['POST', `/api/v1/products/${other.products[0]}/stock`, { set: 1 }],
        ['GET', '/api/v1/categories'],
        ['DELETE', `/api/v1/categories/${other.categories[0]}`],
        ['GET', '/api/v1/inventory'],
        ['GET', '/api/v1/me'],
      ] as [string, string, unknown?][]) {
        const r = await req(method, url, h, body);
        expect(r.status, `${method} ${url}`).toBe(403);
        expect(r.body!.code).toBe('context_mismatch');
      }
      expect(digest(other.tenant)).toBe(before);
    }
  });
});
