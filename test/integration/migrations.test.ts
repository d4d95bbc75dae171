/**
 * Schema migrations on a real SQLite file: a data directory written by an earlier release opens
 * with the current one, and nothing in it is lost.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { AttemptBodyFromEvent1763800000000 } from '../../service/db/migrations/0002-attempt-body-from-event';
import { DeliveredRowsDeleted1763900000000 } from '../../service/db/migrations/0003-delivered-rows-deleted';
import { DeliveriesDueByWebhook1764000000000 } from '../../service/db/migrations/0004-deliveries-due-by-webhook';
import { DropDeliveriesDue1764100000000 } from '../../service/db/migrations/0005-drop-deliveries-due';
import { TrustedCasPerCompany1764300000000 } from '../../service/db/migrations/0007-trusted-cas-per-company';
import { KeyAllowListsAndExpiry1764400000000 } from '../../service/db/migrations/0008-key-allow-lists-and-expiry';
import { WebhookPreviousSecret1764600000000 } from '../../service/db/migrations/0010-webhook-previous-secret';
import { SalesLineTaxesByLine1766100000000 } from '../../service/db/migrations/0025-sales-line-taxes-by-line';
import { UserVersions1766200000000 } from '../../service/db/migrations/0026-user-versions';
import { LinesStoredOnce1766300000000 } from '../../service/db/migrations/0027-lines-stored-once';
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

type Migration = (typeof MIGRATIONS)[number];

/**
 * Undoes the newest migrations down to and including `migration`: named rather than counted, so
 * a later migration does not shift the tests.
 */
async function undo(ds: DataSource, migration: Migration): Promise<void> {
  const index = MIGRATIONS.indexOf(migration);
  for (let i = MIGRATIONS.length - 1; i >= index; i--) {
    await ds.undoLastMigration({ transaction: 'each' });
  }
}

/** A new data directory as the release before `migration` left it, open. */
async function olderDataDir(migration: Migration): Promise<{ dir: string; ds: DataSource }> {
  const dir = await makeDataDir();
  dirs.push(dir);
  const ds = await open(dir);
  await undo(ds, migration);
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
    const older = await olderDataDir(AttemptBodyFromEvent1763800000000);
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
    await undo(ds, AttemptBodyFromEvent1763800000000);
    expect(notNull()).toBe(1);
    expect(db.prepare('SELECT id, request_body FROM delivery_attempts ORDER BY id').all()).toEqual([
      { id: 7, request_body: '{"id":"evt_1"}' },
      { id: 10, request_body: '{"id":"evt_1"}' },
    ]);
  });
});

describe('0003: delivered rows are deleted', () => {
  it("deletes the rows earlier releases kept as 'succeeded', and only those", async () => {
    const older = await olderDataDir(DeliveredRowsDeleted1763900000000);
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
    const { dir, ds } = await olderDataDir(DeliveriesDueByWebhook1764000000000);
    expect(indexColumns(ds)).toEqual(['webhook_id', 'state']);
    await ds.destroy();
    const current = await open(dir);
    expect(indexColumns(current)).toEqual(['webhook_id', 'state', 'next_attempt_at']);
    await undo(current, DeliveriesDueByWebhook1764000000000);
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
    const { dir, ds } = await olderDataDir(DropDeliveriesDue1764100000000);
    expect(indexes(ds)).toEqual(['deliveries_due', 'deliveries_webhook']);
    await ds.destroy();
    const current = await open(dir);
    expect(indexes(current)).toEqual(['deliveries_webhook']);
    expect(plan(current, CLAIM_DUE_SQL.all, 'whk_1', 0, '[]', 4)).toMatch(
      /SEARCH d USING INDEX deliveries_webhook \(webhook_id=\? AND state=\? AND next_attempt_at<\?\)/,
    );
    await undo(current, DropDeliveriesDue1764100000000);
    expect(indexes(current)).toEqual(['deliveries_due', 'deliveries_webhook']);
  });
});

