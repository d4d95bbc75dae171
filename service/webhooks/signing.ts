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
 * Both are HMAC-SHA256 through node:crypto; the tests hold them against third-party verifiers.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** The `X-Service-Signature` value: `sha256=<lowercase hex HMAC-SHA256(utf8(secret), body)>`. */
export function serviceSignature(secret: string, body: string): string {
  return SERVICE_PREFIX + createHmac('sha256', secret).update(body).digest('hex');
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
  body: string,
): string {
  assertTimestamp(timestampSeconds);
  const hmac = createHmac('sha256', standardWebhooksKey(secret));
  return `v1,${hmac.update(`${id}.${timestampSeconds}.`).update(body).digest('base64')}`;
}

/** Request headers of one delivery attempt, lowercase names. */
export interface SignedHeaders {
  [name: string]: string;
}

/**
 * Every header of one delivery attempt: user-agent, content-type, x-service-signature, x-service-event,
 * x-service-event-id, x-service-attempt, webhook-id, webhook-timestamp, webhook-signature, and
 * x-service-signature-new while a previous secret still signs.
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
  const current = standardSignature(secret, eventId, timestampSeconds, body);
  const previous = input.previousSecret;
  if (previous) {
    headers['x-service-signature'] = serviceSignature(previous, body);
    headers['x-service-signature-new'] = serviceSignature(secret, body);
    headers['webhook-signature'] =
      `${current} ${standardSignature(previous, eventId, timestampSeconds, body)}`;
  } else {
    headers['x-service-signature'] = serviceSignature(secret, body);
    headers['webhook-signature'] = current;
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
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest();
  if (given.length !== SHA256_BYTES) return false;
  return timingSafeEqual(given, expected);
}
