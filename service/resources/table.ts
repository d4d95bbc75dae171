import type { Database } from '../db/database';
import type { StoredRow } from './resource';

/**
 * The SQL every resource table shares: read one row of a branch, insert a row, and save a row
 * at the version it was read at. A table's repository module (service/catalog/<table>-repository.ts)
 * adds its own queries next to these, so each table's SQL lives in one place.
 */
export interface RowTable<Row extends StoredRow> {
  /** The row of the branch with this id, tombstone or not. */
  find(id: string, branchId: string): Row | undefined;
  insert(row: Row): void;
  /** Writes every column but the identity ones where the version is still `expectedVersion`; false when it was not. */
  save(row: Row, expectedVersion: number): boolean;
}

const FIXED = ['id', 'company_id', 'branch_id', 'created_at'];

export function rowTable<Row extends StoredRow>(
  db: Database,
  table: string,
  columns: readonly string[],
): RowTable<Row> {
  const select = `SELECT * FROM ${table} WHERE id = ? AND branch_id = ?`;
  const insert = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  const save = `UPDATE ${table} SET ${columns
    .filter((c) => !FIXED.includes(c))
    .map((c) => `${c} = @${c}`)
    .join(', ')} WHERE id = @id AND version = @expected_version`;
  return {
    find: (id, branchId) => db.prepare<[string, string], Row>(select).get(id, branchId),
    insert: (row) => void db.prepare(insert).run(row),
    save: (row, expectedVersion) =>
      db.prepare(save).run({ ...row, expected_version: expectedVersion }).changes === 1,
  };
}
