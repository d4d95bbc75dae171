import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { CustomerService } from '../customers/customers';
import type { ChangeCounter } from '../resources/change-counter';
import type { BranchContext, WriteOptions } from '../resources/context';
import type { Filter } from '../resources/listing';
import { Records, type ChangeResult, type RowChange } from '../resources/records';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import { Validator } from '../util/validate';
import {
  BOOKINGS,
  BOOKING_MOVES,
  EDITABLE,
  HOLDING,
  MOVES_FROM,
  BookingSeat,
  bookingActions,
  type Booking,
  type BookingMove,
  type BookingRow,
  type BookingStatus,
} from './booking-representation';
import type { FloorOrders } from './floor-orders';
import { localDayRange } from './local-day';
import type { TableService } from './tables';

/** The list's filters: a branch-local day, a status, a table. */
export interface BookingQuery {
  date?: string;
  status?: BookingStatus;
  table_id?: string;
}

interface Hold {
  booking_id: string;
  table_id: string;
}

/**
 * The branch's bookings and the tables they hold (booking_tables: this module's alone). Two
 * bookings never hold one table at overlapping times: the check and the write are one
 * BEGIN IMMEDIATE transaction, so concurrent requests (any process) are serialised and the
 * second sees the first's hold.
 */
export class BookingService extends Records<BookingRow, Booking> {
  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    private readonly tables: () => TableService,
    private readonly customers: CustomerService,
    private readonly orders: () => FloorOrders,
    private readonly defaultDuration: (branchId: string) => number,
    private readonly timeZone: (branchId: string) => string,
  ) {
    super(db, BOOKINGS, rowTable<BookingRow>(db, 'bookings', BOOKINGS.columns), events, clock, {
      events: false,
      defaults: (ctx) => ({
        status: 'pending',
        order_id: null,
        duration_minutes: this.defaultDuration(ctx.branchId),
      }),
      check: (ctx, changes, current) => this.check(ctx, changes, current),
      beforeDelete: (_ctx, current) => {
        if (current.status === 'seated')
          throw this.illegal(current, 'delete', 'the guests are seated: complete the booking');
      },
    });
  }

  private illegal(row: BookingRow, action: string, why: string): AppError {
    return new AppError(
      'illegal_transition',
      `Booking ${row.id} is ${row.status.replace('_', ' ')}: "${action}" is not allowed now (${why}).`,
      [],
      { booking_status: row.status, allowed_actions: bookingActions(row.status, false) },
    );
  }

  private check(ctx: BranchContext, changes: Partial<BookingRow>, current?: BookingRow): void {
    if (current && !EDITABLE.includes(current.status))
      throw this.illegal(current, 'update', 'the details change until the guests sit');
    if (changes.customer_id) {
      try {
        this.customers.get(ctx, changes.customer_id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found')
          throw new AppError('validation_failed', 'customer_id names no customer of this branch.', [
            { path: 'customer_id', message: 'customer_id must be a live customer of this branch.' },
          ]);
        throw error;
      }
    }
    const ids = JSON.parse(changes.table_ids ?? current?.table_ids ?? '[]') as string[];
    if (changes.table_ids !== undefined) {
      const missing = ids.filter((id) => {
        try {
          this.tables().live(ctx, id);
          return false;
        } catch {
          return true;
        }
      });
      if (missing.length)
        throw new AppError(
          'validation_failed',
          `table_ids names ${missing.length === 1 ? 'a table' : 'tables'} this branch does not have: ${missing.join(', ')}.`,
          [{ path: 'table_ids', message: `No live table of this branch: ${missing.join(', ')}.` }],
        );
    }
    if (
      ids.length > 0 &&
      (changes.table_ids !== undefined ||
        changes.starts_at !== undefined ||
        changes.duration_minutes !== undefined)
    ) {
      const starts = changes.starts_at ?? current!.starts_at;
      const minutes =
        changes.duration_minutes ?? current?.duration_minutes ?? this.defaultDuration(ctx.branchId);
      this.assertFree(ctx, ids, starts, minutes, current?.id ?? '');
    }
  }

  /** 409 table_conflict when another booking holds one of the tables at an overlapping time. */
  private assertFree(
    ctx: BranchContext,
    tableIds: string[],
    startsAt: string,
    minutes: number,
    selfId: string,
  ): void {
    const from = Date.parse(startsAt);
    const to = from + minutes * 60_000;
    const clash = this.db
      .prepare<[string, string, number, number, string], Hold>(
        `SELECT booking_id, table_id FROM booking_tables
         WHERE branch_id = ? AND holds = 1 AND table_id IN (SELECT value FROM json_each(?))
           AND starts_ms < ? AND ends_ms > ? AND booking_id <> ?
         ORDER BY starts_ms LIMIT 1`,
      )
      .get(ctx.branchId, JSON.stringify(tableIds), to, from, selfId);
    if (clash)
      throw new AppError(
        'table_conflict',
        `Table ${clash.table_id} is held by booking ${clash.booking_id} at an overlapping time.`,
        [{ path: 'table_ids', message: `Table ${clash.table_id} is taken then.` }],
        { table_id: clash.table_id, booking_id: clash.booking_id },
      );
  }

  /** Writes the booking's holds as the row now is (one row per table). */
  private writeHolds(ctx: BranchContext, booking: Booking): void {
    this.db.prepare('DELETE FROM booking_tables WHERE booking_id = ?').run(booking.id);
    const holds =
      booking.deleted_at === null && (HOLDING as readonly string[]).includes(booking.status)
        ? 1
        : 0;
    const insert = this.db.prepare(
      'INSERT INTO booking_tables (booking_id, table_id, branch_id, starts_ms, ends_ms, holds) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const from = Date.parse(booking.starts_at);
    for (const tableId of booking.table_ids)
      insert.run(
        booking.id,
        tableId,
        ctx.branchId,
        from,
        from + booking.duration_minutes * 60_000,
        holds,
      );
  }

  override create(ctx: BranchContext, input: unknown): Booking {
    return this.events.transaction(() => {
      const booking = super.create(ctx, input);
      this.writeHolds(ctx, booking);
      return booking;
    });
  }

  override change(
    ctx: BranchContext,
    id: string,
    options: WriteOptions,
    apply: (current: BookingRow, now: string) => RowChange<BookingRow> | undefined,
  ): ChangeResult<Booking> {
    return this.events.transaction(() => {
      const result = super.change(ctx, id, options, apply);
      if (result.changed) this.writeHolds(ctx, result.object);
      return result;
    });
  }

  /**
   * A move of the booking's state (confirm, arrive, seat, complete, cancel, no_show): 409
   * illegal_transition naming the allowed ones when the status does not allow it. Seating checks
   * that its tables have no other party's open order, and with open_order opens one on the first.
   */
  move(
    ctx: BranchContext,
    id: string,
    move: BookingMove,
    input: unknown,
    options: WriteOptions = {},
  ): Booking {
    let openOrder = false;
    if (move === 'seat') {
      const v = new Validator();
      openOrder = (BookingSeat.validate(input ?? {}, v).open_order as boolean | undefined) ?? false;
      v.done();
    }
    return this.change(ctx, id, options, (current) => {
      if (!MOVES_FROM[current.status].includes(move))
        throw this.illegal(
          current,
          move,
          `allowed now: ${bookingActions(current.status, false).join(', ') || 'nothing'}`,
        );
      const set: Partial<BookingRow> = { status: BOOKING_MOVES[move] };
      if (move === 'seat') {
        const ids = JSON.parse(current.table_ids) as string[];
        const byTable = this.orders().openOrdersByTable(ctx);
        const taken = ids.find((t) => (byTable.get(t) ?? []).length > 0);
        if (taken)
          throw new AppError(
            'table_not_free',
            `Table ${taken} has an open order of another party: transfer it or give the booking another table first.`,
            [],
            { table_id: taken, open_order_ids: byTable.get(taken) },
          );
        if (openOrder) {
          if (ids.length === 0)
            throw new AppError(
              'validation_failed',
              'The booking has no table to open the order on: assign table_ids first.',
              [{ path: 'open_order', message: 'open_order needs a booking with a table.' }],
            );
          set.order_id = this.orders().openForTable(ctx, {
            tableId: ids[0]!,
            customerId: current.customer_id,
            note: `Booking ${current.id} (${current.guest_name}, ${current.party_size})`,
          });
        }
      }
      return { set, event: 'updated', previous: { status: current.status } };
    }).object;
  }

  /** The list's filters as SQL over the bookings table (and its holds for the table filter). */
  filters(ctx: BranchContext, query: BookingQuery): Filter[] {
    const filters: Filter[] = [];
    if (query.date !== undefined) {
      const day = localDayRange(query.date, this.timeZone(ctx.branchId));
      filters.push({
        param: 'date',
        condition: 'starts_at >= ? AND starts_at < ?',
        values: [day.from, day.to],
      });
    }
    if (query.status !== undefined)
      filters.push({ param: 'status', condition: 'status = ?', values: [query.status] });
    if (query.table_id !== undefined)
      filters.push({
        param: 'table_id',
        condition: 'id IN (SELECT booking_id FROM booking_tables WHERE table_id = ?)',
        values: [query.table_id],
      });
    return filters;
  }

  /**
   * Seated bookings whose orders moved to another table (a transfer or a merge) follow their
   * guests: they hold that table instead, and name the merged order. 409 table_conflict when
   * another booking holds it during the seated booking's time (the move is then undone).
   */
  followOrders(
    ctx: BranchContext,
    orderIds: readonly string[],
    tableId: string,
    mergedInto?: string,
  ): void {
    const seated = this.db
      .prepare<[string, string], { id: string }>(
        `SELECT id FROM bookings WHERE branch_id = ? AND status = 'seated' AND deleted_at IS NULL
           AND order_id IN (SELECT value FROM json_each(?))`,
      )
      .all(ctx.branchId, JSON.stringify(orderIds));
    for (const { id } of seated)
      this.change(ctx, id, {}, (current) => {
        const tables = JSON.stringify([tableId]);
        if (current.table_ids === tables && (mergedInto ?? current.order_id) === current.order_id)
          return undefined;
        this.assertFree(ctx, [tableId], current.starts_at, current.duration_minutes, current.id);
        return {
          set: {
            table_ids: JSON.stringify([tableId]),
            ...(mergedInto ? { order_id: mergedInto } : {}),
          },
          event: 'updated',
        };
      });
  }

  /** Deletes bookings deleted before `cutoff`, with their table rows. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    this.db
      .prepare(
        'DELETE FROM booking_tables WHERE booking_id IN (SELECT id FROM bookings WHERE deleted_at IS NOT NULL AND deleted_at < ?)',
      )
      .run(cutoff);
    return changes.pruneTombstones('bookings', cutoff);
  }

  /**
   * A booking still to come (or under way) that holds the table, if any: a table it holds
   * cannot be deleted.
   */
  holderOf(ctx: BranchContext, tableId: string): string | undefined {
    return this.db
      .prepare<[string, string, number], { booking_id: string }>(
        `SELECT booking_id FROM booking_tables
         WHERE branch_id = ? AND table_id = ? AND holds = 1 AND ends_ms > ? LIMIT 1`,
      )
      .get(ctx.branchId, tableId, this.clock.now())?.booking_id;
  }
}
