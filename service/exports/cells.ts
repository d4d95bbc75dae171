import { minorDigits } from '../catalog/import';

/**
 * How one value becomes an export cell: money as a decimal string in its currency's minor-unit
 * precision (next to the integer column), quantities in thousandths as decimals, and the CSV
 * formula-injection guard. One place for each rule, shared by CSV and JSON Lines.
 */

/** 1250 EUR → "12.50", -5 JPY → "-5", 1 BHD → "0.001". */
export function decimalOf(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const negative = minor < 0;
  const text = String(negative ? -minor : minor).padStart(digits + 1, '0');
  const cut = text.length - digits;
  return `${negative ? '-' : ''}${text.slice(0, cut)}.${text.slice(cut)}`;
}

/** Minor units of `currency` as a decimal string (EUR 2 digits, JPY 0, BHD 3). */
export const moneyDecimal = (minor: number, currency: string): string =>
  decimalOf(minor, minorDigits(currency));

/** Thousandths (quantity_milli) as a decimal: 1500 → "1.500". */
export const quantityDecimal = (milli: number): string => decimalOf(milli, 3);

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`,
 * `+`, `-`, `@`, and a leading tab or carriage return that some programs skip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet must show it: one starting like a formula gets a leading `'`,
 * which spreadsheets take as "this is text" (and hide). Only text columns go through this;
 * number and decimal columns come from integers the service wrote and are left as they are,
 * so -12.50 stays a number.
 */
export const guardText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
