import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trusted CA certificates belong to a company: `trusted_cas` gains `company_id`, and a
 * certificate is unique per (company_id, fingerprint). They were installation-wide, so an
 * Admin of one company could trust a CA that then vouched for every company's receivers.
 *
 * Existing rows are copied to every company: each company keeps trusting what the
 * installation trusted, so no LAN receiver that worked stops working at the upgrade; an
 * Admin removes the copies their company does not need. Going down keeps one row per
 * fingerprint (the oldest).
 *
 * SQLite cannot drop the old UNIQUE(fingerprint) in place, so the table is rebuilt (a handful
 * of rows).
 */
export class TrustedCasPerCompany1764300000000 implements MigrationInterface {
  name = 'TrustedCasPerCompany1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trusted_cas_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        company_id TEXT NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        fingerprint TEXT NOT NULL,
        subject TEXT NOT NULL,
        pem TEXT NOT NULL,
        added_at TEXT NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO trusted_cas_next (company_id, fingerprint, subject, pem, added_at)
      SELECT c.id, t.fingerprint, t.subject, t.pem, t.added_at
      FROM trusted_cas t CROSS JOIN companies c ORDER BY t.id, c.id`);
    await queryRunner.query('DROP TABLE trusted_cas');
    await queryRunner.query('ALTER TABLE trusted_cas_next RENAME TO trusted_cas');
    await queryRunner.query(
      'CREATE UNIQUE INDEX trusted_cas_company ON trusted_cas(company_id, fingerprint)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trusted_cas_prev (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        fingerprint TEXT NOT NULL UNIQUE,
        subject TEXT NOT NULL,
        pem TEXT NOT NULL,
        added_at TEXT NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO trusted_cas_prev (fingerprint, subject, pem, added_at)
      SELECT fingerprint, subject, pem, added_at FROM trusted_cas
      WHERE id IN (SELECT min(id) FROM trusted_cas GROUP BY fingerprint) ORDER BY id`);
    await queryRunner.query('DROP TABLE trusted_cas');
    await queryRunner.query('ALTER TABLE trusted_cas_prev RENAME TO trusted_cas');
  }
}
