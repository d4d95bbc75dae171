/**
 * Writes sales straight into migration 0015's tables (orders, order_lines, payments, refunds)
 * and 0019's sales_line_taxes and daily sums, exactly as the migrations define them: one prepared statement per
 * table, one transaction per `batch` orders. For the bench seeder (seed-orders.ts) and for tests
 * that need many orders fast. Deterministic for a given `seed`.
 *
 * Shape: `orders` orders spread evenly over `days` business dates from `firstDate` (ids in that
 * order), 1 to 9 lines each (5 on average) from `products` products in `categories` categories,
 * two inclusive tax rates (20% and 10%) and an untaxed category, 95% completed, 3% canceled, 2%
 * open; completed orders are paid by cash, card or voucher, one in ten split card + cash; 3% of
 * completed orders get a refund of one line, 0 to 3 business days later; a third have one of
 * `customers` customers; sources pos, online, kiosk, api.
 */
import type { Database } from '../../service/db/database';
import { newId } from '../../service/util/ids';
import { rebuildDailySums } from '../../service/reports/summaries';

export interface SeedOrdersOptions {
  companyId: string;
  branchId: string;
  currency?: string;
  orders: number;
  firstDate: string;
  days: number;
  products?: number;
  categories?: number;
  customers?: number;
  seed?: number;
  batch?: number;
  /**
   * Bulk load: drop the tables' secondary indexes first and make them again at the end (the
   * same CREATE INDEX statements the migrations made), which sorts each index once instead of
   * inserting into every one of them row by row.
   */
  rebuildIndexes?: boolean;
  /** Called after each committed batch with the orders written so far. */
  progress?: (written: number) => void;
}

