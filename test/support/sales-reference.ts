/* eslint-disable @typescript-eslint/no-explicit-any -- plain JSON rows */
/**
 * The sales report computed the slow, obvious way from whole orders and refunds (as the API shows
 * them, or as rows of migration 0015), to check the report engine against: every metric of
 * docs/api.md, "Reports", by its definition.
 */

export interface RefOrder {
  id: string;
  status: string;
  business_date: string;
  ordered_at: string;
  source: string;
  customer_id: string | null;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  lines: {
    product_id: string | null;
    category_id: string | null;
    quantity_milli: number;
    subtotal: number;
    discount_total: number;
    tax_total: number;
    total: number;
    taxes: { tax_rate_id: string; amount: number }[];
  }[];
  payments: { id: string; method: string; amount: number; tip?: number }[];
}

export interface RefRefund {
  order_id: string;
  payment_id: string | null;
  amount: number;
  business_date: string;
  created_at: string;
}

/** Orders as the open API lists them, in the reference's shape, with their listed payments. */
export function refOrdersFromApi(orders: any[], products: any[], payments: any[]): RefOrder[] {
  const category = new Map(products.map((p) => [p.id, p.category_id]));
  const paid = new Map<string, RefOrder['payments']>();
  for (const p of payments) {
    const list = paid.get(p.order_id) ?? [];
    list.push({ id: p.id, method: p.method, amount: p.amount.amount, tip: p.tip.amount });
    paid.set(p.order_id, list);
  }
  return orders.map((o) => ({
    id: o.id,
    status: o.status,
    business_date: o.business_date,
    ordered_at: o.ordered_at,
    source: o.source,
    customer_id: o.customer_id,
    subtotal: o.subtotal.amount,
    discount_total: o.discount_total.amount,
    tax_total: o.tax_total.amount,
    total: o.total.amount,
    lines: o.lines.map((l: any) => ({
      product_id: l.product_id,
      category_id: l.product_id === null ? null : (category.get(l.product_id) ?? null),
      quantity_milli: Math.round(l.quantity * 1000),
      subtotal: l.subtotal.amount,
      discount_total: l.discount_total.amount,
      tax_total: l.tax_total.amount,
      total: l.total.amount,
      taxes: l.taxes.map((t: any) => ({ tax_rate_id: t.tax_rate_id, amount: t.amount.amount })),
    })),
    payments: paid.get(o.id) ?? [],
  }));
}

function halfEven(n: number, d: number): number {
  const q = Math.floor(n / d);
  const r = n - q * d;
  return r * 2 < d ? q : r * 2 > d ? q + 1 : q % 2 === 0 ? q : q + 1;
}

/** The local hour by Intl, without the engine's cache. */
export function intlHour(instant: string, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(instant),
    ),
  );
}

const KEY: Record<string, string> = {
  business_date: 'business_date',
  hour: 'hour',
  product: 'product_id',
  category: 'category_id',
  payment_method: 'payment_method',
  source: 'source',
  customer: 'customer_id',
};

function orderMethod(o: RefOrder): string | null {
  const methods = new Set(o.payments.map((p) => p.method));
  return methods.size === 0 ? null : methods.size === 1 ? [...methods][0]! : 'mixed';
}

