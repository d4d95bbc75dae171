import type { Database } from '../db/database';

/**
 * The reports' own tables (migration 0019), written when an order completes, inside the
 * completing transaction (a SaleListeners `orderCompleted` hook made in service/app.ts), so they
 * commit or roll back with the sale:
 * - `sales_line_taxes`: each line's amount per tax rate, copied from the line's `taxes` (as the
 *   API shows a line), so reports sum taxes per rate from an index, not each line's JSON;
 * - `sales_daily`, `sales_daily_taxes`, `sales_daily_payments`: the business date's sums, to
 *   which the order is added. A completed order never changes again (its lines, discounts and
 *   payments move only while it is open; refunds are read from their own table).
 */
const COPY_LINE_TAXES = `INSERT OR REPLACE INTO sales_line_taxes (order_id, line_id, branch_id, tax_rate_id, amount)
  SELECT o.id, json_extract(l.value, '$.id'), o.branch_id, json_extract(t.value, '$.tax_rate_id'),
         json_extract(t.value, '$.amount.amount')
    FROM orders o, json_each(o.json, '$.lines') l, json_each(l.value, '$.taxes') t
   WHERE o.id = ?`;

/** Each statement adds the orders matching `where` (one order, or all of a branch) to the days. */
const addToDays = (where: string) => [
  `INSERT INTO sales_daily (branch_id, business_date, orders, items_milli, gross, discounts, tax, total)
     SELECT o.branch_id, o.business_date, count(*),
            sum((SELECT coalesce(sum(l.quantity_milli), 0) FROM order_lines l WHERE l.order_id = o.id)),
            sum(o.subtotal), sum(o.discount_total), sum(o.tax_total), sum(o.total)
       FROM orders o WHERE ${where} AND o.status = 'completed' GROUP BY o.branch_id, o.business_date
   ON CONFLICT (branch_id, business_date) DO UPDATE SET
     orders = orders + excluded.orders, items_milli = items_milli + excluded.items_milli,
     gross = gross + excluded.gross, discounts = discounts + excluded.discounts,
     tax = tax + excluded.tax, total = total + excluded.total`,
  `INSERT INTO sales_daily_taxes (branch_id, business_date, tax_rate_id, amount)
     SELECT o.branch_id, o.business_date, t.tax_rate_id, sum(t.amount)
       FROM orders o JOIN sales_line_taxes t ON t.order_id = o.id
      WHERE ${where} AND o.status = 'completed' GROUP BY o.branch_id, o.business_date, t.tax_rate_id
   ON CONFLICT (branch_id, business_date, tax_rate_id) DO UPDATE SET amount = amount + excluded.amount`,
  `INSERT INTO sales_daily_payments (branch_id, business_date, method, amount)
     SELECT o.branch_id, o.business_date, p.method, sum(p.amount)
       FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE ${where} AND o.status = 'completed' GROUP BY o.branch_id, o.business_date, p.method
   ON CONFLICT (branch_id, business_date, method) DO UPDATE SET amount = amount + excluded.amount`,
];

const ADD_ORDER = addToDays('o.id = ?');
const ADD_BRANCH = addToDays('o.branch_id = ?');

/** An order that has just completed: its line taxes, and its figures added to its day. */
export function recordCompletedOrder(db: Database, orderId: string): void {
  db.prepare<[string]>(COPY_LINE_TAXES).run(orderId);
  for (const sql of ADD_ORDER) db.prepare<[string]>(sql).run(orderId);
}

/**
 * A branch's daily sums made again from its completed orders and `sales_line_taxes` (the bench
 * seeder and tests, which write the sales tables directly).
 */
export function rebuildDailySums(db: Database, branchId: string): void {
  db.tx(() => {
    for (const table of ['sales_daily', 'sales_daily_taxes', 'sales_daily_payments'])
      db.prepare<[string]>(`DELETE FROM ${table} WHERE branch_id = ?`).run(branchId);
    for (const sql of ADD_BRANCH) db.prepare<[string]>(sql).run(branchId);
  });
}
