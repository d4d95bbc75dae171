import { AppError, validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ProductService } from '../catalog/products';
import { CustomerService } from '../customers/customers';
import type { BranchContext } from '../resources/context';
import type { Clock } from '../util/clock';
import { TaxRateService } from './tax-rates';
import {
  calculateOrder,
  type OrderFigures,
  type OrderRequest,
  type ProductForLine,
} from './totals';

/** The sales side of the open API: tax rates, customers, and pricing an order. */
export class Sales {
  readonly taxRates: TaxRateService;
  readonly customers: CustomerService;

  constructor(
    private readonly db: Database,
    events: EventLog,
    clock: Clock,
    private readonly products: ProductService,
    private readonly branchCurrency: (branchId: string) => string,
  ) {
    this.taxRates = new TaxRateService(db, events, clock);
    this.customers = new CustomerService(db, events, clock);
  }

  /**
   * The figures of an order body (already shaped by the OrderCalculate schema), priced with the
   * branch's live products and tax rates, without saving anything. A product that is not a live
   * product of the branch is a 422 at its line.
   */
  calculate(ctx: BranchContext, order: OrderRequest): OrderFigures {
    // One snapshot: the products and tax rates of one moment (inside a write, its own).
    return this.db.read(() => this.calculateNow(ctx, order));
  }

  private calculateNow(ctx: BranchContext, order: OrderRequest): OrderFigures {
    const products = new Map<string, ProductForLine>();
    const tracked = new Set<string>();
    for (const line of order.lines) {
      const id = line.product_id;
      if (id === undefined || products.has(id)) continue;
      try {
        const p = this.products.get(ctx, id);
        products.set(id, {
          id: p.id,
          name: p.name,
          sku: p.sku,
          price: p.price,
          tax_rate_ids: p.tax_rate_ids,
        });
        if (p.track_stock) tracked.add(p.id);
      } catch (error) {
        // Left out: calculateOrder answers 422 naming the line.
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      }
    }
    // Stock moves by whole units: a fraction of a product that tracks stock cannot be sold.
    order.lines.forEach((line, i) => {
      if (
        line.product_id !== undefined &&
        tracked.has(line.product_id) &&
        typeof line.quantity === 'number' &&
        !Number.isInteger(line.quantity)
      ) {
        throw validationError([
          {
            path: `lines.${i}.quantity`,
            message: `Product ${line.product_id} tracks stock, which moves in whole units: its quantity must be a whole number.`,
          },
        ]);
      }
    });
    return calculateOrder({
      currency: this.branchCurrency(ctx.branchId),
      order,
      products,
      taxRates: this.taxRates.liveRates(ctx),
    });
  }
}
