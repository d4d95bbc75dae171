/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import BetterSqlite3 from 'better-sqlite3';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { client } from '../support/catalog-client';
import { calculateOrder } from '../../service/sales/totals';

let ts: TestService;
let other: TestTenant;
let api: ReturnType<typeof client>;
let espresso: any;
let vat: any;
let city: any;

const eur = (amount: number) => ({ amount, currency: 'EUR' });

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
  const admin = client(
    ts.baseUrl,
    ts.createKey(['products:create', 'system_settings:update']).headers,
  );
  espresso = (
    await admin.post('/products', { sku: 'ESP', name: 'Espresso', price: { amount: 250 } })
  ).body;
  vat = (await admin.post('/tax-rates', { name: 'VAT 10%', rate_bps: 1000, mode: 'inclusive' }))
    .body;
  city = (await admin.post('/tax-rates', { name: 'City', rate_bps: 50, mode: 'exclusive' })).body;
  api = client(ts.baseUrl, ts.createKey(['orders:create']).headers);
}, 60_000);
afterAll(async () => ts?.close());

const changeCounter = () =>
  ts.service.db
    .prepare('SELECT coalesce(sum(last_change_seq), 0) AS n FROM change_sequences')
    .get() as { n: number };

describe('POST /orders/calculate', () => {
  it('prices product and ad-hoc lines with the branch tax rates, and stores nothing', async () => {
    const before = changeCounter();
    const r = await api.post('/orders/calculate', {
      lines: [
        { product_id: espresso.id, quantity: 2, tax_rate_ids: [vat.id] },
        {
          name: 'Room',
          unit_price: { amount: 11000, currency: 'EUR' },
          quantity: 1,
          tax_rate_ids: [vat.id, city.id],
        },
      ],
      discount: { amount: { amount: 0 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.lines[0]).toMatchObject({
      product_id: espresso.id,
      sku: 'ESP',
      name: 'Espresso',
      unit_price: eur(250),
      subtotal: eur(500),
      taxes: [{ tax_rate_id: vat.id, name: 'VAT 10%', amount: eur(45) }],
      total: eur(500),
    });
    expect(r.body.lines[1]).toMatchObject({ tax_total: eur(1050), total: eur(11050) });
    expect(r.body).toMatchObject({
      currency: 'EUR',
      subtotal: eur(11500),
      tax_total: eur(1095),
      taxes: [
        { tax_rate_id: vat.id, amount: eur(1045) },
        { tax_rate_id: city.id, amount: eur(50) },
      ],
      total: eur(11550),
      paid_total: eur(0),
      balance_due: eur(11550),
    });
    expect(changeCounter()).toEqual(before);
  });

  it('names the field of a money rule (422)', async () => {
    const cases: [unknown, string][] = [
      [
        { lines: [{ name: 'A', unit_price: { amount: 1, currency: 'USD' }, quantity: 1 }] },
        'lines.0.unit_price.currency',
      ],
      [{ lines: [{ name: 'A', unit_price: { amount: 1 }, quantity: 1.0001 }] }, 'lines.0.quantity'],
      [
        {
          lines: [{ name: 'A', unit_price: { amount: 100 }, quantity: 1 }],
          discount: { amount: { amount: 101 } },
        },
        'discount.amount.amount',
      ],
      [
        { lines: [{ product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', quantity: 1 }] },
        'lines.0.product_id',
      ],
      [
        {
          lines: [
            {
              name: 'A',
              unit_price: { amount: 1 },
              quantity: 1,
              tax_rate_ids: ['tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
            },
          ],
        },
        'lines.0.tax_rate_ids.0',
      ],
      [{ lines: [{ quantity: 1 }] }, 'lines.0.name'],
      [
        { lines: [{ name: 'A', unit_price: { amount: 1 }, quantity: 1, colour: 'red' }] },
        'lines.0.colour',
      ],
      [{ lines: [], discount: { percent: 10, amount: { amount: 1 } } }, 'discount'],
      [{}, 'lines'],
    ];
    for (const [body, path] of cases) {
      const r = await api.post('/orders/calculate', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(JSON.stringify(r.body.errors), JSON.stringify(body)).toContain(path);
    }
  });

  it("sees only its branch's products and tax rates", async () => {
    const there = client(ts.baseUrl, ts.createKey(['orders:create'], other).headers);
    const product = await there.post('/orders/calculate', {
      lines: [{ product_id: espresso.id, quantity: 1 }],
    });
    expect(product.status).toBe(422);
    expect(product.body.errors[0].path).toBe('lines.0.product_id');
    const rate = await there.post('/orders/calculate', {
      lines: [{ name: 'A', unit_price: { amount: 1 }, quantity: 1, tax_rate_ids: [vat.id] }],
    });
    expect(rate.status).toBe(422);
    expect(rate.body.errors[0].path).toBe('lines.0.tax_rate_ids.0');
  });

  it('reads only: answers while another connection holds the write lock, unless given a key', async () => {
    const other = new BetterSqlite3(ts.service.db.sql.name);
    const body = { lines: [{ product_id: espresso.id, quantity: 1 }] };
    other.prepare('BEGIN IMMEDIATE').run();
    try {
      const started = Date.now();
      const r = await api.post('/orders/calculate', body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // A write transaction would wait for the lock (busy_timeout, 5 s) instead.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      other.prepare('COMMIT').run();
      other.close();
    }
    // With Idempotency-Key the answer is kept, so a retry replays it.
    const key = { 'idempotency-key': 'calc-1' };
    const first = await api.post('/orders/calculate', body, key);
    const again = await api.post('/orders/calculate', body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('needs orders:create', async () => {
    const viewer = client(ts.baseUrl, ts.createKey(['orders:view']).headers);
    const r = await viewer.post('/orders/calculate', { lines: [] });
    expect(r.status).toBe(403);
    expect(r.body.required_scope).toBe('orders:create');
  });

  it('answers what the totals module computes, for random orders (property)', async () => {
    const rates = ts.service.sales.taxRates.liveRates(ts.tenant);
    const line = fc.record({
      name: fc.constant('Item'),
      unit_price: fc.record({ amount: fc.integer({ min: 0, max: 100_000 }) }),
      quantity: fc.integer({ min: 1, max: 20_000 }).map((t) => t / 1000),
      tax_rate_ids: fc.subarray([vat.id, city.id]),
      modifiers: fc.array(
        fc.record({
          name: fc.constant('Mod'),
          unit_price: fc.record({ amount: fc.integer({ min: 0, max: 500 }) }),
        }),
        { maxLength: 2 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        async (lines, bps) => {
          const body = { lines, discount: { percent: bps / 100 } };
          const r = await api.post('/orders/calculate', body);
          expect(r.status).toBe(200);
          expect(r.body).toEqual(
            calculateOrder({ currency: 'EUR', order: body, products: new Map(), taxRates: rates }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
