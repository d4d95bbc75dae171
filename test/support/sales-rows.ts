import type BetterSqlite3 from 'better-sqlite3';
import { newId } from '../../service/util/ids';

/**
 * Orders, lines, payments and refunds inserted straight into the 0015 tables, as the migration
 * defines them (for export tests and the bench, which need many rows fast). Each order has one
 * line and one card payment; every 10th a refund.
 */
export interface SeedOptions {
  companyId: string;
  branchId: string;
  count: number;
  /** Business days, cycled through. */
  dates: string[];
  /** The note of order i (default null). */
  note?: (i: number) => string | null;
  /** First order number (numbers are unique per branch). */
  firstNumber?: number;
  /** Orders only: no lines, payments or refunds (the bench's orders export reads none). */
  ordersOnly?: boolean;
}

export function seedSales(db: BetterSqlite3.Database, o: SeedOptions): { orderIds: string[] } {
  const now = new Date().toISOString();
  const order = db.prepare(
    `INSERT INTO orders (id, company_id, branch_id, number, status, payment_status, source, customer_id, table_id, note,
       currency, subtotal, discount_total, tax_total, total, paid_total, tip_total, refunded_total, ordered_at,
       business_date, completed_at, canceled_at, version, created_at, updated_at, deleted_at, change_seq, json)
     VALUES (?, ?, ?, ?, 'completed', ?, 'pos', NULL, NULL, ?, 'EUR', ?, 0, ?, ?, ?, 0, ?, ?, ?, ?, NULL, 1, ?, ?, NULL, 0, '{}')`,
  );
  const line = db.prepare(
    `INSERT INTO order_lines (id, order_id, company_id, branch_id, position, product_id, category_id, sku, name,
       quantity_milli, refunded_quantity_milli, unit_price, subtotal, discount_total, tax_total, total)
     VALUES (?, ?, ?, ?, 1, NULL, NULL, 'SKU-1', ?, 1500, 0, ?, ?, 0, ?, ?)`,
  );
  const payment = db.prepare(
    `INSERT INTO payments (id, company_id, branch_id, order_id, method, currency, amount, tip, tendered, change_given,
       refunded_amount, reference, business_date, version, created_at, updated_at, deleted_at, change_seq, json)
     VALUES (?, ?, ?, ?, 'card', 'EUR', ?, 0, NULL, NULL, ?, NULL, ?, 1, ?, ?, NULL, 0, '{}')`,
  );
  const refund = db.prepare(
    `INSERT INTO refunds (id, company_id, branch_id, order_id, payment_id, currency, amount, tax_total, reason, restock,
       business_date, version, created_at, updated_at, deleted_at, change_seq, json)
     VALUES (?, ?, ?, ?, ?, 'EUR', ?, 0, 'Damaged', 0, ?, 1, ?, ?, NULL, 0, '{}')`,
  );
  const orderIds: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < o.count; i++) {
      const id = newId('ord');
      const date = o.dates[i % o.dates.length]!;
      const total = 1000 + (i % 5000);
      const tax = Math.round(total / 6);
      const refunded = i % 10 === 0 ? 100 : 0;
      order.run(
        id,
        o.companyId,
        o.branchId,
        (o.firstNumber ?? 1) + i,
        refunded ? 'partially_refunded' : 'paid',
        o.note?.(i) ?? null,
        total - tax,
        tax,
        total,
        total,
        refunded,
        `${date}T12:00:00.000Z`,
        date,
        `${date}T12:05:00.000Z`,
        now,
        now,
      );
      orderIds.push(id);
      if (o.ordersOnly) continue;
      line.run(
        newId('oli'),
        id,
        o.companyId,
        o.branchId,
        `Item ${i}`,
        total,
        total - tax,
        tax,
        total,
      );
      const payId = newId('pay');
      payment.run(payId, o.companyId, o.branchId, id, total, refunded, date, now, now);
      if (refunded)
        refund.run(newId('ref'), o.companyId, o.branchId, id, payId, refunded, date, now, now);
    }
  })();
  return { orderIds };
}
