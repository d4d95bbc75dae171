import { createHash } from 'node:crypto';
import { AppError, validationError } from '../../shared/errors';
import type { AuditLog } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { BranchContext } from '../resources/context';
import { largestRemainder, type Money } from '../sales/money';
import { isoNow, type Clock } from '../util/clock';
import type { DayFigures, DayMethod, DayReport, DayTax } from '../../shared/ipc';
import { parseRange } from './definition';

/**
 * The branch's fiscal day (docs/api.md "Closing a business day"): the day by money movement
 * (payments, tips and refunds by the business date they moved, whatever their order), its sales
 * (completed orders of that business date), tax per rate, cash expected and counts; and its
 * close, which freezes those figures into a numbered Z-report. This module owns `z_reports`
 * (migration 0021): rows are only inserted (triggers refuse a change), numbered consecutively
 * per branch and chained by SHA-256, so a closed day is final and a gap or an edit shows. Each
 * close is also in the audit log, whoever closed it (a key or the console's Admin).
 */

export const DAY_BASIS = 'money_movement';

interface TaxLine {
  tax_rate_id: string;
  name: string;
  rate_bps: number;
  mode: string;
  taxable: Money;
  tax: Money;
}

interface ZRow {
  branch_id: string;
  business_date: string;
  company_id: string;
  number: number;
  closed_at: string;
  closed_by: string;
  figures: string;
  previous_hash: string;
  hash: string;
}

interface OpenOrder {
  id: string;
  number: number;
}

/** The refusal in words a cashier acts on: the open orders by the numbers on their tickets. */
function openOrdersSentence(date: string, open: OpenOrder[]): string {
  const numbers = open.map((o) => o.number).sort((a, b) => a - b);
  const shown = numbers.slice(0, 10).join(', ');
  const more = numbers.length > 10 ? ` and ${numbers.length - 10} more` : '';
  return open.length === 1
    ? `The business day ${date} still has an open order, number ${shown}: complete or cancel it before closing the day.`
    : `The business day ${date} still has ${open.length} open orders, numbers ${shown}${more}: complete or cancel them before closing the day.`;
}

/** The chain's start: the hash a branch's first Z-report follows. */
const GENESIS = '0'.repeat(64);

const chainHash = (previous: string, figures: string): string =>
  createHash('sha256').update(previous).update('\n').update(figures).digest('hex');

/** A business date 'YYYY-MM-DD' (422 for anything else). */
function parseDay(text: unknown): string {
  try {
    return parseRange(text, text).from;
  } catch {
    throw validationError([
      {
        path: 'business_date',
        message: 'business_date must be a calendar date written YYYY-MM-DD, such as 2026-11-21.',
      },
    ]);
  }
}

