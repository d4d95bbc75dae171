import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the sales reports read besides migration 0015's tables (docs/api.md, "Reports"):
 * - `custom_reports`: saved report definitions (a resource with the toolkit's shared columns;
 *   dimensions, metrics and filters as JSON text).
 * - `sales_line_taxes`: each completed order line's amount per tax rate, copied from the line's
 *   `taxes` when the order completes (service/reports/summaries.ts), so a report sums taxes per
 *   rate from an index instead of parsing every line's JSON. Orders completed before this
 *   migration are copied here.
 * - Covering indexes for the report queries: completed orders by business date with their
 *   figures, each order's item quantities, each order's payments by method.
 */
/** The daily sums of every completed order so far (this migration's own copy of the SQL). */
const DAILY_BACKFILL = [
  `INSERT INTO sales_daily (branch_id, business_date, orders, items_milli, gross, discounts, tax, total)
     SELECT o.branch_id, o.business_date, count(*),
            sum((SELECT coalesce(sum(l.quantity_milli), 0) FROM order_lines l WHERE l.order_id = o.id)),
            sum(o.subtotal), sum(o.discount_total), sum(o.tax_total), sum(o.total)
       FROM orders o WHERE o.status = 'completed' GROUP BY o.branch_id, o.business_date`,
  `INSERT INTO sales_daily_taxes (branch_id, business_date, tax_rate_id, amount)
     SELECT o.branch_id, o.business_date, t.tax_rate_id, sum(t.amount)
       FROM orders o JOIN sales_line_taxes t ON t.order_id = o.id
      WHERE o.status = 'completed' GROUP BY o.branch_id, o.business_date, t.tax_rate_id`,
  `INSERT INTO sales_daily_payments (branch_id, business_date, method, amount)
     SELECT o.branch_id, o.business_date, p.method, sum(p.amount)
       FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE o.status = 'completed' GROUP BY o.branch_id, o.business_date, p.method`,
];

export class SalesSummaries1765500000000 implements MigrationInterface {
  name = 'SalesSummaries1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE custom_reports (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      dimensions TEXT NOT NULL,
      metrics TEXT NOT NULL,
      filters TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL
    )`);
    await queryRunner.query('CREATE INDEX custom_reports_branch ON custom_reports(branch_id, id)');
    await queryRunner.query(
      'CREATE INDEX custom_reports_branch_change ON custom_reports(branch_id, change_seq, id)',
    );
    await queryRunner.query(
      'CREATE INDEX custom_reports_deleted ON custom_reports(deleted_at) WHERE deleted_at IS NOT NULL',
    );

    await queryRunner.query(`CREATE TABLE sales_line_taxes (
      order_id TEXT NOT NULL REFERENCES orders(id),
      line_id TEXT NOT NULL REFERENCES order_lines(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      tax_rate_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      PRIMARY KEY (order_id, line_id, tax_rate_id)
    ) WITHOUT ROWID`);
    await queryRunner.query(`INSERT INTO sales_line_taxes (order_id, line_id, branch_id, tax_rate_id, amount)
      SELECT l.order_id, l.id, l.branch_id, json_extract(t.value, '$.tax_rate_id'),
             json_extract(t.value, '$.amount.amount')
        FROM orders o JOIN order_lines l ON l.order_id = o.id, json_each(l.json, '$.taxes') t
       WHERE o.status = 'completed'`);

    await queryRunner.query(`CREATE TABLE sales_daily (
      branch_id TEXT NOT NULL REFERENCES branches(id),
      business_date TEXT NOT NULL,
      orders INTEGER NOT NULL,
      items_milli INTEGER NOT NULL,
      gross INTEGER NOT NULL,
      discounts INTEGER NOT NULL,
      tax INTEGER NOT NULL,
      total INTEGER NOT NULL,
      PRIMARY KEY (branch_id, business_date)
    ) WITHOUT ROWID`);
    await queryRunner.query(`CREATE TABLE sales_daily_taxes (
      branch_id TEXT NOT NULL REFERENCES branches(id),
      business_date TEXT NOT NULL,
      tax_rate_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      PRIMARY KEY (branch_id, business_date, tax_rate_id)
    ) WITHOUT ROWID`);
    await queryRunner.query(`CREATE TABLE sales_daily_payments (
      branch_id TEXT NOT NULL REFERENCES branches(id),
      business_date TEXT NOT NULL,
      method TEXT NOT NULL,
      amount INTEGER NOT NULL,
      PRIMARY KEY (branch_id, business_date, method)
    ) WITHOUT ROWID`);
    for (const sql of DAILY_BACKFILL) await queryRunner.query(sql);

    await queryRunner.query(
      `CREATE INDEX orders_completed_by_date ON orders(branch_id, business_date, id, subtotal, discount_total, tax_total, total)
        WHERE status = 'completed'`,
    );
    await queryRunner.query(
      'CREATE INDEX order_lines_order_quantity ON order_lines(order_id, quantity_milli)',
    );
    await queryRunner.query(
      'CREATE INDEX payments_order_method ON payments(order_id, method, amount)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'payments_order_method',
      'order_lines_order_quantity',
      'orders_completed_by_date',
    ])
      await queryRunner.query(`DROP INDEX ${index}`);
    for (const table of [
      'sales_daily_payments',
      'sales_daily_taxes',
      'sales_daily',
      'sales_line_taxes',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query('DROP TABLE custom_reports');
  }
}
