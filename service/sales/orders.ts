import { AppError, validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ProductService } from '../catalog/products';
import {
  isPlainObject,
  isPresent,
  type BranchContext,
  type WriteOptions,
} from '../resources/context';
import { Records, type ChangeResult } from '../resources/records';
import { rowTable } from '../resources/table';
import type { Filter } from '../resources/listing';
import { parseInstant } from '../util/instant';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { businessDate, businessDateFilters } from './business-date';
import { quantityToThousandths, thousandthsToQuantity } from './money';
import {
  ORDERS,
  ORDER_TEXT_LIMITS,
  allowedActions,
  netPaid,
  paymentStatusOf,
  type Order,
  type OrderAction,
  type OrderLine,
  type OrderLineRow,
  type OrderRow,
  type StoredFigures,
} from './order-representation';
import type { Sales } from './sales';
import type { FloorOrders, OrderTables } from '../floor/floor-orders';
import type { Refund, SaleListeners } from './sale-listeners';
import {
  calculateOrder,
  type LineRequest,
  type OrderFigures,
  type OrderRequest,
  type ProductForLine,
  type TaxRate,
} from './totals';

export type { Order } from './order-representation';

/** What OrderService needs of the rest of the service. */
export interface OrderServiceDeps {
  db: Database;
  events: EventLog;
  clock: Clock;
  sales: Sales;
  products: ProductService;
  /** The branch's time zone and closeout hour, for business dates. */
  businessDay: (branchId: string) => { timeZone: string; closeoutHour: number };
  listeners: SaleListeners;
  /** The tables orders name (service/floor/tables.ts): checked and told inside the write. */
  tables: OrderTables;
}

/** The order list's own query parameters. */
export interface OrderListQuery {
  status?: string;
  business_date_from?: string;
  business_date_to?: string;
  customer_id?: string;
  source?: string;
}

/** A refused move: 409 with the rule's code and what the order allows instead. */
function ruleError(
  code: 'order_not_open' | 'balance_due' | 'payment_exceeds_balance' | 'order_has_payments',
  message: string,
  row: OrderRow,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, [], {
    order_status: row.status,
    allowed_actions: allowedActions(row),
    ...extra,
  });
}

const ACTION_WORDS: Record<OrderAction, string> = {
  update: 'changed',
  complete: 'completed',
  cancel: 'canceled',
  delete: 'deleted',
  pay: 'paid',
  refund: 'refunded',
};

function requireOpen(row: OrderRow, action: OrderAction): void {
  if (row.status !== 'open')
    throw ruleError(
      'order_not_open',
      `Order ${row.number} is ${row.status}: it can no longer be ${ACTION_WORDS[action]}.`,
      row,
    );
}

/** The figures of a request body's extra fields (`source`, `customer_id`, `note`, `ordered_at`). */
interface OrderFields {
  source?: string;
  customer_id?: string | null;
  table_id?: string | null;
  note?: string | null;
  ordered_at?: string;
}

/**
 * Orders of a branch and their lines (tables `orders`, `order_lines`): create, re-price, the
 * status moves, and the figures payments and refunds change, each in one transaction with the
 * order's next version and change_seq. The webhook catalog has no order events: clients follow
 * orders with sync tokens. Payments (payments.ts) and refunds (refunds.ts) change an order only
 * through `applyPayment` and `applyRefund`, inside their own transaction.
 */
export class OrderService extends Records<OrderRow, Order> implements FloorOrders {
  private readonly sales: Sales;
  private readonly tables: OrderTables;
  private readonly products: ProductService;
  private readonly businessDay: OrderServiceDeps['businessDay'];
  private readonly listeners: SaleListeners;

  constructor(deps: OrderServiceDeps) {
    super(
      deps.db,
      ORDERS,
      rowTable<OrderRow>(deps.db, 'orders', ORDERS.columns),
      deps.events,
      deps.clock,
      {
        events: false,
        beforeDelete: (_ctx, current) => {
          requireOpen(current, 'delete');
          if (current.paid_total > 0)
            throw ruleError(
              'order_has_payments',
              `Order ${current.number} has payments: cancel it (after refunding them) instead of deleting it.`,
              current,
            );
        },
      },
    );
    this.sales = deps.sales;
    this.products = deps.products;
    this.businessDay = deps.businessDay;
    this.listeners = deps.listeners;
    this.tables = deps.tables;
  }

