/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { client } from '../support/catalog-client';
import { expectDocumented } from '../support/contract';

/**
 * The loyalty program over a real socket (service/http/routes/rewards.ts): the reward catalog,
 * a customer's account, ledger (with per-customer sync), adjustments and redemptions, and the
 * balance that never goes below zero, also under concurrent clients. Earning on completed
 * orders is in rewards-sales.test.ts.
 */

let ts: TestService;
let other: TestTenant;
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);
const ALL = [
  'rewards:view',
  'rewards:create',
  'rewards:update',
  'rewards:delete',
  'rewards:manage_points',
  'rewards:manage_redemptions',
  'customer:view',
  'customer:create',
  'products:create',
];

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
}, 60_000);
afterAll(async () => ts?.close());

let n = 0;
async function customer(admin = api(ALL)): Promise<string> {
  const res = await admin.post('/customers', { name: `Customer ${++n}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function reward(body: Record<string, unknown>, admin = api(ALL)): Promise<any> {
  const res = await admin.post('/rewards', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Every entry's balance is the sum of the entries up to it, and the account shows the last. */
async function expectConsistentLedger(admin: ReturnType<typeof api>, customerId: string) {
  const entries: any[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await admin.get(
      `/customers/${customerId}/loyalty/entries?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.status).toBe(200);
    entries.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  let sum = 0;
  for (const e of entries) {
    sum += e.points;
    expect(e.balance).toBe(sum);
    expect(e.balance).toBeGreaterThanOrEqual(0);
  }
  const account = await admin.get(`/customers/${customerId}/loyalty`);
  expect(account.body.balance).toBe(sum);
  expect(account.body.entry_count).toBe(entries.length);
  return entries;
}

describe('the reward catalog', () => {
  it('is created, read, listed, updated and deleted with its scopes', async () => {
    const admin = api(ALL);
    const created = await admin.post('/rewards', {
      name: '5 € off',
      points_cost: 100,
      kind: 'amount_off',
      amount: { amount: 500 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const r = created.body;
    expect(r).toMatchObject({
      name: '5 € off',
      points_cost: 100,
      kind: 'amount_off',
      amount: { amount: 500, currency: 'EUR' },
      percent: null,
      product_id: null,
      active: true,
      version: 1,
    });
    expect(r.id).toMatch(/^rwd_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(created.headers.get('location')).toBe(`/api/v1/rewards/${r.id}`);
    expect((await admin.get(`/rewards/${r.id}`)).body).toEqual(r);
    const list = await admin.get('/rewards');
    expect(list.body.data.map((x: any) => x.id)).toContain(r.id);

    // Changing kind clears the other kind's field.
    const patched = await admin.patch(
      `/rewards/${r.id}`,
      { kind: 'percent_off', percent: 12.5 },
      { 'if-match': '"1"' },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ kind: 'percent_off', percent: 12.5, amount: null });
    const sync = await admin.get(`/rewards?sync_token=${list.body.next_sync_token}`);
    expect(sync.body.data.map((x: any) => [x.id, x.version])).toEqual([[r.id, 2]]);

    const deleted = await admin.del(`/rewards/${r.id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/rewards/${r.id}`)).status).toBe(404);
  });

  it('tombstones are pruned after 30 days; a sync token older than them then answers 410', async () => {
    const branch = ts.service.tenancy.createBranch(
      ts.tenant.companyId,
      { name: 'Pruning', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const admin = api(ALL, { companyId: ts.tenant.companyId, branchId: branch.id });
    const token = (await admin.get('/rewards')).body.next_sync_token;
    const r = await reward({ name: 'Old', points_cost: 1, kind: 'percent_off', percent: 1 }, admin);
    await admin.del(`/rewards/${r.id}`);
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    ts.service.db.prepare('UPDATE rewards SET deleted_at = ? WHERE id = ?').run(old, r.id);
    expect((await ts.service.maintenance.run()).tombstones).toBeGreaterThanOrEqual(1);
    expect(ts.service.db.prepare('SELECT id FROM rewards WHERE id = ?').get(r.id)).toBeUndefined();
    const sync = await admin.get(`/rewards?sync_token=${token}`);
    expect(sync.status).toBe(410);
    expect(sync.body.code).toBe('sync_token_expired');
  });

  it('validates the kind and its field (422 naming it)', async () => {
    const admin = api(ALL);
    const product = await admin.post('/products', {
      sku: 'ESP-1',
      name: 'Espresso',
      price: { amount: 250 },
    });
    for (const [body, path] of [
      [{ name: 'x', points_cost: 10, kind: 'amount_off' }, 'amount'],
      [{ name: 'x', points_cost: 10, kind: 'percent_off', percent: 0 }, 'percent'],
      [{ name: 'x', points_cost: 10, kind: 'percent_off', percent: 10.123 }, 'percent'],
      [
        { name: 'x', points_cost: 10, kind: 'percent_off', percent: 10, amount: { amount: 1 } },
        'amount',
      ],
      [{ name: 'x', points_cost: 0, kind: 'percent_off', percent: 10 }, 'points_cost'],
      [
        {
          name: 'x',
          points_cost: 10,
          kind: 'free_product',
          product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
        },
        'product_id',
      ],
      [
        {
          name: 'x',
          points_cost: 10,
          kind: 'amount_off',
          amount: { amount: 100, currency: 'USD' },
        },
        'amount.currency',
      ],
      [{ name: 'x', points_cost: 10, kind: 'gift' }, 'kind'],
    ] as const) {
      const res = await admin.post('/rewards', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toContain(path);
    }
    const free = await reward(
      { name: 'Free espresso', points_cost: 60, kind: 'free_product', product_id: product.body.id },
      admin,
    );
    expect(free).toMatchObject({ kind: 'free_product', product_id: product.body.id });
  });
});

describe("a customer's points", () => {
  it('are adjusted by hand, never below zero, with a running balance in the ledger', async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    expect((await admin.get(`/customers/${cus}/loyalty`)).body).toMatchObject({
      customer_id: cus,
      balance: 0,
      entry_count: 0,
      last_entry_at: null,
      program: { enabled: true, points_per_unit: 1 },
    });
    const first = await admin.get(`/customers/${cus}/loyalty/entries`);
    expect(first.body).toMatchObject({ data: [], has_more: false });
    const token = first.body.next_sync_token;

    const added = await admin.post(`/customers/${cus}/loyalty/adjustments`, {
      points: 150,
      reason: 'Welcome bonus',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      customer_id: cus,
      kind: 'adjust',
      points: 150,
      balance: 150,
      reason: 'Welcome bonus',
      order_id: null,
    });
    expect(added.body.id).toMatch(/^lle_/);
    expect(added.headers.get('location')).toBe(`/api/v1/loyalty-entries/${added.body.id}`);
    expect((await admin.get(`/loyalty-entries/${added.body.id}`)).body).toEqual(added.body);

    const tooMuch = await admin.post(`/customers/${cus}/loyalty/adjustments`, {
      points: -151,
      reason: 'Oops',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'insufficient_points', balance: 150 });
    const taken = await admin.post(`/customers/${cus}/loyalty/adjustments`, {
      points: -50,
      reason: 'Correction',
    });
    expect(taken.body.balance).toBe(100);

    for (const body of [
      { points: 0, reason: 'x' },
      { points: 1.5, reason: 'x' },
      { points: 10 },
      { points: 10, reason: '' },
      { points: '10', reason: 'x' },
    ]) {
      const res = await admin.post(`/customers/${cus}/loyalty/adjustments`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }

    // The customer's sync returns exactly the two entries since the token.
    const sync = await admin.get(`/customers/${cus}/loyalty/entries?sync_token=${token}`);
    expect(sync.body.data.map((e: any) => e.points)).toEqual([150, -50]);
    // A token is for one customer's ledger.
    const cus2 = await customer(admin);
    const wrong = await admin.get(`/customers/${cus2}/loyalty/entries?sync_token=${token}`);
    expect(wrong.status).toBe(422);
    await expectConsistentLedger(admin, cus);
    expect((await admin.get(`/customers/cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC/loyalty`)).status).toBe(404);
  });

  it('are redeemed for a reward and come back when the redemption is canceled', async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    const r = await reward({ name: 'Tote bag', points_cost: 80, kind: 'percent_off', percent: 5 });
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 100, reason: 'Start' });

    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, { reward_id: r.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      customer_id: cus,
      reward_id: r.id,
      reward: { name: 'Tote bag', kind: 'percent_off', percent: 5, amount: null, product_id: null },
      points: 80,
      order_id: null,
      status: 'active',
      allowed_actions: ['cancel'],
    });
    expect(made.headers.get('location')).toBe(`/api/v1/redemptions/${made.body.id}`);
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(20);

    const again = await admin.post(`/customers/${cus}/loyalty/redemptions`, { reward_id: r.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'insufficient_points', balance: 20 });

    const canceled = await admin.post(`/redemptions/${made.body.id}/cancel`, undefined);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', allowed_actions: [], version: 2 });
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(100);
    const twice = await admin.post(`/redemptions/${made.body.id}/cancel`, undefined);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('redemption_not_cancelable');

    const entries = await expectConsistentLedger(admin, cus);
    expect(entries.map((e: any) => [e.kind, e.points, e.redemption_id])).toEqual([
      ['adjust', 100, null],
      ['redeem', -80, made.body.id],
      ['redeem_canceled', 80, made.body.id],
    ]);
    const listed = await admin.get('/redemptions');
    expect(listed.body.data.map((x: any) => x.id)).toContain(made.body.id);
    const mine = await admin.get(`/redemptions?customer_id=${cus}&status=canceled`);
    expect(mine.body.data.map((x: any) => x.id)).toEqual([made.body.id]);
    expect(mine.body.next_sync_token).toBeNull();
    expect((await admin.get(`/redemptions?customer_id=${cus}&status=active`)).body.data).toEqual(
      [],
    );
    expect((await admin.get(`/redemptions/${made.body.id}`)).body.status).toBe('canceled');
  });

  it('a cancel with a body nested 20,000 deep and an Idempotency-Key is 422, not 500', async () => {
    const admin = api(ALL);
    const res = await ts.service.http!.inject({
      method: 'POST',
      url: '/api/v1/redemptions/rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC/cancel',
      headers: {
        ...ts.createKey(['rewards:manage_redemptions']).headers,
        'content-type': 'application/json',
        'idempotency-key': '1',
      },
      payload: `${'['.repeat(20_000)}1${']'.repeat(20_000)}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect((await admin.get('/redemptions')).status).toBe(200);
  });

  it('refuses an inactive or unknown reward', async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 100, reason: 'Start' });
    const r = await reward({
      name: 'Old',
      points_cost: 10,
      kind: 'percent_off',
      percent: 5,
      active: false,
    });
    const inactive = await admin.post(`/customers/${cus}/loyalty/redemptions`, { reward_id: r.id });
    expect(inactive.status).toBe(409);
    expect(inactive.body.code).toBe('reward_unavailable');
    const unknown = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: 'rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('reward_id');
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(100);
  });

  it('never go below zero under 8 concurrent redemptions from 8 clients', async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    const r = await reward({ name: 'Coffee', points_cost: 100, kind: 'percent_off', percent: 50 });
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 300, reason: 'Start' });
    const agents = Array.from({ length: 8 }, () => new Agent({ connections: 1 }));
    try {
      const results = await Promise.all(
        agents.map(async (dispatcher) => {
          const { headers } = ts.createKey(['rewards:manage_redemptions']);
          const res = await request(`${ts.baseUrl}/api/v1/customers/${cus}/loyalty/redemptions`, {
            method: 'POST',
            dispatcher,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ reward_id: r.id }),
          });
          const text = await res.body.text();
          const responseHeaders = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) responseHeaders.set(k, String(v));
          await expectDocumented(ts.baseUrl, {
            method: 'POST',
            url: `/api/v1/customers/${cus}/loyalty/redemptions`,
            status: res.statusCode,
            headers: responseHeaders,
            body: text,
          });
          return { status: res.statusCode, body: JSON.parse(text) };
        }),
      );
      const statuses = results.map((x) => x.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      for (const x of results.filter((x) => x.status === 409))
        expect(x.body.code).toBe('insufficient_points');
    } finally {
      await Promise.all(agents.map((a) => a.close()));
    }
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(0);
    await expectConsistentLedger(admin, cus);
  });
});

describe('scopes, context and tenancy', () => {
  it('every route asks for its scope', async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    const r = await reward({ name: 'S', points_cost: 1, kind: 'percent_off', percent: 1 });
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 5, reason: 'x' });
    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, { reward_id: r.id });
    const cases: [string, string, unknown, string][] = [
      ['GET', '/rewards', undefined, 'rewards:view'],
      ['GET', `/rewards/${r.id}`, undefined, 'rewards:view'],
      [
        'POST',
        '/rewards',
        { name: 'n', points_cost: 1, kind: 'percent_off', percent: 1 },
        'rewards:create',
      ],
      ['PATCH', `/rewards/${r.id}`, { name: 'm' }, 'rewards:update'],
      ['DELETE', `/rewards/${r.id}`, undefined, 'rewards:delete'],
      ['GET', `/customers/${cus}/loyalty`, undefined, 'rewards:view'],
      ['GET', `/customers/${cus}/loyalty/entries`, undefined, 'rewards:view'],
      [
        'POST',
        `/customers/${cus}/loyalty/adjustments`,
        { points: 1, reason: 'x' },
        'rewards:manage_points',
      ],
      [
        'POST',
        `/customers/${cus}/loyalty/redemptions`,
        { reward_id: r.id },
        'rewards:manage_redemptions',
      ],
      ['GET', '/redemptions', undefined, 'rewards:view'],
      ['GET', `/redemptions/${made.body.id}`, undefined, 'rewards:view'],
      ['POST', `/redemptions/${made.body.id}/cancel`, undefined, 'rewards:manage_redemptions'],
    ];
    // Every scope but the one the route needs.
    for (const [method, path, body, scope] of cases) {
      const without = client(ts.baseUrl, ts.createKey(ALL.filter((s) => s !== scope)).headers);
      const call =
        method === 'GET'
          ? without.get(path)
          : method === 'DELETE'
            ? without.del(path)
            : method === 'PATCH'
              ? without.patch(path, body)
              : without.post(path, body);
      const res = await call;
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'insufficient_scope', required_scope: scope });
    }
  });

  it('the context headers must match the key', async () => {
    const { headers } = ts.createKey(ALL);
    const cus = await customer();
    for (const path of ['/rewards', `/customers/${cus}/loyalty`, '/redemptions']) {
      const mismatch = await client(ts.baseUrl, { ...headers, 'x-branch-id': other.branchId }).get(
        path,
      );
      expect(mismatch.status).toBe(403);
      expect(mismatch.body.code).toBe('context_mismatch');
      const { 'x-company-id': _c, ...noCompany } = headers;
      const missing = await client(ts.baseUrl, noCompany).get(path);
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('missing_context_header');
    }
  });

  it("another branch sees none of this branch's rewards, customers' points or redemptions", async () => {
    const admin = api(ALL);
    const cus = await customer(admin);
    const r = await reward({ name: 'T', points_cost: 1, kind: 'percent_off', percent: 1 });
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 5, reason: 'x' });
    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, { reward_id: r.id });
    const elsewhere = api(ALL, other);
    expect((await elsewhere.get(`/rewards/${r.id}`)).status).toBe(404);
    expect((await elsewhere.get('/rewards')).body.data).toEqual([]);
    expect((await elsewhere.patch(`/rewards/${r.id}`, { name: 'x' })).status).toBe(404);
    expect((await elsewhere.get(`/customers/${cus}/loyalty`)).status).toBe(404);
    expect((await elsewhere.get(`/customers/${cus}/loyalty/entries`)).status).toBe(404);
    const adj = await elsewhere.post(`/customers/${cus}/loyalty/adjustments`, {
      points: 5,
      reason: 'x',
    });
    expect(adj.status).toBe(404);
    // Its own customer cannot redeem this branch's reward.
    const theirs = (await elsewhere.post('/customers', { name: 'Theirs' })).body.id;
    await elsewhere.post(`/customers/${theirs}/loyalty/adjustments`, { points: 5, reason: 'x' });
    const cross = await elsewhere.post(`/customers/${theirs}/loyalty/redemptions`, {
      reward_id: r.id,
    });
    expect(cross.status).toBe(422);
    expect((await elsewhere.get(`/redemptions/${made.body.id}`)).status).toBe(404);
    expect((await elsewhere.post(`/redemptions/${made.body.id}/cancel`, undefined)).status).toBe(
      404,
    );
    expect((await elsewhere.get('/redemptions')).body.data).toEqual([]);
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(4);
  });
});

describe('the OpenAPI document', () => {
  it('has every loyalty route with examples', async () => {
    const doc = (
      await ts.service.http!.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    ).json();
    for (const path of [
      '/api/v1/rewards',
      '/api/v1/rewards/{id}',
      '/api/v1/customers/{id}/loyalty',
      '/api/v1/customers/{id}/loyalty/entries',
      '/api/v1/customers/{id}/loyalty/adjustments',
      '/api/v1/customers/{id}/loyalty/redemptions',
      '/api/v1/loyalty-entries/{id}',
      '/api/v1/redemptions',
      '/api/v1/redemptions/{id}',
      '/api/v1/redemptions/{id}/cancel',
    ])
      expect(doc.paths[path], path).toBeDefined();
    for (const name of ['Reward', 'RewardCreate', 'LoyaltyEntry', 'Redemption'])
      expect(doc.components.schemas[name], name).toBeDefined();
    expect(doc.components.schemas.RewardCreate.examples.length).toBeGreaterThan(0);
    expect(doc.components.schemas.LoyaltyAdjustment.examples.length).toBeGreaterThan(0);
    expect(doc.components.schemas.RedemptionCreate.examples.length).toBeGreaterThan(0);
  });
});
