/**
 * Completed orders written straight into the tables of migration 0015, and the order and
 * payment sides a RefundService needs, over those rows: a stand-in for OrderService and the
 * payments module in the RefundService's own tests, so the refund rules run against real SQLite.
 */
import type { Database } from '../../service/db/database';
import type { BranchContext } from '../../service/resources/context';
import { notFound } from '../../service/resources/context';
import type { RefundOrders, RefundPayments } from '../../service/sales/refunds';
import type { RefundableOrder } from '../../service/sales/refund-figures';
import {
  calculateOrder,
  type LineFigures,
  type OrderRequest,
  type TaxRate,
} from '../../service/sales/totals';
import { newId } from '../../service/util/ids';

export interface FixtureOrder {
  id: string;
  lineIds: string[];
  paymentIds: string[];
  total: number;
}

const milli = (q: number) => Math.round(q * 1000);

/**
 * A completed order priced by the totals module, paid by `payments` (default: one payment of the
 * total), with its lines and payments rows.
 */
export function insertCompletedOrder(
  db: Database,
  ctx: BranchContext,
  order: OrderRequest,
  options: {
    rates?: TaxRate[];
    products?: { id: string; name: string; sku: string; price: number }[];
    payments?: number[];
    status?: string;
  } = {},
): FixtureOrder {
  const figures = calculateOrder({
    currency: 'EUR',
    order,
    products: new Map(
      (options.products ?? []).map((p) => [
        p.id,
        { ...p, price: { amount: p.price, currency: 'EUR' }, tax_rate_ids: [] },
      ]),
    ),
    taxRates: new Map((options.rates ?? []).map((r) => [r.id, r])),
  });
  const payments = options.payments ?? [figures.total.amount];
  const paid = payments.reduce((a, b) => a + b, 0);
  const id = newId('ord');
  const now = new Date().toISOString();
  const lineIds: string[] = [];
  const paymentIds: string[] = [];
  db.tx(() => {
    const number =
      (
        db
          .prepare('SELECT coalesce(max(number), 0) AS n FROM orders WHERE branch_id = ?')
          .get(ctx.branchId) as { n: number }
      ).n + 1;
    db.prepare(
      `INSERT INTO orders (id, company_id, branch_id, number, status, payment_status, source, currency,
         subtotal, discount_total, tax_total, total, paid_total, ordered_at, business_date, completed_at,
         version, created_at, updated_at, json)
       VALUES (?, ?, ?, ?, ?, ?, 'api', 'EUR', ?, ?, ?, ?, ?, ?, '2026-11-21', ?, 1, ?, ?, '{}')`,
    ).run(
      id,
      ctx.companyId,
      ctx.branchId,
      number,
      options.status ?? 'completed',
      paid >= figures.total.amount ? 'paid' : 'partially_paid',
      figures.subtotal.amount,
      figures.discount_total.amount,
      figures.tax_total.amount,
      figures.total.amount,
      paid,
      now,
      now,
      now,
      now,
    );
    figures.lines.forEach((line, position) => {
      const lineId = newId('oli');
      lineIds.push(lineId);
      db.prepare(
        `INSERT INTO order_lines (id, order_id, company_id, branch_id, position, product_id, sku, name,
           quantity_milli, unit_price, subtotal, discount_total, tax_total, total, json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        lineId,
        id,
        ctx.companyId,
        ctx.branchId,
        position,
        line.product_id,
        line.sku,
        line.name,
        milli(line.quantity),
        line.unit_price.amount,
        line.subtotal.amount,
        line.discount_total.amount,
        line.tax_total.amount,
        line.total.amount,
        JSON.stringify(line),
      );
    });
    for (const amount of payments) {
      const paymentId = newId('pay');
      paymentIds.push(paymentId);
      db.prepare(
        `INSERT INTO payments (id, company_id, branch_id, order_id, method, currency, amount, business_date,
           version, created_at, updated_at, json)
         VALUES (?, ?, ?, ?, 'card', 'EUR', ?, '2026-11-21', 1, ?, ?, '{}')`,
      ).run(paymentId, ctx.companyId, ctx.branchId, id, amount, now, now);
    }
  });
  return { id, lineIds, paymentIds, total: figures.total.amount };
}

interface OrderRow {
  id: string;
  company_id: string;
  status: string;
  currency: string;
  total: number;
  tax_total: number;
  paid_total: number;
  refunded_total: number;
  version: number;
}

/** The order side of a refund over the fixture's rows. */
export function fixtureOrders(db: Database): RefundOrders {
  const find = (ctx: BranchContext, orderId: string): OrderRow => {
    const row = db
      .prepare('SELECT * FROM orders WHERE id = ? AND branch_id = ?')
      .get(orderId, ctx.branchId) as OrderRow | undefined;
    if (!row || row.company_id !== ctx.companyId) throw notFound('order', orderId);
    return row;
  };
  return {
    forRefund(ctx, orderId): RefundableOrder {
      const row = find(ctx, orderId);
      const lines = db
        .prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position')
        .all(orderId) as {
        id: string;
        product_id: string | null;
        refunded_quantity_milli: number;
        json: string;
      }[];
      return {
        id: row.id,
        status: row.status,
        currency: row.currency,
        total: row.total,
        tax_total: row.tax_total,
        paid_total: row.paid_total,
        refunded_total: row.refunded_total,
        lines: lines.map((l) => ({
          id: l.id,
          product_id: l.product_id,
          figures: JSON.parse(l.json) as LineFigures,
          refunded_quantity: l.refunded_quantity_milli / 1000,
        })),
      };
    },
    applyRefund(ctx, orderId, refund) {
      const row = find(ctx, orderId);
      const refunded = row.refunded_total + refund.amount;
      db.prepare(
        'UPDATE orders SET refunded_total = ?, payment_status = ?, version = version + 1 WHERE id = ?',
      ).run(refunded, refunded >= row.paid_total ? 'refunded' : 'partially_refunded', orderId);
      for (const line of refund.lines) {
        db.prepare(
          'UPDATE order_lines SET refunded_quantity_milli = refunded_quantity_milli + ? WHERE id = ?',
        ).run(milli(line.quantity), line.line_id);
      }
      return find(ctx, orderId);
    },
  };
}

/** The payment side of a refund over the fixture's rows. */
export function fixturePayments(db: Database): RefundPayments {
  return {
    forRefund(ctx, paymentId) {
      const row = db
        .prepare(
          'SELECT id, order_id, amount, refunded_amount FROM payments WHERE id = ? AND branch_id = ? AND company_id = ?',
        )
        .get(paymentId, ctx.branchId, ctx.companyId) as
        { id: string; order_id: string; amount: number; refunded_amount: number } | undefined;
      if (!row) throw notFound('payment', paymentId);
      return row;
    },
    applyRefund(_ctx, paymentId, amount) {
      db.prepare('UPDATE payments SET refunded_amount = refunded_amount + ? WHERE id = ?').run(
        amount,
        paymentId,
      );
    },
  };
}
