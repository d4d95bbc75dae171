import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { FloorOrders } from './floor-orders';

/** Until OrderService lands: reads open orders; the moves are not available yet. */
export function pendingOrders(db: Database): FloorOrders {
  const unavailable = (): never => {
    throw new AppError('conflict', 'Orders are not available yet.');
  };
  return {
    openOrdersByTable(ctx) {
      const rows = db
        .prepare<[string], { id: string; table_id: string }>(
          "SELECT id, table_id FROM orders WHERE branch_id = ? AND table_id IS NOT NULL AND status = 'open' ORDER BY id",
        )
        .all(ctx.branchId);
      const out = new Map<string, string[]>();
      for (const r of rows) out.set(r.table_id, [...(out.get(r.table_id) ?? []), r.id]);
      return out;
    },
    moveToTable: unavailable,
    merge: unavailable,
    openForTable: unavailable,
  };
}
