import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders, their lines, payments and refunds (docs/api.md, "Orders"), and products' default tax
 * rates. Money columns are integer minor units in the order's currency; quantities are
 * thousandths (`*_milli`), so sums stay exact. Every table has the resource toolkit's shared
 * columns (service/resources/), except order_lines, which belong to their order and are written
 * with it (the order's `json` holds the lines as the API shows them; these rows let reports and
 * exports aggregate without parsing JSON). `business_date` is the branch-local day the sale (or
 * refund, or payment) belongs to, after the closeout hour.
 */
export class OrdersPaymentsRefunds1765100000000 implements MigrationInterface {
  name = 'OrdersPaymentsRefunds1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const shared = `
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL`;
    await queryRunner.query(`CREATE TABLE orders (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      number INTEGER NOT NULL,
      status TEXT NOT NULL,
      payment_status TEXT NOT NULL,
      source TEXT NOT NULL,
      customer_id TEXT,
      table_id TEXT,
      note TEXT,
      currency TEXT NOT NULL,
      subtotal INTEGER NOT NULL,
      discount_total INTEGER NOT NULL,
      tax_total INTEGER NOT NULL,
      total INTEGER NOT NULL,
      paid_total INTEGER NOT NULL DEFAULT 0,
      tip_total INTEGER NOT NULL DEFAULT 0,
      refunded_total INTEGER NOT NULL DEFAULT 0,
      ordered_at TEXT NOT NULL,
      business_date TEXT NOT NULL,
      completed_at TEXT,
      canceled_at TEXT,${shared}
    )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX orders_branch_number ON orders(branch_id, number)',
    );
    await queryRunner.query(
      'CREATE INDEX orders_branch_date ON orders(branch_id, business_date, id)',
    );
    await queryRunner.query(
      'CREATE INDEX orders_branch_customer ON orders(branch_id, customer_id, id) WHERE customer_id IS NOT NULL',
    );
    await queryRunner.query(
      "CREATE INDEX orders_branch_table ON orders(branch_id, table_id) WHERE table_id IS NOT NULL AND status = 'open'",
    );

    await queryRunner.query(`CREATE TABLE order_lines (
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
      total INTEGER NOT NULL,
      json TEXT NOT NULL
    )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX order_lines_order ON order_lines(order_id, position)',
    );
    await queryRunner.query(
      'CREATE INDEX order_lines_branch_product ON order_lines(branch_id, product_id) WHERE product_id IS NOT NULL',
    );

    await queryRunner.query(`CREATE TABLE payments (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      order_id TEXT NOT NULL REFERENCES orders(id),
      method TEXT NOT NULL,
      currency TEXT NOT NULL,
      amount INTEGER NOT NULL,
      tip INTEGER NOT NULL DEFAULT 0,
      tendered INTEGER,
      change_given INTEGER,
      refunded_amount INTEGER NOT NULL DEFAULT 0,
      reference TEXT,
      business_date TEXT NOT NULL,${shared}
    )`);
    await queryRunner.query('CREATE INDEX payments_order ON payments(order_id)');
    await queryRunner.query(
      'CREATE INDEX payments_branch_date ON payments(branch_id, business_date, id)',
    );

    await queryRunner.query(`CREATE TABLE refunds (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      order_id TEXT NOT NULL REFERENCES orders(id),
      payment_id TEXT REFERENCES payments(id),
      currency TEXT NOT NULL,
      amount INTEGER NOT NULL,
      tax_total INTEGER NOT NULL DEFAULT 0,
      reason TEXT,
      restock INTEGER NOT NULL DEFAULT 0,
      business_date TEXT NOT NULL,${shared}
    )`);
    await queryRunner.query('CREATE INDEX refunds_order ON refunds(order_id)');
    await queryRunner.query(
      'CREATE INDEX refunds_branch_date ON refunds(branch_id, business_date, id)',
    );

    for (const table of ['orders', 'payments', 'refunds']) {
      await queryRunner.query(`CREATE INDEX ${table}_branch ON ${table}(branch_id, id)`);
      await queryRunner.query(
        `CREATE INDEX ${table}_branch_change ON ${table}(branch_id, change_seq, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_deleted ON ${table}(deleted_at) WHERE deleted_at IS NOT NULL`,
      );
    }
    // A JSON array of tax rate ids; '[]' for none.
    await queryRunner.query(
      "ALTER TABLE products ADD COLUMN tax_rate_ids TEXT NOT NULL DEFAULT '[]'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE products DROP COLUMN tax_rate_ids');
    for (const table of ['refunds', 'payments', 'order_lines', 'orders'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
