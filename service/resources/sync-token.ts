import { AppError, validationError } from '../../shared/errors';
import { EVENT_RETENTION_DAYS } from '../events/event-log';

/** What a sync token can be used with: the name of the listing it came from (`products`). */
export type SyncResource = string;

/** The listings declared so far (defineListing adds each): a token naming another is invalid. */
const SYNC_RESOURCES = new Set<string>();

/** Called once per listing when it is declared. */
export function registerSyncResource(name: string): void {
  SYNC_RESOURCES.add(name);
}

/** Tombstones (and so sync tokens) are kept as long as events: 30 days. */
export const TOMBSTONE_RETENTION_DAYS = EVENT_RETENTION_DAYS;

interface TokenBody {
  v: 1;
  /** Branch id. */
  b: string;
  /** Resource. */
  r: SyncResource;
  /** The branch's change counter the token stands for: the next sync returns rows changed after it. */
  s: number;
}

/**
 * Sync tokens are opaque to clients: base64url of a small JSON object, a pure function of the
 * branch's data (a cached page and a fresh one are the same bytes). They are not signed: a
 * changed token can only name another point of the caller's own branch's history, and each
 * field is checked against the request (branch, resource) and the counter (never ahead of it).
 */
export function encodeSyncToken(branchId: string, resource: SyncResource, seq: number): string {
  const body: TokenBody = { v: 1, b: branchId, r: resource, s: seq };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const invalid = (message: string) => validationError([{ path: 'sync_token', message }]);

/**
 * 410 sync_token_expired: deletions after the token were pruned, or the token is ahead of the
 * branch's counter (the data directory was restored from an older backup). Either way the
 * client's copy cannot be brought up to date by changes alone: it walks the list again.
 */
export function syncTokenExpired(reason: 'pruned' | 'ahead'): AppError {
  return new AppError(
    'sync_token_expired',
    reason === 'pruned'
      ? `This sync token is older than the deletions still kept (${TOMBSTONE_RETENTION_DAYS} days). Walk the list again without sync_token.`
      : "This sync token is ahead of this branch's changes, as after a restore from an older backup. Walk the list again without sync_token.",
  );
}

/**
 * The counter value a token stands for, after checking it is one of ours, of this branch and
 * of this listing (422 validation_failed otherwise).
 */
export function decodeSyncToken(
  token: string,
  expected: { branchId: string; resource: SyncResource },
): number {
  let body: Partial<TokenBody> | null = null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object') body = parsed as Partial<TokenBody>;
  } catch {
    body = null;
  }
  if (
    !body ||
    body.v !== 1 ||
    typeof body.b !== 'string' ||
    typeof body.r !== 'string' ||
    !SYNC_RESOURCES.has(body.r) ||
    !Number.isSafeInteger(body.s) ||
    body.s! < 0
  ) {
    throw invalid(
      'The sync token is not valid: pass next_sync_token from the last page of a list unchanged.',
    );
  }
  if (body.b !== expected.branchId)
    throw invalid('This sync token belongs to another branch: use the tokens of this branch.');
  if (body.r !== expected.resource)
    throw invalid(
      `This sync token is for GET /${body.r}, not GET /${expected.resource}: keep one token per list.`,
    );
  return body.s!;
}
