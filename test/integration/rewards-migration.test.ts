/**
 * Migration 0016 on a real SQLite file: a data directory from before the loyalty program opens
 * with it, the tables hold their two guards (one earn entry per order, no negative balance),
 * and it can be undone.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { Rewards1765200000000 } from '../../service/db/migrations/0016-rewards';
import { makeDataDir } from '../support/test-service';

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

/** Undoes the migrations from the newest down to and including 0016. */
async function undoRewards(ds: DataSource): Promise<void> {
  for (let i = MIGRATIONS.length - 1; i >= MIGRATIONS.indexOf(Rewards1765200000000); i--)
    await ds.undoLastMigration({ transaction: 'each' });
}

const tables = (ds: DataSource) =>
  (
    rawConnection(ds)
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('rewards', 'loyalty_entries', 'redemptions') ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);

const ENTRY = `INSERT INTO loyalty_entries (id, company_id, branch_id, customer_id, kind, points, balance,
  order_id, created_at, updated_at, json) VALUES (?, 'cmp_1', 'brn_1', 'cus_1', ?, ?, ?, ?, 't', 't', '{}')`;

describe('0016: the loyalty program', () => {
  it('adds rewards, loyalty_entries and redemptions with their guards, and takes them out again', async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    const before = await open(dir);
    await undoRewards(before);
    expect(tables(before)).toEqual([]);
    rawConnection(before).exec(`
      INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '2026-01-01T00:00:00.000Z');
      INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');`);
    await before.destroy();

    const current = await open(dir);
    expect(tables(current)).toEqual(['loyalty_entries', 'redemptions', 'rewards']);
    const sql = rawConnection(current);
    sql.prepare(ENTRY).run('lle_1', 'earn', 10, 10, 'ord_1');
    expect(() => sql.prepare(ENTRY).run('lle_2', 'earn', 10, 20, 'ord_1')).toThrow(/UNIQUE/);
    expect(() => sql.prepare(ENTRY).run('lle_3', 'adjust', -11, -1, null)).toThrow(/CHECK/);
    sql.prepare(ENTRY).run('lle_4', 'reverse', -10, 0, 'ord_1');

    await undoRewards(current);
    expect(tables(current)).toEqual([]);
  });
});
