import type { Database } from '../db/database';
import type { ProductRow } from '../db/entities';
import type { ChangeCounter } from '../resources/change-counter';
import type { Filter } from '../resources/listing';
import { rowTable, type RowTable } from '../resources/table';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL of the `products` table: the shared row statements and the products' own queries. */
export class ProductsRepository {
  readonly rows: RowTable<ProductRow>;

  constructor(
    private readonly db: Database,
    columns: readonly string[],
  ) {
    this.rows = rowTable(db, 'products', columns);
  }

  /** The live product of the branch that has this SKU, other than `exceptId`. */
  skuOwner(branchId: string, sku: string, exceptId = ''): string | undefined {
    return this.db
      .prepare<[string, string, string], { id: string }>(
        'SELECT id FROM products WHERE branch_id = ? AND sku = ? AND deleted_at IS NULL AND id != ?',
      )
      .get(branchId, sku, exceptId)?.id;
  }

  /** Every live SKU of the branch (the importer checks a file against them at once). */
  liveSkus(branchId: string): { id: string; sku: string }[] {
    return this.db
      .prepare<[string], { id: string; sku: string }>(
        'SELECT id, sku FROM products WHERE branch_id = ? AND deleted_at IS NULL',
      )
      .all(branchId);
  }

  /** How many live products of the branch are in the category. */
  liveInCategory(branchId: string, categoryId: string): number {
    return this.db
      .prepare<[string, string], { n: number }>(
        'SELECT count(*) AS n FROM products WHERE branch_id = ? AND category_id = ? AND deleted_at IS NULL',
      )
      .get(branchId, categoryId)!.n;
  }

  /** Deletes the tombstones deleted before `cutoff` (inside a transaction). */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return changes.pruneTombstones('products', cutoff);
  }
}

/** The listing's content filters: `category_id`, and `q` (name or SKU contains, or barcode equals). */
export function productListFilters(query: { categoryId?: string; q?: string }): Filter[] {
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
  return filters;
}
