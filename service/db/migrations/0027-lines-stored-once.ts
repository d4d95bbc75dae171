import type BetterSqlite3 from 'better-sqlite3';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const LINE_COLUMNS = `id, order_id, company_id, branch_id, position, product_id, category_id, sku, name,
  quantity_milli, refunded_quantity_milli, unit_price, subtotal, discount_total, tax_total, total`;

const orderLines = (table: string, json: string) => `CREATE TABLE ${table} (
  id TEXT PRIMARY KEY NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders(id),
  company_id TEXT NOT NULL REFERENCES companies(id),
  branch_id TEXT NOT NULL REFERENCES branches(id),
  position INTEGER NOT NULL,
  product_id TEXT,
  category_id TEXT,
  sku TEXT,
  name TEXT NOT NULL,
  quantity_milli INTEGER NOT NULL,
  refunded_quantity_milli INTEGER NOT NULL DEFAULT 0,
  unit_price INTEGER NOT NULL,
  subtotal INTEGER NOT NULL,
  discount_total INTEGER NOT NULL,
  tax_total INTEGER NOT NULL,
  total INTEGER NOT NULL${json}
)`;

const lineTaxes = (table: string, lineReference: string) => `CREATE TABLE ${table} (
  order_id TEXT NOT NULL REFERENCES orders(id),
  line_id TEXT NOT NULL${lineReference},
  branch_id TEXT NOT NULL REFERENCES branches(id),
  tax_rate_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (order_id, line_id, tax_rate_id)
) WITHOUT ROWID`;

const LINE_INDEXES = [
  'CREATE UNIQUE INDEX order_lines_order ON order_lines(order_id, position)',
  'CREATE INDEX order_lines_order_quantity ON order_lines(order_id, quantity_milli)',
];
const BRANCH_PRODUCT =
  'CREATE INDEX order_lines_branch_product ON order_lines(branch_id, product_id) WHERE product_id IS NOT NULL';

/**
 * Each fact of a sale stored once (docs/reliability.md, "What a sale stores"):
 * - `order_lines.json` goes: the order's `json` already holds each line as the API shows it
 *   (at `lines[position]`), and the rows' columns are what reports, stock and exports read;
 * - `sales_line_taxes` loses its reference to `order_lines(id)` and the index on `line_id` that
 *   the reference needed: its rows are copied from a line when the order completes, after which
 *   the line is never deleted, so the check only cost every line deletion an index search;
 * - `payments_order` goes: `payments_order_method` starts with the same column;
 * - `order_lines_branch_product` goes: every query reaches lines through their order, a
 *   product filter included, so no plan used it.
 * Both tables are rewritten (rows keep their rowid), since a dropped column leaves its pages
 * as full as before; the freed pages go back to the file system at once.
 */
export class LinesStoredOnce1766300000000 implements MigrationInterface {
  name = 'LinesStoredOnce1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The line taxes first: while they reference order_lines, that table cannot be dropped.
    await queryRunner.query(lineTaxes('sales_line_taxes_new', ''));
    await queryRunner.query('INSERT INTO sales_line_taxes_new SELECT * FROM sales_line_taxes');
    await queryRunner.query('DROP TABLE sales_line_taxes');
    await queryRunner.query('ALTER TABLE sales_line_taxes_new RENAME TO sales_line_taxes');

    await queryRunner.query(orderLines('order_lines_new', ''));
    await queryRunner.query(
      `INSERT INTO order_lines_new (rowid, ${LINE_COLUMNS}) SELECT rowid, ${LINE_COLUMNS} FROM order_lines`,
    );
    await queryRunner.query('DROP TABLE order_lines');
    await queryRunner.query('ALTER TABLE order_lines_new RENAME TO order_lines');
    for (const sql of LINE_INDEXES) await queryRunner.query(sql);

    await queryRunner.query('DROP INDEX payments_order');
    // exec, not a prepared statement: a statement's step hands back one page, exec all of them.
    const driver = queryRunner.connection.driver as unknown as {
      databaseConnection: BetterSqlite3.Database;
    };
    driver.databaseConnection.exec('PRAGMA incremental_vacuum');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX payments_order ON payments(order_id)');

    await queryRunner.query(orderLines('order_lines_old', ',\n  json TEXT NOT NULL'));
    await queryRunner.query(
      `INSERT INTO order_lines_old (rowid, ${LINE_COLUMNS}, json)
         SELECT l.rowid, ${LINE_COLUMNS.replace(/(\w+)/g, 'l.$1')},
                coalesce(json_extract(o.json, '$.lines[' || l.position || ']'), '{}')
           FROM order_lines l JOIN orders o ON o.id = l.order_id`,
    );
    await queryRunner.query('DROP TABLE order_lines');
    await queryRunner.query('ALTER TABLE order_lines_old RENAME TO order_lines');
    for (const sql of [...LINE_INDEXES, BRANCH_PRODUCT]) await queryRunner.query(sql);

    await queryRunner.query(lineTaxes('sales_line_taxes_old', ' REFERENCES order_lines(id)'));
    await queryRunner.query('INSERT INTO sales_line_taxes_old SELECT * FROM sales_line_taxes');
    await queryRunner.query('DROP TABLE sales_line_taxes');
    await queryRunner.query('ALTER TABLE sales_line_taxes_old RENAME TO sales_line_taxes');
    await queryRunner.query('CREATE INDEX sales_line_taxes_line ON sales_line_taxes(line_id)');
  }
}
