/**
 * HMAC-SHA256 of strings, with a context per key: native/webhook-hmac (OpenSSL's HMAC with the
 * key's states set up once) where it loads and computes a known answer, else node:crypto's
 * createHmac with a KeyObject. Both give the same bytes; the addon takes ~6 µs off a
 * delivery's two signatures (docs/performance.md, "Design decisions"): createHmac sets the key
 * up again on every call and leaves a native object per signature for the GC.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

/** An HMAC-SHA256 key, ready to sign with the implementation that made it. */
export interface HmacKey {
  readonly __brand: 'HmacKey';
}

export type DigestEncoding = 'hex' | 'base64';

export interface Hmac {
  key(bytes: Buffer): HmacKey;
  /** HMAC-SHA256 of the UTF-8 bytes of `parts` (one to four strings, one after another). */
  sign(key: HmacKey, encoding: DigestEncoding, ...parts: string[]): string;
}

export const nodeCryptoHmac: Hmac = {
  key: (bytes) => createSecretKey(bytes) as unknown as HmacKey,
  sign(key, encoding, ...parts) {
    const h = createHmac('sha256', key as unknown as KeyObject);
    for (const part of parts) h.update(part);
    return h.digest(encoding);
  },
};

/** RFC 4231, test case 2. */
const KNOWN = {
  key: Buffer.from('Jefe'),
  parts: ['what do ya want ', 'for nothing?'],
  hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
};

interface Addon {
  key(bytes: Buffer): HmacKey;
  sign(key: HmacKey, encoding: 0 | 1, ...parts: string[]): string;
}

function loadAddon(): Hmac | null {
  try {
    const module = { exports: {} as Addon };
    // RTLD_NOW: a host whose crypto library lacks a symbol fails here, at load, rather than
    // ending the process at the first signature.
    process.dlopen(
      module,
      createRequire(import.meta.url).resolve('webhook-hmac'),
      constants.dlopen.RTLD_NOW,
    );
    const addon = module.exports;
    if (addon.sign(addon.key(KNOWN.key), 0, ...KNOWN.parts) !== KNOWN.hex) return null;
    return {
      key: (bytes) => addon.key(bytes),
      sign: (key, encoding, ...parts) => addon.sign(key, encoding === 'hex' ? 0 : 1, ...parts),
    };
  } catch {
    return null;
  }
}

const addonHmac = loadAddon();

/** What this process signs with. */
export const hmac: Hmac = addonHmac ?? nodeCryptoHmac;
/** Which one that is (the tests assert that the addon is the one they exercise). */
export const HMAC_IMPLEMENTATION: 'addon' | 'node:crypto' = addonHmac ? 'addon' : 'node:crypto';
