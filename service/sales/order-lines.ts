import type { ProductService } from '../catalog/products';
import type { Database } from '../db/database';
import type { BranchContext } from '../resources/context';
import { quantityToThousandths } from './money';
import type { OrderLine, OrderLineRow } from './order-representation';

/** A quantity as shown (0 included) in thousandths. */
export const milli = (quantity: number): bigint =>
  quantity === 0 ? 0n : quantityToThousandths(quantity)!;

/**
 * The rows of `order_lines`, one per line of an order: the columns reports, stock and exports
 * aggregate. The line as the API shows it is in the order's `json` only (its `lines[position]`).
 * Written only inside the order's own change.
 */
export class OrderLines {
  constructor(
    private readonly db: Database,
    private readonly products: Pick<ProductService, 'get'>,
  ) {}

  /** The order's line rows in position order. */
  of(orderId: string): OrderLineRow[] {
    return this.db
      .prepare<[string], OrderLineRow>(
        'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
      )
      .all(orderId);
  }

  /** Replaces the order's rows with `lines`; each product line keeps its product's category. */
  replace(ctx: BranchContext, orderId: string, lines: readonly OrderLine[]): void {
    this.db.prepare('DELETE FROM order_lines WHERE order_id = ?').run(orderId);
    const insert = this.db.prepare(
      `INSERT INTO order_lines (id, order_id, company_id, branch_id, position, product_id, category_id, sku, name,
         quantity_milli, refunded_quantity_milli, unit_price, subtotal, discount_total, tax_total, total)
       VALUES (@id, @order_id, @company_id, @branch_id, @position, @product_id, @category_id, @sku, @name,
         @quantity_milli, @refunded_quantity_milli, @unit_price, @subtotal, @discount_total, @tax_total, @total)`,
    );
    const categories = new Map<string, string | null>();
    lines.forEach((line, position) => {
      let category: string | null = null;
      if (line.product_id !== null) {
        if (!categories.has(line.product_id)) {
          const product = this.products.get(ctx, line.product_id, { includeDeleted: true });
          categories.set(line.product_id, product.category_id);
        }
        category = categories.get(line.product_id) ?? null;
      }
      insert.run({
        id: line.id,
        order_id: orderId,
        company_id: ctx.companyId,
        branch_id: ctx.branchId,
        position,
        product_id: line.product_id,
        category_id: category,
        sku: line.sku,
        name: line.name,
        quantity_milli: Number(milli(line.quantity)),
        refunded_quantity_milli: Number(milli(line.refunded_quantity)),
        unit_price: line.unit_price.amount,
        subtotal: line.subtotal.amount,
        discount_total: line.discount_total.amount,
        tax_total: line.tax_total.amount,
        total: line.total.amount,
      });
    });
  }

  /** Saves a line's refunded quantity in its row (the caller saves the order's `json`). */
  saveRefunded(orderId: string, lineId: string, refundedMilli: bigint): void {
    this.db
      .prepare('UPDATE order_lines SET refunded_quantity_milli = ? WHERE id = ? AND order_id = ?')
      .run(Number(refundedMilli), lineId, orderId);
  }

  /**
   * The whole units each product line moves (`sign` −1 for a sale). Tracked products are sold
   * in whole units (a fractional quantity is refused when the line is priced); a fraction left
   * on a product that began tracking stock later moves nothing.
   */
  stockMoves(orderId: string, sign: 1 | -1): { productId: string; delta: number }[] {
    return this.db
      .prepare<[string], { product_id: string; quantity_milli: number }>(
        'SELECT product_id, quantity_milli FROM order_lines WHERE order_id = ? AND product_id IS NOT NULL ORDER BY position',
      )
      .all(orderId)
      .filter((l) => l.quantity_milli % 1000 === 0)
      .map((l) => ({ productId: l.product_id, delta: (sign * l.quantity_milli) / 1000 }));
  }
}
