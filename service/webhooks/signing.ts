/**
 * Webhook signing: the wire format of docs/webhooks.md, in one place.
 *
 * Two signatures go out with every delivery:
 * - `X-Service-Signature: sha256=<hex>`: HMAC-SHA256 keyed with the UTF-8 bytes of the whole
 *   signing secret (a generated secret's `whsec_` prefix included) over the raw body, the
 *   same form as GitHub's X-Hub-Signature-256.
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`):
 *   HMAC-SHA256 over `<id>.<timestamp>.<body>`, keyed with the base64-decoded bytes after
 *   `whsec_` when the secret has that prefix, else with the secret's UTF-8 bytes.
 *
 * During a rotation's overlap (docs/webhooks.md, "Rotating the signing secret") both secrets
 * sign: `X-Service-Signature` keeps the previous secret's signature, so a receiver that has not
 * switched yet (and compares the whole header) keeps working, `X-Service-Signature-New` carries
 * the new secret's, and `webhook-signature` lists both (`v1,<new> v1,<previous>`), as the
 * Standard Webhooks spec allows.
 *
 * This runs in the delivery hot path: `signedHeaders` computes both HMACs as RFC 2104 defines
 * them, from one-shot SHA-256 calls over the body encoded once (see `hmacPads`); the exported
 * single-signature functions and the verifier use createHmac, and the tests hold the two
 * against each other and against third-party verifiers.
 */
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
// The attribute lets plain Node ESM loaders (Playwright's) import it as bundlers do.
import pkg from '../../package.json' with { type: 'json' };

/** Every delivery's `User-Agent`: the product and its version (package.json), for receivers' logs. */
export const WEBHOOK_USER_AGENT = `integration-console-webhooks/${pkg.version}`;

const WHSEC_PREFIX = 'whsec_';
const SERVICE_PREFIX = 'sha256=';
/** 'sha256=' + 64 hex digits. */
const SERVICE_HEADER_LENGTH = SERVICE_PREFIX.length + 64;
const SHA256_BYTES = 32;
/** Canonical (padded) standard base64, as a generated secret and the Standard Webhooks libraries use. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A new signing secret: `whsec_` + base64 of 32 random bytes (50 characters). */
export function generateSigningSecret(): string {
  return WHSEC_PREFIX + randomBytes(32).toString('base64');
}

function serviceDigest(secret: string, body: string | Buffer): Buffer {
  // A string key is taken as its UTF-8 bytes; a string body is hashed as its UTF-8 bytes.
  return createHmac('sha256', secret).update(body).digest();
}

/** The `X-Service-Signature` value: `sha256=<lowercase hex HMAC-SHA256(utf8(secret), body)>`. */
export function serviceSignature(secret: string, body: string | Buffer): string {
  return SERVICE_PREFIX + serviceDigest(secret, body).toString('hex');
}

/**
 * The Standard Webhooks HMAC key: the base64-decoded bytes after `whsec_` when the secret has
 * that prefix, else the secret's UTF-8 bytes. Throws when the part after `whsec_` is not
 * canonical base64 (or is empty): no receiver library could reproduce a key Node decoded
 * leniently, so such a secret must be refused where it is entered.
 */
export function standardWebhooksKey(secret: string): Buffer {
  if (!secret.startsWith(WHSEC_PREFIX)) return Buffer.from(secret, 'utf8');
  const encoded = secret.slice(WHSEC_PREFIX.length);
  if (encoded.length === 0 || !BASE64.test(encoded)) {
    throw new TypeError('A signing secret that starts with "whsec_" must continue with base64.');
  }
  return Buffer.from(encoded, 'base64');
}

/** 10^11 s is the year 5138: anything larger is milliseconds passed by mistake. */
const MAX_TIMESTAMP_SECONDS = 1e11;

function assertTimestamp(timestampSeconds: number): void {
  if (
    !Number.isInteger(timestampSeconds) ||
    timestampSeconds < 0 ||
    timestampSeconds >= MAX_TIMESTAMP_SECONDS
  ) {
    throw new RangeError(`webhook-timestamp must be whole unix seconds, got ${timestampSeconds}.`);
  }
}

