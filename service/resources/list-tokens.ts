import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/errors';

/**
 * What a cursor or a sync token is bound to: the list it came from (`products`), the caller's
 * branch, and everything else that picks the list's rows (filters and their values,
 * include_deleted, updated_since, the row a list belongs to).
 */
export interface ListScope {
  resource: string;
  branchId: string;
  /**
   * How the list is walked, in words (`walk with sync_token`): a token of another mode is
   * refused with a sentence naming both.
   */
  mode?: string;
  /** Compared as JSON: the same filters in the same order give the same digest. */
  filters: readonly unknown[];
}

/** A position in a list, as the list writes it: numbers and strings only. */
export type Position = (string | number)[];

export type TokenKind = 'cursor' | 'sync_token';

const FORMAT = 't1';
const MAC_BYTES = 16;

const digest = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 11);

const KIND_MARK: Record<TokenKind, string> = { cursor: 'c', sync_token: 's' };

/** 422 invalid_cursor, with the parameter that holds the token in `errors[0].path`. */
export function invalidToken(kind: TokenKind, message: string): AppError {
  return new AppError('invalid_cursor', message, [{ path: kind, message }]);
}

const UNCHANGED: Record<TokenKind, string> = {
  cursor: 'pass next_cursor from the previous page of the same request unchanged',
  sync_token: 'pass next_sync_token from the last page of the same list unchanged',
};
const NAME: Record<TokenKind, string> = { cursor: 'cursor', sync_token: 'sync token' };

/**
 * The one codec of cursors and sync tokens: every list hands out and reads its positions here.
 * A token is `<payload>.<tag>`, both base64url: the payload names the list, the branch and the
 * filters (as digests) and the position; the tag is an HMAC-SHA256 of the payload with a key of
 * the installation, so a token cannot be forged or altered, and one of another list, branch or
 * filters is refused with a sentence saying which. Tokens are a pure function of the list and
 * position (a cached page and a fresh one are the same bytes).
 */
export class ListTokens {
  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('A list token key must be at least 32 bytes.');
  }

  seal(kind: TokenKind, scope: ListScope, position: Position): string {
    const payload = JSON.stringify([
      FORMAT,
      KIND_MARK[kind],
      scope.resource,
      scope.mode ?? '',
      digest(scope.branchId),
      digest(JSON.stringify(scope.filters)),
      ...position,
    ]);
    return `${Buffer.from(payload).toString('base64url')}.${this.mac(payload).toString('base64url')}`;
  }

  /** The position a token stands for; 422 invalid_cursor unless it is ours, intact and for `scope`. */
  open(kind: TokenKind, token: string, scope: ListScope): Position {
    const name = NAME[kind];
    const parts = token.split('.');
    const payload = parts.length === 2 ? Buffer.from(parts[0]!, 'base64url').toString('utf8') : '';
    const tag = parts.length === 2 ? Buffer.from(parts[1]!, 'base64url') : Buffer.alloc(0);
    // Strict: a token whose text differs from what seal wrote is refused, not read leniently.
    if (
      !payload ||
      Buffer.from(payload).toString('base64url') !== parts[0] ||
      tag.toString('base64url') !== parts[1] ||
      tag.length !== MAC_BYTES
    )
      throw invalidToken(kind, `The ${name} is not valid: ${UNCHANGED[kind]}.`);
    if (!timingSafeEqual(tag, this.mac(payload)))
      throw invalidToken(
        kind,
        `The ${name} was changed or was not handed out by this service: ${UNCHANGED[kind]}.`,
      );
    const [format, mark, resource, mode, branch, filters, ...position] = JSON.parse(payload) as [
      string,
      string,
      string,
      string,
      string,
      string,
      ...Position,
    ];
    if (format !== FORMAT)
      throw invalidToken(kind, `The ${name} is not valid: ${UNCHANGED[kind]}.`);
    if (mark !== KIND_MARK[kind])
      throw invalidToken(
        kind,
        kind === 'cursor'
          ? 'This is a sync token, not a cursor: send it as sync_token.'
          : 'This is a cursor, not a sync token: send it as cursor.',
      );
    if (resource !== scope.resource)
      throw invalidToken(
        kind,
        `This ${name} belongs to the ${resource} list, not the ${scope.resource} list: ${UNCHANGED[kind]}.`,
      );
    if (mode !== (scope.mode ?? ''))
      throw invalidToken(
        kind,
        `This ${name} is from a ${mode || 'list'}, not a ${scope.mode || 'list'}: ${UNCHANGED[kind]}.`,
      );
    if (branch !== digest(scope.branchId))
      throw invalidToken(
        kind,
        `This ${name} belongs to another branch's list: use the ${name}s this branch handed out.`,
      );
    if (filters !== digest(JSON.stringify(scope.filters)))
      throw invalidToken(
        kind,
        kind === 'cursor'
          ? 'This cursor comes from the same list with other filters: send the filters of the page it came from, or start again without cursor.'
          : "This sync token belongs to another row's list: keep one token per list.",
      );
    return position;
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
