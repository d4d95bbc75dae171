import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivered row is deleted when its attempt is recorded (the history row is the record of
 * it); the rows earlier releases kept as `state = 'succeeded'` go too, so `deliveries` holds
 * only what is still owed (pending) or given up (failed). The CHECK still admits 'succeeded':
 * changing it would rebuild the table for nothing. Not undone by `down` (nothing reads them).
 */
export class DeliveredRowsDeleted1763900000000 implements MigrationInterface {
  name = 'DeliveredRowsDeleted1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM deliveries WHERE state = 'succeeded'");
  }

  async down(): Promise<void> {
    // The deleted rows carried nothing the history rows do not.
  }
}
