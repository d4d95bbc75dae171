/**
 * Webhook signing, checked by third-party verifiers rather than by re-deriving our own code:
 * - `verify` from @octokit/webhooks-methods (GitHub's X-Hub-Signature-256 check) for
 *   X-Service-Signature: it keys the HMAC with the secret string's UTF-8 bytes and compares the
 *   whole `sha256=<hex>` value, which is exactly our contract.
 * - `Webhook` from standardwebhooks for the webhook-* headers.
 *
 * What standardwebhooks 1.1.1 does with keys (node_modules/standardwebhooks/dist/index.js):
 * - `new Webhook(secret)` strips an optional `whsec_` prefix and base64-decodes the rest with
 *   @stablelib/base64 (strict: throws on non-base64 characters or bad padding). Right for
 *   generated secrets; a user-typed secret without the prefix would be base64-decoded too,
 *   giving the wrong key (or a throw).
 * - `new Webhook(secret, { format: 'raw' })` uses the key as is. A Uint8Array is taken
 *   byte for byte; a string becomes `Uint8Array.from(secret, c => c.charCodeAt(0))`, one byte
 *   per UTF-16 code unit truncated to 8 bits. That equals the UTF-8 bytes only for ASCII.
 *   So a user-typed secret must be given as `Buffer.from(secret, 'utf8')` with format 'raw';
 *   the plain string form silently fails for any non-ASCII secret (tested below).
 * - `verify` allows 5 minutes of clock skew either way and accepts any of several
 *   space-separated `v1,` signatures.
 */
import { verify as octokitVerify, sign as octokitSign } from '@octokit/webhooks-methods';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  generateSigningSecret,
  serviceSignature,
  signedHeaders,
  standardSignature,
  standardWebhooksKey,
  verifyServiceSignature,
  type SignedHeaders,
} from '../../service/webhooks/signing';
import pkg from '../../package.json';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const timingSafeEqualSpy = vi.mocked(crypto.timingSafeEqual);
afterEach(() => timingSafeEqualSpy.mockClear());

const USER_SECRET = 'correct-horse-battery-staple';
/** Non-ASCII user-typed secret: UTF-8 bytes differ from char codes. */
const UNICODE_SECRET = 'clé-secrète-für-Kassen-€-🔑';
const EVENT_ID = 'evt_01JD8X3Y4Z5A6B7C8D9E0F1G2H';

function body(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: EVENT_ID,
    type: 'product.updated',
    created_at: '2026-01-01T10:00:00.000Z',
    company_id: 'cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
    branch_id: 'brn_01JD8X3Y4Z5A6B7C8D9E0F1G2K',
    sequence: 42,
    data: {
      object: { id: 'prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M', name: 'Espresso', version: 3 },
      previous: { name: 'Expresso' },
    },
    ...overrides,
  });
}
const UNICODE_BODY = body({ data: { object: { name: 'Crème brûlée 🍮 — 東京 ✓' } } });

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A Standard Webhooks verifier for our secrets: generated → as the lib expects; typed → raw UTF-8. */
function standardVerifier(secret: string): Webhook {
  return secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
}

describe('generateSigningSecret', () => {
  it('is whsec_ + base64 of 32 random bytes, different each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateSigningSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
      expect(standardWebhooksKey(secret)).toHaveLength(32);
    }
  });

  it('fits the 16..256 character rule of typed secrets too', () => {
    expect(generateSigningSecret()).toHaveLength(50);
  });
});

