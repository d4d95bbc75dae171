import type { ErrorKind } from './attempts';

/** Waits before attempts 2..9 (DECISIONS.md "Webhooks"): 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
export const RETRY_DELAYS_MS = [
  10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const JITTER = 0.2;
/** `Retry-After` on 429/503 is honoured up to this. */
export const RETRY_AFTER_MAX_MS = 3_600_000;
/** A webhook whose attempts all failed for this long (and at least AUTO_DEACTIVATE_MIN_ATTEMPTS times) is set Inactive. */
export const AUTO_DEACTIVATE_AFTER_MS = 72 * 3_600_000;
export const AUTO_DEACTIVATE_MIN_ATTEMPTS = 10;

/**
 * The wait after failed attempt `attemptsMade` (1-based), with ±20 % jitter; null when it was
 * the last one. `random` returns [0, 1) (Math.random; tests pass their own).
 */
export function retryDelay(
  attemptsMade: number,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attemptsMade - 1];
  if (base === undefined || attemptsMade < 1) return null;
  const factor = 1 + (random() * 2 - 1) * JITTER;
  return Math.round(base * factor);
}

/**
 * A `Retry-After` header (delay-seconds or HTTP-date) as milliseconds from `now`, capped at
 * one hour; null when absent or unreadable (the schedule applies).
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const text = raw.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    // An HTTP-date has a weekday and a month name; Date.parse alone would take "-5" as a year.
    const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|ERR_OSSL_|EPROTO$)/;

/** Maps a network error (undici, net, tls, dns, the URL policy) to the history's error kind. */
export function classifyError(error: unknown): { kind: ErrorKind; message: string } {
  const chain: unknown[] = [];
  const queue: unknown[] = [error];
  while (queue.length && chain.length < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    chain.push(e);
    const withCause = e as { cause?: unknown; errors?: unknown[] };
    if (withCause.cause) queue.push(withCause.cause);
    if (Array.isArray(withCause.errors)) queue.push(...withCause.errors);
  }
  const message = (chain.map((e) => (e as Error).message).find((m) => m) ?? String(error)).slice(
    0,
    500,
  );
  const codes = chain.map((e) => String((e as { code?: unknown }).code ?? ''));
  const names = chain.map((e) => String((e as { name?: unknown }).name ?? ''));
  const has = (...list: string[]) => codes.some((c) => list.includes(c));
  if (has('ERR_BLOCKED_ADDRESS')) return { kind: 'blocked', message };
  if (
    has(
      'UND_ERR_CONNECT_TIMEOUT',
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'ETIMEDOUT',
      'WEBHOOK_TIMEOUT',
    ) ||
    names.includes('TimeoutError')
  ) {
    return { kind: 'timeout', message };
  }
  if (has('ECONNREFUSED')) return { kind: 'refused', message };
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA'))
    return { kind: 'dns', message };
  if (codes.some((c) => TLS_CODE.test(c))) return { kind: 'tls', message };
  return { kind: 'reset', message };
}
