import { validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import { ID_PATTERN } from '../util/ids';
import { ChangeCounter } from './change-counter';
import { invalidToken, type ListScope, type ListTokens } from './list-tokens';
import {
  decodeSyncToken,
  encodeSyncToken,
  syncTokenExpired,
  type SyncResource,
} from './sync-token';

/**
 * A cursor's position (signed and bound to its list by list-tokens.ts). Both kinds carry the
 * change counter's value when the walk started, which its last page hands out as the sync
 * token. A walk without sync_token is ordered by id (time-sortable): rows that change during it
 * keep their place and rows created during it come after, so it sees every row exactly once.
 * A walk with a seek filter (a date range) is ordered by that column, then id (`key`). A walk
 * with sync_token is ordered by change (`seq`, then id).
 */
export type Cursor =
  | { kind: 'walk'; start: number; lastId: string; key?: string }
  | { kind: 'sync'; start: number; seq: number; lastId: string };

/** The signed text of a cursor of the list of `scope` (walkScope or syncScope). */
export const encodeCursor = (tokens: ListTokens, scope: ListScope, c: Cursor): string =>
  tokens.seal(
    'cursor',
    scope,
    c.kind === 'sync'
      ? ['s', c.start, c.seq, c.lastId]
      : c.key === undefined
        ? ['w', c.start, c.lastId]
        : ['k', c.start, c.lastId, c.key],
  );

const NOT_A_CURSOR = 'The cursor is not valid: pass next_cursor unchanged.';

const isCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isId = (id: unknown): id is string => typeof id === 'string' && ID_PATTERN.test(id);

/** The cursor's position; `last` is the branch's change counter now (a cursor is never ahead). */
function decodeCursor(tokens: ListTokens, cursor: string, scope: ListScope, last: number): Cursor {
  const [mark, start, a, b, c] = tokens.open('cursor', cursor, scope);
  if (!isCount(start)) throw invalidToken('cursor', NOT_A_CURSOR);
  if (start > last)
    throw invalidToken(
      'cursor',
      "This cursor is ahead of this branch's changes, as after a restore from an older backup: start the walk again without cursor.",
    );
  if (mark === 's' && isCount(a) && a <= start && isId(b) && c === undefined)
    return { kind: 'sync', start, seq: a, lastId: b };
  if (mark === 'w' && isId(a) && b === undefined) return { kind: 'walk', start, lastId: a };
  if (mark === 'k' && isId(a) && typeof b === 'string' && c === undefined)
    return { kind: 'walk', start, lastId: a, key: b };
  throw invalidToken('cursor', NOT_A_CURSOR);
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
  /** Signs and reads this page's cursors and sync tokens. */
  tokens: ListTokens;
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

/** Declares a listing (its name is the one its cursors and sync tokens are bound to). */
export function defineListing(listing: Listing): Listing {
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
    return query.syncToken === undefined
      ? walkPage(db, listing, query, filters, counter.last)
      : syncPage(db, listing, { ...query, syncToken: query.syncToken }, filters, counter);
  });
}

const cursorOf = (query: CursorPageQuery, scope: ListScope, last: number) =>
  query.cursor === undefined || query.cursor === ''
    ? undefined
    : decodeCursor(query.tokens, query.cursor, scope, last);

const syncScopeOf = (listing: Listing, query: Pick<CursorPageQuery, 'branchId' | 'partition'>) => ({
  branchId: query.branchId,
  resource: listing.resource,
  ...(query.partition ? { partition: query.partition.value } : {}),
});

/** What a walk's cursors are bound to: the list, the branch and every filter with its values. */
export const walkScope = (
  listing: Listing,
  query: Omit<CursorPageQuery, 'tokens' | 'limit'>,
  filters: Filter[],
): ListScope => ({
  resource: listing.resource,
  branchId: query.branchId,
  mode: 'walk without sync_token',
  filters: [
    query.partition?.value ?? null,
    query.includeDeleted ?? false,
    query.updatedSince ?? null,
    ...filters.map((f) => [f.param, f.values]),
  ],
});

/** What a sync's cursors are bound to: the list, the branch and the token it started from. */
export const syncScope = (
  listing: Listing,
  query: Pick<CursorPageQuery, 'branchId' | 'partition'>,
  since: number,
): ListScope => ({
  resource: listing.resource,
  branchId: query.branchId,
  mode: 'walk with sync_token',
  filters: [query.partition?.value ?? null, 'since', since],
});

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
): string {
  const scope = walkScope(listing, query, filters);
  const cursor = cursorOf(query, scope, last);
  if (cursor && cursor.kind !== 'walk') throw invalidToken('cursor', NOT_A_CURSOR);
  const start = cursor ? cursor.start : last;
  const seek = filters.find((f) => f.seek !== undefined)?.seek;
  if (cursor && (cursor.key !== undefined) !== (seek !== undefined))
    throw invalidToken('cursor', NOT_A_CURSOR);
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
    (i) =>
      encodeCursor(query.tokens, scope, {
        kind: 'walk',
        start,
        lastId: rows[i]!.id,
        key: rows[i]!.key,
      }),
    () => (complete ? encodeSyncToken(query.tokens, syncScopeOf(listing, query), start) : null),
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
  const since = decodeSyncToken(query.tokens, query.syncToken, syncScopeOf(listing, query));
  if (since > counter.last) throw syncTokenExpired('ahead');
  // A sync's cursor is bound to its token too: it continues that sync and no other.
  const scope = syncScope(listing, query, since);
  const cursor = cursorOf(query, scope, counter.last);
  if (cursor && cursor.kind !== 'sync') throw invalidToken('cursor', NOT_A_CURSOR);
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
    (i) =>
      encodeCursor(query.tokens, scope, {
        kind: 'sync',
        start,
        seq: rows[i]!.change_seq,
        lastId: rows[i]!.id,
      }),
    () => encodeSyncToken(query.tokens, syncScopeOf(listing, query), start),
  );
}
