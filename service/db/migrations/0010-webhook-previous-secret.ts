import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook may keep the signing secret a rotation replaced, signing next to the new one for an
 * overlap the admin picks (docs/webhooks.md, "Rotating the signing secret"): its ciphertext and
 * the end of the overlap, both NULL when no previous secret signs. Existing webhooks get NULLs:
 * nothing changes for them until they are rotated.
 */
export class WebhookPreviousSecret1764600000000 implements MigrationInterface {
  name = 'WebhookPreviousSecret1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks ADD COLUMN previous_secret_enc TEXT');
    await queryRunner.query('ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at TEXT');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE webhooks DROP COLUMN previous_secret_expires_at');
    await queryRunner.query('ALTER TABLE webhooks DROP COLUMN previous_secret_enc');
  }
}