describe('0007: trusted CA certificates belong to a company', () => {
  const CA = `INSERT INTO trusted_cas (fingerprint, subject, pem, added_at)
    VALUES (?, ?, 'PEM', '2026-01-01T00:00:00.000Z')`;

  it('copies each CA the installation trusted to every company, unique per company, and back', async () => {
    const older = await olderDataDir(TrustedCasPerCompany1764300000000);
    const { dir } = older;
    let db = rawConnection(older.ds);
    db.exec(TENANT);
    db.exec(
      "INSERT INTO companies VALUES ('cmp_2', 'Other', 'retail', '2026-01-01T00:00:00.000Z')",
    );
    db.prepare(CA).run('aa', 'CN=One');
    db.prepare(CA).run('bb', 'CN=Two');
    await older.ds.destroy();

    const current = await open(dir);
    db = rawConnection(current);
    expect(
      db.prepare('SELECT company_id, fingerprint, subject FROM trusted_cas ORDER BY id').all(),
    ).toEqual([
      { company_id: 'cmp_1', fingerprint: 'aa', subject: 'CN=One' },
      { company_id: 'cmp_2', fingerprint: 'aa', subject: 'CN=One' },
      { company_id: 'cmp_1', fingerprint: 'bb', subject: 'CN=Two' },
      { company_id: 'cmp_2', fingerprint: 'bb', subject: 'CN=Two' },
    ]);
    const insert =
      db.prepare(`INSERT INTO trusted_cas (company_id, fingerprint, subject, pem, added_at)
      VALUES (?, ?, 'CN=One', 'PEM', '2026-01-02T00:00:00.000Z')`);
    expect(() => insert.run('cmp_1', 'aa')).toThrow(/UNIQUE/);

    await undo(current, TrustedCasPerCompany1764300000000);
    expect(
      rawConnection(current).prepare('SELECT fingerprint FROM trusted_cas ORDER BY id').all(),
    ).toEqual([{ fingerprint: 'aa' }, { fingerprint: 'bb' }]);
  });
});

describe('0008: API keys may carry an IP allow-list and an expiry', () => {
  const columns = (ds: DataSource) =>
    names(ds, "SELECT name FROM pragma_table_info('api_keys') ORDER BY cid");

  it('adds allowed_ips and expires_at (NULL: any address, never) to existing keys, and back', async () => {
    const { dir, ds } = await olderDataDir(KeyAllowListsAndExpiry1764400000000);
    expect(columns(ds)).not.toContain('allowed_ips');
    rawConnection(ds).exec(`${TENANT}
      INSERT INTO api_keys (id, company_id, branch_id, name, public_key, secret_hash, secret_enc,
        scopes, status, created_at, updated_at, secret_rotated_at)
      VALUES ('key_1', 'cmp_1', 'brn_1', 'ERP', 'pk_1', 'h', 'e', '[]', 'active',
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');`);
    await ds.destroy();
    const current = await open(dir);
    expect(columns(current)).toEqual(expect.arrayContaining(['allowed_ips', 'expires_at']));
    expect(
      rawConnection(current).prepare('SELECT name, allowed_ips, expires_at FROM api_keys').all(),
    ).toEqual([{ name: 'ERP', allowed_ips: null, expires_at: null }]);
    await undo(current, KeyAllowListsAndExpiry1764400000000);
    expect(columns(current)).not.toContain('expires_at');
    expect(rawConnection(current).prepare('SELECT name FROM api_keys').all()).toEqual([
      { name: 'ERP' },
    ]);
  });
});

