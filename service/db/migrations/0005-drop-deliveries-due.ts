import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `deliveries_due` (state, next_attempt_at) is read by no query since the worker claims webhook
 * by webhook through `deliveries_webhook` (0004); every fan-out insert and every settled
 * delivery still paid an entry in it, which about doubled the cost of deleting a delivered row
 * (`node test/bench/delete-cost.mjs`).
 */
export class DropDeliveriesDue1764100000000 implements MigrationInterface {
  name = 'DropDeliveriesDue1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX deliveries_due');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX deliveries_due ON deliveries(state, next_attempt_at)');
  }
}
