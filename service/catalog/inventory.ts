import type { Database } from '../db/database';
import { decodeCursor, pageBody } from './cursor';

/** One stock level as GET /inventory returns it. */
export interface StockLevel {
  product_id: string;
  sku: string;
  quantity: number;
  version: number;
  updated_at: string;
}

export interface InventoryQuery {
  branchId: string;
  limit: number;
  cursor?: string;
  updatedSince?: string;
}

/**
 * Stock levels of the live products that track stock, ordered by product id with the same
 * opaque cursors as the listings. `updated_at` is the product's: any change to the product
 * (not only its stock) moves it, so `updated_since` never misses a stock change.
 */
export class InventoryService {
  constructor(private readonly db: Database) {}

  listBody(query: InventoryQuery): string {
    const after = decodeCursor(query.cursor);
    const where = ['branch_id = ?', 'id > ?', 'deleted_at IS NULL', 'track_stock = 1'];
    const params: unknown[] = [query.branchId, after];
    if (query.updatedSince) {
      where.push('updated_at >= ?');
      params.push(query.updatedSince);
    }
    params.push(query.limit + 1);
    const rows = this.db
      .prepare<unknown[], { id: string; json: string }>(
        `SELECT id, json_object('product_id', id, 'sku', sku, 'quantity', stock_quantity, 'version', version,
           'updated_at', updated_at) AS json
         FROM products WHERE ${where.join(' AND ')} ORDER BY id LIMIT ?`,
      )
      .all(...params);
    return pageBody(rows, query.limit);
  }

  list(query: InventoryQuery): {
    data: StockLevel[];
    has_more: boolean;
    next_cursor: string | null;
  } {
    return JSON.parse(this.listBody(query));
  }
}
