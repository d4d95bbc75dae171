import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery worker claims each webhook's due rows in due order (worker.ts, `claim`):
 * `deliveries_webhook` gains `next_attempt_at`, so that read is a short range of the index
 * however many rows other webhooks owe. It was (webhook_id, state); every query that used it
 * still finds that prefix.
 */
export class DeliveriesDueByWebhook1764000000000 implements MigrationInterface {
  name = 'DeliveriesDueByWebhook1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX deliveries_webhook');
    await queryRunner.query(
      'CREATE INDEX deliveries_webhook ON deliveries(webhook_id, state, next_attempt_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX deliveries_webhook');
    await queryRunner.query('CREATE INDEX deliveries_webhook ON deliveries(webhook_id, state)');
  }
}
