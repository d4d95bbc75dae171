import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { ProductRow } from '../db/entities';
import { isCurrency } from '../tenancy/tenancy';
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
import { ChangeCounter } from './change-counter';
import type { EventLog } from './event-log';
import { productJson, toProduct, type Product } from './representation';

export const PRODUCT_LIMITS = {
  sku: 64,
  name: 200,
  description: 2000,
  barcode: 64,
  maxPrice: 1_000_000_000_000,
  maxStock: 1_000_000_000,
  reason: 200,
} as const;

/** Fields a client may send when creating a product (PATCH accepts the same except stock_quantity). */
export const PRODUCT_CREATE_FIELDS = [
  'sku',
  'name',
  'description',
  'category_id',
  'price',
  'barcode',
  'track_stock',
  'stock_quantity',
  'active',
] as const;
export const PRODUCT_UPDATE_FIELDS = PRODUCT_CREATE_FIELDS.filter((f) => f !== 'stock_quantity');

/** The columns a client controls, validated. */
export type ProductFields = Pick<
  ProductRow,
  | 'sku'
  | 'name'
  | 'description'
  | 'category_id'
  | 'price_amount'
  | 'price_currency'
  | 'barcode'
  | 'track_stock'
  | 'stock_quantity'
  | 'active'
>;

/** Stock change body: exactly one of `set` and `adjust`. */
export interface StockChange {
  set?: number;
  adjust?: number;
  reason?: string | null;
}

export type ProductColumns = Omit<ProductRow, 'json'>;

