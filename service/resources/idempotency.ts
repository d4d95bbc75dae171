import { createHash } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { IdempotencyRow } from '../db/entities';
import { type Clock } from '../util/clock';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const BARE_KEY = /^[\x21-\x7e]{1,255}$/;
/** An RFC 9651 sf-string: printable ASCII between quotes, `\"` and `\\` escaped. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
/** The same rule as one JSON Schema pattern, for the OpenAPI document. */
export const IDEMPOTENCY_KEY_PATTERN =
  '^(?:[\\x21\\x23-\\x7e][\\x21-\\x7e]{0,254}|"(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\["\\\\]){1,255}")$';

/**
 * The key of an `Idempotency-Key` header, or null when it is not one. The IETF draft
 * (draft-ietf-httpapi-idempotency-key-header) makes the value a structured-field string,
 * `"8e03978e-…"`; the bare form `8e03978e-…` that many clients send is the same key. Either
 * way the key is 1 to 255 characters, visible ASCII (a quoted key may also hold spaces).
 */
export function parseIdempotencyKey(header: string): string | null {
  const quoted = SF_STRING.exec(header);
  if (quoted) {
    const key = quoted[1]!.replace(/\\(["\\])/g, '$1');
    return key.length >= 1 && key.length <= 255 ? key : null;
  }
  return BARE_KEY.test(header) && !header.startsWith('"') ? header : null;
}

/** Identifies a retried request: the API key's id, its Idempotency-Key and the request's hash. */
export interface IdempotencyContext {
  keyId: string;
  key: string;
  hash: string;
}

/** A response as it was first sent: replayed as is for a retry with the same key and request. */
export interface StoredResponse {
  status: number;
  body: string;
}

/** JSON with object keys sorted at every level: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What identifies "the same request": method, path, the headers that change its meaning, the body. */
export function requestHash(method: string, path: string, body: unknown, ifMatch?: string): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${ifMatch ?? ''}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` records, scoped per API key. Lookup and save run inside the same
 * transaction as the work, so two concurrent retries cannot both do it. Only successful
 * responses are stored: a failed request did nothing, and retrying it may succeed.
 */
export class IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private cutoff(): string {
    return new Date(this.clock.now() - IDEMPOTENCY_TTL_MS).toISOString();
  }

  /** The stored response for a retry; 422 idempotency_mismatch when the key was used for another request. */
  lookup(keyId: string, idempotencyKey: string, hash: string): StoredResponse | undefined {
    const row = this.db
      .prepare<[string, string, string], IdempotencyRow>(
        'SELECT * FROM idempotency_keys WHERE key_id = ? AND idempotency_key = ? AND created_at >= ?',
      )
      .get(keyId, idempotencyKey, this.cutoff());
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new AppError(
        'idempotency_mismatch',
        'This Idempotency-Key was already used with a different request in the last 24 hours. Use a new key for a new request.',
      );
    }
    return { status: row.status_code, body: row.response_body };
  }

  save(keyId: string, idempotencyKey: string, hash: string, response: StoredResponse): void {
    this.db
      .prepare(
        `INSERT INTO idempotency_keys (key_id, idempotency_key, request_hash, status_code, response_body, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (key_id, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash,
           status_code = excluded.status_code, response_body = excluded.response_body, created_at = excluded.created_at`,
      )
      .run(
        keyId,
        idempotencyKey,
        hash,
        response.status,
        response.body,
        new Date(this.clock.now()).toISOString(),
      );
  }

  /** Deletes records older than 24 hours. */
  prune(): number {
    return this.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(this.cutoff())
      .changes;
  }
}
