/**
 * How many points a sale is worth, with no database: `points_per_unit` points per whole unit of
 * currency (1.00) of the order's total after refunds, fractions rounded down. A refund takes
 * back what the order no longer earns at the rate it earned at, never more than it earned.
 */

const minorUnits = new Map<string, number>();

/** Minor units in one unit of `currency`: 100 for EUR, 1 for JPY, 1000 for KWD (ISO 4217). */
export function minorPerUnit(currency: string): number {
  let n = minorUnits.get(currency);
  if (n === undefined) {
    let digits = 2;
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      // Not a currency Intl knows: two decimals, as most have.
    }
    n = 10 ** digits;
    minorUnits.set(currency, n);
  }
  return n;
}

/** Points for an amount in minor units: whole units × rate (nothing for 0 or less). */
export function pointsFor(amountMinor: number, currency: string, pointsPerUnit: number): number {
  if (amountMinor <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor(amountMinor / minorPerUnit(currency)) * pointsPerUnit;
}

/**
 * The points a refund takes back now: the order keeps what its total after refunds earns at its
 * rate (at most what it earned), and the reversals so far count. Never negative, never past
 * what the order earned.
 */
export function pointsToReverse(sale: {
  earned: number;
  pointsPerUnit: number;
  /** The order's total after every refund so far, minor units. */
  netMinor: number;
  currency: string;
  /** What earlier refunds of the order already took back (positive). */
  reversed: number;
}): number {
  const keep = Math.min(sale.earned, pointsFor(sale.netMinor, sale.currency, sale.pointsPerUnit));
  return Math.max(0, sale.earned - keep - sale.reversed);
}