  /** The branch's business day of an instant (docs/api.md "Orders", business_date). */
  businessDateOf(branchId: string, instant: Date): string {
    const day = this.businessDay(branchId);
    return businessDate(instant, day.timeZone, day.closeoutHour);
  }

  /** Lists with the order filters (which combine; none with sync_token). */
  listOrders(query: Parameters<Records<OrderRow, Order>['listBody']>[0], q: OrderListQuery) {
    const filters: Filter[] = [];
    const eq = (param: keyof OrderListQuery, column: string) => {
      if (q[param] !== undefined)
        filters.push({ param, condition: `${column} = ?`, values: [q[param]] });
    };
    eq('status', 'status');
    eq('customer_id', 'customer_id');
    eq('source', 'source');
    filters.push(...businessDateFilters(q));
    return this.listBody(query, filters);
  }

  /**
   * Creates an open order from a body shaped like POST /orders/calculate's plus `source`,
   * `customer_id`, `note` and `ordered_at`; its figures are exactly what calculate returns for
   * the same lines and discount. The branch's next `number` is taken in the same transaction.
   */
  override create(ctx: BranchContext, input: unknown): Order {
    const body = isPlainObject(input) ? input : {};
    const fields = this.validateFields(input, 'create');
    return this.events.transaction(() => {
      if (fields.customer_id) this.assertCustomer(ctx, fields.customer_id);
      if (fields.table_id) this.tables.check(ctx, fields.table_id);
      const request: OrderRequest = {
        lines: body.lines as LineRequest[],
        ...(isPresent(body, 'discount') ? { discount: body.discount } : {}),
      };
      const figures = this.sales.calculate(ctx, request);
      const now = isoNow(this.clock);
      const orderedAt = fields.ordered_at ?? now;
      const lines = withLineIds(figures);
      const row = this.insertValid(
        ctx,
        {
          number: this.nextNumber(ctx.branchId),
          status: 'open',
          source: fields.source ?? 'api',
          customer_id: fields.customer_id ?? null,
          table_id: fields.table_id ?? null,
          note: fields.note ?? null,
          ...figureColumns(figures),
          paid_total: 0,
          tip_total: 0,
          refunded_total: 0,
          payment_status: paymentStatusOf({
            ...figureColumns(figures),
            paid_total: 0,
            refunded_total: 0,
          }),
          ordered_at: orderedAt,
          business_date: this.businessDateOf(ctx.branchId, new Date(orderedAt)),
          completed_at: null,
          canceled_at: null,
          json: storedJson(figures, lines),
        },
        now,
      );
      this.writeLines(ctx, row.id, lines);
      return this.resource.represent(row);
    });
  }

  /**
   * PATCH: `note` at any time; `source`, `customer_id`, `lines` and `discount` while the order is
   * open; `lines` and `discount` only before the first payment (the amount paid was for them).
   */
  override update(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): ChangeResult<Order> {
    const body = isPlainObject(input) ? input : {};
    const fields = this.validateFields(input, 'update');
    const reprice = isPresent(body, 'lines') || isPresent(body, 'discount');
    return this.change(ctx, id, options, (current) => {
      const set: Partial<OrderRow> = {};
      if (fields.note !== undefined && fields.note !== current.note) set.note = fields.note;
      const openOnly: Partial<OrderRow> = {};
      if (fields.source !== undefined && fields.source !== current.source)
        openOnly.source = fields.source;
      if (fields.customer_id !== undefined && fields.customer_id !== current.customer_id)
        openOnly.customer_id = fields.customer_id;
      if (fields.table_id !== undefined && fields.table_id !== current.table_id)
        openOnly.table_id = fields.table_id;
      if (Object.keys(openOnly).length > 0 || reprice) requireOpen(current, 'update');
      if (openOnly.customer_id) this.assertCustomer(ctx, openOnly.customer_id);
      if (openOnly.table_id) this.tables.check(ctx, openOnly.table_id);
      Object.assign(set, openOnly);
      if (reprice) {
        if (current.paid_total > 0)
          throw ruleError(
            'order_has_payments',
            `Order ${current.number} has payments: its lines and discount can no longer change.`,
            current,
          );
        const stored = JSON.parse(current.json) as StoredFigures;
        // A discount left out stays; null removes it.
        const discount = isPresent(body, 'discount') ? body.discount : stored.discount;
        const figures = isPresent(body, 'lines')
          ? this.sales.calculate(ctx, {
              lines: body.lines as LineRequest[],
              ...(discount === null || discount === undefined ? {} : { discount }),
            })
          : repriceStored(current.currency, stored, discount);
        const lines = isPresent(body, 'lines')
          ? withLineIds(figures)
          : figures.lines.map((l, i) => ({ id: stored.lines[i]!.id, ...l, refunded_quantity: 0 }));
        const columns = figureColumns(figures);
        Object.assign(set, columns, {
          payment_status: paymentStatusOf({ ...current, ...columns }),
          json: storedJson(figures, lines),
        });
        this.writeLines(ctx, current.id, lines);
      }
      if (Object.keys(set).length === 0) return undefined;
      return { set, event: 'updated' };
    });
  }