describe('0010: a webhook may keep the secret a rotation replaced', () => {
  const columns = (ds: DataSource) =>
    names(ds, "SELECT name FROM pragma_table_info('webhooks') ORDER BY cid");

  it('adds previous_secret_enc and previous_secret_expires_at (NULL: none signs), and back', async () => {
    const { dir, ds } = await olderDataDir(WebhookPreviousSecret1764600000000);
    expect(columns(ds)).not.toContain('previous_secret_enc');
    rawConnection(ds).exec(TENANT);
    await ds.destroy();
    const current = await open(dir);
    expect(columns(current)).toEqual(
      expect.arrayContaining(['previous_secret_enc', 'previous_secret_expires_at']),
    );
    expect(
      rawConnection(current)
        .prepare('SELECT id, previous_secret_enc, previous_secret_expires_at FROM webhooks')
        .all(),
    ).toEqual([{ id: 'whk_1', previous_secret_enc: null, previous_secret_expires_at: null }]);
    await undo(current, WebhookPreviousSecret1764600000000);
    expect(columns(current)).not.toContain('previous_secret_enc');
    expect(rawConnection(current).prepare('SELECT id FROM webhooks').all()).toEqual([
      { id: 'whk_1' },
    ]);
  });
});

describe('0025: an order line finds its taxes by index', () => {
  const plan = (ds: DataSource) =>
    (
      rawConnection(ds)
        .prepare('EXPLAIN QUERY PLAN DELETE FROM order_lines WHERE order_id = ?')
        .all('ord_x') as { detail: string }[]
    )
      .map((r) => r.detail)
      .join(' | ');

  it('deleting lines searches their taxes by line, where before it scanned every line tax', async () => {
    const older = await olderDataDir(SalesLineTaxesByLine1766100000000);
    expect(plan(older.ds)).toMatch(/SCAN sales_line_taxes/);
    await older.ds.destroy();
    const ds = await open(older.dir);
    await undo(ds, LinesStoredOnce1766300000000);
    expect(plan(ds)).toMatch(
      /SEARCH sales_line_taxes USING INDEX sales_line_taxes_line \(line_id=\?\)/,
    );
  });
});

describe('0026: users have a version', () => {
  const USER = `INSERT INTO users (id, username, display_name, password_hash, role, created_at, updated_at)
    VALUES ('usr_1', 'maria', 'Maria', 'h', 'cashier', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`;
  const version = (ds: DataSource) =>
    (rawConnection(ds).prepare('SELECT version FROM users').get() as { version: number }).version;

  it('starts existing users at 1; a change raises it, a sign-in does not; and back', async () => {
    const { dir, ds } = await olderDataDir(UserVersions1766200000000);
    rawConnection(ds).exec(USER);
    await ds.destroy();
    const current = await open(dir);
    const sql = rawConnection(current);
    expect(version(current)).toBe(1);
    sql.exec("UPDATE users SET last_login_at = '2026-01-02T00:00:00.000Z', failed_logins = 0");
    sql.exec('UPDATE users SET failed_logins = 3, locked_until = 1, totp_last_step = 9');
    expect(version(current)).toBe(1);
    sql.exec("UPDATE users SET display_name = 'Maria K'");
    sql.exec("UPDATE users SET updated_at = '2026-01-03T00:00:00.000Z'");
    expect(version(current)).toBe(3);
    await undo(current, UserVersions1766200000000);
    expect(names(current, "SELECT name FROM pragma_table_info('users')")).not.toContain('version');
    expect(names(current, "SELECT name FROM sqlite_master WHERE type = 'trigger'")).not.toContain(
      'users_version',
    );
  });
});