export class DayClose {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly currencyOf: (branchId: string) => string,
    private readonly audit: AuditLog,
  ) {}

  /** True when the branch closed the business day (the sales module asks before booking). */
  readonly isClosed = (branchId: string, businessDate: string): boolean =>
    this.db
      .prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM z_reports WHERE branch_id = ? AND business_date = ?',
      )
      .get(branchId, businessDate) !== undefined;

  /** GET /reports/days/{business_date}: the stored Z-report once closed, the live figures before. */
  day(ctx: BranchContext, businessDate: unknown): DayReport {
    const date = parseDay(businessDate);
    return this.db.read(() => {
      const closed = this.stored(ctx.branchId, date);
      if (closed) return closed;
      return {
        ...this.figures(ctx.branchId, date),
        status: 'open',
        number: null,
        closed_at: null,
        closed_by: null,
        hash: null,
        previous_hash: null,
        open_order_ids: this.openOrders(ctx.branchId, date).map((o) => o.id),
      };
    });
  }

  /**
   * POST /reports/days/{business_date}/close: in one transaction, 409 day_closed when it already
   * is, 409 day_has_open_orders (with their ids) while orders of the day are open, else the
   * figures frozen under the branch's next number. Sales, payments and refunds of the day wait
   * for the transaction, so none slips in between the figures and the close.
   */
  close(ctx: BranchContext, businessDate: unknown, actor: string): DayReport {
    const date = parseDay(businessDate);
    return this.db.tx(() => {
      if (this.isClosed(ctx.branchId, date))
        throw new AppError(
          'day_closed',
          `The business day ${date} is already closed (Z-report ${this.stored(ctx.branchId, date)!.number}).`,
          [],
          { business_date: date },
        );
      if (date > this.today(ctx.branchId))
        throw validationError([
          { path: 'business_date', message: `The business day ${date} has not started yet.` },
        ]);
      const open = this.openOrders(ctx.branchId, date);
      if (open.length > 0)
        throw new AppError('day_has_open_orders', openOrdersSentence(date, open), [], {
          business_date: date,
          open_order_ids: open.map((o) => o.id),
        });
      const last = this.db
        .prepare<[string], { number: number; hash: string }>(
          'SELECT number, hash FROM z_reports WHERE branch_id = ? ORDER BY number DESC LIMIT 1',
        )
        .get(ctx.branchId);
      const figures = JSON.stringify(this.figures(ctx.branchId, date));
      const previous = last?.hash ?? GENESIS;
      const row: ZRow = {
        branch_id: ctx.branchId,
        business_date: date,
        company_id: ctx.companyId,
        number: (last?.number ?? 0) + 1,
        closed_at: isoNow(this.clock),
        closed_by: actor,
        figures,
        previous_hash: previous,
        hash: chainHash(previous, figures),
      };
      this.db
        .prepare(
          `INSERT INTO z_reports (branch_id, business_date, company_id, number, closed_at, closed_by, figures, previous_hash, hash)
           VALUES (@branch_id, @business_date, @company_id, @number, @closed_at, @closed_by, @figures, @previous_hash, @hash)`,
        )
        .run(row);
      this.audit.record({
        actor,
        action: 'day.closed',
        targetType: 'branch',
        targetId: ctx.branchId,
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        details: { business_date: date, number: row.number, hash: row.hash },
      });
      return this.present(row);
    });
  }

  /** The branch's Z-reports whose chain does not hold (an empty list when all are intact). */
  brokenChain(branchId: string): number[] {
    const rows = this.db
      .prepare<[string], ZRow>('SELECT * FROM z_reports WHERE branch_id = ? ORDER BY number')
      .all(branchId);
    let previous = GENESIS;
    const broken: number[] = [];
    rows.forEach((row, i) => {
      if (
        row.number !== i + 1 ||
        row.previous_hash !== previous ||
        row.hash !== chainHash(previous, row.figures)
      )
        broken.push(row.number);
      previous = row.hash;
    });
    return broken;
  }

  private today(branchId: string): string {
    const row = this.db
      .prepare<[string], { tz: string }>('SELECT time_zone AS tz FROM branches WHERE id = ?')
      .get(branchId);
    // The latest business date anywhere in the branch's zone: tomorrow's date is never today.
    return new Date(this.clock.now()).toLocaleDateString('sv-SE', { timeZone: row?.tz ?? 'UTC' });
  }

  private stored(branchId: string, date: string): DayReport | undefined {
    const row = this.db
      .prepare<[string, string], ZRow>(
        'SELECT * FROM z_reports WHERE branch_id = ? AND business_date = ?',
      )
      .get(branchId, date);
    return row ? this.present(row) : undefined;
  }

  private present(row: ZRow): DayReport {
    return {
      ...(JSON.parse(row.figures) as DayFigures),
      status: 'closed',
      number: row.number,
      closed_at: row.closed_at,
      closed_by: row.closed_by,
      hash: row.hash,
      previous_hash: row.previous_hash,
      open_order_ids: [],
    };
  }

  private openOrders(branchId: string, date: string): OpenOrder[] {
    return this.db
      .prepare<[string, string], OpenOrder>(
        `SELECT id, number FROM orders WHERE branch_id = ? AND business_date = ? AND status = 'open'
           AND deleted_at IS NULL ORDER BY id`,
      )
      .all(branchId, date);
  }

  /** The day's figures, read on the caller's snapshot. */
  private figures(branchId: string, date: string): DayFigures {
    const currency = this.currencyOf(branchId);
    const money = (amount: number): Money => ({ amount, currency });
    const one = <T>(sql: string) => this.db.prepare<[string, string], T>(sql).get(branchId, date)!;
    const all = <T>(sql: string) => this.db.prepare<[string, string], T>(sql).all(branchId, date);

    const sales = one<Record<'orders' | 'gross' | 'discounts' | 'tax' | 'total', number>>(
      `SELECT count(*) AS orders, coalesce(sum(subtotal), 0) AS gross,
              coalesce(sum(discount_total), 0) AS discounts, coalesce(sum(tax_total), 0) AS tax,
              coalesce(sum(total), 0) AS total
         FROM orders WHERE branch_id = ? AND business_date = ? AND status = 'completed'
          AND deleted_at IS NULL`,
    );
    const counts = one<Record<'completed' | 'canceled' | 'open', number>>(
      `SELECT count(*) FILTER (WHERE status = 'completed') AS completed,
              count(*) FILTER (WHERE status = 'canceled') AS canceled,
              count(*) FILTER (WHERE status = 'open') AS open
         FROM orders WHERE branch_id = ? AND business_date = ? AND deleted_at IS NULL`,
    );
    const payments = all<{ method: string; n: number; amount: number; tips: number }>(
      `SELECT method, count(*) AS n, sum(amount) AS amount, sum(tip) AS tips
         FROM payments WHERE branch_id = ? AND business_date = ? AND deleted_at IS NULL
        GROUP BY method`,
    );
    const refundRows = all<{
      method: string | null;
      canceled: number;
      amount: number;
      tax_total: number;
      json: string;
      lines: string;
    }>(
      `SELECT (SELECT p.method FROM payments p WHERE p.id = r.payment_id) AS method,
              (SELECT o.status = 'canceled' FROM orders o WHERE o.id = r.order_id) AS canceled,
              r.amount, r.tax_total, r.json,
              (SELECT json_extract(o.json, '$.lines') FROM orders o WHERE o.id = r.order_id) AS lines
         FROM refunds r WHERE r.branch_id = ? AND r.business_date = ? AND r.deleted_at IS NULL`,
    );

    const methods = new Map<string, { n: number; amount: number; tips: number; refunds: number }>();
    const method = (name: string) => {
      let m = methods.get(name);
      if (!m) methods.set(name, (m = { n: 0, amount: 0, tips: 0, refunds: 0 }));
      return m;
    };
    for (const p of payments)
      Object.assign(method(p.method), { n: p.n, amount: p.amount, tips: p.tips });
    // A refund made before refunds named their payment has no method: `unassigned`.
    for (const r of refundRows) method(r.method ?? 'unassigned').refunds += r.amount;

    const taxes = new Map<string, DayTax>();
    const rate = (t: Omit<TaxLine, 'taxable' | 'tax'>) => {
      let d = taxes.get(t.tax_rate_id);
      if (!d) {
        const zero = () => ({ taxable: money(0), tax: money(0) });
        d = { ...pickRate(t), sales: zero(), refunds: zero(), taxable: money(0), tax: money(0) };
        taxes.set(t.tax_rate_id, d);
      }
      return d;
    };
    for (const t of salesTaxLines(this.db, branchId, date)) {
      const d = rate(t);
      d.sales.taxable.amount += t.taxable;
      d.sales.tax.amount += t.tax;
    }
    // A canceled order was never a sale: the refund that gave its payment back moved money
    // (payment_methods) but takes no tax off the day.
    for (const r of refundRows.filter((row) => row.canceled !== 1))
      for (const t of refundTaxLines(r)) {
        const d = rate(t);
        d.refunds.taxable.amount += t.taxable;
        d.refunds.tax.amount += t.tax;
      }
    for (const d of taxes.values()) {
      d.taxable.amount = d.sales.taxable.amount - d.refunds.taxable.amount;
      d.tax.amount = d.sales.tax.amount - d.refunds.tax.amount;
    }

    const paymentMethods = [...methods]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, m]) => ({
        method: name,
        payments: m.n,
        amount: money(m.amount),
        tips: money(m.tips),
        refunds: money(m.refunds),
        net: money(m.amount + m.tips - m.refunds),
      }));
    const sum = (pick: (m: DayMethod) => Money) =>
      money(paymentMethods.reduce((a, m) => a + pick(m).amount, 0));
    const cash = paymentMethods.find((m) => m.method === 'cash');
    return {
      business_date: date,
      basis: DAY_BASIS,
      currency,
      sales: {
        orders: sales.orders,
        gross: money(sales.gross),
        discounts: money(sales.discounts),
        tax: money(sales.tax),
        net: money(sales.total - sales.tax),
        total: money(sales.total),
      },
      taxes: [...taxes.values()].sort((a, b) => (a.tax_rate_id < b.tax_rate_id ? -1 : 1)),
      payment_methods: paymentMethods,
      totals: {
        payments: sum((m) => m.amount),
        tips: sum((m) => m.tips),
        refunds: sum((m) => m.refunds),
        net: sum((m) => m.net),
      },
      cash_expected: cash ? cash.net : money(0),
      counts: {
        orders_completed: counts.completed,
        orders_canceled: counts.canceled,
        orders_open: counts.open,
        payments: payments.reduce((a, p) => a + p.n, 0),
        refunds: refundRows.length,
      },
    };
  }
}

