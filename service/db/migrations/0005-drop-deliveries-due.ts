import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `deliveries_due` (state, next_attempt_at) is read by no query since the worker claims webhook
 * by webhook through `deliveries_webhook` (0004); every fan-out insert and every settled
 * delivery still paid an entry in it. Deleting a delivered row took 3.1 µs with it and 1.6
 * without (`node test/bench/delete-cost.mjs`, docs/performance.md, "Eighth session").
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
