import type { FastifyRequest } from 'fastify';

/**
 * Keyed cursor paging for the admin lists (webhooks, API keys, exports, schedules and their
 * runs): rows in list order, newest first, and a page is the rows after the cursor's key, so a
 * row added or removed between pages neither repeats nor hides another one.
 */

export interface KeyedQuery {
  limit: number;
  cursor?: string;
}

/** The query such a list takes: `limit` and `cursor`, nothing else. */
export const keyedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    cursor: {
      type: 'string',
      maxLength: 500,
      description: 'Opaque; from `next_cursor` of the same list (422 invalid_cursor otherwise)',
    },
  },
};

/** The answer: a page of `item`s and where the next one starts. */
export const keyedPageSchema = (item: object) => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: item },
    has_more: { type: 'boolean' },
    next_cursor: {
      type: ['string', 'null'],
      description: 'Pass as `cursor` to get the next page; null on the last page',
    },
  },
  required: ['data', 'has_more', 'next_cursor'],
});

type Key = [string, string];

const before = (a: Key, b: Key): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * One page of `rows` (sorted by `key` descending) for the caller's branch; the cursor is sealed
 * and bound to `resource`, the branch and the list's `filters` (422 invalid_cursor otherwise).
 */
export function keyedPage<T>(
  request: FastifyRequest,
  resource: string,
  rows: readonly T[],
  key: (row: T) => Key,
  q: KeyedQuery,
  filters: readonly unknown[] = [],
): { data: T[]; has_more: boolean; next_cursor: string | null } {
  const scope = { resource, branchId: request.apiKey!.branch_id, filters };
  const tokens = request.server.listTokens;
  let rest = rows;
  if (q.cursor !== undefined) {
    const [at, id] = tokens.open('cursor', q.cursor, scope).map(String) as Key;
    rest = rows.filter((row) => before(key(row), [at, id]));
  }
  const data = rest.slice(0, q.limit);
  const hasMore = rest.length > q.limit;
  const last = data[data.length - 1];
  return {
    data,
    has_more: hasMore,
    next_cursor: hasMore && last ? tokens.seal('cursor', scope, key(last)) : null,
  };
}

/** A page as a store reads it: `next_cursor` is the id of its last row, or null. */
export interface IdPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * A page of a list the store reads itself, after the id of the previous page's last row: the
 * cursor seals that id, bound like keyedPage's to `resource`, the branch and `filters`.
 */
export function sealedIdPage<T>(
  request: FastifyRequest,
  resource: string,
  q: KeyedQuery,
  read: (limit: number, afterId: string | undefined) => IdPage<T>,
  filters: readonly unknown[] = [],
): IdPage<T> {
  const scope = { resource, branchId: request.apiKey!.branch_id, filters };
  const tokens = request.server.listTokens;
  const after =
    q.cursor === undefined ? undefined : String(tokens.open('cursor', q.cursor, scope)[0]);
  const page = read(q.limit, after);
  const next = page.next_cursor;
  return { ...page, next_cursor: next === null ? null : tokens.seal('cursor', scope, [next]) };
}
