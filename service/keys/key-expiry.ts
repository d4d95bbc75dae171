import { parseInstant } from '../util/instant';

/** Keys expiring within this time are flagged in the console's list. */
export const EXPIRES_SOON_MS = 7 * 24 * 3600_000;

/** The choices the console and the CLI offer (`--expires-in 30d`), in days. */
export const EXPIRY_PRESET_DAYS = [30, 90, 365] as const;

/** Farthest expiry accepted: a date beyond this is a typo (year 20260), not a plan. */
const MAX_EXPIRY_MS = 10 * 365 * 24 * 3600_000;

/** A plain date, which stands for midnight UTC (what `cli keys --expires-at 2027-01-31` sends). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const SHAPE =
  'Expiry must be a date and time such as 2027-01-31T18:00:00Z (RFC 3339), or a date such as 2027-01-31.';

/**
 * An expiry typed by an admin: null (never), an RFC 3339 instant or a date in the future,
 * returned as UTC ISO text; or the sentence that says what is wrong.
 */
export function parseExpiry(
  value: unknown,
  now: number,
): { expiresAt: string | null; problem?: undefined } | { expiresAt?: undefined; problem: string } {
  if (value === null || value === '') return { expiresAt: null };
  if (typeof value !== 'string') return { problem: SHAPE };
  const parsed = parseInstant(DATE.test(value) ? `${value}T00:00:00Z` : value);
  if (!parsed.ok) return { problem: SHAPE };
  const ms = parsed.date.getTime();
  if (ms <= now) return { problem: 'Expiry must be in the future.' };
  if (ms - now > MAX_EXPIRY_MS) return { problem: 'Expiry must be within 10 years.' };
  return { expiresAt: parsed.date.toISOString() };
}

/** Epoch ms of a stored expiry; Infinity for a key that never expires. */
export const expiryMs = (expiresAt: string | null): number =>
  expiresAt === null ? Infinity : Date.parse(expiresAt);
