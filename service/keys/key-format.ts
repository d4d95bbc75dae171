import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniform random base62 (randomInt rejects biased values for us). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

function base62Fixed(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

const PUBLIC_KEY = /^pk_[0-9A-Za-z]{24}$/;
const SECRET_KEY = /^sk_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export const checksum = (randomPart: string): string => base62Fixed(crc32(randomPart), 6);

export function newPublicKey(): string {
  return `pk_${randomBase62(24)}`;
}

/** `sk_` + 32 random base62 + 6 base62 of CRC32(random part), like GitHub's tokens. */
export function newSecretKey(): string {
  const random = randomBase62(32);
  return `sk_${random}${checksum(random)}`;
}

export const isPublicKey = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_KEY.test(value);

/** Format and checksum only: a typo or a random string never reaches the database. */
export function isWellFormedSecret(value: string): boolean {
  const match = SECRET_KEY.exec(value);
  return match !== null && checksum(match[1]!) === match[2];
}
