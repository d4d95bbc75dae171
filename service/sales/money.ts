import { validationError } from '../../shared/errors';

/**
 * Money and quantities for sales. Every sum is done in integers (BigInt while computing, so a
 * 1,000,000-unit line of a 10^12 price cannot lose digits); rounding happens only where the
 * totals module says, half to even.
 */

/** A money object as the API shows it: integer minor units (cents) and an ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

/** Limits shared by every sales figure (the product price limit is the same). */
export const MONEY_LIMITS = {
  /** Largest unit price or discount amount accepted on input, in minor units. */
  maxAmount: 1_000_000_000_000,
  /** Largest quantity on a line (weighed goods: up to 3 decimals). */
  maxQuantity: 1_000_000,
  quantityDecimals: 3,
} as const;

/** Quantities are kept in thousandths: 1.25 kg is 1250. */
export const QUANTITY_SCALE = 1000n;

/** Basis points: 10,000 is 100%. Tax rates and percent discounts are held in them. */
export const BPS_SCALE = 10_000n;

/**
 * `numerator / denominator` rounded to the nearest integer, ties to the even neighbour
 * (banker's rounding), so halves do not drift a column of sums upwards.
 */
export function divRoundHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero.');
  if (denominator < 0n) return divRoundHalfEven(-numerator, -denominator);
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const twice = (n % denominator) * 2n;
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly
 * (largest-remainder method): each part gets the floor of its share, then the units left over go
 * one each to the largest remainders, the earlier part first on a tie. No part exceeds its exact
 * share rounded up, so with `total <= sum(weights)` no part exceeds its own weight.
 */
export function largestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) return largestRemainder(-total, weights).map((part) => -part);
  if (weights.some((w) => w < 0n)) throw new RangeError('Weights must not be negative.');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (total === 0n) return weights.map(() => 0n);
    throw new RangeError('Cannot split an amount over nothing.');
  }
  const parts = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

/** A quantity (a number with up to 3 decimals, above 0) in thousandths; undefined if not one. */
export function quantityToThousandths(quantity: unknown): bigint | undefined {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return undefined;
  if (quantity <= 0 || quantity > MONEY_LIMITS.maxQuantity) return undefined;
  const thousandths = Math.round(quantity * 1000);
  // 0.1234 * 1000 rounds to 123, and 123 / 1000 is not 0.1234: more than 3 decimals.
  if (thousandths / 1000 !== quantity || thousandths === 0) return undefined;
  return BigInt(thousandths);
}

/** Thousandths back to the number the API shows (1250 → 1.25). */
export const thousandthsToQuantity = (thousandths: bigint): number => Number(thousandths) / 1000;

/** A percent (0 to 100, up to 2 decimals) in basis points; undefined if not one. */
export function percentToBps(percent: unknown): bigint | undefined {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return undefined;
  if (percent < 0 || percent > 100) return undefined;
  const bps = Math.round(percent * 100);
  if (bps / 100 !== percent) return undefined;
  return BigInt(bps);
}

/**
 * Reads a money input `{amount, currency?}`: amount an integer in 0..maxAmount minor units,
 * currency optional and, when given, the order's (another currency is refused: the service does
 * not convert). Throws a 422 naming `path`.
 */
export function readMoney(value: unknown, currency: string, path: string): bigint {
  const shape = `${path} must be an object such as {"amount": 250, "currency": "${currency}"}.`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationError([{ path, message: shape }]);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key !== 'amount' && key !== 'currency')
      throw validationError([{ path: `${path}.${key}`, message: `Unknown field "${key}".` }]);
  }
  const amount = record.amount;
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < 0 ||
    amount > MONEY_LIMITS.maxAmount
  ) {
    throw validationError([
      {
        path: `${path}.amount`,
        message: `${path}.amount must be a whole number of minor units (cents) from 0 to ${MONEY_LIMITS.maxAmount}.`,
      },
    ]);
  }
  if (record.currency !== undefined) assertCurrency(record.currency, currency, `${path}.currency`);
  return BigInt(amount);
}

/** Refuses a currency other than the order's, naming the field. */
export function assertCurrency(given: unknown, expected: string, path: string): void {
  if (given !== expected) {
    throw validationError([
      {
        path,
        message: `${path} must be ${expected}, the branch currency (got ${JSON.stringify(given)}); amounts are not converted.`,
      },
    ]);
  }
}

/** A computed minor-unit figure as a money object; refuses figures past the safe-integer range. */
export function toMoney(amount: bigint, currency: string, path = 'total'): Money {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw validationError([
      { path, message: `The ${path} is too large to represent; split the order.` },
    ]);
  }
  return { amount: Number(amount), currency };
}
