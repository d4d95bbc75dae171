// `node test/bench/signing-cpu.mjs [calls]`
//
// What the two signatures cost one delivery, in one process: `signedHeaders` with and without
// them (`sign: false`), A B A B… five times each, on an ~800-byte product.updated body like the
// bench's. Prints µs per delivery for each, their difference (the signing cost), the same two
// HMACs through each implementation of service/webhooks/hmac.ts (native/webhook-hmac and
// node:crypto's createHmac), and the floor of any implementation (SHA-256 of the body twice).
// See docs/performance.md.
import { build } from 'esbuild';
import { hash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CALLS = Number(process.argv[2] ?? 200_000);

// Inside the checkout, so that the bundle resolves native/webhook-hmac as the product does.
mkdirSync(join(root, 'dist'), { recursive: true });
const out = mkdtempSync(join(root, 'dist', 'signing-cpu-'));
await build({
  stdin: {
    contents:
      "export * from './service/webhooks/signing'; export * from './service/webhooks/hmac';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: join(out, 'signing.mjs'),
  logLevel: 'warning',
});
const {
  generateSigningSecret,
  signedHeaders,
  standardWebhooksKey,
  hmac,
  nodeCryptoHmac,
  HMAC_IMPLEMENTATION,
} = await import(pathToFileURL(join(out, 'signing.mjs')).href);
rmSync(out, { recursive: true });

const secret = generateSigningSecret();
const eventId = 'evt_01JD8X3Y4Z5A6B7C8D9E0F1G2H';
const timestampSeconds = 1_767_225_600;
const body = JSON.stringify({
  id: eventId,
  type: 'product.updated',
  created_at: '2026-01-01T10:00:00.000Z',
  company_id: 'cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
  branch_id: 'brn_01JD8X3Y4Z5A6B7C8D9E0F1G2K',
  sequence: 12_345,
  data: {
    object: {
      id: 'prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M',
      name: 'Espresso doppio, house blend',
      sku: 'SKU-000123',
      price: { amount: 1250, currency: 'EUR' },
      category_id: 'cat_01JD8X3Y4Z5A6B7C8D9E0F1G2N',
      description: 'x'.repeat(300),
      updated_at: '2026-01-01T10:00:00.000Z',
      version: 3,
    },
    previous: { name: 'Before' },
  },
});

const input = { secret, eventId, eventType: 'product.updated', attempt: 1, timestampSeconds, body };
const signed = () => signedHeaders(input);
const unsigned = () => signedHeaders({ ...input, sign: false });

const time = (f) => {
  const t = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) f();
  return Number(process.hrtime.bigint() - t) / CALLS / 1000;
};
time(signed);
time(unsigned);
// The delivery's two HMACs alone, through each implementation.
const twoHmacs = (impl) => {
  const serviceKey = impl.key(Buffer.from(secret));
  const standardKey = impl.key(standardWebhooksKey(secret));
  const prefix = `${eventId}.${timestampSeconds}.`;
  return () => [impl.sign(serviceKey, 'hex', body), impl.sign(standardKey, 'base64', prefix, body)];
};
const addonHmacs = hmac === nodeCryptoHmac ? null : twoHmacs(hmac);
const nodeHmacs = twoHmacs(nodeCryptoHmac);
const runs = { signed: [], unsigned: [], addon: [], node: [] };
for (let i = 0; i < 5; i++) {
  runs.signed.push(time(signed));
  runs.unsigned.push(time(unsigned));
  if (addonHmacs) runs.addon.push(time(addonHmacs));
  runs.node.push(time(nodeHmacs));
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
// The floor of any implementation: each HMAC hashes the whole body once (plus two short blocks).
const bodyBytes = Buffer.from(body);
const floor = median(
  [1, 2, 3].map(() => time(() => [hash('sha256', bodyBytes), hash('sha256', bodyBytes)])),
);
console.log(`body ${Buffer.byteLength(body)} bytes, ${CALLS} calls per run, medians of 5:`);
console.log(`signedHeaders, signed      ${median(runs.signed).toFixed(2)} µs`);
console.log(`signedHeaders, unsigned    ${median(runs.unsigned).toFixed(2)} µs`);
console.log(
  `signing (the difference)   ${(median(runs.signed) - median(runs.unsigned)).toFixed(2)} µs`,
);
console.log(`(signedHeaders signs through ${HMAC_IMPLEMENTATION})`);
if (addonHmacs) console.log(`two HMACs, webhook-hmac    ${median(runs.addon).toFixed(2)} µs`);
else console.log('two HMACs, webhook-hmac    (not built here)');
console.log(`two HMACs, createHmac      ${median(runs.node).toFixed(2)} µs`);
console.log(`SHA-256 of the body, twice ${floor.toFixed(2)} µs (the floor)`);
