import type { Database } from '../db/database';
import { cursorPageBody, type CursorPageQuery } from '../resources/listing';
import { PageCache } from '../resources/page-cache';
import { PRODUCTS } from './products';
import { productListFilters } from './products-repository';

export interface ProductListQuery extends CursorPageQuery {
  categoryId?: string;
  q?: string;
}

export const PRODUCTS_LISTING = PRODUCTS.listing;

/** The products listing as a ready JSON body: prepared statements over stored JSON. */
export function listProductsBody(db: Database, query: ProductListQuery): string {
  return cursorPageBody(db, PRODUCTS_LISTING, query, productListFilters(query));
}

/** Pages kept at most, and their total size: a 50-product page is ~17 KB, 200 products ~70 KB. */
export const LISTING_CACHE_PAGES = 512;
export const LISTING_CACHE_BYTES = 16 * 1024 * 1024;

/** The products listing's page cache (docs/performance.md): whole pages, exact invalidation. */
export class ListingPageCache extends PageCache<ProductListQuery> {
  constructor(db: Database, maxPages = LISTING_CACHE_PAGES, maxBytes = LISTING_CACHE_BYTES) {
    super(db, (query) => listProductsBody(db, query), keyOf, maxPages, maxBytes);
  }
}

const keyOf = (q: ProductListQuery) =>
  `${q.branchId}\u0000${q.limit}\u0000${q.cursor ?? ''}\u0000${q.updatedSince ?? ''}\u0000${q.categoryId ?? ''}\u0000${q.q ?? ''}\u0000${q.includeDeleted ? 1 : 0}\u0000${q.syncToken ?? ''}`;
