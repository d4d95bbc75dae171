import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Branch tax rates and customers (docs/api.md, `/tax-rates` and `/customers`): resource tables
 * with the shared columns (service/resources/), listed by id, synced by change_seq. A
 * customer's email and phone are unique among the branch's live customers.
 */
export class TaxRatesAndCustomers1764700000000 implements MigrationInterface {
  name = 'TaxRatesAndCustomers1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE tax_rates (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      rate_bps INTEGER NOT NULL,
      mode TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL
    )`);
    await queryRunner.query(`CREATE TABLE customers (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      email TEXT,
      phone TEXT,
      code TEXT,
      note TEXT,
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL
    )`);
    for (const table of ['tax_rates', 'customers']) {
      await queryRunner.query(`CREATE INDEX ${table}_branch ON ${table}(branch_id, id)`);
      await queryRunner.query(
        `CREATE INDEX ${table}_branch_change ON ${table}(branch_id, change_seq, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_deleted ON ${table}(deleted_at) WHERE deleted_at IS NOT NULL`,
      );
    }
    await queryRunner.query(
      'CREATE UNIQUE INDEX customers_branch_email ON customers(branch_id, email) WHERE deleted_at IS NULL AND email IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX customers_branch_phone ON customers(branch_id, phone) WHERE deleted_at IS NULL AND phone IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX customers_branch_code ON customers(branch_id, code)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE customers');
    await queryRunner.query('DROP TABLE tax_rates');
  }
}
