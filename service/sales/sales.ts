import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../catalog/event-log';
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
    db: Database,
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
    const products = new Map<string, ProductForLine>();
    for (const line of order.lines) {
      const id = line.product_id;
      if (id === undefined || products.has(id)) continue;
      try {
        const p = this.products.get(ctx, id);
        // Default tax rates on products are not a product field yet: lines name theirs.
        products.set(id, { id: p.id, name: p.name, sku: p.sku, price: p.price, tax_rate_ids: [] });
      } catch (error) {
        // Left out: calculateOrder answers 422 naming the line.
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      }
    }
    return calculateOrder({
      currency: this.branchCurrency(ctx.branchId),
      order,
      products,
      taxRates: this.taxRates.liveRates(ctx),
    });
  }
}
