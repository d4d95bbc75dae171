import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks and API keys get a `version` (their ETag, checked by If-Match) like every other
 * resource. A trigger raises it when a column the caller sees changes, so every writer (the
 * routes, the console, the delivery worker disabling a failing webhook) keeps it right, while
 * bookkeeping columns (failure counters, usage counts) leave it alone.
 */
const WATCHED: Record<string, string> = {
  webhooks:
    'url, description, events, category_ids, max_per_second, secret_enc, status, disabled_reason',
  api_keys: 'name, description, scopes, status, secret_hash, public_key, allowed_ips, expires_at',
};

export class AdminVersions1765800000000 implements MigrationInterface {
  name = 'AdminVersions1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(WATCHED)) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN version INTEGER NOT NULL DEFAULT 1`);
      await queryRunner.query(
        `CREATE TRIGGER ${table}_version AFTER UPDATE OF ${columns} ON ${table}
         BEGIN UPDATE ${table} SET version = OLD.version + 1 WHERE id = NEW.id; END`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of Object.keys(WATCHED)) {
      await queryRunner.query(`DROP TRIGGER ${table}_version`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN version`);
    }
  }
}
