import { validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import { ID_PATTERN } from '../util/ids';
import { ChangeCounter } from './change-counter';
import {
  decodeSyncToken,
  encodeSyncToken,
  registerSyncResource,
  syncTokenExpired,
  type SyncResource,
} from './sync-token';

/**
 * Opaque cursors, base64url-encoded text. Both kinds carry the change counter's value when the
 * walk started, which its last page hands out as the sync token. A walk without sync_token is
 * ordered by id (time-sortable): rows that change during it keep their place and rows created
 * during it come after, so it sees every row exactly once (`c2:<start>:<last id>`). A walk with
 * a seek filter (a date range) is ordered by that column, then id (`k2:<start>:<key>:<last id>`).
 * A walk with sync_token is ordered by change (`s2:<start>:<last change_seq>:<last id>`).
 */
type Cursor =
  | { kind: 'walk'; start: number; lastId: string; key?: string }
  | { kind: 'sync'; start: number; seq: number; lastId: string };

const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(
    cursor.kind === 'sync'
      ? `s2:${cursor.start}:${cursor.seq}:${cursor.lastId}`
      : cursor.key === undefined
        ? `c2:${cursor.start}:${cursor.lastId}`
        : `k2:${cursor.start}:${Buffer.from(cursor.key).toString('base64url')}:${cursor.lastId}`,
  ).toString('base64url');

const badCursor = (message: string) => validationError([{ path: 'cursor', message }]);
const NOT_A_CURSOR = 'The cursor is not valid: pass next_cursor from the previous page unchanged.';

/** The cursor's position; `last` is the branch's change counter now (a cursor is never ahead). */
function decodeCursor(cursor: string, last: number): Cursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const keyed = /^k2:(\d{1,15}):([\w-]{0,200}):(.*)$/.exec(text);
  if (keyed) {
    const start = Number(keyed[1]);
    if (start > last || !ID_PATTERN.test(keyed[3]!)) throw badCursor(NOT_A_CURSOR);
    const key = Buffer.from(keyed[2]!, 'base64url').toString('utf8');
    return { kind: 'walk', start, lastId: keyed[3]!, key };
  }
  // c1 (before sync tokens) carried only the id: the walk's start is unknown, so it is taken
  // as 0 and the next sync returns every row (safe, only more).
  const m = /^(?:c1:|c2:(\d{1,15}):|s2:(\d{1,15}):(\d{1,15}):)(.*)$/.exec(text);
  if (!m || !ID_PATTERN.test(m[4]!)) throw badCursor(NOT_A_CURSOR);
  if (m[2] !== undefined) {
    const start = Number(m[2]);
    const seq = Number(m[3]);
    if (start > last || seq > start) throw badCursor(NOT_A_CURSOR);
    return { kind: 'sync', start, seq, lastId: m[4]! };
  }
  const start = m[1] === undefined ? 0 : Number(m[1]);
  if (start > last) throw badCursor(NOT_A_CURSOR);
  return { kind: 'walk', start, lastId: m[4]! };
}

/** `{data, has_more, next_cursor, next_sync_token}` built from stored JSON rows without re-serializing them. */
export function pageBody(
  rows: readonly { json: string }[],
  limit: number,
  nextCursor: (lastOnPage: number) => string,
  syncToken: () => string | null,
): string {
  const hasMore = rows.length > limit;
  const count = hasMore ? limit : rows.length;
  const next = hasMore ? JSON.stringify(nextCursor(count - 1)) : 'null';
  const token = hasMore ? null : syncToken();
  let data = '';
  for (let i = 0; i < count; i++) data += (i ? ',' : '') + rows[i]!.json;
  return `{"data":[${data}],"has_more":${hasMore},"next_cursor":${next},"next_sync_token":${token === null ? 'null' : JSON.stringify(token)}}`;
}

/** What every listing takes. Tombstones are left out unless `includeDeleted` (or `syncToken`). */
export interface CursorPageQuery {
  branchId: string;
  limit: number;
  cursor?: string;
  updatedSince?: string;
  includeDeleted?: boolean;
  /** Only the rows changed after this token, tombstones included, in change order. */
  syncToken?: string;
  /**
   * A list that belongs to one row (a customer's ledger): `column = value` on every page and
   * sync, and part of the sync token (unlike a filter, it does not make the list partial).
   */
  partition?: { column: string; value: string };
}

/** A listing: its name (for tokens), table, the SQL of a row's JSON and of "the row is listed". */
export interface Listing {
  resource: SyncResource;
  table: string;
  json: string;
  /** Left out with include_deleted and in syncs, where unlisted rows come as tombstones. */
  listed: string;
}

/** Declares a listing: its name becomes one a sync token may name. */
export function defineListing(listing: Listing): Listing {
  registerSyncResource(listing.resource);
  return listing;
}

/** A content filter (`q`, `category_id`, `parent_id`): its query parameter, condition and values. */
export interface Filter {
  param: string;
  condition: string;
  values: unknown[];
  /**
   * A range filter on this column (indexed with branch_id, the column and id): a walk with it is
   * ordered by the column, then id, so it reads only the range instead of every row before it.
   */
  seek?: string;
}

interface Row {
  id: string;
  change_seq: number;
  json: string;
  key?: string;
}

/**
 * One page of a listing as a ready body: the part every listing shares. Read on one snapshot,
 * so the change counter and the rows agree.
 *
 * The last page hands out `next_sync_token`: the counter's value when the walk started, never
 * when it ended. A row changed during the walk behind its position (or beyond its end) then has
 * a larger change_seq, so the next sync returns it instead of losing it.
 */
