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
import { isoNow, type Clock } from '../util/clock';
import { businessDate, businessDateFilters } from './business-date';
import { thousandthsToQuantity } from './money';
import {
  ORDERS,
  netPaid,
  paymentStatusOf,
  type Order,
  type OrderRow,
  type StoredFigures,
} from './order-representation';
import { readOrderFields } from './order-input';
import { OrderLines, milli } from './order-lines';
import type { OrderForRefund, OrderPort, RefundToApply } from './order-port';
import { keepingLineIds, pricedColumns, repriceStored, withLineIds } from './order-pricing';
import { requireOpen, requireUnpaid, ruleError } from './order-rules';
import type { Sales } from './sales';
import type { OrderTables } from '../floor/floor-orders';
import type { Refund, SaleListeners } from './sale-listeners';
import type { Discount, LineRequest, OrderFigures, OrderRequest } from './totals';

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
  /** True when the branch's business day is closed (service/reports/day-close.ts). */
  dayClosed: (branchId: string, businessDate: string) => boolean;
}

/** The order list's own query parameters. */
export interface OrderListQuery {
  status?: string;
  business_date_from?: string;
  business_date_to?: string;
  customer_id?: string;
  source?: string;
}

/**
 * Orders of a branch (table `orders`; their lines' rows through `OrderLines`): create, re-price,
 * the status moves, and the figures payments and refunds change, each in one transaction with
 * the order's next version and change_seq. The webhook catalog has no order events: clients
 * follow orders with sync tokens. Payments and refunds reach an order only through `OrderPort`,
 * inside their own transaction.
 */
