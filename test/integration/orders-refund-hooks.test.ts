/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * What the refunds module is given: OrderService.forRefund and applyRefund, and
 * PaymentService.recordRefund, called inside one transaction as the refunds module will; the
 * order's figures, lines, payment_status and allowed actions follow, and the refundCreated
 * listeners run inside the transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';
import type { Refund } from '../../service/sales/sale-listeners';

let ts: TestService;
let api: ReturnType<typeof client>;
const eur = (amount: number) => ({ amount, currency: 'EUR' });

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  api = client(
    ts.baseUrl,
    ts.createKey([
      'orders:view',
      'orders:create',
      'orders:manage_status',
      'orders:process_payments',
    ]).headers,
  );
}, 60_000);
afterAll(async () => ts?.close());

async function paidOrder() {
  const order = (
    await api.post('/orders', {
      lines: [
        { name: 'Shirt', unit_price: eur(2000), quantity: 3 },
        { name: 'Socks', unit_price: eur(500), quantity: 1 },
      ],
    })
  ).body;
  const payment = (
    await api.post(`/orders/${order.id}/payments`, { method: 'card', amount: order.total })
  ).body;
  return { order, payment };
}

describe('refund hooks', () => {
  it('forRefund reads; applyRefund and recordRefund update the order, its lines and the payment', async () => {
    const { orders, payments, events } = ts.service;
    const { order, payment } = await paidOrder();
    await api.post(`/orders/${order.id}/complete`, {});
    const seen: string[] = [];
    const listeners = (orders as any).listeners.refundCreated as unknown[];
    listeners.push((_ctx: unknown, o: { payment_status: string }, r: Refund) =>
      seen.push(`${o.payment_status} ${r.id}`),
    );
    try {
      const read = orders.forRefund(ts.tenant, order.id);
      expect(read.order.id).toBe(order.id);
      expect(read.lines.map((l) => [l.name, l.quantity_milli, l.refunded_quantity_milli])).toEqual([
        ['Shirt', 3000, 0],
        ['Socks', 1000, 0],
      ]);
      const refund: Refund = {
        id: 'ref_TEST',
        order_id: order.id,
        payment_id: payment.id,
        amount: eur(2000),
        tax_total: eur(0),
      };
      const after = events.transaction(() => {
        payments.recordRefund(ts.tenant, payment.id, 2000);
        return orders.applyRefund(
          ts.tenant,
          order.id,
          { amount: 2000, lines: [{ lineId: read.lines[0]!.id, quantityMilli: 1000 }] },
          refund,
        );
      });
      expect(after).toMatchObject({
        payment_status: 'partially_refunded',
        refunded_total: eur(2000),
        balance_due: eur(0),
        version: order.version + 3,
        allowed_actions: ['refund'],
      });
      expect(after.lines[0]!.refunded_quantity).toBe(1);
      expect(seen).toEqual(['partially_refunded ref_TEST']);
      const got = (await api.get(`/orders/${order.id}`)).body;
      expect(got).toEqual(after);
      expect((await api.get(`/payments/${payment.id}`)).body).toMatchObject({
        refunded_amount: eur(2000),
        version: 2,
      });
      expect(orders.forRefund(ts.tenant, order.id).lines[0]!.refunded_quantity_milli).toBe(1000);

      // More than a line sold, or than was paid, or than the payment took: refused, nothing changes.
      expect(() =>
        orders.applyRefund(ts.tenant, order.id, {
          amount: 1,
          lines: [{ lineId: read.lines[0]!.id, quantityMilli: 2001 }],
        }),
      ).toThrow(/can still be refunded/);
      expect(() =>
        orders.applyRefund(ts.tenant, order.id, { amount: order.total.amount, lines: [] }),
      ).toThrow(/cannot go back/);
      expect(() => payments.recordRefund(ts.tenant, payment.id, order.total.amount)).toThrow(
        /cannot go back/,
      );
      expect((await api.get(`/orders/${order.id}`)).body).toEqual(after);

      // Everything back: refunded.
      const all = events.transaction(() =>
        orders.applyRefund(ts.tenant, order.id, {
          amount: order.total.amount - 2000,
          lines: [
            { lineId: read.lines[0]!.id, quantityMilli: 2000 },
            { lineId: read.lines[1]!.id, quantityMilli: 1000 },
          ],
        }),
      );
      expect(all).toMatchObject({ payment_status: 'refunded', allowed_actions: [] });
    } finally {
      listeners.pop();
    }
  }, 60_000);

  it('an open order refunded in full can be canceled; a listener that throws rolls back', async () => {
    const { orders } = ts.service;
    const { order } = await paidOrder();
    const listeners = (orders as any).listeners.refundCreated as unknown[];
    listeners.push(() => {
      throw new Error('rewards are down');
    });
    const refund = {
      id: 'ref_X',
      order_id: order.id,
      payment_id: null,
      amount: order.total,
      tax_total: eur(0),
    };
    expect(() =>
      orders.applyRefund(ts.tenant, order.id, { amount: order.total.amount, lines: [] }, refund),
    ).toThrow('rewards are down');
    listeners.pop();
    expect((await api.get(`/orders/${order.id}`)).body.refunded_total).toEqual(eur(0));
    expect((await api.post(`/orders/${order.id}/cancel`, {})).body.code).toBe('order_has_payments');
    orders.applyRefund(ts.tenant, order.id, { amount: order.total.amount, lines: [] }, refund);
    const canceled = await api.post(`/orders/${order.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
    // Another branch's order is not found.
    const other = ts.service.tenancy.createBranch(
      ts.tenant.companyId,
      { name: 'Branch two', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    expect(() =>
      orders.forRefund({ companyId: ts.tenant.companyId, branchId: other.id }, order.id),
    ).toThrow(/No order/);
  }, 60_000);
});