  /**
   * Completes an open order with nothing due: in one transaction the order, the stock of its
   * tracked products (one product.stock_updated each, reason `order`), and the `orderCompleted`
   * listeners (a throw rolls it all back).
   */
  complete(ctx: BranchContext, id: string, options: WriteOptions = {}): Order {
    return this.events.transaction(() => {
      const result = this.change(ctx, id, options, (current, now) => {
        requireOpen(current, 'complete');
        const due = current.total - current.paid_total;
        if (due > 0)
          throw ruleError(
            'balance_due',
            `Order ${current.number} still has ${due} (minor units) to pay: take payment before completing it.`,
            current,
            { balance_due: { amount: due, currency: current.currency } },
          );
        return { set: { status: 'completed', completed_at: now }, event: 'updated' };
      });
      this.products.moveStockForSale(ctx, {
        orderId: id,
        reason: 'order',
        moves: this.stockMoves(id, -1),
      });
      for (const listener of this.listeners.orderCompleted) listener(ctx, result.object);
      return result.object;
    });
  }

  /** Cancels an open order with no payment left (refund them first). */
  cancel(ctx: BranchContext, id: string, options: WriteOptions = {}): Order {
    return this.change(ctx, id, options, (current, now) => {
      requireOpen(current, 'cancel');
      if (netPaid(current) > 0)
        throw ruleError(
          'order_has_payments',
          `Order ${current.number} has ${netPaid(current)} (minor units) paid: refund the payments before canceling it.`,
          current,
        );
      return { set: { status: 'canceled', canceled_at: now }, event: 'updated' };
    }).object;
  }

  /**
   * Adds a payment's amount and tip to an open order (payments.ts calls it inside the
   * transaction that inserts the payment). 409 payment_exceeds_balance when `amount` is more
   * than the balance due, so no two payments together can overpay: each runs in its own
   * BEGIN IMMEDIATE transaction and reads the balance the previous one left.
   */
  applyPayment(
    ctx: BranchContext,
    orderId: string,
    payment: { amount: number; tip: number },
  ): Order {
    return this.change(ctx, orderId, {}, (current) => {
      requireOpen(current, 'pay');
      const due = current.total - current.paid_total;
      if (payment.amount > due)
        throw ruleError(
          'payment_exceeds_balance',
          `The payment (${payment.amount}) is more than order ${current.number}'s balance due (${due}, minor units).`,
          current,
          { balance_due: { amount: due, currency: current.currency } },
        );
      const paid = current.paid_total + payment.amount;
      return {
        set: {
          paid_total: paid,
          tip_total: current.tip_total + payment.tip,
          payment_status: paymentStatusOf({ ...current, paid_total: paid }),
        },
        event: 'updated',
      };
    }).object;
  }

  /**
   * For the refunds module, inside its transaction: the order (404 across branches and for
   * deleted orders) with its row and its lines' rows in position order. Nothing is written.
   */
  forRefund(
    ctx: BranchContext,
    orderId: string,
  ): { order: Order; row: OrderRow; lines: OrderLineRow[] } {
    const row = this.row(ctx, orderId, false);
    const lines = this.db
      .prepare<[string], OrderLineRow>(
        'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
      )
      .all(row.id);
    return { order: this.resource.represent(row), row, lines };
  }

