import { validationError } from '../../shared/errors';
import { type Database, LIMIT_PARAM, TEXT_PARAM } from '../db/database';
import { ID_PATTERN } from '../util/ids';

/**
 * Opaque cursors: the last id seen, versioned and base64url-encoded. Listings are ordered
 * by id (time-sortable), so rows that change during a walk keep their place and rows
 * created during it come after: a full walk sees every row exactly once.
 */
export function encodeCursor(lastId: string): string {
  return Buffer.from(`c1:${lastId}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string {
  if (cursor === undefined || cursor === '') return '';
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith('c1:') ? text.slice(3) : '';
  if (!ID_PATTERN.test(id)) {
    throw validationError([
      {
        path: 'cursor',
        message: 'The cursor is not valid: pass next_cursor from the previous page unchanged.',
      },
    ]);
  }
  return id;
}

/** `{data, has_more, next_cursor}` built from stored JSON rows without re-serializing them. */
export function pageBody(rows: readonly { id: string; json: string }[], limit: number): string {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const next = hasMore ? JSON.stringify(encodeCursor(page[page.length - 1]!.id)) : 'null';
  let data = '';
  for (let i = 0; i < page.length; i++) data += (i ? ',' : '') + page[i]!.json;
  return `{"data":[${data}],"has_more":${hasMore},"next_cursor":${next}}`;
}

/** What every listing takes. Tombstones are left out unless `includeDeleted`. */
export interface CursorPageQuery {
  branchId: string;
  limit: number;
  cursor?: string;
  updatedSince?: string;
  includeDeleted?: boolean;
}

/**
 * One page of a branch's rows after the cursor, ordered by id, as a ready body: the part every
 * listing shares. `json` is the SQL expression of a row's JSON; each filter is a condition and
 * its parameters.
 */
export function cursorPageBody(
  db: Database,
  from: { table: 'products' | 'categories'; json: string },
  query: CursorPageQuery,
  filters: [condition: string, ...params: unknown[]][] = [],
): string {
  const where = [`branch_id = ${TEXT_PARAM}`, 'id > ?'];
  const params: unknown[] = [query.branchId, decodeCursor(query.cursor)];
  if (!query.includeDeleted) where.push('deleted_at IS NULL');
  if (query.updatedSince) {
    where.push('updated_at >= ?');
    params.push(query.updatedSince);
  }
  for (const [condition, ...values] of filters) {
    where.push(condition);
    params.push(...values);
  }
  params.push(query.limit + 1);
  const rows = db
    .prepare<unknown[], { id: string; json: string }>(
      `SELECT id, ${from.json} AS json FROM ${from.table} WHERE ${where.join(' AND ')} ORDER BY id LIMIT ${LIMIT_PARAM}`,
    )
    .all(...params);
  return pageBody(rows, query.limit);
}