export function cursorPageBody(
  db: Database,
  listing: Listing,
  query: CursorPageQuery,
  filters: Filter[] = [],
): string {
  return db.read(() => {
    const counter = new ChangeCounter(db).read(query.branchId);
    const cursor =
      query.cursor === undefined || query.cursor === ''
        ? undefined
        : decodeCursor(query.cursor, counter.last);
    return query.syncToken === undefined
      ? walkPage(db, listing, query, filters, counter.last, cursor)
      : syncPage(db, listing, { ...query, syncToken: query.syncToken }, filters, counter, cursor);
  });
}

/**
 * Without sync_token: the branch's rows after the cursor by id. Only walks without content
 * filters or updated_since hand out a token (it promises a complete copy).
 */
function walkPage(
  db: Database,
  listing: Listing,
  query: CursorPageQuery,
  filters: Filter[],
  last: number,
  cursor: Cursor | undefined,
): string {
  if (cursor && cursor.kind !== 'walk')
    throw badCursor('This cursor is from a walk with sync_token: send the sync_token with it.');
  const start = cursor ? cursor.start : last;
  const seek = filters.find((f) => f.seek !== undefined)?.seek;
  if (cursor && (cursor.key !== undefined) !== (seek !== undefined))
    throw badCursor(
      'This cursor is from a walk with other filters: send the same filters with it.',
    );
  const where = [`branch_id = ?`];
  const params: unknown[] = [query.branchId];
  if (seek === undefined) {
    where.push('id > ?');
    params.push(cursor?.lastId ?? '');
  } else if (cursor) {
    where.push(`(${seek}, id) > (?, ?)`);
    params.push(cursor.key, cursor.lastId);
  }
  if (query.partition) {
    where.push(`${query.partition.column} = ?`);
    params.push(query.partition.value);
  }
  if (!query.includeDeleted) where.push(listing.listed);
  if (query.updatedSince !== undefined) {
    where.push('updated_at >= ?');
    params.push(query.updatedSince);
  }
  for (const filter of filters) {
    where.push(filter.condition);
    params.push(...filter.values);
  }
  params.push(query.limit + 1);
  const rows = db
    .prepare<unknown[], Row>(
      `SELECT id, ${listing.json} AS json${seek ? `, ${seek} AS key` : ''} FROM ${listing.table}
       WHERE ${where.join(' AND ')} ORDER BY ${seek ? `${seek}, ` : ''}id LIMIT ?`,
    )
    .all(...params);
  const complete = query.updatedSince === undefined && filters.length === 0;
  return pageBody(
    rows,
    query.limit,
    (i) => encodeCursor({ kind: 'walk', start, lastId: rows[i]!.id, key: rows[i]!.key }),
    () =>
      complete
        ? encodeSyncToken(query.branchId, listing.resource, start, query.partition?.value)
        : null,
  );
}

/**
 * With sync_token: the rows whose change_seq is after the token's and at most the walk's start,
 * tombstones included, in change order. The bound makes the walk end however fast others
 * write: what changes meanwhile is the next sync's.
 */
function syncPage(
  db: Database,
  listing: Listing,
  query: CursorPageQuery & { syncToken: string },
  filters: Filter[],
  counter: { last: number; pruned: number },
  cursor: Cursor | undefined,
): string {
  const conflicts = [
    ...(query.updatedSince !== undefined ? ['updated_since'] : []),
    ...filters.map((f) => f.param),
  ];
  if (conflicts.length)
    throw validationError([
      {
        path: 'sync_token',
        message: `sync_token returns every change of the list and cannot be combined with ${conflicts.join(', ')}.`,
      },
    ]);
  const since = decodeSyncToken(query.syncToken, {
    branchId: query.branchId,
    resource: listing.resource,
    ...(query.partition ? { partition: query.partition.value } : {}),
  });
  if (since > counter.last) throw syncTokenExpired('ahead');
  if (cursor && cursor.kind !== 'sync')
    throw badCursor('This cursor is from a walk without sync_token: start the sync again.');
  // Deletions after the position were pruned: they can no longer be returned.
  if ((cursor?.seq ?? since) < counter.pruned) throw syncTokenExpired('pruned');
  const start = cursor ? cursor.start : counter.last;
  // A row value, so that SQLite seeks (branch_id, change_seq, id) instead of scanning from the
  // branch's first change, as an OR of the two conditions does.
  // On the first page, (since, U+FFFF) comes after every row of change `since` (ids are ASCII).
  const part = query.partition;
  const rows = db
    .prepare<unknown[], Row>(
      `SELECT id, change_seq, ${listing.json} AS json FROM ${listing.table}
       WHERE branch_id = ?${part ? ` AND ${part.column} = ?` : ''}
       AND (change_seq, id) > (?, ?) AND change_seq <= ?
       ORDER BY change_seq, id LIMIT ?`,
    )
    .all(
      query.branchId,
      ...(part ? [part.value] : []),
      cursor?.seq ?? since,
      cursor?.lastId ?? '\uffff',
      start,
      query.limit + 1,
    );
  return pageBody(
    rows,
    query.limit,
    (i) => encodeCursor({ kind: 'sync', start, seq: rows[i]!.change_seq, lastId: rows[i]!.id }),
    () => encodeSyncToken(query.branchId, listing.resource, start, part?.value),
  );
}
