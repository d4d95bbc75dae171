import { describe, expect, it } from 'vitest';
import {
  checksum,
  isPublicKey,
  isWellFormedSecret,
  newPublicKey,
  newSecretKey,
} from '../../service/keys/key-format';

describe('key format', () => {
  it('makes public keys of pk_ + 24 base62', () => {
    const keys = new Set(Array.from({ length: 200 }, newPublicKey));
    expect(keys.size).toBe(200);
    for (const k of keys) {
      expect(k).toMatch(/^pk_[0-9A-Za-z]{24}$/);
      expect(isPublicKey(k)).toBe(true);
    }
  });

  it('makes secrets of sk_ + 32 random + 6 checksum characters that verify', () => {
    for (let i = 0; i < 200; i++) {
      const s = newSecretKey();
      expect(s).toMatch(/^sk_[0-9A-Za-z]{38}$/);
      expect(isWellFormedSecret(s)).toBe(true);
      expect(s.slice(35)).toBe(checksum(s.slice(3, 35)));
    }
  });

  it('rejects a secret with any single character changed', () => {
    const s = newSecretKey();
    for (let i = 3; i < s.length; i++) {
      const c = s[i] === 'a' ? 'b' : 'a';
      expect(isWellFormedSecret(s.slice(0, i) + c + s.slice(i + 1))).toBe(false);
    }
  });

  it.each([
    '',
    'sk_',
    'pk_abc',
    'sk_' + 'a'.repeat(37),
    'sk_' + 'a'.repeat(39),
    'SK_' + 'a'.repeat(38),
    'sk-' + 'a'.repeat(38),
    'sk_' + 'a'.repeat(31) + '!' + 'aaaaaa',
    'sk_' + 'é'.repeat(38),
  ])('rejects malformed secret %j', (value) => {
    expect(isWellFormedSecret(value)).toBe(false);
  });

  it('checksums are 6 base62 characters, zero-padded', () => {
    expect(checksum('')).toBe('000000');
    expect(checksum('x')).toMatch(/^[0-9A-Za-z]{6}$/);
  });
});
