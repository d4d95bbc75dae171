import type { Database } from '../db/database';
import { idSchema } from '../resources/fields';
import { cursorPageBody, defineListing, type CursorPageQuery } from '../resources/listing';
import { nullableTimestamp, timestamp } from '../resources/resource';

/** One stock level as GET /inventory returns it. */
export interface StockLevel {
  product_id: string;
  sku: string;
  quantity: number;
  version: number;
  updated_at: string;
  /** Set when the product left the list: deleted, or no longer tracking stock (syncs only). */
  deleted_at: string | null;
}

/** Tombstones appear only in syncs: `includeDeleted` is not part of it. */
export type InventoryQuery = Omit<CursorPageQuery, 'includeDeleted'>;

/**
 * The stock list: the live products that track stock. In a sync (sync_token), a product that
 * left it since (deleted, or `track_stock` turned off) comes as a tombstone whose `deleted_at`
 * is the product's `deleted_at`, or its `updated_at` for one that stopped tracking stock.
 */
const INVENTORY_LISTING = defineListing({
  resource: 'inventory',
  table: 'products',
  json: `json_object('product_id', id, 'sku', sku, 'quantity', stock_quantity, 'version', version,
    'updated_at', updated_at,
    'deleted_at', CASE WHEN deleted_at IS NOT NULL THEN deleted_at WHEN track_stock = 0 THEN updated_at END)`,
  listed: 'deleted_at IS NULL AND track_stock = 1',
});

/** The OpenAPI component of a stock level (a view of products: it has no fields of its own). */
export const stockLevelSchema = {
  $id: 'StockLevel',
  type: 'object',
  properties: {
    product_id: idSchema('prd'),
    sku: { type: 'string', examples: ['ESP-001'] },
    quantity: { type: 'integer', examples: [38] },
    version: { type: 'integer', description: 'The product version' },
    updated_at: timestamp,
    deleted_at: {
      ...nullableTimestamp,
      description:
        'Syncs only: the product left the list (deleted, or no longer tracking stock); remove it from your copy',
    },
  },
  required: ['product_id', 'sku', 'quantity', 'version', 'updated_at', 'deleted_at'],
};

/**
 * Stock levels ordered by product id with the same opaque cursors and sync tokens as the
 * listings. `updated_at` is the product's: any change to the product (not only its stock)
 * moves it, so `updated_since` never misses a stock change.
 */
export class InventoryService {
  constructor(private readonly db: Database) {}

  listBody(query: InventoryQuery): string {
    return cursorPageBody(this.db, INVENTORY_LISTING, { ...query, includeDeleted: false });
  }
}
