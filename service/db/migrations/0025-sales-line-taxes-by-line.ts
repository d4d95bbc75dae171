import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `sales_line_taxes.line_id` references `order_lines(id)`, so each order line deleted (an open
 * order's lines replaced, a reward taking its discount) looks for rows naming it; without an
 * index on the column that was a scan of every line tax of the installation, longer with each
 * completed sale.
 */
export class SalesLineTaxesByLine1766100000000 implements MigrationInterface {
  name = 'SalesLineTaxesByLine1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX sales_line_taxes_line ON sales_line_taxes(line_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX sales_line_taxes_line');
  }
}