/** The `webhook-signature` value: `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`. */
export function standardSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string | Buffer,
): string {
  assertTimestamp(timestampSeconds);
  const hmac = createHmac('sha256', standardWebhooksKey(secret));
  return `v1,${hmac.update(`${id}.${timestampSeconds}.`).update(body).digest('base64')}`;
}

// ----- the delivery hot path --------------------------------------------------------------------

const SHA256_BLOCK = 64;

/**
 * RFC 2104's padded keys of one HMAC-SHA256 key: HMAC(K, m) = H(outer ‖ H(inner ‖ m)) with
 * inner = K' ⊕ 0x36…, outer = K' ⊕ 0x5c…, K' the key (hashed first when longer than a block)
 * zero-padded to 64 bytes. One-shot `crypto.hash` calls over a buffer that already holds the
 * pad, the body UTF-8 encoded once for both signatures: 2.6 µs per delivery against 4.3 with
 * createHmac (an object, a native handle and a stream per call); `test/bench/signing-cpu.mjs`.
 * `outer` has room for the inner digest after the pad (written per call, synchronously).
 */
interface HmacPads {
  inner: Buffer;
  outer: Buffer;
}

function hmacPads(key: Buffer): HmacPads {
  const k = key.length > SHA256_BLOCK ? hash('sha256', key, 'buffer') : key;
  const inner = Buffer.alloc(SHA256_BLOCK, 0x36);
  const outer = Buffer.alloc(SHA256_BLOCK + SHA256_BYTES, 0x5c);
  for (let i = 0; i < k.length; i++) {
    inner[i]! ^= k[i]!;
    outer[i]! ^= k[i]!;
  }
  return { inner, outer };
}

/**
 * H(outer ‖ H(message)) where `message` already starts with the inner pad. The inner digest
 * comes back as a 32-character 'binary' (latin1) string written into the outer buffer: a Buffer
 * result would allocate an ArrayBuffer per call.
 */
function finishHmac(pads: HmacPads, message: Buffer, encoding: 'hex' | 'base64'): string {
  pads.outer.write(hash('sha256', message, 'binary'), SHA256_BLOCK, 'latin1');
  return hash('sha256', pads.outer, encoding);
}

/** Both signatures' padded keys, kept per secret (a few per webhook at most). Bounded. */
const signingPads = new Map<string, { service: HmacPads; standard: HmacPads }>();
function padsOf(secret: string): { service: HmacPads; standard: HmacPads } {
  let pads = signingPads.get(secret);
  if (!pads) {
    pads = {
      service: hmacPads(Buffer.from(secret, 'utf8')),
      standard: hmacPads(standardWebhooksKey(secret)),
    };
    if (signingPads.size >= 1000) signingPads.clear();
    signingPads.set(secret, pads);
  }
  return pads;
}

/** Reused by every delivery (synchronously); grows to the largest body, up to 1 MiB. */
let scratch = Buffer.allocUnsafe(16 * 1024);
const SCRATCH_MAX = 1024 * 1024;

interface Signatures {
  service: string;
  standard: string;
}

/**
 * Both signature values of one delivery, for its secret and, during a rotation's overlap, the
 * previous one. The buffer is laid out as [inner pad][<id>.<timestamp>.][body], the body encoded
 * once for every signature: the service HMAC hashes its pad written just before the body, the
 * Standard Webhooks HMAC its pad and the prefix before that.
 */