describe('X-Service-Signature (checked with @octokit/webhooks-methods verify)', () => {
  const secrets = {
    generated: generateSigningSecret(),
    'user-typed': USER_SECRET,
    'user-typed, non-ASCII': UNICODE_SECRET,
  };

  for (const [kind, secret] of Object.entries(secrets)) {
    describe(`${kind} secret`, () => {
      it('verifies an ASCII and a unicode body', async () => {
        for (const payload of [body(), UNICODE_BODY]) {
          const signature = serviceSignature(secret, payload);
          expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
          expect(signature).toBe(await octokitSign(secret, payload));
          expect(await octokitVerify(secret, payload, signature)).toBe(true);
          expect(verifyServiceSignature(secret, payload, signature)).toBe(true);
        }
      });

      it('verifies the raw bytes: a Buffer body verifies as its string does', () => {
        const signature = serviceSignature(secret, UNICODE_BODY);
        expect(verifyServiceSignature(secret, Buffer.from(UNICODE_BODY, 'utf8'), signature)).toBe(
          true,
        );
      });

      it('fails for a tampered body or another secret', async () => {
        const signature = serviceSignature(secret, UNICODE_BODY);
        const tampered = UNICODE_BODY.replace('brûlée', 'brulée');
        expect(await octokitVerify(secret, tampered, signature)).toBe(false);
        expect(await octokitVerify(`${secret}x`, UNICODE_BODY, signature)).toBe(false);
        expect(verifyServiceSignature(secret, tampered, signature)).toBe(false);
        expect(verifyServiceSignature(`${secret}x`, UNICODE_BODY, signature)).toBe(false);
      });
    });
  }

  it('keys a generated secret with its full text, whsec_ prefix included (not the decoded bytes)', async () => {
    const secret = generateSigningSecret();
    const payload = body();
    const signature = serviceSignature(secret, payload);
    expect(await octokitVerify(secret, payload, signature)).toBe(true);
    expect(await octokitVerify(secret.slice(6), payload, signature)).toBe(false);
  });

  it('matches any unicode body and secret (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 16, maxLength: 64 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }),
        async (secret, payload) => {
          const signature = serviceSignature(secret, payload);
          expect(await octokitVerify(secret, payload, signature)).toBe(true);
          expect(verifyServiceSignature(secret, payload, signature)).toBe(true);
          expect(verifyServiceSignature(secret, `${payload} `, signature)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Standard Webhooks headers (checked with standardwebhooks Webhook)', () => {
  it('standardWebhooksKey: whsec_ → base64-decoded bytes, otherwise UTF-8 bytes', () => {
    const raw = crypto.randomBytes(32);
    expect(standardWebhooksKey(`whsec_${raw.toString('base64')}`).equals(raw)).toBe(true);
    expect(standardWebhooksKey(UNICODE_SECRET).equals(Buffer.from(UNICODE_SECRET, 'utf8'))).toBe(
      true,
    );
    // A typed secret that merely looks like base64 but lacks the prefix stays text.
    expect(standardWebhooksKey('c2VjcmV0c2VjcmV0c2VjcmV0').toString('utf8')).toBe(
      'c2VjcmV0c2VjcmV0c2VjcmV0',
    );
  });

  it('standardWebhooksKey refuses whsec_ followed by something no verifier could decode', () => {
    for (const bad of ['whsec_', 'whsec_not base64 at all!', 'whsec_abc', 'whsec_ab-_cd==']) {
      expect(() => standardWebhooksKey(bad)).toThrow(TypeError);
      // standardwebhooks agrees these are unusable.
      expect(() => new Webhook(bad)).toThrow();
    }
  });

  const cases = {
    generated: generateSigningSecret(),
    'user-typed': USER_SECRET,
    'user-typed, non-ASCII': UNICODE_SECRET,
  };

  for (const [kind, secret] of Object.entries(cases)) {
    it(`verifies with a ${kind} secret and a unicode body; tampering fails`, () => {
      const ts = nowSeconds();
      const headers = {
        'webhook-id': EVENT_ID,
        'webhook-timestamp': String(ts),
        'webhook-signature': standardSignature(secret, EVENT_ID, ts, UNICODE_BODY),
      };
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      const wh = standardVerifier(secret);
      expect(wh.verify(UNICODE_BODY, headers)).toEqual(JSON.parse(UNICODE_BODY));
      expect(wh.sign(EVENT_ID, new Date(ts * 1000), UNICODE_BODY)).toBe(
        headers['webhook-signature'],
      );

      const tamperedBody = UNICODE_BODY.replace('東京', '京都');
      expect(() => wh.verify(tamperedBody, headers)).toThrow(/No matching signature/);
      expect(() =>
        wh.verify(UNICODE_BODY, { ...headers, 'webhook-timestamp': String(ts - 1) }),
      ).toThrow(/No matching signature/);
      expect(() => wh.verify(UNICODE_BODY, { ...headers, 'webhook-id': `${EVENT_ID}X` })).toThrow(
        /No matching signature/,
      );
      const otherSecret = kind === 'generated' ? generateSigningSecret() : `${secret}!`;
      expect(() => standardVerifier(otherSecret).verify(UNICODE_BODY, headers)).toThrow(
        /No matching signature/,
      );
    });
  }

  it('a correctly signed but stale timestamp is refused by the 5-minute tolerance', () => {
    const secret = generateSigningSecret();
    const ts = nowSeconds() - 10 * 60;
    const headers = {
      'webhook-id': EVENT_ID,
      'webhook-timestamp': String(ts),
      'webhook-signature': standardSignature(secret, EVENT_ID, ts, body()),
    };
    expect(() => new Webhook(secret).verify(body(), headers)).toThrow(/too old/);
  });

  it('pitfall: format raw with a string secret only matches UTF-8 for ASCII secrets', () => {
    const ts = nowSeconds();
    for (const [secret, stringFormWorks] of [
      [USER_SECRET, true],
      [UNICODE_SECRET, false],
    ] as const) {
      const headers = {
        'webhook-id': EVENT_ID,
        'webhook-timestamp': String(ts),
        'webhook-signature': standardSignature(secret, EVENT_ID, ts, body()),
      };
      const stringForm = (): unknown =>
        new Webhook(secret, { format: 'raw' }).verify(body(), headers);
      if (stringFormWorks) expect(stringForm()).toBeTruthy();
      else expect(stringForm).toThrow(/No matching signature/);
      // The byte form always works.
      expect(standardVerifier(secret).verify(body(), headers)).toBeTruthy();
    }
  });

  it('refuses a timestamp that is not whole unix seconds', () => {
    expect(() => standardSignature(USER_SECRET, EVENT_ID, 1.5, body())).toThrow(RangeError);
    // Milliseconds by mistake.
    expect(() => standardSignature(USER_SECRET, EVENT_ID, Date.now(), body())).toThrow(RangeError);
    expect(() =>
      signedHeaders({
        secret: USER_SECRET,
        eventId: EVENT_ID,
        eventType: 'ping',
        attempt: 1,
        timestampSeconds: Date.now(),
        body: body(),
      }),
    ).toThrow(RangeError);
  });
});

describe('signedHeaders', () => {
  it('returns every header, lowercase, each verifiable by the third-party libraries', async () => {
    const secret = generateSigningSecret();
    const payload = UNICODE_BODY;
    const ts = nowSeconds();
    const headers = signedHeaders({
      secret,
      eventId: EVENT_ID,
      eventType: 'product.updated',
      attempt: 3,
      timestampSeconds: ts,
      body: payload,
    });
    expect(Object.keys(headers).sort()).toEqual(
      [
        'user-agent',
        'content-type',
        'webhook-id',
        'webhook-signature',
        'webhook-timestamp',
        'x-service-attempt',
        'x-service-event',
        'x-service-event-id',
        'x-service-signature',
      ].sort(),
    );
    expect(headers).toMatchObject({
      'user-agent': `integration-console-webhooks/${pkg.version}`,
      'content-type': 'application/json',
      'x-service-event': 'product.updated',
      'x-service-event-id': EVENT_ID,
      'x-service-attempt': '3',
      'webhook-id': EVENT_ID,
      'webhook-timestamp': String(ts),
      'x-service-signature': serviceSignature(secret, payload),
      'webhook-signature': standardSignature(secret, EVENT_ID, ts, payload),
    });
    expect(await octokitVerify(secret, payload, headers['x-service-signature']!)).toBe(true);
    expect(new Webhook(secret).verify(payload, headers)).toEqual(JSON.parse(payload));
  });

  it('signs a ping with a user-typed secret the same way', async () => {
    const payload = JSON.stringify({ id: EVENT_ID, type: 'ping' });
    const headers = signedHeaders({
      secret: UNICODE_SECRET,
      eventId: EVENT_ID,
      eventType: 'ping',
      attempt: 1,
      timestampSeconds: nowSeconds(),
      body: payload,
    });
    expect(headers['x-service-event']).toBe('ping');
    expect(await octokitVerify(UNICODE_SECRET, payload, headers['x-service-signature']!)).toBe(
      true,
    );
    expect(standardVerifier(UNICODE_SECRET).verify(payload, headers)).toEqual(JSON.parse(payload));
  });

  it('equals createHmac and the verifiers for any secret and body (property: keys longer than a block, unicode)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 16, maxLength: 256 }),
          fc.constant(generateSigningSecret()),
        ),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }), // octokit refuses an empty one
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        async (secret, payload, eventId) => {
          const ts = nowSeconds();
          const headers = signedHeaders({
            secret,
            eventId,
            eventType: 'product.updated',
            attempt: 1,
            timestampSeconds: ts,
            body: payload,
          });
          expect(headers['x-service-signature']).toBe(serviceSignature(secret, payload));
          expect(headers['webhook-signature']).toBe(
            standardSignature(secret, eventId, ts, payload),
          );
          expect(await octokitVerify(secret, payload, headers['x-service-signature']!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('signs bodies larger than its reused buffer, before and after a small one', () => {
    const secret = generateSigningSecret();
    const sign = (payload: string): SignedHeaders =>
      signedHeaders({
        secret,
        eventId: EVENT_ID,
        eventType: 'product.updated',
        attempt: 1,
        timestampSeconds: nowSeconds(),
        body: payload,
      });
    // 40 KB grows the buffer; 3 MB is over its 1 MiB cap (a one-off buffer); then small again.
    for (const payload of [
      body({ pad: 'é'.repeat(20_000) }),
      body({ pad: 'x'.repeat(3_000_000) }),
      body(),
    ]) {
      const headers = sign(payload);
      expect(standardVerifier(secret).verify(payload, headers)).toEqual(JSON.parse(payload));
      expect(verifyServiceSignature(secret, payload, headers['x-service-signature'])).toBe(true);
    }
  });

  it("with a previous secret (a rotation's overlap): X-Service-Signature is the previous one's, X-Service-Signature-New the new one's, webhook-signature both, new first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 16, maxLength: 256 }),
          fc.constant(generateSigningSecret()),
        ),
        fc.constant(generateSigningSecret()),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }),
        async (previousSecret, secret, payload) => {
          const ts = nowSeconds();
          const headers = signedHeaders({
            secret,
            previousSecret,
            eventId: EVENT_ID,
            eventType: 'product.updated',
            attempt: 1,
            timestampSeconds: ts,
            body: payload,
          });
          expect(headers['x-service-signature']).toBe(serviceSignature(previousSecret, payload));
          expect(headers['x-service-signature-new']).toBe(serviceSignature(secret, payload));
          expect(headers['webhook-signature']).toBe(
            `${standardSignature(secret, EVENT_ID, ts, payload)} ${standardSignature(previousSecret, EVENT_ID, ts, payload)}`,
          );
          expect(
            await octokitVerify(previousSecret, payload, headers['x-service-signature']!),
          ).toBe(true);
          // Throws unless one of the listed signatures matches (the body need not be JSON here).
          for (const key of [secret, previousSecret])
            standardVerifier(key).verify(payload, headers, { jsonParse: false });
          expect(() =>
            standardVerifier(generateSigningSecret()).verify(payload, headers, {
              jsonParse: false,
            }),
          ).toThrow(/No matching signature/);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('verifyServiceSignature', () => {
  const secret = USER_SECRET;
  const payload = body();
  const good = serviceSignature(secret, payload);

  it('accepts the right signature through crypto.timingSafeEqual on equal-length buffers', () => {
    expect(verifyServiceSignature(secret, payload, good)).toBe(true);
    expect(verifyServiceSignature(secret, Buffer.from(payload), good)).toBe(true);
    // Hex digits in upper case are the same signature.
    expect(verifyServiceSignature(secret, payload, `sha256=${good.slice(7).toUpperCase()}`)).toBe(
      true,
    );
    expect(timingSafeEqualSpy).toHaveBeenCalledTimes(3);
    for (const [a, b] of timingSafeEqualSpy.mock.calls) {
      expect((a as Buffer).length).toBe((b as Buffer).length);
    }
  });

  it('rejects a wrong signature of the right length through the constant-time comparison', () => {
    const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    expect(verifyServiceSignature(secret, payload, flipped)).toBe(false);
    expect(verifyServiceSignature(secret, `${payload} `, good)).toBe(false);
    expect(verifyServiceSignature(`${secret}x`, payload, good)).toBe(false);
    expect(timingSafeEqualSpy).toHaveBeenCalledTimes(3);
  });

  it('returns false, never throws, for missing or malformed headers of any length', () => {
    const hex = good.slice(7);
    const malformed: (string | undefined)[] = [
      undefined,
      '',
      'sha256=',
      hex, // no prefix
      `sha256=${hex.slice(0, -2)}`, // short
      `sha256=${hex}00`, // long
      `${good} `,
      `sha1=${hex}`,
      `SHA256=${hex}`,
      `sha512=${hex.slice(0, -1)}`, // right length, wrong prefix
      `sha256=${'z'.repeat(64)}`, // right length, not hex
      `sha256=${hex.slice(0, -1)}g`, // last digit not hex
      `sha256=${'é'.repeat(64)}`, // same UTF-16 length, more bytes
      `sha256=${'🔑'.repeat(32)}`,
      `v1,${Buffer.from(hex, 'hex').toString('base64')}`,
    ];
    for (const header of malformed) {
      expect(() => verifyServiceSignature(secret, payload, header)).not.toThrow();
      expect(verifyServiceSignature(secret, payload, header)).toBe(false);
    }
    // Every call that reached timingSafeEqual gave it equal lengths (it throws otherwise).
    for (const [a, b] of timingSafeEqualSpy.mock.calls) {
      expect((a as Buffer).length).toBe((b as Buffer).length);
    }
  });
});
