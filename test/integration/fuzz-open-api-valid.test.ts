/**
 * The positive direction of the open API fuzzer (test/integration/fuzz-open-api.test.ts is the
 * negative one): for every operation of the served OpenAPI document, requests generated from
 * its schemas (path ids of rows that exist, query, headers and body within every declared
 * limit, pattern and enum) are never refused with validation_failed. A business refusal with
 * its own code (not_found, conflict, precondition_failed, a sale's rules…) is fine: the
 * document cannot know the rows. So a client generated from the document never sends what
 * the server's validators refuse; where it does, the document and the validators disagree.
 * Operations whose rules OpenAPI cannot state are listed in KNOWN with the reason; a refusal
 * of any other fails the test, and so does an operation whose every request was 404 (the seeds
 * give each path a row to find).
 *
 * IC_FUZZ_VALID_RUNS requests per operation (default 12), seed IC_FUZZ_SEED (default 7007).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../shared/scopes';
import { arbitraryOf, type SchemaContext } from '../support/schema-arbitrary';
import { startTestService, type TestService } from '../support/test-service';

const RUNS = Number(process.env.IC_FUZZ_VALID_RUNS ?? 12);
const SEED = Number(process.env.IC_FUZZ_SEED ?? 7007);

/** Operations that would end the run's own key (admin-api tests cover them). */
const SKIPPED = new Set(['post /api/v1/me/regenerate']);

/**
 * Operations where a schema-valid request may be refused, each with the rule OpenAPI 3.1 cannot
 * state. A new one fails the test.
 */