  /**
   * For the refunds module, inside the transaction that inserts the refund: adds `amount`
   * (minor units given back) to refunded_total and each line's `quantityMilli` to its
   * refunded quantity (order_lines and the order's lines alike), derives payment_status, and
   * bumps the order's version and change_seq. The refunds module checks its own rules (how
   * much may go back, per line and per payment) before; this refuses only what would make the
   * order inconsistent: more refunded than paid, or than a line sold (409 conflict), and a
   * canceled order (order_not_open). Then it calls the `refundCreated` listeners with the
   * updated order. Returns the updated order.
   */
  applyRefund(
    ctx: BranchContext,
    orderId: string,
    refund: { amount: number; lines: readonly { lineId: string; quantityMilli: number }[] },
    created?: Refund,
  ): Order {
    return this.events.transaction(() => {
      const result = this.change(ctx, orderId, {}, (current) => {
        if (current.status === 'canceled')
          throw ruleError(
            'order_not_open',
            `Order ${current.number} is canceled: nothing is left to refund.`,
            current,
          );
        const refunded = current.refunded_total + refund.amount;
        if (
          !Number.isSafeInteger(refund.amount) ||
          refund.amount < 0 ||
          refunded > current.paid_total
        )
          throw new AppError(
            'conflict',
            `Order ${current.number} had ${netPaid(current)} (minor units) paid and not refunded; ${refund.amount} cannot go back.`,
            [],
            { rule: 'refund_exceeds_paid' },
          );
        const stored = JSON.parse(current.json) as StoredFigures;
        const update = this.db.prepare(
          'UPDATE order_lines SET refunded_quantity_milli = ?, json = ? WHERE id = ? AND order_id = ?',
        );
        for (const part of refund.lines) {
          const line = stored.lines.find((l) => l.id === part.lineId);
          if (!line)
            throw new AppError(
              'validation_failed',
              `Order ${current.number} has no line ${part.lineId}.`,
              [{ path: 'lines', message: `No line ${part.lineId} in this order.` }],
            );
          const sold = milli(line.quantity);
          const before = milli(line.refunded_quantity);
          const after = before + BigInt(part.quantityMilli);
          if (!Number.isSafeInteger(part.quantityMilli) || part.quantityMilli < 0 || after > sold)
            throw new AppError(
              'conflict',
              `Only ${thousandthsToQuantity(sold - before)} of "${line.name}" can still be refunded.`,
              [],
              { rule: 'refund_exceeds_line' },
            );
          line.refunded_quantity = thousandthsToQuantity(after);
          update.run(Number(after), JSON.stringify(line), line.id, current.id);
        }
        return {
          set: {
            refunded_total: refunded,
            payment_status: paymentStatusOf({ ...current, refunded_total: refunded }),
            json: JSON.stringify(stored),
          },
          event: 'updated',
        };
      });
      if (created)
        for (const listener of this.listeners.refundCreated) listener(ctx, result.object, created);
      return result.object;
    });
  }

  // ---- What the floor asks of the orders (service/floor/floor-orders.ts) ----

  /** Every insert: a new open order on a table occupies it. */
  override insertValid(ctx: BranchContext, fields: Partial<OrderRow>, now?: string): OrderRow {
    const row = super.insertValid(ctx, fields, now);
    this.occupancyMoved(ctx, undefined, row);
    return row;
  }

  /** Every change of an order: the tables it starts or stops occupying hear of it. */
  override change(
    ctx: BranchContext,
    id: string,
    options: WriteOptions,
    apply: Parameters<Records<OrderRow, Order>['change']>[3],
  ): ChangeResult<Order> {
    return this.events.transaction(() => {
      const before = this.table.find(id, ctx.branchId);
      const result = super.change(ctx, id, options, apply);
      if (result.changed) this.occupancyMoved(ctx, before, result.object);
      return result;
    });
  }

