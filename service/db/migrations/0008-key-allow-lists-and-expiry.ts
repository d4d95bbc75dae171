import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys may be limited to addresses and ranges (`allowed_ips`: a JSON array of normalised
 * entries, NULL = any address) and may expire (`expires_at`: ISO 8601 UTC, NULL = never).
 * Both are read with the key on the authentication path, so neither needs an index.
 */
export class KeyAllowListsAndExpiry1764400000000 implements MigrationInterface {
  name = 'KeyAllowListsAndExpiry1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE api_keys ADD COLUMN allowed_ips TEXT');
    await queryRunner.query('ALTER TABLE api_keys ADD COLUMN expires_at TEXT');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE api_keys DROP COLUMN expires_at');
    await queryRunner.query('ALTER TABLE api_keys DROP COLUMN allowed_ips');
  }
}
