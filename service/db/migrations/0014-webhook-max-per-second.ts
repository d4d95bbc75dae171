import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook may cap its deliveries per second (docs/webhooks.md, "Throttle"): 1 to 1000, NULL
 * for no cap. Existing webhooks get NULL: nothing changes for them.
 */
export class WebhookMaxPerSecond1765000000000 implements MigrationInterface {
  name = 'WebhookMaxPerSecond1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks ADD COLUMN max_per_second INTEGER');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks DROP COLUMN max_per_second');
  }
}
