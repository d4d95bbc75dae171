import type { EventLog } from '../events/event-log';
import type { FloorOrders } from '../floor/floor-orders';
import type { BranchContext } from '../resources/context';
import type { OrderLine, StoredFigures } from './order-representation';
import { keepingLineIds, pricedColumns, repriceStored } from './order-pricing';
import { requireOpen, requireUnpaid } from './order-rules';
import type { OrderService } from './orders';

/**
 * The orders as the floor moves them (service/floor/floor-orders.ts): a table transfer puts
 * open orders on another table, a merge gathers the lines of several into one. Each move is a
 * change of the orders through their owner, so versions, sync and table occupancy follow.
 */
export class TableOrders implements FloorOrders {
  constructor(
    private readonly orders: OrderService,
    private readonly events: EventLog,
  ) {}

  openOrdersByTable(ctx: BranchContext): Map<string, string[]> {
    return this.orders.openOrdersByTable(ctx);
  }

  openForTable(
    ctx: BranchContext,
    opening: { tableId: string; customerId: string | null; note: string | null },
  ): string {
    return this.orders.openForTable(ctx, opening);
  }

  moveToTable(ctx: BranchContext, orderIds: readonly string[], tableId: string): void {
    for (const id of orderIds)
      this.orders.change(ctx, id, {}, (current) => {
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
   * was for their own lines. Every order is checked before the first write.
   */
  merge(ctx: BranchContext, targetId: string, sourceIds: readonly string[], tableId: string): void {
    this.events.transaction(() => {
      for (const id of [targetId, ...sourceIds]) {
        const row = this.orders.liveRow(ctx, id);
        requireOpen(row, 'update');
        requireUnpaid(
          row,
          `Order ${row.number} has payments: orders with payments are not merged.`,
        );
      }
      const moved: OrderLine[] = [];
      for (const id of sourceIds)
        this.orders.change(ctx, id, {}, (current, now) => {
          const stored = JSON.parse(current.json) as StoredFigures;
          moved.push(...stored.lines);
          const empty = repriceStored(current.currency, { ...stored, lines: [] }, null);
          this.orders.lines.replace(ctx, current.id, []);
          return {
            set: {
              ...pricedColumns(current, empty, []),
              status: 'canceled',
              canceled_at: now,
            },
            event: 'updated',
          };
        });
      this.orders.change(ctx, targetId, {}, (current) => {
        const stored = JSON.parse(current.json) as StoredFigures;
        const all = [...stored.lines, ...moved];
        const figures = repriceStored(current.currency, { ...stored, lines: all }, stored.discount);
        const lines = keepingLineIds(figures, all);
        this.orders.lines.replace(ctx, current.id, lines);
        return {
          set: { ...pricedColumns(current, figures, lines), table_id: tableId },
          event: 'updated',
        };
      });
    });
  }
}
