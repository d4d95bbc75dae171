/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * docs/examples/nightly-export.ts run for real (a child process, plain Node and fetch) against
 * a running service on 127.0.0.1, night after night: each completed order is booked once as a
 * sale, each refund of a sale once as a credit note, a run with nothing new books nothing, and
 * a run from scratch (tokens lost) books nothing twice.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/catalog-client';
import { startRefundsEnv, type RefundsEnv } from '../support/refunds-env';

const EXAMPLE = fileURLToPath(new URL('../../docs/examples/nightly-export.ts', import.meta.url));

let env: RefundsEnv;
let api: ReturnType<typeof client>;
let ledgerFile: string;
let childEnv: Record<string, string>;

const tea = (quantity: number) => ({
  lines: [{ name: 'Tea', unit_price: { amount: 350 }, quantity }],
});

beforeAll(async () => {
  env = await startRefundsEnv();
  api = client(
    env.baseUrl,
    env.headers(['orders:manage_refunds', 'orders:process_payments', 'orders:manage_status']),
  );
  ledgerFile = join(env.ts.dataDir, 'ledger.json');
  childEnv = {
    ...process.env,
    API_BASE_URL: env.baseUrl,
    API_SECRET_KEY: env.ts.createKey(['orders:view']).secret,
    COMPANY_ID: env.tenant.companyId,
    BRANCH_ID: env.tenant.branchId,
    LEDGER_FILE: ledgerFile,
  } as Record<string, string>;
}, 60_000);
afterAll(async () => env?.close());

async function night(): Promise<Record<string, number>> {
  const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE], {
    env: childEnv,
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim());
}

const ledger = () => JSON.parse(readFileSync(ledgerFile, 'utf8'));

/** The books equal the server: every completed order once, every refund of one once. */
async function expectBooksMatchServer(): Promise<void> {
  const books = ledger();
  const viewer = client(env.baseUrl, env.headers(['orders:view']));
  const completed = (await viewer.get('/orders?status=completed&limit=200')).body.data;
  expect(Object.keys(books.sales).sort()).toEqual(completed.map((o: any) => o.id).sort());
  for (const order of completed) {
    expect(books.sales[order.id]).toEqual({
      number: order.number,
      business_date: order.business_date,
      total: order.total.amount,
      tax_total: order.tax_total.amount,
    });
  }
  const refunds = (await viewer.get('/refunds?limit=200')).body.data;
  const ofSales = refunds.filter((r: any) => books.sales[r.order_id]);
  expect(Object.keys(books.credit_notes).sort()).toEqual(ofSales.map((r: any) => r.id).sort());
  // What the books say went back on each sale is what the order says.
  for (const order of completed) {
    const back = Object.values(books.credit_notes)
      .filter((c: any) => c.order_id === order.id)
      .reduce((sum: number, c: any) => sum + c.amount, 0);
    expect(back).toBe(order.refunded_total.amount);
  }
}

describe('docs/examples/nightly-export.ts', () => {
  it('books each sale and each refund once, night after night', async () => {
    // Day 1: two sales (one partly refunded twice), an open order, a canceled one.
    const a = await env.saleOrder(tea(2));
    const c = await env.saleOrder(tea(4));
    const b = await env.saleOrder(tea(1), { status: 'open', payments: [] });
    await env.saleOrder(tea(3), { status: 'canceled' });
    expect(
      (
        await api.post(`/orders/${c.id}/refunds`, {
          lines: [{ line_id: c.lineIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    expect((await api.post(`/orders/${c.id}/refunds`, { amount: { amount: 100 } })).status).toBe(
      201,
    );
    expect(await night()).toMatchObject({
      orders: 4,
      refunds: 2,
      sales_booked: 2,
      credit_notes_booked: 2,
    });
    await expectBooksMatchServer();

    // Day 2: nothing happened.
    expect(await night()).toEqual({
      orders: 0,
      refunds: 0,
      sales_booked: 0,
      credit_notes_booked: 0,
    });

    // Day 3: the open order is paid and completed, the first sale is refunded, a new order
    // is paid and its payment given back before it is completed (no sale, no credit note).
    await api.post(`/orders/${b.id}/payments`, { method: 'cash', amount: { amount: 350 } });
    await api.post(`/orders/${b.id}/complete`, {});
    expect((await api.post(`/orders/${a.id}/refunds`, { amount: { amount: 350 } })).status).toBe(
      201,
    );
    const e = await env.saleOrder(tea(1), { status: 'open' });
    const back = await api.post(`/orders/${e.id}/refunds`, { amount: { amount: 350 } });
    expect(back.status).toBe(201);
    const day3 = await night();
    expect(day3).toMatchObject({ refunds: 2, sales_booked: 1, credit_notes_booked: 1 });
    expect(ledger().not_booked).toEqual([back.body.id]);
    await expectBooksMatchServer();

    // The tokens are lost (or expired): a run from scratch books nothing twice.
    const books = ledger();
    books.tokens = { orders: null, refunds: null };
    writeFileSync(ledgerFile, JSON.stringify(books));
    expect(await night()).toMatchObject({ sales_booked: 0, credit_notes_booked: 0 });
    await expectBooksMatchServer();
  }, 120_000);
});
