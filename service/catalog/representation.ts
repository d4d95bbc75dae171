import type { CategoryRow, ProductRow } from '../db/entities';
import { CATEGORIES } from './categories';
import { PRODUCTS } from './products';

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
  /** Default tax rates of the product's order lines. */
  tax_rate_ids: string[];
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

/**
 * The representations come from the declarations (PRODUCTS, CATEGORIES). Each row stores its serialized representation in `json`, written in the same statement
 * as the columns, so a listing page is a concatenation instead of a serialization.
 */
export const productJson = (row: ProductColumns): string => PRODUCTS.json(row);
export const categoryJson = (row: CategoryColumns): string => CATEGORIES.json(row);
