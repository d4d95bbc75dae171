/**
 * Migration 0009 (sync tokens) on a real SQLite file: rows written before it get distinct
 * change_seq values per branch, the branch's counter starts after them, and it undoes cleanly.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { ChangeSequence1764500000000 } from '../../service/db/migrations/0009-change-sequence';
import { makeDataDir } from '../support/test-service';

const dirs: string[] = [];
const sources: DataSource[] = [];
afterEach(async () => {
  for (const ds of sources.splice(0)) if (ds.isInitialized) await ds.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Undoes the newest migrations down to and including 0009 (named, so later ones do not shift it). */
async function undoTo0009(ds: DataSource): Promise<void> {
  const index = MIGRATIONS.indexOf(ChangeSequence1764500000000);
  for (let i = MIGRATIONS.length - 1; i >= index; i--) {
    await ds.undoLastMigration({ transaction: 'each' });
  }
}

async function open(dir: string): Promise<DataSource> {
  const ds = await openDataSource(dir);
  sources.push(ds);
  return ds;
}

const T = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

const ROWS = `
  INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '2026-01-01T00:00:00.000Z');
  INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');
  INSERT INTO branches VALUES ('brn_2', 'cmp_1', 'Other', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');
  INSERT INTO categories (id, company_id, branch_id, name, created_at, updated_at, json)
    VALUES ('cat_1', 'cmp_1', 'brn_1', 'C', '${T(0)}', '${T(9)}', '{}');
  INSERT INTO products (id, company_id, branch_id, sku, name, price_amount, price_currency, created_at, updated_at, deleted_at, json)
    VALUES ('prd_b', 'cmp_1', 'brn_1', 'B', 'B', 1, 'EUR', '${T(0)}', '${T(5)}', NULL, '{}'),
           ('prd_a', 'cmp_1', 'brn_1', 'A', 'A', 1, 'EUR', '${T(0)}', '${T(7)}', '${T(7)}', '{}'),
           ('prd_c', 'cmp_1', 'brn_2', 'C', 'C', 1, 'EUR', '${T(0)}', '${T(1)}', NULL, '{}');`;

describe('0009: change_seq and the per-branch change counter', () => {
  it('numbers existing rows per branch in the order of their last change, and undoes', async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    let ds = await open(dir);
    await undoTo0009(ds);
    let db = rawConnection(ds);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'change_sequences'").get()).toBe(
      undefined,
    );
    db.exec(ROWS);
    await ds.destroy();

    ds = await open(dir);
    db = rawConnection(ds);
    const seqs = (table: string) =>
      db.prepare(`SELECT id, change_seq FROM ${table} ORDER BY branch_id, change_seq`).all();
    expect(seqs('products')).toEqual([
      { id: 'prd_b', change_seq: 1 },
      { id: 'prd_a', change_seq: 2 },
      { id: 'prd_c', change_seq: 1 },
    ]);
    expect(seqs('categories')).toEqual([{ id: 'cat_1', change_seq: 3 }]);
    expect(db.prepare('SELECT * FROM change_sequences ORDER BY branch_id').all()).toEqual([
      { branch_id: 'brn_1', last_change_seq: 3, pruned_change_seq: 0 },
      { branch_id: 'brn_2', last_change_seq: 1, pruned_change_seq: 0 },
    ]);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM products WHERE branch_id = 'brn_1' AND change_seq > 1 ORDER BY change_seq, id",
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/products_branch_change/);

    await undoTo0009(ds);
    expect(
      db
        .prepare(
          "SELECT count(*) AS n FROM pragma_table_info('products') WHERE name = 'change_seq'",
        )
        .get(),
    ).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM products').get()).toEqual({ n: 3 });
  });
});
