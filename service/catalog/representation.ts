import type { CategoryRow, ProductRow } from '../db/entities';

/** A product as the open API returns it and as webhook events carry it. */
export interface Product {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  category_id: string | null;
  price: { amount: number; currency: string };
  barcode: string | null;
  track_stock: boolean;
  stock_quantity: number;
  active: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface Category {
  id: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

type ProductColumns = Omit<ProductRow, 'json' | 'company_id' | 'branch_id' | 'change_seq'>;
type CategoryColumns = Omit<CategoryRow, 'json' | 'company_id' | 'branch_id' | 'change_seq'>;

export function toProduct(row: ProductColumns): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    category_id: row.category_id,
    price: { amount: row.price_amount, currency: row.price_currency },
    barcode: row.barcode,
    track_stock: row.track_stock === 1,
    stock_quantity: row.stock_quantity,
    active: row.active === 1,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

export function toCategory(row: CategoryColumns): Category {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    sort_order: row.sort_order,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

/**
 * Each row stores its serialized representation in `json`, written in the same statement
 * as the columns, so a listing page is a concatenation instead of a serialization.
 */
export const productJson = (row: ProductColumns): string => JSON.stringify(toProduct(row));
export const categoryJson = (row: CategoryColumns): string => JSON.stringify(toCategory(row));
