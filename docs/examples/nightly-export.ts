// A nightly export for an accounting tool: Node 24 runs this TypeScript file as is (type
// stripping), with fetch and no dependencies; its types come from the OpenAPI document
// (api-types.d.ts), so `tsc` checks every field it reads.
//
// Each run books, once each, the sales completed and the refunds made since the last run:
//   1. GET /orders?sync_token=…  — every order changed since; a completed order not yet booked
//      is booked as a sale on its business_date (an order comes again when it is refunded or
//      paid: it is booked once, the money that went back comes as refunds);
//   2. GET /refunds?sync_token=… — every refund made since, booked as a credit note on its own
//      business_date against the sale it refunds (a refund of an open order's payment gave
//      money back before there was a sale: it is listed in not_booked);
//   3. the two tokens are stored with the ledger, after both lists: an interrupted run is
//      simply run again, and books nothing twice (everything is booked by id).
// The first run (no tokens) walks both lists from the start. A 410 sync_token_expired (a token
// older than 30 days, or a restore from an older backup) walks that list again; the ids make
// that harmless.
//
//   API_BASE_URL=http://127.0.0.1:8787 API_SECRET_KEY=sk_… COMPANY_ID=cmp_… BRANCH_ID=brn_… \
//     LEDGER_FILE=ledger.json node nightly-export.ts
//
// The key needs orders:view. The ledger file stands in for the accounting tool's books; each
// run prints one JSON line: {"orders":…,"refunds":…,"sales_booked":…,"credit_notes_booked":…}.

import { readFile, rename, writeFile } from 'node:fs/promises';
import { URLSearchParams } from 'node:url';
import type { components, operations } from './api-types';

type Order = components['schemas']['Order'];
type Refund = components['schemas']['Refund'];
type Problem = components['schemas']['Problem'];
type OrdersPage = operations['listOrders']['responses'][200]['content']['application/json'];
type RefundsPage = operations['listRefunds']['responses'][200]['content']['application/json'];

interface Sale {
  number: number;
  business_date: string;
  total: number;
  tax_total: number;
}
interface CreditNote {
  order_id: string;
  business_date: string;
  amount: number;
  tax_total: number;
}
interface Ledger {
  tokens: { orders: string | null; refunds: string | null };
  sales: Record<string, Sale>;
  credit_notes: Record<string, CreditNote>;
  /** Refunds of orders that were not sales (money given back on an open order). */
  not_booked: string[];
}

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`Set ${name} (see the top of nightly-export.ts).`);
    process.exit(2);
  }
  return value;
};

const baseUrl = env('API_BASE_URL').replace(/\/+$/, '');
const headers = {
  authorization: `Bearer ${env('API_SECRET_KEY')}`,
  'x-company-id': env('COMPANY_ID'),
  'x-branch-id': env('BRANCH_ID'),
};
const ledgerFile = env('LEDGER_FILE', 'ledger.json');

/**
 * Every row of a list changed since `token` (all rows without one), page by page, and the
 * token for the next run. null when the token expired: walk again without it.
 */
async function changes<P extends OrdersPage | RefundsPage>(
  list: 'orders' | 'refunds',
  token: string | null,
): Promise<{ rows: P['data'][number][]; next: string | null } | null> {
  const rows: P['data'][number][] = [];
  let cursor: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '200' });
    if (token) query.set('sync_token', token);
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${baseUrl}/api/v1/${list}?${query}`, { headers });
    if (response.status === 429) {
      await new Promise((r) =>
        setTimeout(r, Number(response.headers.get('retry-after') ?? 1) * 1000),
      );
      continue;
    }
    if (response.status !== 200) {
      const problem = (await response.json()) as Problem;
      if (response.status === 410 && problem.code === 'sync_token_expired') return null;
      throw new Error(`GET /${list}: ${response.status} ${problem.code}: ${problem.detail}`);
    }
    const page = (await response.json()) as P;
    rows.push(...(page.data as P['data'][number][]));
    if (!page.has_more) return { rows, next: page.next_sync_token };
    cursor = page.next_cursor;
  }
}

/** The changes since the stored token; from the start again when it expired. */
async function since<P extends OrdersPage | RefundsPage>(
  list: 'orders' | 'refunds',
  token: string | null,
) {
  return (await changes<P>(list, token)) ?? (await changes<P>(list, null))!;
}

async function loadLedger(): Promise<Ledger> {
  try {
    return JSON.parse(await readFile(ledgerFile, 'utf8')) as Ledger;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { tokens: { orders: null, refunds: null }, sales: {}, credit_notes: {}, not_booked: [] };
  }
}

const ledger = await loadLedger();
let salesBooked = 0;
let creditNotesBooked = 0;

/** Books a completed order as a sale, once. */
function bookSale(order: Order): void {
  if (order.status !== 'completed' || ledger.sales[order.id]) return;
  ledger.sales[order.id] = {
    number: order.number,
    business_date: order.business_date,
    total: order.total.amount,
    tax_total: order.tax_total.amount,
  };
  salesBooked++;
}

const orders = await since<OrdersPage>('orders', ledger.tokens.orders);
for (const order of orders.rows as Order[]) bookSale(order);

const refunds = await since<RefundsPage>('refunds', ledger.tokens.refunds);
for (const refund of refunds.rows as Refund[]) {
  if (ledger.credit_notes[refund.id] || ledger.not_booked.includes(refund.id)) continue;
  if (!ledger.sales[refund.order_id]) {
    // Completed after the orders walk started (it comes in the next run's orders too, and is
    // booked once), or never a sale: ask for it now.
    const response = await fetch(`${baseUrl}/api/v1/orders/${refund.order_id}`, { headers });
    if (!response.ok) throw new Error(`GET /orders/${refund.order_id}: ${response.status}`);
    bookSale((await response.json()) as Order);
  }
  if (!ledger.sales[refund.order_id]) {
    ledger.not_booked.push(refund.id);
    continue;
  }
  ledger.credit_notes[refund.id] = {
    order_id: refund.order_id,
    business_date: refund.business_date,
    amount: refund.amount.amount,
    tax_total: refund.tax_total.amount,
  };
  creditNotesBooked++;
}

// The tokens with what was booked, in one write (a temporary file renamed over the ledger).
ledger.tokens = { orders: orders.next, refunds: refunds.next };
await writeFile(`${ledgerFile}.tmp`, JSON.stringify(ledger));
await rename(`${ledgerFile}.tmp`, ledgerFile);
console.log(
  JSON.stringify({
    orders: orders.rows.length,
    refunds: refunds.rows.length,
    sales_booked: salesBooked,
    credit_notes_booked: creditNotesBooked,
  }),
);
