import type { Database } from '../db/database';
import { cursorPageBody, type CursorPageQuery, type Filter, type Listing } from './cursor';

export interface ProductListQuery extends CursorPageQuery {
  categoryId?: string;
  q?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const PRODUCTS_LISTING: Listing = {
  resource: 'products',
  table: 'products',
  json: 'json',
  listed: 'deleted_at IS NULL',
};

/** The products listing as a ready JSON body: prepared statements over stored JSON. */
export function listProductsBody(db: Database, query: ProductListQuery): string {
  const filters: Filter[] = [];
  if (query.categoryId)
    filters.push({
      param: 'category_id',
      condition: 'category_id = ?',
      values: [query.categoryId],
    });
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push({
      param: 'q',
      condition: "(name LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\' OR barcode = ?)",
      values: [like, like, query.q],
    });
  }
  return cursorPageBody(db, PRODUCTS_LISTING, query, filters);
}

/** Pages kept at most, and their total size: a 50-product page is ~17 KB, 200 products ~70 KB. */
export const LISTING_CACHE_PAGES = 512;
export const LISTING_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Whole listing responses, UTF-8 encoded once, keyed by branch and the normalized query, valid
 * for one database generation (Database.generation): any commit by this process or another one
 * empties the cache before the next lookup, so a cached page is never served after a change it
 * does not show. Refused queries (a bad cursor) throw before anything is stored. Bounded in
 * pages and bytes; the oldest pages go first.
 */
export class ListingPageCache {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;
  private generation = -1;

  constructor(
    private readonly db: Database,
    private readonly maxPages = LISTING_CACHE_PAGES,
    private readonly maxBytes = LISTING_CACHE_BYTES,
  ) {}

  /** The page of `query` as UTF-8 JSON. */
  page(query: ProductListQuery): Buffer {
    const generation = this.db.generation();
    if (generation !== this.generation) {
      this.pages.clear();
      this.bytes = 0;
      this.generation = generation;
    }
    const key = keyOf(query);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const body = Buffer.from(listProductsBody(this.db, query));
    // Building the page reads only, so the generation still holds (unless the read itself
    // noticed another process's commit, in which case the page is not kept).
    if (this.db.generation() !== generation || body.length > this.maxBytes) return body;
    while (this.pages.size >= this.maxPages || this.bytes + body.length > this.maxBytes) {
      const [oldest, page] = this.pages.entries().next().value as [string, Buffer];
      this.pages.delete(oldest);
      this.bytes -= page.length;
    }
    this.pages.set(key, body);
    this.bytes += body.length;
    return body;
  }

  /** Pages held now (tests). */
  get size(): number {
    return this.pages.size;
  }
}

const keyOf = (q: ProductListQuery) =>
  `${q.branchId}\u0000${q.limit}\u0000${q.cursor ?? ''}\u0000${q.updatedSince ?? ''}\u0000${q.categoryId ?? ''}\u0000${q.q ?? ''}\u0000${q.includeDeleted ? 1 : 0}\u0000${q.syncToken ?? ''}`;
