import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook may narrow its product events to categories (docs/webhooks.md, "Category
 * filter"): a JSON array of category ids, NULL when every product event of its types is sent.
 * Existing webhooks get NULL: nothing changes for them.
 */
export class WebhookCategoryFilter1764900000000 implements MigrationInterface {
  name = 'WebhookCategoryFilter1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks ADD COLUMN category_ids TEXT');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks DROP COLUMN category_ids');
  }
}
