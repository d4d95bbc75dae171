import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { CategoryRow } from '../db/entities';
import type { BranchContext } from '../resources/context';
import { integer, reference, text } from '../resources/fields';
import type { CursorPageQuery } from '../resources/listing';
import { Records } from '../resources/records';
import { defineResource } from '../resources/resource';
import type { Clock } from '../util/clock';
import { Validator } from '../util/validate';
import { categoryListFilters, type CategoriesRepository } from './categories-repository';
import type { EventLog } from '../events/event-log';
import type { ProductsRepository } from './products-repository';

export const CATEGORY_LIMITS = { name: 200, sortOrder: 1_000_000 } as const;

/** A category as the open API returns it and as webhook events carry it. */
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

/** The category resource: its fields and limits, from which come its schemas and validator. */
export const CATEGORIES = defineResource<Category>({
  name: 'categories',
  singular: 'category',
  idPrefix: 'cat',
  table: 'categories',
  component: 'Category',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: CATEGORY_LIMITS.name,
      required: true,
      examples: ['Hot drinks'],
    }),
    parent_id: reference({
      prefix: 'cat',
      label: 'category',
      description: 'Needs categories:manage_hierarchy when not null',
    }),
    sort_order: integer({
      min: -CATEGORY_LIMITS.sortOrder,
      max: CATEGORY_LIMITS.sortOrder,
      default: 0,
      message: `sort_order must be a whole number between -${CATEGORY_LIMITS.sortOrder} and ${CATEGORY_LIMITS.sortOrder}.`,
    }),
  },
  create: { examples: [{ name: 'Hot drinks', sort_order: 10 }] },
  update: {
    description:
      'Any subset. Sending `parent_id` needs categories:manage_hierarchy; a move that would make a cycle is rejected.',
    examples: [{ name: 'Coffee', parent_id: 'cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }],
  },
});

/** A category row's stored representation (see productJson). */
export const categoryJson = (
  row: Omit<CategoryRow, 'json' | 'company_id' | 'branch_id' | 'change_seq'>,
): string => CATEGORIES.json(row);

export type CategoryFields = Pick<CategoryRow, 'name' | 'parent_id' | 'sort_order'>;

export const validateCategoryFields = (
  input: unknown,
  mode: 'create' | 'update',
  v = new Validator(),
): Partial<CategoryFields> => CATEGORIES.validate(input, mode, v) as Partial<CategoryFields>;

export interface CategoryListQuery extends CursorPageQuery {
  parentId?: string;
}

/**
 * Categories of a branch (a tree through parent_id): the shared reads and writes
 * (service/resources/records.ts) with the categories' own rules. A move that would make a
 * cycle is rejected; a category that still has live children or products cannot be deleted.
 */
export class CategoryService extends Records<CategoryRow, Category> {
  constructor(
    db: Database,
    private readonly repository: CategoriesRepository,
    private readonly products: ProductsRepository,
    events: EventLog,
    clock: Clock,
  ) {
    super(db, CATEGORIES, repository.rows, events, clock, {
      check: (ctx, changes, current) => {
        if (changes.parent_id !== undefined) this.assertParent(ctx, changes.parent_id, current?.id);
      },
      beforeDelete: (ctx, current) => this.assertEmpty(ctx, current.id),
    });
  }

  /** `{data, has_more, next_cursor, next_sync_token}` over stored JSON (see cursorPageBody). */
  override listBody(query: CategoryListQuery): string {
    return super.listBody(query, categoryListFilters(query));
  }

  /** Live categories of a branch (the importer resolves paths against them). */
  liveRows(branchId: string): CategoryRow[] {
    return this.repository.liveRows(branchId);
  }

  private assertParent(
    ctx: BranchContext,
    parentId: string | null | undefined,
    movingId?: string,
  ): void {
    if (parentId === null || parentId === undefined) return;
    const invalid = (message: string) =>
      new AppError('validation_failed', message, [{ path: 'parent_id', message }]);
    if (parentId === movingId) throw invalid('A category cannot be its own parent.');
    if (!this.repository.isLive(ctx.branchId, parentId))
      throw invalid(`No live category with id ${parentId} in this branch.`);
    // Walk up from the new parent: meeting the moved category means a cycle.
    if (movingId && this.repository.isWithin(parentId, movingId))
      throw invalid(
        `Moving the category under ${parentId} would make a cycle: ${parentId} is inside it.`,
      );
  }

  /** 409 naming what is still inside when live subcategories or products remain. */
  private assertEmpty(ctx: BranchContext, id: string): void {
    const children = this.repository.liveChildren(ctx.branchId, id);
    const products = this.products.liveInCategory(ctx.branchId, id);
    if (children > 0 || products > 0) {
      const parts = [
        children > 0 ? `${children} live subcategor${children === 1 ? 'y' : 'ies'}` : '',
        products > 0 ? `${products} live product${products === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      throw new AppError(
        'conflict',
        `Category ${id} still has ${parts.join(' and ')}. Move or delete ${children + products === 1 ? 'it' : 'them'} first.`,
        [],
        { live_children: children, live_products: products },
      );
    }
  }
}