const KNOWN: Record<string, string> = {
  // JSON Schema compares no two values, does no arithmetic and sees neither the clock nor other
  // rows.
  updateCategory: 'parent_id is not the path id (nor a descendant): a rule between path and body',
  mergeTable: 'table_ids without the path table: a rule between path and body',
  calculateOrder:
    'whole quantities for products that track stock, discounts within their base and subtotals within range depend on product rows and arithmetic',
  updateReward: 'a kind field left out keeps the stored reward value, which the body cannot show',
  getSalesReport: 'to on or after from: JSON Schema cannot compare two values',
  runCustomReport: 'to on or after from: JSON Schema cannot compare two values',
  createOrder:
    'ordered_at within a window around now, and the rules of calculateOrder and of tables in service, depend on the clock and other rows',
  updateOrder:
    'table_id only for restaurant tables in service with the order open: state of other rows',
  seatBooking: 'open_order only for a booking that holds a table: state of the row',
  refundOrder: 'each line_id must be a line of the order in the path: a rule between path and body',
  paymentsOrder: 'tendered (cash) at least amount + tip: JSON Schema cannot add two values',
  createExport: 'to on or after from: JSON Schema cannot compare two values',
  changeProductStock: 'adjust within the stock bounds depends on the stored stock',
  createReportDaysClose: 'business_date already started: a bound that moves with the clock',
  createApiKey:
    'expires_at within 10 years of now, restaurant-only scopes and allowed_ips entries depend on the clock, the company, and IPv6 ranges (2001:db8::/32) that no JSON Schema format names',
  updateApiKey:
    'expires_at within 10 years of now and allowed_ips entries depend on the clock, and IPv6 ranges (2001:db8::/32) that no JSON Schema format names',
  createWebhook: "the URL policy reads the branch's allow_http_local setting",
  updateWebhook: "the URL policy reads the branch's allow_http_local setting",
  updateScheduledReport:
    'a field left out keeps the stored value, so the frequency a body names may need a day the stored schedule lacks',
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestService;
let doc: Json;
let branchCurrency: string;
let headers: Record<string, string>;
const ids: Record<string, string[]> = {};

async function send(method: string, url: string, body?: unknown): Promise<Json> {
  const res = await t.service.http!.inject({
    method: method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const made = res.json() as Json;
  // A seed that fails leaves operations with nothing to find: say so here, not as a 404 later.
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.body}`);
  if (typeof made.id === 'string') (ids[made.id.split('_')[0]!] ??= []).push(made.id);
  return made;
}

beforeAll(async () => {
  t = await startTestService({ worker: false, industry: 'restaurant' });
  t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 0);
  headers = t.createKey([...ALL_SCOPES]).headers;
  const category = await send('POST', '/api/v1/categories', { name: 'Seed' });
  for (let i = 0; i < 3; i++)
    await send('POST', '/api/v1/products', {
      sku: `SEED-${i}`,
      name: `Seed ${i}`,
      price: { amount: 500 },
      category_id: category.id,
    });
  await send('POST', '/api/v1/tax-rates', { name: 'Seed VAT', rate_bps: 1000, mode: 'inclusive' });
  await send('POST', '/api/v1/customers', { name: 'Seed customer' });
  await send('POST', '/api/v1/tables', { name: 'Seed table', seats: 4 });
  await send('POST', '/api/v1/rewards', {
    name: 'Seed reward',
    points_cost: 10,
    kind: 'percent_off',
    percent: 5,
  });
  const order = await send('POST', '/api/v1/orders', {
    lines: [{ product_id: ids.prd![0], quantity: 2 }],
  });
  await send('POST', `/api/v1/orders/${order.id}/payments`, {
    method: 'cash',
    amount: { amount: 200 },
  });
  // A paid order to refund, and a customer with points to redeem: the ledger, redemption and
  // refund paths then name rows that exist.
  const paid = await send('POST', '/api/v1/orders', {
    lines: [{ product_id: ids.prd![1], quantity: 1 }],
  });
  await send('POST', `/api/v1/orders/${paid.id}/payments`, {
    method: 'card',
    amount: { amount: paid.total.amount },
  });
  await send('POST', `/api/v1/orders/${paid.id}/refunds`, { amount: { amount: 100 } });
  const customer = ids.cus![0];
  await send('POST', `/api/v1/customers/${customer}/loyalty/adjustments`, {
    points: 100,
    reason: 'Seed points',
  });
  await send('POST', `/api/v1/customers/${customer}/loyalty/redemptions`, {
    reward_id: ids.rwd![0],
  });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await send('POST', '/api/v1/bookings', {
    guest_name: 'Seed guest',
    phone: '+441632960961',
    party_size: 2,
    starts_at: `${tomorrow}T19:00:00Z`,
    table_ids: [ids.tbl![0]],
  });
  await send('POST', '/api/v1/users', { username: 'seed-cashier', role: 'cashier' });
  await send('POST', '/api/v1/reports/custom', {
    name: 'Seed report',
    dimensions: ['product'],
    metrics: ['orders'],
  });
  await send('POST', '/api/v1/webhooks', {
    url: 'https://example.com/seed-hook',
    events: ['product.created'],
  });
  await send('POST', '/api/v1/scheduled-reports', {
    name: 'Seed schedule',
    report: { type: 'export', resource: 'orders' },
    frequency: 'daily',
    time_of_day: '06:00',
  });
  // An API key's path names its public key.
  const key = await send('POST', '/api/v1/api-keys', {
    name: 'Seed key',
    scopes: ['products:view'],
  });
  if (typeof key.public_key === 'string') (ids.pk ??= []).push(key.public_key);
  await send('POST', '/api/v1/exports', {
    resource: 'orders',
    format: 'csv',
    from: '2026-03-09',
    to: '2026-03-09',
  });
  doc = (await t.service.http!.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  branchCurrency = (
    await t.service.http!.inject({ method: 'GET', url: '/api/v1/me', headers })
  ).json().branch.currency;
}, 60_000);

afterAll(async () => t?.close());

const refused: Record<string, string> = {};
/** Operations whose every request was 404: the run seeds nothing they can find. */
const onlyNotFound = new Map<string, boolean>();

describe('requests generated from the document', () => {
  it(`${RUNS} per operation are never refused with validation_failed`, async () => {
    const ctx: SchemaContext = {
      resolve: (ref) => doc.components.schemas[ref.split('/').pop()!],
      ids,
      currency: branchCurrency,
    };
    let sent = 0;
    // Deletions last: the rows the other operations name still exist when they run.
    const operations = Object.entries(doc.paths as Json)
      .flatMap(([template, item]) =>
        (Object.entries(item as Json) as [string, Json][]).map(
          ([method, op]) => [template, method, op] as const,
        ),
      )
      .sort(([, a], [, b]) => Number(a === 'delete') - Number(b === 'delete'));
    for (const [template, method, op] of operations) {
      {
        if (SKIPPED.has(`${method} ${template}`)) continue;
        const params: Json[] = op.parameters ?? [];
        const part = (where: string) => {
          // Opaque tokens (cursor, sync_token) are passed as the server gave them, not made.
          const list = params.filter(
            (p) => p.in === where && !/^Opaque/.test(p.description ?? p.schema?.description ?? ''),
          );
          return arbitraryOf(
            {
              type: 'object',
              properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
              required: list.filter((p) => p.required).map((p) => p.name),
            },
            ctx,
          ) as fc.Arbitrary<Record<string, unknown>>;
        };
        const pathParams = params.filter((p) => p.in === 'path');
        const pathIds = pathParams.map((p) => String(p.example ?? '').split('_')[0]!);
        // A path value that is not a row's id (a date) is generated from its schema.
        const pathValues = pathParams.map((p) =>
          String(p.example ?? '').includes('_') ? fc.constant(null) : arbitraryOf(p.schema, ctx),
        );
        const body = op.requestBody?.content?.['application/json']?.schema;
        const request = fc.record({
          query: part('query'),
          headers: part('header'),
          body: body ? arbitraryOf(body, ctx) : fc.constant(undefined),
          pick: fc.nat(),
          pathValues: fc.tuple(...pathValues),
        });
        for (const r of fc.sample(request, { numRuns: RUNS, seed: SEED })) {
          const path = template.replace(/\{[^}]+\}/g, () => {
            const value = r.pathValues[0];
            if (value !== null && value !== undefined) return String(value);
            const known = ids[pathIds[0] ?? ''] ?? [];
            return known[r.pick % Math.max(known.length, 1)] ?? `${pathIds[0]}_unknown`;
          });
          const query = new URLSearchParams(
            Object.entries(r.query).flatMap(([k, v]) =>
              [v].flat().map((one) => [k, String(one)] as [string, string]),
            ),
          ).toString();
          const res = await t.service.http!.inject({
            method: method.toUpperCase() as 'GET',
            url: `${path}${query ? `?${query}` : ''}`,
            headers: {
              ...headers,
              ...Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
              ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(r.body !== undefined ? { payload: JSON.stringify(r.body) } : {}),
          });
          sent++;
          onlyNotFound.set(
            op.operationId,
            (onlyNotFound.get(op.operationId) ?? true) && res.statusCode === 404,
          );
          if (res.statusCode === 422 && res.json().code === 'validation_failed') {
            refused[op.operationId] ??=
              `${method.toUpperCase()} ${path}?${query} ${JSON.stringify(r.body ?? null).slice(0, 300)} → ${JSON.stringify(res.json().errors).slice(0, 300)}`;
          }
        }
      }
    }
    console.info(
      `valid-request fuzz: ${sent} requests, refused on ${Object.keys(refused).length} operations`,
    );
    for (const [id, why] of Object.entries(refused)) console.info(`${id}: ${why.slice(-400)}`);
    const unreached = [...onlyNotFound].filter(([, all]) => all).map(([id]) => id);
    expect(unreached, 'operations whose every request was 404: seed a row they can find').toEqual(
      [],
    );
    const known = new Set(Object.keys(KNOWN));
    expect(Object.keys(refused).filter((id) => !known.has(id))).toEqual([]);
    const fixed = [...known].filter((id) => !(id in refused));
    if (fixed.length)
      console.info(`not refused in this sample (remove if its rule is gone): ${fixed.join(', ')}`);
  }, 600_000);
});
