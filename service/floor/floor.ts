import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { CustomerService } from '../customers/customers';
import type { ChangeCounter } from '../resources/change-counter';
import type { Clock } from '../util/clock';
import { BookingService } from './bookings';
import type { FloorOrders } from './floor-orders';
import { TableService } from './tables';

/** A restaurant's floor: its tables and bookings (docs/api.md, "Tables" and "Bookings"). */
export class Floor {
  readonly tables: TableService;
  readonly bookings: BookingService;
  private orders: FloorOrders | null = null;

  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    deps: {
      customers: CustomerService;
      /** The branch setting booking_duration_minutes. */
      bookingMinutes: (branchId: string) => number;
      timeZone: (branchId: string) => string;
    },
  ) {
    const orders = () => this.connectedOrders();
    this.tables = new TableService(
      db,
      events,
      clock,
      orders,
      (ctx, tableId) => this.bookings.holderOf(ctx, tableId),
      (ctx, orderIds, tableId, mergedInto) =>
        this.bookings.followOrders(ctx, orderIds, tableId, mergedInto),
    );
    this.bookings = new BookingService(
      db,
      events,
      clock,
      () => this.tables,
      deps.customers,
      orders,
      deps.bookingMinutes,
      deps.timeZone,
    );
  }

  /**
   * The orders the floor reads occupancy from and moves. The orders check and tell the floor's
   * tables in turn, so they are made after the floor and connected here, before any request.
   */
  connectOrders(orders: FloorOrders): void {
    this.orders = orders;
  }

  private connectedOrders(): FloorOrders {
    if (!this.orders)
      throw new Error('The floor has no orders connected (see Floor.connectOrders).');
    return this.orders;
  }

  readonly tombstoneTables = ['bookings', 'booking_tables', 'tables'] as const;

  /** Tombstones older than the cutoff: bookings first, whose rows name tables. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return (
      this.bookings.pruneTombstones(changes, cutoff) + this.tables.pruneTombstones(changes, cutoff)
    );
  }
}
