import type { Database } from '../db/database';

/**
 * `sales_line_taxes` (migration 0019): each line's amount per tax rate, copied from the line's
 * `taxes` (as the API shows a line) when its order completes, so reports sum taxes per rate
 * from an index. Called inside the completing transaction (a SaleListeners `orderCompleted`
 * hook made in service/app.ts), so the copy commits or rolls back with the sale.
 */
export const COPY_LINE_TAXES = `INSERT OR REPLACE INTO sales_line_taxes (order_id, line_id, branch_id, tax_rate_id, amount)
  SELECT l.order_id, l.id, l.branch_id, json_extract(t.value, '$.tax_rate_id'),
         json_extract(t.value, '$.amount.amount')
    FROM order_lines l, json_each(l.json, '$.taxes') t
   WHERE l.order_id = ?`;

export function copyLineTaxes(db: Database, orderId: string): void {
  db.prepare<[string]>(COPY_LINE_TAXES).run(orderId);
}