const pickRate = (t: Omit<TaxLine, 'taxable' | 'tax'>) => ({
  tax_rate_id: t.tax_rate_id,
  name: t.name,
  rate_bps: t.rate_bps,
  mode: t.mode,
});

interface StoredTax {
  tax_rate_id: string;
  name: string;
  rate_bps: number;
  mode: string;
  amount: { amount: number };
}
interface StoredLine {
  quantity: number;
  taxes?: StoredTax[];
  tax_total: { amount: number };
  total: { amount: number };
}

type RawTax = Omit<TaxLine, 'taxable' | 'tax'> & { taxable: number; tax: number };

/** Each rate on each line of the day's completed orders: the line's net as taxable, its tax. */
function salesTaxLines(db: Database, branchId: string, date: string): RawTax[] {
  const orders = db
    .prepare<[string, string], { lines: string }>(
      `SELECT json_extract(o.json, '$.lines') AS lines FROM orders o
        WHERE o.branch_id = ? AND o.business_date = ? AND o.status = 'completed' AND o.deleted_at IS NULL`,
    )
    .all(branchId, date);
  return orders.flatMap((o) => (JSON.parse(o.lines) as StoredLine[]).flatMap(lineTaxes));
}

const lineTaxes = (line: StoredLine): RawTax[] =>
  (line.taxes ?? []).map((t) => ({
    ...pickRate(t),
    taxable: line.total.amount - line.tax_total.amount,
    tax: t.amount.amount,
  }));