/** The report's rows and totals, in the API's form (money objects in `currency`). */
export function referenceReport(
  orders: RefOrder[],
  refunds: RefRefund[],
  o: { from: string; to: string; dims: string[]; timeZone: string; currency: string },
): { data: any[]; totals: any } {
  const lineLevel = o.dims.some((d) => d === 'product' || d === 'category');
  const groups = new Map<string, any>();
  const group = (values: Record<string, unknown>) => {
    const key = JSON.stringify(o.dims.map((d) => values[KEY[d]!] ?? null));
    let g = groups.get(key);
    if (!g) {
      g = {
        group: Object.fromEntries(o.dims.map((d) => [KEY[d], values[KEY[d]!] ?? null])),
        orders: new Set<string>(),
        items: 0,
        gross: 0,
        discounts: 0,
        tax: 0,
        total: 0,
        taxes: new Map<string, number>(),
        payments: new Map<string, number>(),
        tips: new Map<string, number>(),
        refunds: 0,
        byDate: new Map<string, number>(),
      };
      groups.set(key, g);
    }
    return g;
  };
  const inRange = (d: string) => d >= o.from && d <= o.to;
  const byId = new Map(orders.map((x) => [x.id, x]));
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const totals = {
    orders: new Set<string>(),
    items: 0,
    gross: 0,
    discounts: 0,
    tax: 0,
    total: 0,
    taxes: new Map<string, number>(),
    payments: new Map<string, number>(),
    tips: new Map<string, number>(),
    refunds: 0,
    byDate: new Map<string, number>(),
  };
  for (const order of orders) {
    if (order.status !== 'completed' || !inRange(order.business_date)) continue;
    const base = {
      business_date: order.business_date,
      hour: intlHour(order.ordered_at, o.timeZone),
      source: order.source,
      customer_id: order.customer_id,
      payment_method: orderMethod(order),
    };
    totals.orders.add(order.id);
    for (const l of order.lines) {
      const g = group({ ...base, product_id: l.product_id, category_id: l.category_id });
      g.orders.add(order.id);
      g.items += l.quantity_milli;
      g.gross += l.subtotal;
      g.discounts += l.discount_total;
      g.tax += l.tax_total;
      g.total += l.total;
      for (const t of l.taxes) add(g.taxes, t.tax_rate_id, t.amount);
      totals.items += l.quantity_milli;
      totals.gross += l.subtotal;
      totals.discounts += l.discount_total;
      totals.tax += l.tax_total;
      totals.total += l.total;
      for (const t of l.taxes) add(totals.taxes, t.tax_rate_id, t.amount);
    }
    for (const p of order.payments) {
      if (!lineLevel) add(group(base).payments, p.method, p.amount);
      if (!lineLevel) add(group(base).tips, p.method, p.tip ?? 0);
      add(totals.payments, p.method, p.amount);
      add(totals.tips, p.method, p.tip ?? 0);
    }
  }
  for (const r of refunds) {
    const order = byId.get(r.order_id)!;
    // The sales basis: a refund counts with its order, which must be completed.
    if (!inRange(r.business_date) || order.status !== 'completed') continue;
    const payment = order.payments.find((p) => p.id === r.payment_id);
    if (!lineLevel) {
      const g = group({
        business_date: r.business_date,
        hour: intlHour(r.created_at, o.timeZone),
        source: order.source,
        customer_id: order.customer_id,
        payment_method: payment?.method ?? null,
      });
      g.refunds += r.amount;
      add(g.byDate, order.business_date, r.amount);
    }
    totals.refunds += r.amount;
    add(totals.byDate, order.business_date, r.amount);
  }
  const money = (amount: number) => ({ amount, currency: o.currency });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const present = (g: any, rowOfLines: boolean) => {
    const orderCount = g.orders.size;
    const aov = orderCount === 0 ? null : halfEven(g.total, orderCount);
    return {
      ...(g.group ? { group: g.group } : { group: {} }),
      orders: orderCount,
      items_sold: g.items / 1000,
      gross: money(g.gross),
      discounts: money(g.discounts),
      tax: money(g.tax),
      taxes: sorted(g.taxes).map(([tax_rate_id, amount]) => ({
        tax_rate_id,
        amount: money(amount),
      })),
      net: money(g.total - g.tax),
      refunds: rowOfLines ? null : money(g.refunds),
      refunds_by_order_date: rowOfLines
        ? null
        : sorted(g.byDate).map(([business_date, amount]) => ({
            business_date,
            amount: money(amount),
          })),
      payments: rowOfLines
        ? null
        : Object.fromEntries(sorted(g.payments).map(([k, v]) => [k, money(v)])),
      tips: rowOfLines ? null : Object.fromEntries(sorted(g.tips).map(([k, v]) => [k, money(v)])),
      average_order_value: aov === null ? null : money(aov),
    };
  };
  const keyOf = (g: any) => o.dims.map((d) => g.group[KEY[d]!]);
  const data = [...groups.values()]
    .sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      for (let i = 0; i < x.length; i++) {
        if (x[i] === y[i]) continue;
        if (x[i] === null) return -1;
        if (y[i] === null) return 1;
        return x[i] < y[i] ? -1 : 1;
      }
      return 0;
    })
    .map((g) => present(g, lineLevel));
  return { data, totals: present(totals, false) };
}

/** Orders and refunds of a branch read from migration 0015's rows (before the orders API). */
export function ordersFromRows(db: { prepare(sql: string): any }, branchId: string) {
  const orders = db.prepare('SELECT * FROM orders WHERE branch_id = ? ORDER BY id').all(branchId);
  const lines = db
    .prepare('SELECT * FROM order_lines WHERE branch_id = ? ORDER BY order_id, position')
    .all(branchId);
  const payments = db
    .prepare('SELECT * FROM payments WHERE branch_id = ? ORDER BY id')
    .all(branchId);
  const refunds = db.prepare('SELECT * FROM refunds WHERE branch_id = ? ORDER BY id').all(branchId);
  const byOrder = new Map<string, RefOrder>();
  const shown = new Map<string, any[]>();
  for (const row of orders) {
    byOrder.set(row.id, { ...row, lines: [], payments: [] });
    shown.set(row.id, JSON.parse(row.json).lines);
  }
  for (const l of lines)
    byOrder.get(l.order_id)!.lines.push({
      ...l,
      taxes: shown.get(l.order_id)![l.position].taxes.map((t: any) => ({
        tax_rate_id: t.tax_rate_id,
        amount: t.amount.amount,
      })),
    });
  for (const p of payments) byOrder.get(p.order_id)!.payments.push(p);
  return { orders: [...byOrder.values()], refunds: refunds as RefRefund[] };
}
