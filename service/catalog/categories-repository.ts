import type { Database } from '../db/database';
import type { CategoryRow } from '../db/entities';
import type { ChangeCounter } from '../resources/change-counter';
import type { Filter } from '../resources/listing';
import { rowTable, type RowTable } from '../resources/table';

/** The SQL of the `categories` table: the shared row statements and the categories' own queries. */
export class CategoriesRepository {
  readonly rows: RowTable<CategoryRow>;

  constructor(
    private readonly db: Database,
    columns: readonly string[],
  ) {
    this.rows = rowTable(db, 'categories', columns);
  }

  /** True when the category exists in the branch and is not deleted. */
  isLive(branchId: string, id: string): boolean {
    return (
      this.db
        .prepare<[string, string], { id: string }>(
          'SELECT id FROM categories WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
        )
        .get(id, branchId) !== undefined
    );
  }

  /** True when `id` is `ancestorId` or below it (walking up from `id` meets `ancestorId`). */
  isWithin(id: string, ancestorId: string): boolean {
    return (
      this.db
        .prepare<[string, string], { id: string }>(
          `WITH RECURSIVE up(id, parent_id) AS (
             SELECT id, parent_id FROM categories WHERE id = ?
             UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
           ) SELECT id FROM up WHERE id = ?`,
        )
        .get(id, ancestorId) !== undefined
    );
  }

  /** How many live direct subcategories the category has. */
  liveChildren(branchId: string, id: string): number {
    return this.db
      .prepare<[string, string], { n: number }>(
        'SELECT count(*) AS n FROM categories WHERE branch_id = ? AND parent_id = ? AND deleted_at IS NULL',
      )
      .get(branchId, id)!.n;
  }

  /** Live categories of a branch by id (the importer resolves paths against them). */
  liveRows(branchId: string): CategoryRow[] {
    return this.db
      .prepare<[string], CategoryRow>(
        `SELECT * FROM categories WHERE branch_id = ? AND deleted_at IS NULL ORDER BY id`,
      )
      .all(branchId);
  }

  /**
   * Deletes the tombstones deleted before `cutoff` (inside a transaction, after the products').
   * A category still named by another row (a product's category, a child's parent) stays until
   * that row is pruned.
   */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return changes.pruneTombstones(
      'categories',
      cutoff,
      `NOT EXISTS (SELECT 1 FROM products p WHERE p.branch_id = categories.branch_id AND p.category_id = categories.id)
       AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = categories.id)`,
    );
  }
}

/** The listing's content filter: `parent_id` (direct children). */
export const categoryListFilters = (query: { parentId?: string }): Filter[] =>
  query.parentId
    ? [{ param: 'parent_id', condition: 'parent_id = ?', values: [query.parentId] }]
    : [];
