/**
 * service/webhooks/hmac.ts: native/webhook-hmac against node:crypto's createHmac, which it must
 * equal byte for byte (the signing tests then hold the signatures against receivers' verifiers).
 */
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type DigestEncoding,
  HMAC_IMPLEMENTATION,
  hmac,
  nodeCryptoHmac,
} from '../../service/webhooks/hmac';

const reference = (key: Buffer, encoding: DigestEncoding, parts: string[]) =>
  createHmac('sha256', key).update(parts.join('')).digest(encoding);

describe('HMAC-SHA256 with a context per key', () => {
  it('signs through the native addon here (npm ci builds it), so these tests exercise it', () => {
    expect(HMAC_IMPLEMENTATION).toBe('addon');
    expect(hmac).not.toBe(nodeCryptoHmac);
  });

  for (const [name, impl] of [
    ['the addon', hmac],
    ['node:crypto', nodeCryptoHmac],
  ] as const) {
    describe(name, () => {
      it('gives the RFC 4231 answers (a key shorter and one longer than a block)', () => {
        expect(
          impl.sign(impl.key(Buffer.from('Jefe')), 'hex', 'what do ya want for nothing?'),
        ).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
        const long = impl.key(Buffer.alloc(131, 0xaa));
        expect(
          impl.sign(long, 'hex', 'Test Using Larger Than Block-Size Key - Hash Key First'),
        ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
      });

      it('equals createHmac for any key, parts and encoding, and again with the same key', () => {
        fc.assert(
          fc.property(
            fc.uint8Array({ maxLength: 100 }),
            fc.array(fc.string({ unit: 'binary', maxLength: 300 }), {
              minLength: 1,
              maxLength: 4,
            }),
            fc.constantFrom<DigestEncoding>('hex', 'base64'),
            (bytes, parts, encoding) => {
              const key = impl.key(Buffer.from(bytes));
              const expected = reference(Buffer.from(bytes), encoding, parts);
              expect(impl.sign(key, encoding, ...parts)).toBe(expected);
              expect(impl.sign(key, encoding, ...parts)).toBe(expected);
            },
          ),
          { numRuns: 500 },
        );
      });

      it('hashes bodies around and beyond the 8 KiB the addon copies on its stack', () => {
        const key = impl.key(Buffer.from('k'));
        const bodies = [`${'é'.repeat(5000)}${'x'.repeat(9000)}`];
        // A multi-byte character across the end of the stack buffer, at every offset.
        for (let n = 8180; n < 8196; n++) bodies.push(`${'x'.repeat(n)}€🔑`);
        for (const body of bodies) {
          expect(impl.sign(key, 'base64', 'evt_1.1767225600.', body)).toBe(
            reference(Buffer.from('k'), 'base64', ['evt_1.1767225600.', body]),
          );
        }
      });
    });
  }

  it('refuses what is not a key of its own, or parts that are not strings', () => {
    const key = hmac.key(Buffer.from('k'));
    const foreign = nodeCryptoHmac.key(Buffer.from('k'));
    expect(() => hmac.sign(foreign, 'hex', 'x')).toThrow(TypeError);
    expect(() => hmac.sign(key, 'hex', 1 as unknown as string)).toThrow(TypeError);
    expect(() => hmac.sign(key, 'hex', 'a', 'b', 'c', 'd', 'e')).toThrow(TypeError);
    expect(() => hmac.key('k' as unknown as Buffer)).toThrow(TypeError);
    // A failed call leaves the key usable.
    expect(hmac.sign(key, 'hex', 'x')).toBe(reference(Buffer.from('k'), 'hex', ['x']));
  });
});
