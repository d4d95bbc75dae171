import type { BranchContext } from '../resources/context';
import type { Order, OrderLineRow, OrderRow } from './order-representation';
import type { Refund } from './sale-listeners';

/** An order as the refunds module reads it: its representation, its row and its line rows. */
export interface OrderForRefund {
  order: Order;
  row: OrderRow;
  lines: OrderLineRow[];
}

/** A refund's change to its order: minor units given back, thousandths of each line. */
export interface RefundToApply {
  amount: number;
  lines: readonly { lineId: string; quantityMilli: number }[];
}

/**
 * What payments and refunds may ask of the orders (OrderService answers): read an order, date
 * a sale, and add a payment or a refund to the order's figures inside the caller's transaction.
 * The order's rules stay with the orders; each caller checks its own.
 */
export interface OrderPort {
  get(ctx: BranchContext, id: string): Order;
  /** The branch's business day of an instant. */
  businessDateOf(branchId: string, instant: Date): string;
  /** 409 payment_exceeds_balance when the amount is more than the balance due. */
  applyPayment(
    ctx: BranchContext,
    orderId: string,
    payment: { amount: number; tip: number },
  ): Order;
  /** Reads only (404 across branches and for deleted orders). */
  forRefund(ctx: BranchContext, orderId: string): OrderForRefund;
  /** Adds the refund to the order and its lines, then tells the `refundCreated` listeners. */
  applyRefund(ctx: BranchContext, orderId: string, refund: RefundToApply, created?: Refund): Order;
}