export interface SeededSales {
  taxRateIds: string[];
  productIds: string[];
  categoryIds: string[];
  customerIds: string[];
  orders: number;
  lines: number;
  payments: number;
  refunds: number;
}

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Half to even, as the totals module rounds. */
function roundHalfEven(n: number, d: number): number {
  const q = Math.floor(n / d);
  const r = n - q * d;
  if (r * 2 < d) return q;
  if (r * 2 > d) return q + 1;
  return q % 2 === 0 ? q : q + 1;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const METHODS = ['cash', 'card', 'card', 'card', 'voucher'] as const;
const SOURCES = ['pos', 'pos', 'pos', 'online', 'kiosk', 'api'] as const;

export function seedOrders(db: Database, o: SeedOrdersOptions): SeededSales {
  const rnd = random(o.seed ?? 1);
  const currency = o.currency ?? 'EUR';
  const batch = o.batch ?? 20_000;
  const taxRates = [
    { id: newId('tax'), bps: 2000 },
    { id: newId('tax'), bps: 1000 },
  ];
  const categoryIds = Array.from({ length: o.categories ?? 20 }, () => newId('cat'));
  const products = Array.from({ length: o.products ?? 200 }, (_, i) => ({
    id: newId('prd'),
    sku: `SKU-${i}`,
    name: `Product ${i}`,
    price: 150 + ((i * 137) % 2350),
    category: i % categoryIds.length,
    // Categories 0 mod 5 untaxed, odd 10%, even 20%.
    tax: (i % categoryIds.length) % 5 === 0 ? null : taxRates[(i % categoryIds.length) % 2]!,
  }));
  const customerIds = Array.from({ length: o.customers ?? 500 }, () => newId('cus'));

  const insertOrder =
    db.prepare(`INSERT INTO orders (id, company_id, branch_id, number, status, payment_status,
      source, customer_id, table_id, note, currency, subtotal, discount_total, tax_total, total, paid_total,
      tip_total, refunded_total, ordered_at, business_date, completed_at, canceled_at, version, created_at,
      updated_at, deleted_at, change_seq, json)
    VALUES (@id, @company_id, @branch_id, @number, @status, @payment_status, @source, @customer_id, NULL, NULL,
      @currency, @subtotal, @discount_total, @tax_total, @total, @paid_total, 0, @refunded_total, @ordered_at,
      @business_date, @completed_at, @canceled_at, @version, @ordered_at, @updated_at, NULL, @change_seq, @json)`);
  const insertLine =
    db.prepare(`INSERT INTO order_lines (id, order_id, company_id, branch_id, position,
      product_id, category_id, sku, name, quantity_milli, refunded_quantity_milli, unit_price, subtotal,
      discount_total, tax_total, total)
    VALUES (@id, @order_id, @company_id, @branch_id, @position, @product_id, @category_id, @sku, @name,
      @quantity_milli, @refunded_quantity_milli, @unit_price, @subtotal, @discount_total, @tax_total, @total)`);
  const insertPayment =
    db.prepare(`INSERT INTO payments (id, company_id, branch_id, order_id, method, currency,
      amount, tip, tendered, change_given, refunded_amount, reference, business_date, version, created_at,
      updated_at, deleted_at, change_seq, json)
    VALUES (@id, @company_id, @branch_id, @order_id, @method, @currency, @amount, 0, @tendered, @change_given,
      @refunded_amount, NULL, @business_date, 1, @created_at, @created_at, NULL, @change_seq, @json)`);
  const insertRefund =
    db.prepare(`INSERT INTO refunds (id, company_id, branch_id, order_id, payment_id,
      currency, amount, tax_total, reason, restock, business_date, version, created_at, updated_at, deleted_at,
      change_seq, json)
    VALUES (@id, @company_id, @branch_id, @order_id, @payment_id, @currency, @amount, @tax_total, NULL, 0,
      @business_date, 1, @created_at, @created_at, NULL, @change_seq, @json)`);
  const insertTax =
    db.prepare(`INSERT INTO sales_line_taxes (order_id, line_id, branch_id, tax_rate_id, amount)
    VALUES (?, ?, ?, ?, ?)`);
  const counter = db.prepare<[string], { last_change_seq: number }>(
    'SELECT last_change_seq FROM change_sequences WHERE branch_id = ?',
  );
  const saveCounter = db.prepare(
    `INSERT INTO change_sequences (branch_id, last_change_seq) VALUES (?, ?)
     ON CONFLICT (branch_id) DO UPDATE SET last_change_seq = excluded.last_change_seq`,
  );
  const lastNumber = db.prepare<[string], { n: number | null }>(
    'SELECT max(number) AS n FROM orders WHERE branch_id = ?',
  );

  const ids = { company_id: o.companyId, branch_id: o.branchId };
  const money = (amount: number) => `{"amount":${amount},"currency":"${currency}"}`;
  let seq = counter.get(o.branchId)?.last_change_seq ?? 0;
  let number = lastNumber.get(o.branchId)?.n ?? 0;
  const out: SeededSales = {
    taxRateIds: taxRates.map((t) => t.id),
    productIds: products.map((p) => p.id),
    categoryIds,
    customerIds,
    orders: 0,
    lines: 0,
    payments: 0,
    refunds: 0,
  };
  const lastDate = addDays(o.firstDate, o.days - 1);
  const indexes = o.rebuildIndexes
    ? (db.sql
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
             AND tbl_name IN ('orders', 'order_lines', 'payments', 'refunds')`,
        )
        .all() as { name: string; sql: string }[])
    : [];
  for (const index of indexes) db.sql.exec(`DROP INDEX ${index.name}`);

  for (let start = 0; start < o.orders; start += batch) {
    db.tx(() => {
      for (let i = start; i < Math.min(o.orders, start + batch); i++) {
        const dayIndex = Math.floor((i * o.days) / o.orders);
        const businessDate = addDays(o.firstDate, dayIndex);
        // 08:00–22:59 local-ish, written as UTC (Europe/Paris is UTC+1 in winter).
        const minute = 7 * 60 + Math.floor(rnd() * 15 * 60);
        const orderedAt = `${businessDate}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
        const roll = rnd();
        const status = roll < 0.95 ? 'completed' : roll < 0.98 ? 'canceled' : 'open';
        const orderId = newId('ord');
        const lineCount = 1 + Math.floor(rnd() * 9);
        const lines = [];
        let subtotal = 0;
        let discountTotal = 0;
        let taxTotal = 0;
        let total = 0;
        for (let position = 0; position < lineCount; position++) {
          const p = products[Math.floor(rnd() * products.length)]!;
          const qty = 1 + Math.floor(rnd() * 3);
          const gross = p.price * qty;
          const discount = rnd() < 0.1 ? roundHalfEven(gross * 10, 100) : 0;
          const net = gross - discount;
          const tax = p.tax ? roundHalfEven(net * p.tax.bps, 10_000 + p.tax.bps) : 0;
          const line = {
            id: newId('oli'),
            position,
            p,
            qty,
            gross,
            discount,
            tax,
            total: net,
          };
          lines.push(line);
          subtotal += gross;
          discountTotal += discount;
          taxTotal += tax;
          total += net;
        }
        const customer = rnd() < 0.33 ? customerIds[Math.floor(rnd() * customerIds.length)]! : null;
        const source = SOURCES[Math.floor(rnd() * SOURCES.length)]!;
        const payments: { id: string; method: string; amount: number }[] = [];
        if (status === 'completed') {
          if (rnd() < 0.1 && total > 100) {
            const cash = Math.floor(total / 3);
            payments.push({ id: newId('pay'), method: 'card', amount: total - cash });
            payments.push({ id: newId('pay'), method: 'cash', amount: cash });
          } else {
            payments.push({
              id: newId('pay'),
              method: METHODS[Math.floor(rnd() * METHODS.length)]!,
              amount: total,
            });
          }
        }
        const refundLine = status === 'completed' && rnd() < 0.03 ? lines[0]! : null;
        let refundDate = refundLine ? addDays(businessDate, Math.floor(rnd() * 4)) : null;
        if (refundDate && refundDate > lastDate) refundDate = lastDate;
        const refunded = refundLine ? refundLine.total : 0;
        number++;
        const paymentStatus =
          status !== 'completed'
            ? 'unpaid'
            : refunded === 0
              ? 'paid'
              : refunded === total
                ? 'refunded'
                : 'partially_refunded';
        const lineJson = lines.map(
          (l) =>
            `{"id":"${l.id}","product_id":"${l.p.id}","sku":"${l.p.sku}","name":"${l.p.name}","quantity":${l.qty},"unit_price":${money(l.p.price)},"subtotal":${money(l.gross)},"discount_total":${money(l.discount)},"taxes":[${l.p.tax ? `{"tax_rate_id":"${l.p.tax.id}","amount":${money(l.tax)}}` : ''}],"tax_total":${money(l.tax)},"total":${money(l.total)}}`,
        );
        const completedAt = status === 'completed' ? orderedAt : null;
        insertOrder.run({
          ...ids,
          id: orderId,
          number,
          status,
          payment_status: paymentStatus,
          source,
          customer_id: customer,
          currency,
          subtotal,
          discount_total: discountTotal,
          tax_total: taxTotal,
          total,
          paid_total: status === 'completed' ? total : 0,
          refunded_total: refunded,
          ordered_at: orderedAt,
          business_date: businessDate,
          completed_at: completedAt,
          canceled_at: status === 'canceled' ? orderedAt : null,
          version: status === 'open' ? 1 : 2,
          updated_at: orderedAt,
          change_seq: ++seq,
          json: `{"id":"${orderId}","number":${number},"status":"${status}","payment_status":"${paymentStatus}","source":"${source}","customer_id":${customer ? `"${customer}"` : 'null'},"business_date":"${businessDate}","lines":[${lineJson.join(',')}],"subtotal":${money(subtotal)},"discount_total":${money(discountTotal)},"tax_total":${money(taxTotal)},"total":${money(total)},"paid_total":${money(status === 'completed' ? total : 0)},"refunded_total":${money(refunded)},"ordered_at":"${orderedAt}","completed_at":${completedAt ? `"${completedAt}"` : 'null'}}`,
        });
        lines.forEach((l) => {
          insertLine.run({
            ...ids,
            id: l.id,
            order_id: orderId,
            position: l.position,
            product_id: l.p.id,
            category_id: categoryIds[l.p.category],
            sku: l.p.sku,
            name: l.p.name,
            quantity_milli: l.qty * 1000,
            refunded_quantity_milli: l === refundLine ? l.qty * 1000 : 0,
            unit_price: l.p.price,
            subtotal: l.gross,
            discount_total: l.discount,
            tax_total: l.tax,
            total: l.total,
          });
          if (status === 'completed' && l.p.tax)
            insertTax.run(orderId, l.id, o.branchId, l.p.tax.id, l.tax);
        });
        out.lines += lines.length;
        for (const p of payments) {
          const cash = p.method === 'cash';
          const tendered = cash ? Math.ceil(p.amount / 500) * 500 : null;
          insertPayment.run({
            ...ids,
            id: p.id,
            order_id: orderId,
            method: p.method,
            currency,
            amount: p.amount,
            tendered,
            change_given: cash ? tendered! - p.amount : null,
            refunded_amount: refundLine && p === payments[0] ? refunded : 0,
            business_date: businessDate,
            created_at: orderedAt,
            change_seq: ++seq,
            json: `{"id":"${p.id}","order_id":"${orderId}","method":"${p.method}","amount":${money(p.amount)}}`,
          });
          out.payments++;
        }
        if (refundLine && refundDate) {
          const id = newId('ref');
          const createdAt = refundDate === businessDate ? orderedAt : `${refundDate}T12:00:00.000Z`;
          insertRefund.run({
            ...ids,
            id,
            order_id: orderId,
            payment_id: payments[0]!.id,
            currency,
            amount: refunded,
            tax_total: refundLine.tax,
            business_date: refundDate,
            created_at: createdAt,
            change_seq: ++seq,
            json: `{"id":"${id}","order_id":"${orderId}","amount":${money(refunded)},"business_date":"${refundDate}"}`,
          });
          out.refunds++;
        }
        out.orders++;
      }
      saveCounter.run(o.branchId, seq);
    });
    o.progress?.(out.orders);
  }
  if (indexes.length) db.tx(() => indexes.forEach((index) => db.sql.exec(index.sql)));
  // The reports' daily sums, as completing each order would have added to them.
  rebuildDailySums(db, o.branchId);
  return out;
}
