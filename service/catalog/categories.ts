import { AppError } from '../../shared/errors';
import { type Database, TEXT_PARAM } from '../db/database';
import type { CategoryRow } from '../db/entities';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import {
  checkVersion,
  isPlainObject,
  isPresent,
  notFound,
  type BranchContext,
  type WriteOptions,
} from './context';
import { cursorPageBody, type CursorPageQuery, type Filter, type Listing } from './cursor';
import { ChangeCounter } from './change-counter';
import type { EventLog } from './event-log';
import { categoryJson, toCategory, type Category } from './representation';

export const CATEGORY_LIMITS = { name: 200, sortOrder: 1_000_000 } as const;
export const CATEGORY_FIELDS = ['name', 'parent_id', 'sort_order'] as const;

export type CategoryFields = Pick<CategoryRow, 'name' | 'parent_id' | 'sort_order'>;

export type CategoryColumns = Omit<CategoryRow, 'json'>;

const COLUMNS = [
  'id',
  'company_id',
  'branch_id',
  'name',
  'parent_id',
  'sort_order',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
  'change_seq',
  'json',
];
const INSERT_CATEGORY = `INSERT INTO categories (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const SAVE_CATEGORY = `UPDATE categories SET name = @name, parent_id = @parent_id, sort_order = @sort_order, version = @version,
  updated_at = @updated_at, deleted_at = @deleted_at, change_seq = @change_seq, json = @json WHERE id = @id AND version = @expected_version`;

const CATEGORIES_LISTING: Listing = {
  resource: 'categories',
  table: 'categories',
  json: 'json',
  listed: 'deleted_at IS NULL',
};

export interface CategoryListQuery extends CursorPageQuery {
  parentId?: string;
}

export function validateCategoryFields(
  input: unknown,
  mode: 'create' | 'update',
  v = new Validator(),
): Partial<CategoryFields> {
  const out: Partial<CategoryFields> = {};
  if (!isPlainObject(input)) {
    v.add('body', 'The body must be a JSON object.');
    return out;
  }
  for (const key of Object.keys(input)) {
    if (!(CATEGORY_FIELDS as readonly string[]).includes(key))
      v.add(key, `Unknown field "${key}".`);
  }
  if (mode === 'create' || isPresent(input, 'name')) {
    const name = v.text('name', input.name, {
      label: 'Name',
      min: 1,
      max: CATEGORY_LIMITS.name,
      required: true,
    });
    if (name !== undefined) out.name = name;
  }
  if (isPresent(input, 'parent_id')) {
    const p = input.parent_id;
    if (p === null) out.parent_id = null;
    else if (typeof p === 'string' && p.length > 0 && p.length <= 64) out.parent_id = p;
    else v.add('parent_id', 'parent_id must be a category id or null.');
  }
  if (isPresent(input, 'sort_order')) {
    const s = input.sort_order;
    if (
      typeof s !== 'number' ||
      !Number.isSafeInteger(s) ||
      Math.abs(s) > CATEGORY_LIMITS.sortOrder
    ) {
      v.add(
        'sort_order',
        `sort_order must be a whole number between -${CATEGORY_LIMITS.sortOrder} and ${CATEGORY_LIMITS.sortOrder}.`,
      );
    } else out.sort_order = s;
  }
  return out;
}

/**
 * Categories of a branch (a tree through parent_id). Writes run with their event in one
 * transaction, like products. A move that would make a cycle is rejected; a category that
 * still has live children or products cannot be deleted.
 */
export class CategoryService {
  private readonly changes: ChangeCounter;

  constructor(
    private readonly db: Database,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {
    this.changes = new ChangeCounter(db);
  }

  get(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): Category {
    return toCategory(this.row(ctx, id, options.includeDeleted ?? false));
  }

  getJson(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): string {
    return this.row(ctx, id, options.includeDeleted ?? false).json;
  }

  private row(ctx: BranchContext, id: string, includeDeleted: boolean): CategoryRow {
    const row = this.db
      .prepare<[string, string], CategoryRow>(
        'SELECT * FROM categories WHERE id = ? AND branch_id = ?',
      )
      .get(id, ctx.branchId);
    if (!row || row.company_id !== ctx.companyId || (row.deleted_at !== null && !includeDeleted))
      throw notFound('category', id);
    return row;
  }

  /** `{data, has_more, next_cursor, next_sync_token}` over stored JSON (see cursorPageBody). */
  listBody(query: CategoryListQuery): string {
    const filters: Filter[] = query.parentId
      ? [{ param: 'parent_id', condition: 'parent_id = ?', values: [query.parentId] }]
      : [];
    return cursorPageBody(this.db, CATEGORIES_LISTING, query, filters);
  }

  /** Live categories of a branch (the importer resolves paths against them). */
  liveRows(branchId: string): CategoryRow[] {
    return this.db
      .prepare<[string], CategoryRow>(
        `SELECT * FROM categories WHERE branch_id = ${TEXT_PARAM} AND deleted_at IS NULL ORDER BY id`,
      )
      .all(branchId);
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
    const parent = this.db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM categories WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
      )
      .get(parentId, ctx.branchId);
    if (!parent) throw invalid(`No live category with id ${parentId} in this branch.`);
    if (movingId) {
      // Walk up from the new parent: meeting the moved category means a cycle.
      const cycle = this.db
        .prepare<[string, string], { id: string }>(
          `WITH RECURSIVE up(id, parent_id) AS (
             SELECT id, parent_id FROM categories WHERE id = ?
             UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
           ) SELECT id FROM up WHERE id = ?`,
        )
        .get(parentId, movingId);
      if (cycle)
        throw invalid(
          `Moving the category under ${parentId} would make a cycle: ${parentId} is inside it.`,
        );
    }
  }

  create(ctx: BranchContext, input: unknown): Category {
    const v = new Validator();
    const fields = validateCategoryFields(input, 'create', v);
    v.done();
    return this.events.transaction(() => {
      this.assertParent(ctx, fields.parent_id);
      return toCategory(this.insertValid(ctx, fields as CategoryFields));
    });
  }

  /** Inserts a validated category with its category.created event (inside a transaction). */
  insertValid(
    ctx: BranchContext,
    fields: Pick<CategoryFields, 'name'> & Partial<CategoryFields>,
    now = isoNow(this.clock),
  ): CategoryColumns {
    const row: CategoryColumns = {
      id: newId('cat'),
      company_id: ctx.companyId,
      branch_id: ctx.branchId,
      name: fields.name,
      parent_id: fields.parent_id ?? null,
      sort_order: fields.sort_order ?? 0,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      change_seq: this.changes.next(ctx.branchId),
    };
    this.db.prepare(INSERT_CATEGORY).run({ ...row, json: categoryJson(row) });
    this.events.append({
      type: 'category.created',
      companyId: ctx.companyId,
      branchId: ctx.branchId,
      object: toCategory(row),
    });
    return row;
  }

  /** Writes the row with its JSON and the branch's next change_seq (sync tokens). */
  private save(next: CategoryColumns, expectedVersion: number): void {
    const result = this.db.prepare(SAVE_CATEGORY).run({
      ...next,
      change_seq: this.changes.next(next.branch_id),
      json: categoryJson(next),
      expected_version: expectedVersion,
    });
    if (result.changes !== 1)
      throw new AppError('precondition_failed', 'The category changed during the update; retry.');
  }

  update(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): { category: Category; changed: boolean } {
    const v = new Validator();
    const fields = validateCategoryFields(input, 'update', v);
    v.done();
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion('category', current.version, options);
      if (fields.parent_id !== undefined && fields.parent_id !== current.parent_id)
        this.assertParent(ctx, fields.parent_id, id);
      const previous: Record<string, unknown> = {};
      for (const key of CATEGORY_FIELDS) {
        if (fields[key] !== undefined && fields[key] !== current[key]) previous[key] = current[key];
      }
      if (Object.keys(previous).length === 0)
        return { category: toCategory(current), changed: false };
      const next: CategoryColumns = {
        ...current,
        ...fields,
        version: current.version + 1,
        updated_at: isoNow(this.clock),
      };
      this.save(next, current.version);
      this.events.append({
        type: 'category.updated',
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        object: toCategory(next),
        previous,
      });
      return { category: toCategory(next), changed: true };
    });
  }

  /** Soft delete; 409 naming what is still inside when live subcategories or products remain. */
  delete(ctx: BranchContext, id: string, options: WriteOptions = {}): Category {
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion('category', current.version, options);
      const children = this.db
        .prepare<[string, string], { n: number }>(
          'SELECT count(*) AS n FROM categories WHERE branch_id = ? AND parent_id = ? AND deleted_at IS NULL',
        )
        .get(ctx.branchId, id)!.n;
      const products = this.db
        .prepare<[string, string], { n: number }>(
          'SELECT count(*) AS n FROM products WHERE branch_id = ? AND category_id = ? AND deleted_at IS NULL',
        )
        .get(ctx.branchId, id)!.n;
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
      const now = isoNow(this.clock);
      const next: CategoryColumns = {
        ...current,
        version: current.version + 1,
        updated_at: now,
        deleted_at: now,
      };
      this.save(next, current.version);
      this.events.append({
        type: 'category.deleted',
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        object: toCategory(next),
      });
      return toCategory(next);
    });
  }
}