/**
 * A refund's tax per rate with its taxable part: a line refund's lines as a sale's; an amount
 * refund's net (amount − tax) spread over the order's lines in proportion to their nets (largest
 * remainder), a rate's taxable part being that of the lines it taxes (a line with two rates
 * counts for both, as in a sale).
 */
function refundTaxLines(r: {
  amount: number;
  tax_total: number;
  json: string;
  lines: string;
}): RawTax[] {
  const refund = JSON.parse(r.json) as { lines: StoredLine[]; taxes?: StoredTax[] };
  if (refund.lines.length > 0) return refund.lines.flatMap(lineTaxes);
  const taxes = refund.taxes ?? [];
  if (taxes.length === 0) return [];
  // Smallest quantity first (stable): the order in which the day's figures split a remainder.
  const orderLines = (JSON.parse(r.lines) as StoredLine[]).sort((a, b) => a.quantity - b.quantity);
  const nets = orderLines.map((l) => BigInt(l.total.amount - l.tax_total.amount));
  const net = BigInt(r.amount - r.tax_total);
  const parts = nets.some((b) => b > 0n) ? largestRemainder(net, nets) : nets.map(() => 0n);
  const taxableOf = (rateId: string) =>
    orderLines.reduce(
      (a, l, i) =>
        (l.taxes ?? []).some((x) => x.tax_rate_id === rateId) ? a + Number(parts[i]) : a,
      0,
    );
  return taxes.map((t) => ({
    ...pickRate(t),
    taxable: taxableOf(t.tax_rate_id),
    tax: t.amount.amount,
  }));
}
