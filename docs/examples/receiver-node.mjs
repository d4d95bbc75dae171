#!/usr/bin/env node
// A complete webhook receiver using only Node's standard library (Node 18 or later).
//
//   WEBHOOK_SECRET='whsec_...' PORT=3000 node receiver-node.mjs
//
// WEBHOOK_SECRET  the webhook's signing secret, exactly as shown once at registration (required)
// PORT            port to listen on (default 3000; 0 picks a free one)
// HOST            address to bind (default: all interfaces)
//
// It reads the raw body, checks X-Service-Signature in constant time (or, while a rotation of the
// secret overlaps, X-Service-Signature-New: so it works before and after you switch it to the new
// secret), and the Standard Webhooks signature with a 5-minute timestamp tolerance when those
// headers are present; it answers 401 on a bad signature, drops duplicates by event id, and
// answers 200 before doing the real work.
// Every accepted event is printed as one JSON line: {"accepted":"evt_...","type":"..."}.
// See docs/webhooks.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.WEBHOOK_SECRET;
if (!SECRET) {
  console.error('Set WEBHOOK_SECRET to the signing secret of the webhook.');
  process.exit(1);
}
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST || undefined;
const MAX_BODY_BYTES = 1024 * 1024;
const TOLERANCE_SECONDS = 5 * 60;

/** X-Service-Signature: "sha256=" + hex HMAC-SHA256 of the raw body, key = the secret's UTF-8. */
function verifyServiceSignature(rawBody, header) {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', SECRET).update(rawBody).digest();
  // timingSafeEqual needs equal lengths; a malformed header decodes to fewer bytes.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Standard Webhooks key: base64-decoded bytes after "whsec_", else the secret's UTF-8 bytes. */
const STANDARD_KEY = SECRET.startsWith('whsec_')
  ? Buffer.from(SECRET.slice('whsec_'.length), 'base64')
  : Buffer.from(SECRET, 'utf8');

/** webhook-signature: "v1,<base64 HMAC-SHA256 of '<id>.<timestamp>.<body>'>", maybe several. */
function verifyStandardSignature(rawBody, id, timestamp, header) {
  const seconds = Number(timestamp);
  if (!id || !Number.isInteger(seconds) || typeof header !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - seconds) > TOLERANCE_SECONDS) return false; // replayed or skewed
  const expected = createHmac('sha256', STANDARD_KEY)
    .update(`${id}.${timestamp}.`)
    .update(rawBody)
    .digest();
  return header.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Event ids already taken. In production keep them in your database (30 days), not in memory. */
const seen = new Set();
const MAX_SEEN = 100_000;

function remember(id) {
  seen.add(id);
  if (seen.size > MAX_SEEN) seen.delete(seen.values().next().value); // forget the oldest
}

/** Your work goes here. It runs after the 200 went out, so it may take its time. */
async function processEvent(event) {
  switch (event.type) {
    case 'ping':
      break; // "Send test event": nothing to do
    default:
      // e.g. upsert event.data.object unless your copy has a higher `version`
      break;
  }
}

function reply(res, status, message) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}

const server = createServer((req, res) => {
  if (req.method !== 'POST') return reply(res, 405, 'POST only\n');

  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BODY_BYTES) return reply(res, 413, 'body too large\n');
    const rawBody = Buffer.concat(chunks); // verify these exact bytes, before any JSON parsing

    // During a rotation's overlap X-Service-Signature is signed with the old secret and
    // X-Service-Signature-New with the new one: either matching WEBHOOK_SECRET is enough.
    if (
      !verifyServiceSignature(rawBody, req.headers['x-service-signature']) &&
      !verifyServiceSignature(rawBody, req.headers['x-service-signature-new'])
    ) {
      return reply(res, 401, 'bad signature\n');
    }
    // Optional second check, which adds replay protection (the timestamp is signed). To insist
    // on it, drop the `!== undefined` condition so requests without these headers get 401.
    if (
      req.headers['webhook-signature'] !== undefined &&
      !verifyStandardSignature(
        rawBody,
        req.headers['webhook-id'],
        req.headers['webhook-timestamp'],
        req.headers['webhook-signature'],
      )
    ) {
      return reply(res, 401, 'bad signature\n');
    }

    let event;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return reply(res, 400, 'invalid JSON\n');
    }
    // The body's id is covered by the signature; X-Service-Event-Id carries the same value.
    const id = event && typeof event.id === 'string' ? event.id : undefined;
    if (!id) return reply(res, 400, 'missing event id\n');

    if (seen.has(id)) {
      console.log(JSON.stringify({ duplicate: id }));
      return reply(res, 200, 'duplicate\n'); // still 2xx, or it would be retried
    }
    remember(id);
    console.log(JSON.stringify({ accepted: id, type: event.type }));
    reply(res, 200, 'ok\n');

    setImmediate(() => {
      processEvent(event).catch((error) => console.error(`processing ${id} failed:`, error));
    });
  });
});

server.listen(PORT, HOST, () => {
  console.log(`listening on ${server.address().port}`);
});
