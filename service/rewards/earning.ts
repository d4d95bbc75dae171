import type { BranchContext } from '../resources/context';
import type { Money } from '../sales/money';
import type { BranchSettings } from '../settings/settings';
import type { LoyaltyEntry, LoyaltyLedger } from './ledger';
import { pointsFor, pointsToReverse } from './points';

/** What earning reads of an order (the sales module's Order has these fields). */
export interface SaleForLoyalty {
  id: string;
  number: number;
  customer_id: string | null;
  currency: string;
  total: Money;
  refunded_total: Money;
}

/** What reversal reads of a refund. */
export interface RefundForLoyalty {
  id: string;
}

type ProgramSettings = Pick<BranchSettings, 'loyalty_enabled' | 'loyalty_points_per_unit'>;

/**
 * Earning and reversal, subscribed to the sales hooks (service/sales/sale-listeners.ts) and so
 * run inside the transaction that completes an order or records a refund: a failure here rolls
 * the sale back, and a sale never commits without its points.
 */
export class LoyaltyEarning {
  constructor(
    private readonly ledger: LoyaltyLedger,
    private readonly settings: (branchId: string) => ProgramSettings,
  ) {}

  /**
   * A completed order with a customer earns once: its total after refunds, at the branch's
   * rate. A second call for the same order earns nothing (and the unique index on the earn
   * entry's order_id refuses a second one in any case).
   */
  orderCompleted(ctx: BranchContext, order: SaleForLoyalty): LoyaltyEntry | null {
    if (order.customer_id === null) return null;
    const program = this.settings(ctx.branchId);
    if (!program.loyalty_enabled) return null;
    if (this.ledger.earnedBy(ctx, order.id)) return null;
    const rate = program.loyalty_points_per_unit;
    const points = pointsFor(
      order.total.amount - order.refunded_total.amount,
      order.currency,
      rate,
    );
    if (points === 0) return null;
    return this.ledger.post(ctx, {
      customerId: order.customer_id,
      kind: 'earn',
      points,
      pointsPerUnit: rate,
      reason: `Order #${order.number}`,
      orderId: order.id,
    });
  }

  /**
   * A refund takes back the share of the order's points its total no longer earns (the order
   * as it is after the refund). When the customer has already spent them, it takes what the
   * balance holds (a balance never goes below zero); a later refund of the order takes the
   * rest if the balance then allows.
   */
  refundCreated(
    ctx: BranchContext,
    order: SaleForLoyalty,
    refund: RefundForLoyalty,
  ): LoyaltyEntry | null {
    const earned = this.ledger.earnedBy(ctx, order.id);
    if (!earned) return null;
    const due = pointsToReverse({
      earned: earned.points,
      pointsPerUnit: earned.pointsPerUnit,
      netMinor: order.total.amount - order.refunded_total.amount,
      currency: order.currency,
      reversed: this.ledger.reversedFor(ctx, order.id),
    });
    const points = Math.min(due, this.ledger.balance(ctx, earned.customerId));
    if (points === 0) return null;
    return this.ledger.post(ctx, {
      customerId: earned.customerId,
      kind: 'reverse',
      points: -points,
      reason: `Refund of order #${order.number}`,
      orderId: order.id,
      refundId: refund.id,
    });
  }
}
