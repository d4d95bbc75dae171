import type { BranchContext } from '../resources/context';
import type { Money } from './money';
import type { Order } from './order-representation';

/**
 * What a refund listener is told: the refund as the refunds module represents it (it may carry
 * more fields; listeners read these).
 */
export interface Refund {
  id: string;
  order_id: string;
  payment_id: string | null;
  amount: Money;
  tax_total: Money;
}

/**
 * Hooks called INSIDE the transaction that completes an order or records a refund, after the
 * order's row is written: a listener that throws rolls the sale back. Made once in
 * service/app.ts and handed to OrderService (no setters), so every subscriber is visible there.
 */
export interface SaleListeners {
  orderCompleted: ((ctx: BranchContext, order: Order) => void)[];
  refundCreated: ((ctx: BranchContext, order: Order, refund: Refund) => void)[];
}

/** No subscribers (tests, the CLI). */
export const noSaleListeners = (): SaleListeners => ({ orderCompleted: [], refundCreated: [] });