describe('0027: each fact of a sale stored once', () => {
  const T = '2026-05-01T10:00:00.000Z';
  const line = (id: string, position: number, quantity: number, tax: number) =>
    `{"id":"${id}","name":"Line ${position}","quantity":${quantity},"taxes":[{"tax_rate_id":"tax_A","amount":{"amount":${tax},"currency":"EUR"}}],"refunded_quantity":0}`;
  const LINES = [line('oli_1', 0, 2, 40), line('oli_2', 1, 1.5, 25)];
  const SALE = `
    INSERT INTO orders (id, company_id, branch_id, number, status, payment_status, source, currency, subtotal,
      discount_total, tax_total, total, ordered_at, business_date, created_at, updated_at, json)
    VALUES ('ord_1', 'cmp_1', 'brn_1', 1, 'completed', 'paid', 'pos', 'EUR', 500, 0, 65, 500, '${T}',
      '2026-05-01', '${T}', '${T}', '{"id":"ord_1","lines":[${LINES.join(',')}]}');
    INSERT INTO order_lines (id, order_id, company_id, branch_id, position, name, quantity_milli, unit_price,
      subtotal, discount_total, tax_total, total, json)
    VALUES ('oli_1', 'ord_1', 'cmp_1', 'brn_1', 0, 'Line 0', 2000, 150, 300, 0, 40, 300, '${LINES[0]}'),
           ('oli_2', 'ord_1', 'cmp_1', 'brn_1', 1, 'Line 1', 1500, 133, 200, 0, 25, 200, '${LINES[1]}');
    INSERT INTO payments (id, company_id, branch_id, order_id, method, currency, amount, business_date,
      created_at, updated_at, json)
    VALUES ('pay_1', 'cmp_1', 'brn_1', 'ord_1', 'card', 'EUR', 500, '2026-05-01', '${T}', '${T}', '{}');
    INSERT INTO sales_line_taxes VALUES ('ord_1', 'oli_1', 'brn_1', 'tax_A', 40), ('ord_1', 'oli_2', 'brn_1', 'tax_A', 25);`;
  const schema = (ds: DataSource) =>
    (
      rawConnection(ds)
        .prepare(
          "SELECT name FROM sqlite_schema WHERE tbl_name IN ('order_lines', 'payments', 'sales_line_taxes') ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((r) => r.name);
  const rows = (ds: DataSource) =>
    rawConnection(ds).prepare('SELECT rowid, * FROM order_lines ORDER BY rowid').all() as Record<
      string,
      unknown
    >[];

  it('drops the lines’ json, the line reference of their taxes and two indexes, hands the pages back, and back', async () => {
    const older = await olderDataDir(LinesStoredOnce1766300000000);
    rawConnection(older.ds).exec(TENANT + SALE);
    const before = rows(older.ds);
    const beforeSchema = schema(older.ds);
    await older.ds.destroy();

    const ds = await open(older.dir);
    const db = rawConnection(ds);
    expect(rows(ds)).toEqual(before.map(({ json: _json, ...rest }) => rest));
    expect(db.prepare('SELECT * FROM sales_line_taxes ORDER BY line_id').all()).toEqual([
      { order_id: 'ord_1', line_id: 'oli_1', branch_id: 'brn_1', tax_rate_id: 'tax_A', amount: 40 },
      { order_id: 'ord_1', line_id: 'oli_2', branch_id: 'brn_1', tax_rate_id: 'tax_A', amount: 25 },
    ]);
    expect(db.pragma('foreign_key_list(sales_line_taxes)')).not.toContainEqual(
      expect.objectContaining({ table: 'order_lines' }),
    );
    expect(beforeSchema.filter((n) => !schema(ds).includes(n))).toEqual([
      'order_lines_branch_product',
      'payments_order',
      'sales_line_taxes_line',
    ]);
    expect(db.pragma('freelist_count', { simple: true })).toBe(0);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const deletePlan = db
      .prepare('EXPLAIN QUERY PLAN DELETE FROM order_lines WHERE order_id = ?')
      .all('ord_1') as { detail: string }[];
    expect(deletePlan.map((r) => r.detail).join(' | ')).not.toMatch(/sales_line_taxes/);

    await undo(ds, LinesStoredOnce1766300000000);
    expect(rows(ds)).toEqual(before);
    expect(schema(ds)).toEqual(beforeSchema);
  });
});
