import { AppError } from '../../shared/errors';

/** The company and branch a catalog operation acts in (from the API key, or chosen in the CLI). */
export interface BranchContext {
  companyId: string;
  branchId: string;
}

/** Optimistic concurrency: the caller's `If-Match` header as sent (checked by checkVersion). */
export interface WriteOptions {
  ifMatch?: string;
}

export const notFound = (kind: string, id: string): AppError =>
  new AppError('not_found', `No ${kind} with id ${id} in this branch.`);

/** One member of an If-Match list: an entity-tag (RFC 9110 §8.8.3), or a bare version (3). */
const IF_MATCH_MEMBER = /[ \t]*(?:(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"|(\d{1,15}))[ \t]*(?:,|$)/y;
const TAG = '(?:(?:W/)?"[\\x21\\x23-\\x7e\\x80-\\xff]*"|\\d{1,15})';
/** The same rule as one JSON Schema pattern, for the OpenAPI document. */
export const IF_MATCH_PATTERN = `^[ \\t]*(?:\\*|${TAG}(?:[ \\t]*,[ \\t]*${TAG})*)[ \\t]*$`;

/**
 * `If-Match` (RFC 9110 §13.1.1) against the resource's ETag `"<version>"`: `*`, or a list of
 * entity-tags of which one must match by strong comparison, so a weak tag `W/"3"` never
 * matches. A bare version (`3`) is read as `"3"`. 412 precondition_failed when none matches
 * (the current version helps the caller refetch); 422 when the header is not a list of tags.
 */
export function checkVersion(kind: string, current: number, options: WriteOptions): void {
  const header = options.ifMatch?.trim();
  if (header === undefined || header === '*') return;
  const strong: string[] = [];
  IF_MATCH_MEMBER.lastIndex = 0;
  while (IF_MATCH_MEMBER.lastIndex < header.length) {
    const start = IF_MATCH_MEMBER.lastIndex;
    const m = IF_MATCH_MEMBER.exec(header);
    if (!m || IF_MATCH_MEMBER.lastIndex === start) {
      const message =
        'If-Match must be * or a list of entity tags, such as "3" (the ETag you last saw).';
      throw new AppError('validation_failed', message, [{ path: 'headers.if-match', message }]);
    }
    if (!m[1]) strong.push(m[2] ?? m[3]!);
  }
  if (strong.includes(String(current))) return;
  throw new AppError(
    'precondition_failed',
    `The ${kind} is at version ${current} (ETag "${current}"), which If-Match does not name: it has changed since you read it. Fetch it again and retry.`,
    [],
    { current_version: current },
  );
}

/** Nullable text: absent stays absent, null or "" clears, other values are trimmed. */
export function isPresent(input: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
