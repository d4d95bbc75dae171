import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An attempt's request body may be NULL: "the body of the event `event_id`, as `events` holds
 * it". A catalog event's body is the same bytes for each of its webhooks and each attempt, and
 * it was half of every history row (the history rows were most of what a delivery wrote). The
 * worker stores NULL only when the event row holds exactly the body it sent; the history query
 * reads the event's copy; EventLog.prune copies it into the row before the event is deleted.
 * Pings (no event row) keep their own copy.
 *
 * SQLite cannot drop a NOT NULL constraint in place, so the table is rebuilt (at most the last
 * 100 attempts per webhook).
 */
const COLUMNS = `id, webhook_id, delivery_id, event_id, event_type, attempt, at, succeeded,
  http_status, error_kind, error_message, duration_ms, request_headers, request_body,
  response_headers, response_body, next_attempt_at`;

const table = (name: string, requestBody: string): string => `
CREATE TABLE ${name} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  delivery_id INTEGER,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  succeeded INTEGER NOT NULL,
  http_status INTEGER,
  error_kind TEXT,
  error_message TEXT,
  duration_ms INTEGER NOT NULL,
  request_headers TEXT NOT NULL,
  request_body ${requestBody},
  response_headers TEXT,
  response_body TEXT,
  next_attempt_at INTEGER
)`;

async function rebuild(queryRunner: QueryRunner, requestBody: string): Promise<void> {
  await queryRunner.query(table('delivery_attempts_next', requestBody));
  await queryRunner.query(
    `INSERT INTO delivery_attempts_next (${COLUMNS}) SELECT ${COLUMNS} FROM delivery_attempts`,
  );
  // The AUTOINCREMENT counter goes on from the old table's (it may be past the highest id
  // kept), so no id is ever given twice; renaming moves it with the table.
  await queryRunner.query("DELETE FROM sqlite_sequence WHERE name = 'delivery_attempts_next'");
  await queryRunner.query(
    `INSERT INTO sqlite_sequence (name, seq)
     SELECT 'delivery_attempts_next', seq FROM sqlite_sequence WHERE name = 'delivery_attempts'`,
  );
  await queryRunner.query('DROP TABLE delivery_attempts');
  await queryRunner.query('ALTER TABLE delivery_attempts_next RENAME TO delivery_attempts');
  await queryRunner.query(
    'CREATE INDEX delivery_attempts_webhook ON delivery_attempts(webhook_id, id)',
  );
}

export class AttemptBodyFromEvent1763800000000 implements MigrationInterface {
  name = 'AttemptBodyFromEvent1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, 'TEXT');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE delivery_attempts
       SET request_body = coalesce((SELECT body FROM events WHERE id = event_id), '')
       WHERE request_body IS NULL`,
    );
    await rebuild(queryRunner, 'TEXT NOT NULL');
  }
}