function signatures(
  secret: string,
  previousSecret: string | null,
  prefix: string,
  body: string,
): { current: Signatures; previous: Signatures | null } {
  const bodyAt = SHA256_BLOCK + Buffer.byteLength(prefix);
  const room = bodyAt + body.length * 3; // a UTF-16 code unit is at most 3 UTF-8 bytes
  let buf = scratch;
  if (room > buf.length) {
    buf = Buffer.allocUnsafe(room);
    if (room <= SCRATCH_MAX) scratch = buf;
  }
  const end = bodyAt + buf.write(body, bodyAt, 'utf8');
  const current = signLaidOut(padsOf(secret), buf, prefix, bodyAt, end);
  const previous = previousSecret
    ? signLaidOut(padsOf(previousSecret), buf, prefix, bodyAt, end)
    : null;
  buf.fill(0, 0, bodyAt); // no key-derived bytes left lying in the buffer
  return { current, previous };
}

/** One secret's two signatures over the laid-out buffer (its pads written in place). */
function signLaidOut(
  pads: { service: HmacPads; standard: HmacPads },
  buf: Buffer,
  prefix: string,
  bodyAt: number,
  end: number,
): Signatures {
  pads.service.inner.copy(buf, bodyAt - SHA256_BLOCK);
  const service = finishHmac(pads.service, buf.subarray(bodyAt - SHA256_BLOCK, end), 'hex');
  pads.standard.inner.copy(buf, 0); // the service pad overlapped the prefix: write both again
  buf.write(prefix, SHA256_BLOCK, 'utf8');
  const standard = finishHmac(pads.standard, buf.subarray(0, end), 'base64');
  return { service, standard };
}

/** Request headers of one delivery attempt, lowercase names. */
export interface SignedHeaders {
  [name: string]: string;
}

/**
 * Every header of one delivery attempt: user-agent, content-type, x-service-signature, x-service-event,
 * x-service-event-id, x-service-attempt, webhook-id, webhook-timestamp, webhook-signature, and
 * x-service-signature-new while a previous secret still signs.
 * `sign: false` (the benchmark baseline only) leaves out the signature headers.
 */
export function signedHeaders(input: {
  secret: string;
  /** The secret a rotation replaced, while its overlap lasts; null or absent otherwise. */
  previousSecret?: string | null;
  eventId: string;
  eventType: string;
  attempt: number;
  timestampSeconds: number;
  body: string;
  sign?: boolean;
}): SignedHeaders {
  const { secret, eventId, eventType, attempt, timestampSeconds, body } = input;
  assertTimestamp(timestampSeconds);
  const headers: SignedHeaders = {
    'user-agent': WEBHOOK_USER_AGENT,
    'content-type': 'application/json',
    'x-service-event': eventType,
    'x-service-event-id': eventId,
    'x-service-attempt': String(attempt),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestampSeconds),
  };
  if (input.sign !== false) {
    const prefix = `${eventId}.${timestampSeconds}.`;
    const { current, previous } = signatures(secret, input.previousSecret ?? null, prefix, body);
    if (previous) {
      headers['x-service-signature'] = SERVICE_PREFIX + previous.service;
      headers['x-service-signature-new'] = SERVICE_PREFIX + current.service;
      headers['webhook-signature'] = `v1,${current.standard} v1,${previous.standard}`;
    } else {
      headers['x-service-signature'] = SERVICE_PREFIX + current.service;
      headers['webhook-signature'] = `v1,${current.standard}`;
    }
  }
  return headers;
}

/**
 * Checks an `X-Service-Signature` value against the body, in constant time: the expected digest
 * and the header's decoded digest are compared with crypto.timingSafeEqual on equal-length
 * buffers. A missing or malformed header (wrong length, prefix or hex) is false, never a throw.
 * Hex digits are accepted in either case.
 */
export function verifyServiceSignature(
  secret: string,
  body: string | Buffer,
  header: string | undefined,
): boolean {
  if (typeof header !== 'string' || header.length !== SERVICE_HEADER_LENGTH) return false;
  if (!header.startsWith(SERVICE_PREFIX)) return false;
  // Buffer.from(hex) stops at the first non-hex pair, so a short result means malformed input.
  const given = Buffer.from(header.slice(SERVICE_PREFIX.length), 'hex');
  const expected = serviceDigest(secret, body);
  if (given.length !== SHA256_BYTES) return false;
  return timingSafeEqual(given, expected);
}
