/**
 * The shape rules of a customer's contact details. Uniqueness compares the normalized forms
 * (an email in lower case, a phone as given in E.164), so "Ann@Example.com" and
 * "ann@example.com" are one customer.
 */

export const CONTACT_LIMITS = { email: 254, phone: 16 } as const;

/** E.164: "+", a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = '^\\+[1-9][0-9]{1,14}$';
const E164 = new RegExp(E164_PATTERN);

/** The ASCII addresses EMAIL takes, as a pattern any regex engine reads (the OpenAPI document). */
export const EMAIL_ASCII_PATTERN = '^[!-?A-~]+@[!-?A-~]+\\.[!-?A-~]+$';

/**
 * One "@", something on both sides, a dot in the domain; no spaces, control characters or
 * invisible format characters (bidi overrides, zero-width joiners: the text rule of every field).
 */
const EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

/** The email to store and compare (trimmed, lower case), or a sentence saying what is wrong. */
export function normalizeEmail(value: string): { email: string } | { problem: string } {
  const email = value.trim().toLowerCase();
  if (email.length > CONTACT_LIMITS.email)
    return { problem: `email must be at most ${CONTACT_LIMITS.email} characters.` };
  if (!EMAIL.test(email)) return { problem: 'email must be an address such as ann@example.com.' };
  return { email };
}

/** The phone to store (E.164, no spaces), or a sentence saying what is wrong. */
export function normalizePhone(value: string): { phone: string } | { problem: string } {
  const phone = value.trim();
  if (!E164.test(phone))
    return {
      problem:
        'phone must be in E.164 form: "+", the country code and the number, digits only (e.g. +441632960961).',
    };
  return { phone };
}