export class OrderService extends Records<OrderRow, Order> implements OrderPort {
  private readonly sales: Sales;
  private readonly tables: OrderTables;
  private readonly products: ProductService;
  private readonly businessDay: OrderServiceDeps['businessDay'];
  private readonly listeners: SaleListeners;
  private readonly dayClosed: OrderServiceDeps['dayClosed'];
  /** The order's line rows, written only inside the order's own change. */
  readonly lines: OrderLines;

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
          requireUnpaid(
            current,
            `Order ${current.number} has payments: cancel it (after refunding them) instead of deleting it.`,
          );
        },
      },
    );
    this.sales = deps.sales;
    this.products = deps.products;
    this.businessDay = deps.businessDay;
    this.listeners = deps.listeners;
    this.tables = deps.tables;
    this.dayClosed = deps.dayClosed;
    this.lines = new OrderLines(deps.db, deps.products);
  }

  /** The branch's business day of an instant (docs/api.md "Orders", business_date). */
  businessDateOf(branchId: string, instant: Date): string {
    const day = this.businessDay(branchId);
    return businessDate(instant, day.timeZone, day.closeoutHour);
  }

  /**
   * The business day of an instant at which a sale, a payment or a refund is booked: 409
   * day_closed when the branch closed that day (its Z-report is final).
   */
  openBusinessDate(branchId: string, instant: Date): string {
    const date = this.businessDateOf(branchId, instant);
    this.assertDayOpen(branchId, date);
    return date;
  }

  /** 409 day_closed when the branch closed the business day `date`. */
  assertDayOpen(branchId: string, date: string): void {
    if (this.dayClosed(branchId, date))
      throw new AppError(
        'day_closed',
        `The business day ${date} is closed: its Z-report is final and nothing more books into it.`,
        [],
        { business_date: date },
      );
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
    const fields = readOrderFields(input, 'create', this.clock.now());
    return this.events.transaction(() => {
      if (fields.customer_id) this.assertCustomer(ctx, fields.customer_id);
      if (fields.table_id) this.tables.check(ctx, fields.table_id);
      const request: OrderRequest = {
        lines: body.lines as LineRequest[],
        ...(isPresent(body, 'discount') ? { discount: body.discount } : {}),
      };
      const row = this.insertOpen(ctx, this.sales.calculate(ctx, request), {
        source: fields.source ?? 'api',
        customer_id: fields.customer_id ?? null,
        table_id: fields.table_id ?? null,
        note: fields.note ?? null,
        ...(fields.ordered_at ? { ordered_at: fields.ordered_at } : {}),
      });
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
    const fields = readOrderFields(input, 'update', this.clock.now());
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
        requireUnpaid(
          current,
          `Order ${current.number} has payments: its lines and discount can no longer change.`,
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
          : keepingLineIds(figures, stored.lines);
        Object.assign(set, pricedColumns(current, figures, lines));
        this.lines.replace(ctx, current.id, lines);
      }
      if (Object.keys(set).length === 0) return undefined;
      return { set, event: 'updated' };
    });
  }

  /**
   * A loyalty reward as the order's discount (service/rewards/ calls it inside the transaction
   * that redeems or cancels a redemption): `discount` replaces the order's (null takes it off)
   * and the figures are recomputed from the stored lines, as a PATCH of `discount` does. Only
   * while the order is open and unpaid; the order must be the customer's (one without a
   * customer becomes theirs) and, to take a discount, have none yet. Every check comes before
   * the first write.
   */
  setRewardDiscount(
    ctx: BranchContext,
    id: string,
    customerId: string,
    discount: Discount | null,
  ): Order {
    return this.change(ctx, id, {}, (current) => {
      requireOpen(current, 'update');
      requireUnpaid(
        current,
        `Order ${current.number} has payments: its discount can no longer change.`,
      );
      const conflict = (message: string) =>
        new AppError('conflict', message, [{ path: 'order_id', message }]);
      if (current.customer_id !== null && current.customer_id !== customerId)
        throw conflict(
          `Order ${current.number} is another customer's: a reward discounts its own customer's order.`,
        );
      const stored = JSON.parse(current.json) as StoredFigures;
      if (discount !== null && stored.discount !== null)
        throw conflict(
          `Order ${current.number} already has a discount: an order takes one reward and no other discount.`,
        );
      const figures = repriceStored(current.currency, stored, discount);
      const lines = keepingLineIds(figures, stored.lines);
      this.lines.replace(ctx, current.id, lines);
      return {
        set: { ...pricedColumns(current, figures, lines), customer_id: customerId },
        event: 'updated',
      };
    }).object;
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
        moves: this.lines.stockMoves(id, -1),
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
   * Moves an order's tip_total by `delta` (payments.ts calls it inside the transaction that
   * adjusts a payment's tip): tips are not part of the order's total, so any status takes it.
   */
  applyTip(ctx: BranchContext, orderId: string, delta: number): Order {
    return this.change(ctx, orderId, {}, (current) => ({
      set: { tip_total: current.tip_total + delta },
      event: 'updated',
    })).object;
  }

  /**
   * For the refunds module, inside its transaction: the order (404 across branches and for
   * deleted orders) with its row and its lines' rows in position order. Nothing is written.
   */
  forRefund(ctx: BranchContext, orderId: string): OrderForRefund {
    const row = this.row(ctx, orderId, false);
    return { order: this.resource.represent(row), row, lines: this.lines.of(row.id) };
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
  applyRefund(ctx: BranchContext, orderId: string, refund: RefundToApply, created?: Refund): Order {
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
          this.lines.saveRefunded(current.id, line.id, after);
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

  // ---- Table occupancy and what the floor asks (table-orders.ts moves and merges) ----

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
    // Named: for the ORDER BY the planner would otherwise walk every order of the branch by
    // id, and seating a party would cost more with each year of orders.
    const rows = this.db
      .prepare<[string], { id: string; table_id: string }>(
        "SELECT id, table_id FROM orders INDEXED BY orders_branch_table WHERE branch_id = ? AND table_id IS NOT NULL AND status = 'open' ORDER BY id",
      )
      .all(ctx.branchId);
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.table_id, [...(out.get(r.table_id) ?? []), r.id]);
    return out;
  }

  /** The live order's row (404 otherwise), for the checks of a merge. */
  liveRow(ctx: BranchContext, id: string): OrderRow {
    return this.row(ctx, id, false);
  }

  /** Opens an order without lines on a table (seating a booking); returns its id. */
  openForTable(
    ctx: BranchContext,
    opening: { tableId: string; customerId: string | null; note: string | null },
  ): string {
    return this.events.transaction(() => {
      this.tables.check(ctx, opening.tableId);
      return this.insertOpen(ctx, this.sales.calculate(ctx, { lines: [] }), {
        source: 'booking',
        customer_id: opening.customerId,
        table_id: opening.tableId,
        note: opening.note,
      }).id;
    });
  }

  /**
   * Inserts an open order priced at `figures` (its lines take new ids) with the branch's next
   * `number`, inside the creating transaction; `ordered_at` defaults to now.
   */
  private insertOpen(
    ctx: BranchContext,
    figures: OrderFigures,
    fields: Pick<OrderRow, 'source' | 'customer_id' | 'table_id' | 'note'> & {
      ordered_at?: string;
    },
  ): OrderRow {
    const now = isoNow(this.clock);
    const orderedAt = fields.ordered_at ?? now;
    const lines = withLineIds(figures);
    const row = this.insertValid(
      ctx,
      {
        ...fields,
        number: this.nextNumber(ctx.branchId),
        status: 'open',
        ...pricedColumns({ paid_total: 0, refunded_total: 0 }, figures, lines),
        paid_total: 0,
        tip_total: 0,
        refunded_total: 0,
        ordered_at: orderedAt,
        business_date: this.openBusinessDate(ctx.branchId, new Date(orderedAt)),
        completed_at: null,
        canceled_at: null,
      },
      now,
    );
    this.lines.replace(ctx, row.id, lines);
    return row;
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
}
