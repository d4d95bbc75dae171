/** An HMAC-SHA256 key whose OpenSSL context is set up once. */
export interface HmacKey {
  readonly __brand: 'HmacKey';
}
/** A key from its bytes; throws when OpenSSL refuses it. */
export function key(bytes: Buffer): HmacKey;
/** HMAC-SHA256 of the UTF-8 bytes of the strings, one after another: hex (0) or base64 (1). */
export function sign(key: HmacKey, encoding: 0 | 1, ...parts: string[]): string;
