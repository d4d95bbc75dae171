import type { Database } from '../db/database';
import { cursorPageBody, type CursorPageQuery } from './cursor';

/** One stock level as GET /inventory returns it. */
export interface StockLevel {
  product_id: string;
  sku: string;
  quantity: number;
  version: number;
  updated_at: string;
}

/** Tombstones never appear here: `includeDeleted` is not part of it. */
export type InventoryQuery = Omit<CursorPageQuery, 'includeDeleted'>;

/**
 * Stock levels of the live products that track stock, ordered by product id with the same
 * opaque cursors as the listings. `updated_at` is the product's: any change to the product
 * (not only its stock) moves it, so `updated_since` never misses a stock change.
 */
export class InventoryService {
  constructor(private readonly db: Database) {}

  listBody(query: InventoryQuery): string {
    return cursorPageBody(
      this.db,
      {
        table: 'products',
        json: `json_object('product_id', id, 'sku', sku, 'quantity', stock_quantity,
          'version', version, 'updated_at', updated_at)`,
      },
      { ...query, includeDeleted: false },
      [['track_stock = 1']],
    );
  }

  list(query: InventoryQuery): {
    data: StockLevel[];
    has_more: boolean;
    next_cursor: string | null;
  } {
    return JSON.parse(this.listBody(query));
  }
}
