import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { ProductRow } from '../db/entities';
import {
  isPlainObject,
  isPresent,
  type BranchContext,
  type WriteOptions,
} from '../resources/context';
import { boolean, idList, integer, money, reference, text } from '../resources/fields';
import { Records, type ChangeResult } from '../resources/records';
import { defineBody, defineResource } from '../resources/resource';
import { Validator } from '../util/validate';
import type { Clock } from '../util/clock';
import type { EventLog } from '../events/event-log';
import type { CategoriesRepository } from './categories-repository';
import type { ProductsRepository } from './products-repository';
import { liveTaxRates } from '../sales/tax-rates';

export const PRODUCT_LIMITS = {
  sku: 64,
  name: 200,
  description: 2000,
  barcode: 64,
  maxPrice: 1_000_000_000_000,
  maxStock: 1_000_000_000,
  reason: 200,
} as const;

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

/** The product resource: its fields and limits, from which come its schemas and validator. */
export const PRODUCTS = defineResource<Product>({
  name: 'products',
  singular: 'product',
  idPrefix: 'prd',
  table: 'products',
  component: 'Product',
  fields: {
    sku: text({
      label: 'SKU',
      min: 1,
      max: PRODUCT_LIMITS.sku,
      required: true,
      about: 'Unique among the live products of the branch.',
      examples: ['ESP-001'],
    }),
    name: text({
      label: 'Name',
      min: 1,
      max: PRODUCT_LIMITS.name,
      required: true,
      examples: ['Espresso'],
    }),
    description: text({
      label: 'Description',
      max: PRODUCT_LIMITS.description,
      nullable: true,
      multiline: true,
    }),
    category_id: reference({
      prefix: 'cat',
      label: 'category',
      description: 'A live category of the branch, or null',
    }),
    price: money({ max: PRODUCT_LIMITS.maxPrice, required: true }),
    barcode: text({
      label: 'Barcode',
      max: PRODUCT_LIMITS.barcode,
      nullable: true,
      examples: ['4006381333931'],
    }),
    track_stock: boolean({ default: false }),
    stock_quantity: integer({
      min: 0,
      max: PRODUCT_LIMITS.maxStock,
      default: 0,
      description: 'Initial stock (default 0)',
      createOnly: 'Change stock with POST /products/{id}/stock.',
    }),
    active: boolean({ default: true }),
    tax_rate_ids: idList({
      prefix: 'tax',
      label: 'tax rate',
      max: 5,
      description:
        'Live tax rates of the branch: an order line of the product takes them unless it names its own. Default []',
      examples: [['tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC']],
    }),
  },
  create: {
    examples: [
      {
        sku: 'ESP-001',
        name: 'Espresso',
        price: { amount: 250, currency: 'EUR' },
        track_stock: true,
        stock_quantity: 40,
      },
    ],
  },
  update: {
    description:
      'Any subset of the fields. Sending `price` also needs products:manage_pricing. Stock changes go through POST /products/{id}/stock. A PATCH that changes nothing returns the product unchanged (no new version, no event).',
    examples: [{ name: 'Double espresso', price: { amount: 320 } }],
  },
});

/**
 * A product row's stored representation: each row keeps it in `json`, written in the same
 * statement as the columns, so a listing page is a concatenation instead of a serialization.
 */
export const productJson = (
  row: Omit<ProductRow, 'json' | 'company_id' | 'branch_id' | 'change_seq'>,
): string => PRODUCTS.json(row);

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
  | 'tax_rate_ids'
>;

/**
 * Validates the client's fields (create: all required ones; update: the ones present) and
 * collects every problem. Pure: references (category, SKU uniqueness) are checked by the
 * caller against the database.
 */
export const validateProductFields = (
  input: unknown,
  mode: 'create' | 'update',
  v = new Validator(),
): Partial<ProductFields> => PRODUCTS.validate(input, mode, v) as Partial<ProductFields>;

/** Stock change body: exactly one of `set` (the new level) and `adjust` (a signed change). */
export const STOCK_CHANGE = defineBody({
  component: 'StockChange',
  description:
    'Exactly one of `set` (the new level) and `adjust` (a signed change). Stock never goes below 0.',
  fields: {
    set: integer({ min: 0, max: PRODUCT_LIMITS.maxStock }),
    adjust: integer({
      min: -PRODUCT_LIMITS.maxStock,
      max: PRODUCT_LIMITS.maxStock,
      description: 'Not 0',
    }),
    reason: text({
      label: 'reason',
      max: PRODUCT_LIMITS.reason,
      nullable: true,
      examples: ['Delivery from supplier'],
    }),
  },
  examples: [
    { adjust: -2, reason: 'Breakage' },
    { set: 40, reason: 'Stock count' },
  ],
});
export const stockChangeSchema = STOCK_CHANGE.schema;

