import type { BranchContext } from '../resources/context';

/**
 * What the floor asks of the orders (OrderService owns the orders table): which open orders name
 * which table, and the moves a table operation makes. Every method runs inside the caller's
 * transaction when one is open, so a refused table operation leaves the orders as they were.
 */
export interface FloorOrders {
  /** The branch's open orders that name a table: table id → order ids, oldest first. */
  openOrdersByTable(ctx: BranchContext): Map<string, string[]>;
  /** Puts these open orders on another table. */
  moveToTable(ctx: BranchContext, orderIds: readonly string[], tableId: string): void;
  /**
   * Moves the lines of `sourceIds` into `targetId` and cancels the emptied orders; the target
   * ends on `tableId`. 409 order_has_payments when a source order has payments.
   */
  merge(ctx: BranchContext, targetId: string, sourceIds: readonly string[], tableId: string): void;
  /** Opens an order without lines on a table (seating a booking); returns its id. */
  openForTable(
    ctx: BranchContext,
    opening: { tableId: string; customerId: string | null; note: string | null },
  ): string;
}

/** What the orders ask of the floor (TableService): whether an order may name a table, and news of it. */
export interface OrderTables {
  /** 422 at table_id unless an order may name this table (a restaurant's live table). */
  check(ctx: BranchContext, tableId: string): void;
  /**
   * An open order started or stopped naming the table (opened, moved, completed, canceled,
   * deleted): the table takes a new version, so its ETag and the tables' sync show it.
   */
  occupancyChanged(ctx: BranchContext, tableId: string): void;
}
