import { AppError } from '../../shared/errors';
import { EVENT_RETENTION_DAYS } from '../events/event-log';
import { invalidToken, type ListTokens } from './list-tokens';

/** What a sync token can be used with: the name of the listing it came from (`products`). */
export type SyncResource = string;

/** Tombstones (and so sync tokens) are kept as long as events: 30 days. */
export const TOMBSTONE_RETENTION_DAYS = EVENT_RETENTION_DAYS;

/** The list a sync token is for: a listing of a branch, or of one row (a customer's ledger). */
export interface SyncScope {
  branchId: string;
  resource: SyncResource;
  partition?: string;
}

const scopeOf = (s: SyncScope) => ({
  resource: s.resource,
  branchId: s.branchId,
  filters: [s.partition ?? null],
});

/**
 * A sync token stands for the branch's change counter at one point: the next sync returns the
 * rows changed after it. Signed (list-tokens.ts), so it names no other list and no other point.
 */
export function encodeSyncToken(tokens: ListTokens, scope: SyncScope, seq: number): string {
  return tokens.seal('sync_token', scopeOf(scope), [seq]);
}

/**
 * 410 sync_token_expired: deletions after the token were pruned, or the token is ahead of the
 * branch's counter (the data directory was restored from an older backup). Either way the
 * client's copy cannot be brought up to date by changes alone: it walks the list again.
 */
export function syncTokenExpired(reason: 'pruned' | 'ahead' | 'unsigned'): AppError {
  return new AppError(
    'sync_token_expired',
    reason === 'pruned'
      ? `This sync token is older than the deletions still kept (${TOMBSTONE_RETENTION_DAYS} days). Walk the list again without sync_token.`
      : reason === 'ahead'
        ? "This sync token is ahead of this branch's changes, as after a restore from an older backup. Walk the list again without sync_token."
        : 'This sync token is of a format this service no longer reads. Walk the list again without sync_token.',
  );
}

/** A token of the unsigned format (base64url JSON with `"v":1`), which this service replaced. */
function isUnsigned(token: string): boolean {
  if (token.includes('.')) return false;
  try {
    const body: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return typeof body === 'object' && body !== null && (body as { v?: unknown }).v === 1;
  } catch {
    return false;
  }
}

/**
 * The counter value a token stands for, after checking it is intact and of this list
 * (422 invalid_cursor otherwise). A token of the unsigned format is 410: the recipe every sync
 * client already follows for an expired token (walk again) is the right one for it.
 */
export function decodeSyncToken(tokens: ListTokens, token: string, scope: SyncScope): number {
  if (isUnsigned(token)) throw syncTokenExpired('unsigned');
  const [seq] = tokens.open('sync_token', token, scopeOf(scope));
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0)
    throw invalidToken(
      'sync_token',
      'The sync token is not valid: pass next_sync_token unchanged.',
    );
  return seq;
}
