import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users get a `version` (checked by If-Match) like webhooks and API keys. A trigger raises it
 * when a column the open API shows changes, or `updated_at`, which every account change writes
 * (branch access lives in user_branches, and its setter touches only `updated_at` here). Sign-in
 * and its bookkeeping (last_login_at, failed sign-ins, lock, TOTP steps) leave it alone.
 */
const WATCHED =
  'username, display_name, role, disabled, totp_enabled, setup_code_hash, deleted_at, updated_at';

export class UserVersions1766200000000 implements MigrationInterface {
  name = 'UserVersions1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN version INTEGER NOT NULL DEFAULT 1');
    await queryRunner.query(
      `CREATE TRIGGER users_version AFTER UPDATE OF ${WATCHED} ON users
       BEGIN UPDATE users SET version = OLD.version + 1 WHERE id = NEW.id; END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER users_version');
    await queryRunner.query('ALTER TABLE users DROP COLUMN version');
  }
}
