import { AppError, validationError } from '../../shared/errors';
import type { BranchContext } from '../resources/context';
import type { Order, OrderService } from '../sales/orders';
import type { Discount } from '../sales/totals';
import type { OrderDiscounts, RewardTerms } from './redemptions';

/**
 * What a reward takes off an order, as the order discount: amount_off its amount, percent_off its
 * percent, free_product the price of one unit of that product's line (with its modifiers). An
 * amount never exceeds what the order discount applies to (the lines after their own discounts),
 * so a 5 € reward on a 3 € order makes it free.
 */
export function rewardDiscount(order: Order, terms: RewardTerms): Discount {
  const discountable = order.lines.reduce(
    (sum, line) =>
      sum + line.subtotal.amount - (line.discount_total.amount - line.order_discount_share.amount),
    0,
  );
  const amountOff = (amount: number): Discount => ({
    amount: { amount: Math.max(0, Math.min(amount, discountable)), currency: order.currency },
  });
  if (terms.kind === 'amount_off') return amountOff(terms.amount!.amount);
  if (terms.kind === 'percent_off') return { percent: terms.percent! };
  const line = order.lines.find((l) => l.product_id === terms.product_id);
  if (!line)
    throw new AppError(
      'reward_unavailable',
      `Order ${order.number} has no line of the reward's product (${terms.product_id}): add it to the order before redeeming "${terms.name}".`,
      [],
      { product_id: terms.product_id },
    );
  const unit =
    line.unit_price.amount + line.modifiers.reduce((sum, m) => sum + m.unit_price.amount, 0);
  return amountOff(unit);
}

/** The sales module's side of a redemption: its order's discount, through OrderService. */
export function orderDiscounts(orders: OrderService): OrderDiscounts {
  const orderOf = (ctx: BranchContext, orderId: string): Order => {
    try {
      return orders.get(ctx, orderId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      throw validationError([{ path: 'order_id', message: `No order ${orderId} in this branch.` }]);
    }
  };
  return {
    applyReward(ctx, orderId, customerId, terms) {
      const order = orderOf(ctx, orderId);
      orders.setRewardDiscount(ctx, orderId, customerId, rewardDiscount(order, terms));
    },
    removeReward(ctx, orderId, customerId) {
      const order = orders.get(ctx, orderId, { includeDeleted: true });
      // A canceled or deleted order has nothing to take off.
      if (order.status !== 'open' || order.deleted_at !== null) return;
      orders.setRewardDiscount(ctx, orderId, customerId, null);
    },
  };
}