const COLUMNS = [
  'id',
  'company_id',
  'branch_id',
  'sku',
  'name',
  'description',
  'category_id',
  'price_amount',
  'price_currency',
  'barcode',
  'track_stock',
  'stock_quantity',
  'active',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
  'change_seq',
  'json',
];
export const INSERT_PRODUCT = `INSERT INTO products (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const SAVE_PRODUCT = `UPDATE products SET ${COLUMNS.filter(
  (c) => !['id', 'company_id', 'branch_id', 'created_at'].includes(c),
)
  .map((c) => `${c} = @${c}`)
  .join(', ')} WHERE id = @id AND version = @expected_version`;

const nullableText = (
  v: Validator,
  input: Record<string, unknown>,
  key: string,
  label: string,
  max: number,
  multiline = false,
) => {
  const value = input[key];
  if (value === null || value === '') return null;
  return v.text(key, value, { label, max, multiline }) ?? null;
};

const intIn = (
  v: Validator,
  path: string,
  value: unknown,
  label: string,
  min: number,
  max: number,
): number | undefined => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    v.add(path, `${label} must be a whole number.`);
    return undefined;
  }
  if (value < min || value > max) {
    v.add(path, `${label} must be between ${min} and ${max}.`);
    return undefined;
  }
  return value;
};

const bool = (v: Validator, path: string, value: unknown, label: string): number | undefined => {
  if (typeof value !== 'boolean') {
    v.add(path, `${label} must be true or false.`);
    return undefined;
  }
  return value ? 1 : 0;
};

/**
 * Validates the client's fields (create: all required ones; update: the ones present) and
 * collects every problem. Pure: references (category, SKU uniqueness) are checked by the
 * caller against the database. `prefix` namespaces paths (the importer uses it per line).
 */
export function validateProductFields(
  input: unknown,
  mode: 'create' | 'update',
  v = new Validator(),
): Partial<ProductFields> {
  const out: Partial<ProductFields> = {};
  if (!isPlainObject(input)) {
    v.add('body', 'The body must be a JSON object.');
    return out;
  }
  const allowed: readonly string[] =
    mode === 'create' ? PRODUCT_CREATE_FIELDS : PRODUCT_UPDATE_FIELDS;
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) {
      v.add(
        key,
        key === 'stock_quantity'
          ? 'Change stock with POST /products/{id}/stock.'
          : `Unknown field "${key}".`,
      );
    }
  }
  const has = (key: string) => isPresent(input, key);
  if (mode === 'create' || has('sku')) {
    const sku = v.text('sku', input.sku, {
      label: 'SKU',
      min: 1,
      max: PRODUCT_LIMITS.sku,
      required: true,
    });
    if (sku !== undefined) out.sku = sku;
  }
  if (mode === 'create' || has('name')) {
    const name = v.text('name', input.name, {
      label: 'Name',
      min: 1,
      max: PRODUCT_LIMITS.name,
      required: true,
    });
    if (name !== undefined) out.name = name;
  }
  if (has('description'))
    out.description = nullableText(
      v,
      input,
      'description',
      'Description',
      PRODUCT_LIMITS.description,
      true,
    );
  if (has('barcode'))
    out.barcode = nullableText(v, input, 'barcode', 'Barcode', PRODUCT_LIMITS.barcode);
  if (has('category_id')) {
    const c = input.category_id;
    if (c === null) out.category_id = null;
    else if (typeof c === 'string' && c.length > 0 && c.length <= 64) out.category_id = c;
    else v.add('category_id', 'category_id must be a category id or null.');
  }
  if (mode === 'create' && !has('price')) v.add('price', 'price is required.');
  if (has('price')) {
    const price = input.price;
    if (!isPlainObject(price)) {
      v.add('price', 'price must be an object such as {"amount": 250, "currency": "EUR"}.');
    } else {
      for (const key of Object.keys(price)) {
        if (key !== 'amount' && key !== 'currency')
          v.add(`price.${key}`, `Unknown field "${key}".`);
      }
      const amount = intIn(
        v,
        'price.amount',
        price.amount,
        'price.amount (minor units, e.g. cents)',
        0,
        PRODUCT_LIMITS.maxPrice,
      );
      if (amount !== undefined) out.price_amount = amount;
      if (isPresent(price, 'currency')) {
        if (isCurrency(price.currency)) out.price_currency = price.currency;
        else v.add('price.currency', 'Currency must be an ISO 4217 code such as EUR or USD.');
      }
    }
  }
  if (has('track_stock')) {
    const b = bool(v, 'track_stock', input.track_stock, 'track_stock');
    if (b !== undefined) out.track_stock = b;
  }
  if (has('stock_quantity') && mode === 'create') {
    const q = intIn(
      v,
      'stock_quantity',
      input.stock_quantity,
      'stock_quantity',
      0,
      PRODUCT_LIMITS.maxStock,
    );
    if (q !== undefined) out.stock_quantity = q;
  }
  if (has('active')) {
    const b = bool(v, 'active', input.active, 'active');
    if (b !== undefined) out.active = b;
  }
  return out;
}

export function validateStockChange(input: unknown): {
  set?: number;
  adjust?: number;
  reason: string | null;
} {
  const v = new Validator();
  if (!isPlainObject(input)) {
    v.add('body', 'The body must be a JSON object.');
    v.done();
  }
  const body = input as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    if (!['set', 'adjust', 'reason'].includes(key)) v.add(key, `Unknown field "${key}".`);
  }
  const hasSet = isPresent(body, 'set');
  const hasAdjust = isPresent(body, 'adjust');
  if (hasSet === hasAdjust)
    v.add('body', 'Send exactly one of "set" (the new level) and "adjust" (a change such as -2).');
  let set: number | undefined;
  let adjust: number | undefined;
  if (hasSet) set = intIn(v, 'set', body.set, 'set', 0, PRODUCT_LIMITS.maxStock);
  if (hasAdjust) {
    adjust = intIn(
      v,
      'adjust',
      body.adjust,
      'adjust',
      -PRODUCT_LIMITS.maxStock,
      PRODUCT_LIMITS.maxStock,
    );
    if (adjust === 0) v.add('adjust', 'adjust must not be 0.');
  }
  const reason =
    body.reason === null || body.reason === ''
      ? null
      : (v.text('reason', body.reason, { label: 'reason', max: PRODUCT_LIMITS.reason }) ?? null);
  v.done();
  return {
    ...(set !== undefined ? { set } : {}),
    ...(adjust !== undefined ? { adjust } : {}),
    reason,
  };
}

/** The representation's fields that a PATCH can change, in API shape, for `data.previous`. */
function apiFields(row: ProductColumns): Record<string, unknown> {
  const p = toProduct(row);
  return {
    sku: p.sku,
    name: p.name,
    description: p.description,
    category_id: p.category_id,
    price: p.price,
    barcode: p.barcode,
    track_stock: p.track_stock,
    active: p.active,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ProductUpdateResult {
  product: Product;
  /** False for a PATCH that changes nothing: no version bump, no event. */
  changed: boolean;
}

/**
 * Products of a branch: every write runs in one SQLite transaction with its event
 * (EventLog.append), and keeps the stored `json` representation in the same statement.
 * Methods join the caller's transaction when one is open (idempotent HTTP writes, import).
 */
export class ProductService {
  private readonly changes: ChangeCounter;

  constructor(
    private readonly db: Database,
    private readonly events: EventLog,
    private readonly clock: Clock,
    private readonly branchCurrency: (branchId: string) => string,
  ) {
    this.changes = new ChangeCounter(db);
  }

  /** A product of the branch; tombstones only with includeDeleted. 404 otherwise (also for other branches). */
  get(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): Product {
    return toProduct(this.row(ctx, id, options.includeDeleted ?? false));
  }

  /** The stored JSON representation (what GET returns), without re-serializing. */
  getJson(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): string {
    return this.row(ctx, id, options.includeDeleted ?? false).json;
  }

  private row(ctx: BranchContext, id: string, includeDeleted: boolean): ProductRow {
    const row = this.db
      .prepare<[string, string], ProductRow>(
        'SELECT * FROM products WHERE id = ? AND branch_id = ?',
      )
      .get(id, ctx.branchId);
    if (!row || row.company_id !== ctx.companyId || (row.deleted_at !== null && !includeDeleted))
      throw notFound('product', id);
    return row;
  }

  /** 422 unless the category exists in the branch and is live. */
  assertCategory(
    ctx: BranchContext,
    categoryId: string | null | undefined,
    path = 'category_id',
  ): void {
    if (categoryId === null || categoryId === undefined) return;
    const found = this.db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM categories WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
      )
      .get(categoryId, ctx.branchId);
    if (!found) {
      throw new AppError(
        'validation_failed',
        `No live category with id ${categoryId} in this branch.`,
        [{ path, message: `No live category with id ${categoryId} in this branch.` }],
      );
    }
  }

  /** 409 when another live product of the branch has the SKU. */
  assertSkuFree(ctx: BranchContext, sku: string, exceptId = ''): void {
    const other = this.db
      .prepare<[string, string, string], { id: string }>(
        'SELECT id FROM products WHERE branch_id = ? AND sku = ? AND deleted_at IS NULL AND id != ?',
      )
      .get(ctx.branchId, sku, exceptId);
    if (other) {
      throw new AppError(
        'conflict',
        `Another product in this branch already has SKU "${sku}" (${other.id}).`,
        [{ path: 'sku', message: `SKU "${sku}" is already used by ${other.id}.` }],
        { conflicting_id: other.id },
      );
    }
  }

  create(ctx: BranchContext, input: unknown): Product {
    const v = new Validator();
    const fields = validateProductFields(input, 'create', v);
    v.done();
    return this.events.transaction(() => {
      this.assertCategory(ctx, fields.category_id);
      this.assertSkuFree(ctx, fields.sku!);
      return toProduct(this.insertValid(ctx, fields as ProductFields & Partial<ProductFields>));
    });
  }

  /**
   * Inserts a validated product and appends product.created. Must run inside a transaction;
   * references and SKU must already be checked (the importer checks them in bulk).
   */
  insertValid(
    ctx: BranchContext,
    fields: Partial<ProductFields> & Pick<ProductFields, 'sku' | 'name' | 'price_amount'>,
    now = isoNow(this.clock),
  ): ProductColumns {
    const row: ProductColumns = {
      id: newId('prd'),
      company_id: ctx.companyId,
      branch_id: ctx.branchId,
      sku: fields.sku,
      name: fields.name,
      description: fields.description ?? null,
      category_id: fields.category_id ?? null,
      price_amount: fields.price_amount,
      price_currency: fields.price_currency ?? this.branchCurrency(ctx.branchId),
      barcode: fields.barcode ?? null,
      track_stock: fields.track_stock ?? 0,
      stock_quantity: fields.stock_quantity ?? 0,
      active: fields.active ?? 1,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      change_seq: this.changes.next(ctx.branchId),
    };
    const json = productJson(row);
    this.db.prepare(INSERT_PRODUCT).run({ ...row, json });
    this.events.append({
      type: 'product.created',
      companyId: ctx.companyId,
      branchId: ctx.branchId,
      object: toProduct(row),
    });
    return row;
  }

  /** Writes the row with its JSON and the branch's next change_seq (sync tokens). */
  private save(next: ProductColumns, expectedVersion: number): void {
    const json = productJson(next);
    const result = this.db.prepare(SAVE_PRODUCT).run({
      ...next,
      change_seq: this.changes.next(next.branch_id),
      json,
      expected_version: expectedVersion,
    });
    // Cannot happen inside BEGIN IMMEDIATE, but a lost update must never pass silently.
    if (result.changes !== 1)
      throw new AppError('precondition_failed', 'The product changed during the update; retry.');
  }

  /**
   * Applies the fields present in `input`. A PATCH that changes nothing returns the product
   * as it is: no version bump, no event.
   */
  update(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): ProductUpdateResult {
    const v = new Validator();
    const fields = validateProductFields(input, 'update', v);
    v.done();
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion('product', current.version, options);
      if (fields.category_id !== undefined && fields.category_id !== current.category_id)
        this.assertCategory(ctx, fields.category_id);
      if (fields.sku !== undefined && fields.sku !== current.sku)
        this.assertSkuFree(ctx, fields.sku, id);
      const candidate: ProductColumns = { ...current, ...fields };
      if (fields.price_amount !== undefined && fields.price_currency === undefined)
        candidate.price_currency = current.price_currency;
      const before = apiFields(current);
      const after = apiFields(candidate);
      const previous: Record<string, unknown> = {};
      for (const key of Object.keys(before))
        if (!same(before[key], after[key])) previous[key] = before[key];
      if (Object.keys(previous).length === 0)
        return { product: toProduct(current), changed: false };
      const next: ProductColumns = {
        ...candidate,
        version: current.version + 1,
        updated_at: isoNow(this.clock),
      };
      this.save(next, current.version);
      this.events.append({
        type: 'product.updated',
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        object: toProduct(next),
        previous,
      });
      return { product: toProduct(next), changed: true };
    });
  }

  /** Soft delete: the row stays as a tombstone (deleted_at set) for sync clients. */
  delete(ctx: BranchContext, id: string, options: WriteOptions = {}): Product {
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion('product', current.version, options);
      const now = isoNow(this.clock);
      const next: ProductColumns = {
        ...current,
        version: current.version + 1,
        updated_at: now,
        deleted_at: now,
      };
      this.save(next, current.version);
      this.events.append({
        type: 'product.deleted',
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        object: toProduct(next),
      });
      return toProduct(next);
    });
  }

  /**
   * Sets or adjusts the stock level of a product that tracks stock, with a product.stock_updated
   * event carrying previous, current, delta and reason. Stock never goes below zero (409).
   * Setting the level it already has is a no-op (no version bump, no event).
   */
  changeStock(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): ProductUpdateResult {
    const change = validateStockChange(input);
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion('product', current.version, options);
      if (current.track_stock !== 1) {
        throw new AppError(
          'conflict',
          `Product ${id} does not track stock. Set "track_stock": true first (PATCH).`,
        );
      }
      const previous = current.stock_quantity;
      const target = change.set ?? previous + change.adjust!;
      if (target < 0) {
        throw new AppError(
          'conflict',
          `Stock of ${id} is ${previous}; adjusting by ${change.adjust} would make it negative.`,
          [],
          {
            current_quantity: previous,
          },
        );
      }
      if (target > PRODUCT_LIMITS.maxStock) {
        throw new AppError(
          'validation_failed',
          `Stock may not exceed ${PRODUCT_LIMITS.maxStock}.`,
          [
            {
              path: change.set !== undefined ? 'set' : 'adjust',
              message: `Stock may not exceed ${PRODUCT_LIMITS.maxStock}.`,
            },
          ],
        );
      }
      if (target === previous) return { product: toProduct(current), changed: false };
      const next: ProductColumns = {
        ...current,
        stock_quantity: target,
        version: current.version + 1,
        updated_at: isoNow(this.clock),
      };
      this.save(next, current.version);
      this.events.append({
        type: 'product.stock_updated',
        companyId: ctx.companyId,
        branchId: ctx.branchId,
        object: toProduct(next),
        stock: { previous, current: target, delta: target - previous, reason: change.reason },
      });
      return { product: toProduct(next), changed: true };
    });
  }
}
