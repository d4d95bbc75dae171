import { randomBytes } from 'node:crypto';

/** Crockford base32, as ULID uses: time-sortable, URL-safe, no ambiguous letters. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type IdPrefix =
  | 'cmp'
  | 'brn'
  | 'usr'
  | 'whk'
  | 'evt'
  | 'prd'
  | 'cat'
  | 'key'
  | 'req'
  | 'tax'
  | 'cus'
  // Sales: orders, order lines, payments, refunds.
  | 'ord'
  | 'oli'
  | 'pay'
  | 'ref'
  // Rewards: rewards, loyalty ledger entries, redemptions.
  | 'rwd'
  | 'lle'
  | 'rdm'
  // Restaurant floor: tables and bookings.
  | 'tbl'
  | 'bkg'
  // Reports: export files, custom reports, scheduled reports and their runs.
  | 'exp'
  | 'rpt'
  | 'srp'
  | 'srr';

let lastTime = -1;
let lastRandom: number[] = [];

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[ms % 32]! + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

/** Monotonic within this process: ids made in the same millisecond still sort in creation order. */
function ulid(now = Date.now()): string {
  if (now <= lastTime) {
    // Same (or earlier) millisecond: increment the random part.
    let i = lastRandom.length - 1;
    while (i >= 0 && lastRandom[i] === 31) lastRandom[i--] = 0;
    if (i >= 0) lastRandom[i]! += 1;
    now = lastTime;
  } else {
    const bytes = randomBytes(16);
    lastRandom = Array.from(bytes, (b) => b % 32);
    lastTime = now;
  }
  return encodeTime(now) + lastRandom.map((d) => CROCKFORD[d]).join('');
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

export const ID_PATTERN = /^[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(value: unknown, prefix: IdPrefix): value is string {
  return typeof value === 'string' && value.startsWith(`${prefix}_`) && ID_PATTERN.test(value);
}