export function validateStockChange(input: unknown): {
  set?: number;
  adjust?: number;
  reason: string | null;
} {
  const v = new Validator();
  const body = STOCK_CHANGE.validate(input, v) as StockChange;
  if (isPlainObject(input) && isPresent(input, 'set') === isPresent(input, 'adjust'))
    v.add('body', 'Send exactly one of "set" (the new level) and "adjust" (a change such as -2).');
  if (body.adjust === 0) v.add('adjust', 'adjust must not be 0.');
  v.done();
  return {
    ...(body.set !== undefined ? { set: body.set } : {}),
    ...(body.adjust !== undefined ? { adjust: body.adjust } : {}),
    reason: body.reason ?? null,
  };
}

/** Whole units of a product a sale takes (negative) or a refund puts back (positive). */
export interface SaleStockMove {
  productId: string;
  delta: number;
}

/** A stock change as validated. */
interface StockChange {
  set?: number;
  adjust?: number;
  reason?: string | null;
}

/**
 * Products of a branch: the shared reads and writes (service/resources/records.ts) with the
 * products' own rules: a live category, a SKU unique among live products, the branch currency
 * by default, and stock changes.
 */
export class ProductService extends Records<ProductRow, Product> {
  constructor(
    db: Database,
    private readonly repository: ProductsRepository,
    private readonly categories: CategoriesRepository,
    events: EventLog,
    clock: Clock,
    branchCurrency: (branchId: string) => string,
  ) {
    super(db, PRODUCTS, repository.rows, events, clock, {
      defaults: (ctx) => ({ price_currency: branchCurrency(ctx.branchId) }),
      check: (ctx, changes, current) => {
        if (changes.category_id !== undefined) this.assertCategory(ctx, changes.category_id);
        if (changes.sku !== undefined) this.assertSkuFree(ctx, changes.sku, current?.id);
        if (changes.tax_rate_ids !== undefined) this.assertTaxRates(ctx, changes.tax_rate_ids);
      },
    });
  }

  /** 422 unless every id (a JSON array, as stored) is a live tax rate of the branch. */
  assertTaxRates(ctx: BranchContext, taxRateIds: string, path = 'tax_rate_ids'): void {
    const ids = JSON.parse(taxRateIds) as string[];
    const live = liveTaxRates(this.db, ctx);
    const missing = ids.findIndex((id) => !live.has(id));
    if (missing >= 0) {
      const message = `No live tax rate with id ${ids[missing]} in this branch.`;
      throw new AppError('validation_failed', message, [{ path: `${path}.${missing}`, message }]);
    }
  }

  /** 422 unless the category exists in the branch and is live. */
  assertCategory(
    ctx: BranchContext,
    categoryId: string | null | undefined,
    path = 'category_id',
  ): void {
    if (categoryId === null || categoryId === undefined) return;
    if (!this.categories.isLive(ctx.branchId, categoryId)) {
      throw new AppError(
        'validation_failed',
        `No live category with id ${categoryId} in this branch.`,
        [{ path, message: `No live category with id ${categoryId} in this branch.` }],
      );
    }
  }

  /** 409 when another live product of the branch has the SKU. */
  assertSkuFree(ctx: BranchContext, sku: string, exceptId = ''): void {
    const other = this.repository.skuOwner(ctx.branchId, sku, exceptId);
    if (other) {
      throw new AppError(
        'conflict',
        `Another product in this branch already has SKU "${sku}" (${other}).`,
        [{ path: 'sku', message: `SKU "${sku}" is already used by ${other}.` }],
        { conflicting_id: other },
      );
    }
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
  ): ChangeResult<Product> {
    const change = validateStockChange(input);
    return this.change(ctx, id, options, (current) => {
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
      if (target === previous) return undefined;
      return {
        set: { stock_quantity: target },
        event: 'product.stock_updated',
        stock: { previous, current: target, delta: target - previous, reason: change.reason },
      };
    });
  }

  /**
   * Moves the stock of the tracked products a sale names, inside the caller's transaction (the
   * order's completion or a restocking refund): one product.stock_updated event per product
   * with `reason` `order` or `refund` and the order's id. A sale is never refused for a
   * miscount, so stock may go below zero here. Untracked and deleted products are left be.
   */
  moveStockForSale(
    ctx: BranchContext,
    sale: { orderId: string; reason: 'order' | 'refund'; moves: readonly SaleStockMove[] },
  ): void {
    const deltas = new Map<string, number>();
    for (const m of sale.moves) deltas.set(m.productId, (deltas.get(m.productId) ?? 0) + m.delta);
    this.events.transaction(() => {
      for (const [productId, delta] of deltas) {
        const row = this.repository.rows.find(productId, ctx.branchId);
        if (delta === 0 || !row || row.deleted_at !== null) continue;
        this.change(ctx, productId, {}, (current) => {
          if (current.track_stock !== 1) return undefined;
          const previous = current.stock_quantity;
          const target = previous + delta;
          return {
            set: { stock_quantity: target },
            event: 'product.stock_updated',
            stock: {
              previous,
              current: target,
              delta,
              reason: sale.reason,
              order_id: sale.orderId,
            },
          };
        });
      }
    });
  }
}
