/** Keys expiring within this time are flagged in the console's list. */
export const EXPIRES_SOON_MS = 7 * 24 * 3600_000;

/** The choices the console and the CLI offer (`--expires-in 30d`), in days. */
export const EXPIRY_PRESET_DAYS = [30, 90, 365] as const;

/** Farthest expiry accepted: a date beyond this is a typo (year 20260), not a plan. */
const MAX_EXPIRY_MS = 10 * 365 * 24 * 3600_000;

/** ISO 8601 with a time and an explicit zone (`Z` or `±hh:mm`), or a plain date (midnight UTC). */
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/i;

/**
 * An expiry typed by an admin: null (never) or an ISO 8601 instant in the future, returned as
 * UTC ISO text; or the sentence that says what is wrong.
 */
export function parseExpiry(
  value: unknown,
  now: number,
): { expiresAt: string | null; problem?: undefined } | { expiresAt?: undefined; problem: string } {
  if (value === null || value === '') return { expiresAt: null };
  const ms = typeof value === 'string' && ISO.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) {
    return {
      problem: 'Expiry must be a date and time in ISO 8601, for example 2027-01-31T18:00:00Z.',
    };
  }
  if (ms <= now) return { problem: 'Expiry must be in the future.' };
  if (ms - now > MAX_EXPIRY_MS) return { problem: 'Expiry must be within 10 years.' };
  return { expiresAt: new Date(ms).toISOString() };
}

/** Epoch ms of a stored expiry; Infinity for a key that never expires. */
export const expiryMs = (expiresAt: string | null): number =>
  expiresAt === null ? Infinity : Date.parse(expiresAt);
