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

  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    deps: {
      customers: CustomerService;
      orders: FloorOrders;
      /** The branch setting booking_duration_minutes. */
      bookingMinutes: (branchId: string) => number;
      timeZone: (branchId: string) => string;
    },
  ) {
    this.tables = new TableService(
      db,
      events,
      clock,
      () => deps.orders,
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
      () => deps.orders,
      deps.bookingMinutes,
      deps.timeZone,
    );
  }

  readonly tombstoneTables = ['bookings', 'booking_tables', 'tables'] as const;

  /** Tombstones older than the cutoff: bookings first, whose rows name tables. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return (
      this.bookings.pruneTombstones(changes, cutoff) + this.tables.pruneTombstones(changes, cutoff)
    );
  }
}
