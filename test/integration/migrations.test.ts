/**
 * Schema migrations on a real SQLite file: a data directory written by an earlier release opens
 * with the current one, and nothing in it is lost.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { DropDeliveriesDue1764100000000 } from '../../service/db/migrations/0005-drop-deliveries-due';
import { makeDataDir } from '../support/test-service';
import { CLAIM_DUE_SQL } from '../../service/webhooks/worker';

const dirs: string[] = [];
const sources: DataSource[] = [];
afterEach(async () => {
  for (const ds of sources.splice(0)) if (ds.isInitialized) await ds.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(dir: string): Promise<DataSource> {
  const ds = await openDataSource(dir);
  sources.push(ds);
  return ds;
}

/**
 * Undoes the migrations newer than 0005 (they have their own tests), then the newest `n` of
 * 0001 to 0005.
 */
async function undo(ds: DataSource, n: number): Promise<void> {
  const newer =
    MIGRATIONS.length - 1 - MIGRATIONS.findIndex((m) => m === DropDeliveriesDue1764100000000);
  for (let i = 0; i < newer + n; i++) await ds.undoLastMigration({ transaction: 'each' });
}

/** A new data directory as a release `undone` migrations ago left it, open. */
async function olderDataDir(undone: number): Promise<{ dir: string; ds: DataSource }> {
  const dir = await makeDataDir();
  dirs.push(dir);
  const ds = await open(dir);
  await undo(ds, undone);
  return { dir, ds };
}

const TENANT = `
  INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '2026-01-01T00:00:00.000Z');
  INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');
  INSERT INTO webhooks (id, company_id, branch_id, url, events, secret_enc, status, created_at, updated_at)
    VALUES ('whk_1', 'cmp_1', 'brn_1', 'https://example.com/hook', '["product.created"]', 'x', 'active',
      '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');`;

const ATTEMPT = `INSERT INTO delivery_attempts (id, webhook_id, delivery_id, event_id, event_type,
  attempt, at, succeeded, http_status, duration_ms, request_headers, request_body)
  VALUES (?, 'whk_1', 1, ?, 'product.created', 1, '2026-01-01T10:00:00.000Z', 1, 200, 12, '{}', ?)`;

describe('0002: an attempt may read its request body from its event', () => {
  it('keeps every history row and the id sequence through the rebuild, and back', async () => {
    // A data directory as the first release left it: 0005 to 0002 undone, history rows in it.
    const older = await olderDataDir(4);
    const { dir } = older;
    let { ds } = older;
    let db = rawConnection(ds);
    const notNull = () =>
      (
        db
          .prepare(
            "SELECT \"notnull\" FROM pragma_table_info('delivery_attempts') WHERE name = 'request_body'",
          )
          .get() as {
          notnull: number;
        }
      ).notnull;
    expect(notNull()).toBe(1);
    db.exec(`${TENANT}
      INSERT INTO events VALUES ('evt_1', 'cmp_1', 'brn_1', 1, 'product.created', '2026-01-01T10:00:00.000Z', '{"id":"evt_1"}');
    `);
    db.prepare(ATTEMPT).run(7, 'evt_1', '{"id":"evt_1"}');
    db.prepare(ATTEMPT).run(9, 'evt_1', '{"id":"evt_1"}');
    db.prepare('DELETE FROM delivery_attempts WHERE id = 9').run(); // the counter stays at 9
    await ds.destroy();

    ds = await open(dir); // runs 0002 to 0005
    db = rawConnection(ds);
    expect(notNull()).toBe(0);
    expect(db.prepare('SELECT id, request_body FROM delivery_attempts').all()).toEqual([
      { id: 7, request_body: '{"id":"evt_1"}' },
    ]);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_schema WHERE tbl_name = 'delivery_attempts' AND type = 'index'",
        )
        .all(),
    ).toEqual([{ name: 'delivery_attempts_webhook' }]);
    // No id is given twice: the next one is 10, not 8.
    const next = db.prepare(ATTEMPT).run(null, 'evt_1', null).lastInsertRowid;
    expect(next).toBe(10);

    // Down again (0003's down does nothing): the NULL body is filled from the event.
    await undo(ds, 4);
    expect(notNull()).toBe(1);
    expect(db.prepare('SELECT id, request_body FROM delivery_attempts ORDER BY id').all()).toEqual([
      { id: 7, request_body: '{"id":"evt_1"}' },
      { id: 10, request_body: '{"id":"evt_1"}' },
    ]);
  });
});

describe('0003: delivered rows are deleted', () => {
  it("deletes the rows earlier releases kept as 'succeeded', and only those", async () => {
    const older = await olderDataDir(3); // 0005 to 0003 undone
    const { dir } = older;
    let { ds } = older;
    const db = rawConnection(ds);
    db.exec(TENANT);
    const insert = db.prepare(`INSERT INTO deliveries (webhook_id, event_id, event_type, state,
      attempts, next_attempt_at, created_at, updated_at)
      VALUES ('whk_1', ?, 'product.created', ?, 1, 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
    insert.run('evt_1', 'succeeded');
    insert.run('evt_2', 'pending');
    insert.run('evt_3', 'failed');
    await ds.destroy();

    ds = await open(dir);
    expect(
      rawConnection(ds).prepare('SELECT event_id, state FROM deliveries ORDER BY event_id').all(),
    ).toEqual([
      { event_id: 'evt_2', state: 'pending' },
      { event_id: 'evt_3', state: 'failed' },
    ]);
  });
});

/** The `name` column of a query's rows. */
const names = (ds: DataSource, sql: string) =>
  rawConnection(ds)
    .prepare(sql)
    .all()
    .map((r) => (r as { name: string }).name);

describe("0004: each webhook's due deliveries in due order", () => {
  const indexColumns = (ds: DataSource) =>
    names(ds, "SELECT name FROM pragma_index_info('deliveries_webhook') ORDER BY seqno");

  it('adds next_attempt_at to deliveries_webhook, and takes it out again', async () => {
    const { dir, ds } = await olderDataDir(2); // 0005 and 0004 undone
    expect(indexColumns(ds)).toEqual(['webhook_id', 'state']);
    await ds.destroy();
    const current = await open(dir);
    expect(indexColumns(current)).toEqual(['webhook_id', 'state', 'next_attempt_at']);
    await undo(current, 2);
    expect(indexColumns(current)).toEqual(['webhook_id', 'state']);
  });
});

describe('0005: no index nobody reads on deliveries', () => {
  const indexes = (ds: DataSource) =>
    names(ds, "SELECT name FROM pragma_index_list('deliveries') WHERE origin = 'c' ORDER BY name");
  const plan = (ds: DataSource, sql: string, ...params: unknown[]) =>
    rawConnection(ds)
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((r) => (r as { detail: string }).detail)
      .join('; ');

  it('drops deliveries_due; the claim still reads its range of deliveries_webhook', async () => {
    const { dir, ds } = await olderDataDir(1);
    expect(indexes(ds)).toEqual(['deliveries_due', 'deliveries_webhook']);
    await ds.destroy();
    const current = await open(dir);
    expect(indexes(current)).toEqual(['deliveries_webhook']);
    expect(plan(current, CLAIM_DUE_SQL.all, 'whk_1', 0, '[]', 4)).toMatch(
      /SEARCH d USING INDEX deliveries_webhook \(webhook_id=\? AND state=\? AND next_attempt_at<\?\)/,
    );
    await undo(current, 1);
    expect(indexes(current)).toEqual(['deliveries_due', 'deliveries_webhook']);
  });
});