  private occupancyMoved(
    ctx: BranchContext,
    before: Pick<OrderRow, 'status' | 'table_id' | 'deleted_at'> | undefined,
    after: Pick<OrderRow, 'status' | 'table_id' | 'deleted_at'>,
  ): void {
    const occupied = (o: typeof before) =>
      o && o.status === 'open' && o.deleted_at === null ? o.table_id : null;
    const was = occupied(before);
    const is = occupied(after);
    if (was === is) return;
    if (was) this.tables.occupancyChanged(ctx, was);
    if (is) this.tables.occupancyChanged(ctx, is);
  }

  /** The branch's open orders that name a table: table id → order ids, oldest first. */
  openOrdersByTable(ctx: BranchContext): Map<string, string[]> {
    const rows = this.db
      .prepare<[string], { id: string; table_id: string }>(
        "SELECT id, table_id FROM orders WHERE branch_id = ? AND table_id IS NOT NULL AND status = 'open' ORDER BY id",
      )
      .all(ctx.branchId);
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.table_id, [...(out.get(r.table_id) ?? []), r.id]);
    return out;
  }

  /** Puts these open orders on another table (a table transfer). */
  moveToTable(ctx: BranchContext, orderIds: readonly string[], tableId: string): void {
    for (const id of orderIds)
      this.change(ctx, id, {}, (current) => {
        requireOpen(current, 'update');
        return current.table_id === tableId
          ? undefined
          : { set: { table_id: tableId }, event: 'updated' };
      });
  }

  /**
   * Moves the lines of the source orders into the target (appended, each priced as it was, the
   * target's discount applied to the whole) and cancels the emptied sources; the target ends on
   * `tableId`. Orders with payments are not merged (409 order_has_payments): their paid amount
   * was for their own lines.
   */
  merge(ctx: BranchContext, targetId: string, sourceIds: readonly string[], tableId: string): void {
    this.events.transaction(() => {
      const moved: OrderLine[] = [];
      for (const id of [targetId, ...sourceIds]) {
        const row = this.row(ctx, id, false);
        requireOpen(row, 'update');
        if (row.paid_total > 0)
          throw ruleError(
            'order_has_payments',
            `Order ${row.number} has payments: orders with payments are not merged.`,
            row,
          );
      }
      for (const id of sourceIds)
        this.change(ctx, id, {}, (current, now) => {
          const stored = JSON.parse(current.json) as StoredFigures;
          moved.push(...stored.lines);
          const empty = repriceStored(current.currency, { ...stored, lines: [] }, null);
          this.writeLines(ctx, current.id, []);
          return {
            set: {
              ...figureColumns(empty),
              payment_status: paymentStatusOf({ ...current, ...figureColumns(empty) }),
              json: storedJson(empty, []),
              status: 'canceled',
              canceled_at: now,
            },
            event: 'updated',
          };
        });
      this.change(ctx, targetId, {}, (current) => {
        const stored = JSON.parse(current.json) as StoredFigures;
        const all = [...stored.lines, ...moved];
        const figures = repriceStored(current.currency, { ...stored, lines: all }, stored.discount);
        const lines = figures.lines.map((l, i) => ({ id: all[i]!.id, ...l, refunded_quantity: 0 }));
        this.writeLines(ctx, current.id, lines);
        const columns = figureColumns(figures);
        return {
          set: {
            ...columns,
            payment_status: paymentStatusOf({ ...current, ...columns }),
            json: storedJson(figures, lines),
            table_id: tableId,
          },
          event: 'updated',
        };
      });
    });
  }

  /** Opens an order without lines on a table (seating a booking); returns its id. */
  openForTable(
    ctx: BranchContext,
    opening: { tableId: string; customerId: string | null; note: string | null },
  ): string {
    return this.events.transaction(() => {
      this.tables.check(ctx, opening.tableId);
      const figures = this.sales.calculate(ctx, { lines: [] });
      const now = isoNow(this.clock);
      const row = this.insertValid(
        ctx,
        {
          number: this.nextNumber(ctx.branchId),
          status: 'open',
          source: 'booking',
          customer_id: opening.customerId,
          table_id: opening.tableId,
          note: opening.note,
          ...figureColumns(figures),
          paid_total: 0,
          tip_total: 0,
          refunded_total: 0,
          payment_status: paymentStatusOf({
            ...figureColumns(figures),
            paid_total: 0,
            refunded_total: 0,
          }),
          ordered_at: now,
          business_date: this.businessDateOf(ctx.branchId, new Date(now)),
          completed_at: null,
          canceled_at: null,
          json: storedJson(figures, []),
        },
        now,
      );
      return row.id;
    });
  }

  /** Checks the body's own fields (lines and discount are the totals module's). */
  private validateFields(input: unknown, mode: 'create' | 'update'): OrderFields {
    const v = new Validator();
    const out: OrderFields = {};
    if (!isPlainObject(input)) {
      v.add('body', 'The body must be a JSON object.');
      v.done();
      return out;
    }
    const allowed = [
      'lines',
      'discount',
      'source',
      'customer_id',
      'table_id',
      'note',
      ...(mode === 'create' ? ['ordered_at'] : []),
    ];
    for (const key of Object.keys(input))
      if (!allowed.includes(key))
        v.add(
          key,
          key === 'ordered_at'
            ? 'ordered_at is set when the order is created.'
            : `Unknown field "${key}".`,
        );
    if (mode === 'create' && !Array.isArray(input.lines))
      v.add('lines', 'lines must be a list of lines.');
    if (mode === 'update' && isPresent(input, 'lines') && !Array.isArray(input.lines))
      v.add('lines', 'lines must be a list of lines.');
    if (Array.isArray(input.lines) && input.lines.length === 0)
      v.add('lines', 'An order needs at least one line.');
    if (isPresent(input, 'source'))
      out.source = v.text('source', input.source, {
        label: 'source',
        min: 1,
        max: ORDER_TEXT_LIMITS.source,
        required: true,
      });
    if (isPresent(input, 'note'))
      out.note =
        input.note === null || input.note === ''
          ? null
          : (v.text('note', input.note, {
              label: 'note',
              max: ORDER_TEXT_LIMITS.note,
              multiline: true,
            }) ?? null);
    if (isPresent(input, 'customer_id')) {
      const c = input.customer_id;
      if (c === null) out.customer_id = null;
      else if (typeof c === 'string' && c.length > 0 && c.length <= 64) out.customer_id = c;
      else v.add('customer_id', 'customer_id must be a customer id or null.');
    }
    if (isPresent(input, 'table_id')) {
      const t = input.table_id;
      if (t === null) out.table_id = null;
      else if (typeof t === 'string' && t.length > 0 && t.length <= 64) out.table_id = t;
      else v.add('table_id', 'table_id must be a table id or null.');
    }
    if (mode === 'create' && isPresent(input, 'ordered_at')) {
      const parsed =
        typeof input.ordered_at === 'string' ? parseInstant(input.ordered_at) : undefined;
      if (parsed?.ok) out.ordered_at = parsed.date.toISOString();
      else
        v.add(
          'ordered_at',
          `ordered_at must be a date-time such as 2026-11-21T10:00:00Z${parsed && !parsed.ok ? `: it ${parsed.problem}` : ''}.`,
        );
    }
    v.done();
    return out;
  }

  /** 422 unless the customer is a live customer of the branch. */
  private assertCustomer(ctx: BranchContext, customerId: string): void {
    try {
      this.sales.customers.get(ctx, customerId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      throw validationError([
        { path: 'customer_id', message: `No customer ${customerId} in this branch.` },
      ]);
    }
  }

  /** The branch's next order number (inside the creating transaction). */
  private nextNumber(branchId: string): number {
    return this.db
      .prepare<[string], { n: number }>(
        'SELECT coalesce(max(number), 0) + 1 AS n FROM orders WHERE branch_id = ?',
      )
      .get(branchId)!.n;
  }

  /** Replaces the order's rows in order_lines with `lines`. */
  private writeLines(ctx: BranchContext, orderId: string, lines: readonly OrderLine[]): void {
    this.db.prepare('DELETE FROM order_lines WHERE order_id = ?').run(orderId);
    const insert = this.db.prepare(
      `INSERT INTO order_lines (id, order_id, company_id, branch_id, position, product_id, category_id, sku, name,
         quantity_milli, refunded_quantity_milli, unit_price, subtotal, discount_total, tax_total, total, json)
       VALUES (@id, @order_id, @company_id, @branch_id, @position, @product_id, @category_id, @sku, @name,
         @quantity_milli, @refunded_quantity_milli, @unit_price, @subtotal, @discount_total, @tax_total, @total, @json)`,
    );
    const categories = new Map<string, string | null>();
    lines.forEach((line, position) => {
      let category: string | null = null;
      if (line.product_id !== null) {
        if (!categories.has(line.product_id)) {
          const product = this.products.get(ctx, line.product_id, { includeDeleted: true });
          categories.set(line.product_id, product.category_id);
        }
        category = categories.get(line.product_id) ?? null;
      }
      insert.run({
        id: line.id,
        order_id: orderId,
        company_id: ctx.companyId,
        branch_id: ctx.branchId,
        position,
        product_id: line.product_id,
        category_id: category,
        sku: line.sku,
        name: line.name,
        quantity_milli: Number(milli(line.quantity)),
        refunded_quantity_milli: Number(milli(line.refunded_quantity)),
        unit_price: line.unit_price.amount,
        subtotal: line.subtotal.amount,
        discount_total: line.discount_total.amount,
        tax_total: line.tax_total.amount,
        total: line.total.amount,
        json: JSON.stringify(line),
      });
    });
  }

  /**
   * The whole units each product line moves (`sign` −1 for a sale). Tracked products are sold
   * in whole units (a fractional quantity is refused when the line is priced); a fraction left
   * on a product that began tracking stock later moves nothing.
   */
  private stockMoves(orderId: string, sign: 1 | -1): { productId: string; delta: number }[] {
    return this.db
      .prepare<[string], { product_id: string; quantity_milli: number }>(
        'SELECT product_id, quantity_milli FROM order_lines WHERE order_id = ? AND product_id IS NOT NULL ORDER BY position',
      )
      .all(orderId)
      .filter((l) => l.quantity_milli % 1000 === 0)
      .map((l) => ({ productId: l.product_id, delta: (sign * l.quantity_milli) / 1000 }));
  }
}

