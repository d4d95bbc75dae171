import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products gained the field `tax_rate_ids` (column added by migration 0015): the stored
 * representation of every existing product (`json`, which listings concatenate) gets it too.
 */
export class ProductTaxRatesJson1765600000000 implements MigrationInterface {
  name = 'ProductTaxRatesJson1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE products SET json = json_set(json, '$.tax_rate_ids', json(tax_rate_ids)) WHERE json_type(json, '$.tax_rate_ids') IS NULL",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE products SET json = json_remove(json, '$.tax_rate_ids')");
  }
}