/** A quantity as shown (0 included) in thousandths. */
const milli = (quantity: number): bigint =>
  quantity === 0 ? 0n : quantityToThousandths(quantity)!;

/** The figures' columns of the order row. */
function figureColumns(figures: OrderFigures) {
  return {
    currency: figures.currency,
    subtotal: figures.subtotal.amount,
    discount_total: figures.discount_total.amount,
    tax_total: figures.tax_total.amount,
    total: figures.total.amount,
  };
}

const withLineIds = (figures: OrderFigures): OrderLine[] =>
  figures.lines.map((line) => ({ id: newId('oli'), ...line, refunded_quantity: 0 }));

const storedJson = (figures: OrderFigures, lines: OrderLine[]): string =>
  JSON.stringify({
    discount: figures.discount,
    lines,
    taxes: figures.taxes,
  } satisfies StoredFigures);

/**
 * The figures of the stored lines with another order discount: each line priced again from
 * what it copied (name, SKU, unit price, modifiers, its own discount, its tax rates), so a
 * change of discount never picks up a product's or a rate's later edits.
 */
function repriceStored(currency: string, stored: StoredFigures, discount: unknown): OrderFigures {
  const products = new Map<string, ProductForLine>();
  const rates = new Map<string, TaxRate>();
  const lines: LineRequest[] = stored.lines.map((line) => {
    for (const t of line.taxes)
      rates.set(t.tax_rate_id, {
        id: t.tax_rate_id,
        name: t.name,
        rate_bps: t.rate_bps,
        mode: t.mode,
      });
    const common = {
      quantity: line.quantity,
      modifiers: line.modifiers,
      ...(line.discount ? { discount: line.discount } : {}),
      tax_rate_ids: line.tax_rate_ids,
    };
    if (line.product_id === null)
      return { name: line.name, unit_price: line.unit_price, ...common };
    products.set(line.product_id, {
      id: line.product_id,
      name: line.name,
      sku: line.sku ?? '',
      price: line.unit_price,
      tax_rate_ids: line.tax_rate_ids,
    });
    return { product_id: line.product_id, ...common };
  });
  return calculateOrder({
    currency,
    order: { lines, ...(discount !== null && discount !== undefined ? { discount } : {}) },
    products,
    taxRates: rates,
  });
}
