import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { rewardDiscount } from '../../service/rewards/order-discounts';
import type { RewardTerms } from '../../service/rewards/redemptions';
import type { Order } from '../../service/sales/orders';

/** What a reward takes off an order (service/rewards/order-discounts.ts), with no database. */

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const line = (productId: string, unit: number, quantity: number, ownDiscount = 0) => ({
  product_id: productId,
  unit_price: eur(unit),
  modifiers: [{ name: 'Oat milk', unit_price: eur(50) }],
  subtotal: eur((unit + 50) * quantity),
  discount_total: eur(ownDiscount),
  order_discount_share: eur(0),
});
const order = {
  number: 7,
  currency: 'EUR',
  lines: [line('prd_A', 250, 2, 100), line('prd_B', 1000, 1)],
} as unknown as Order;
const terms = (t: Partial<RewardTerms>): RewardTerms => ({
  name: 'R',
  kind: 'amount_off',
  amount: null,
  percent: null,
  product_id: null,
  ...t,
});

describe('a reward as an order discount', () => {
  it('amount_off is its amount, at most what the lines come to after their own discounts', () => {
    expect(rewardDiscount(order, terms({ amount: eur(500) }))).toEqual({ amount: eur(500) });
    // (300 × 2 − 100) + 1050 = 1550
    expect(rewardDiscount(order, terms({ amount: eur(9999) }))).toEqual({ amount: eur(1550) });
  });

  it('percent_off is its percent', () => {
    expect(rewardDiscount(order, terms({ kind: 'percent_off', percent: 12.5 }))).toEqual({
      percent: 12.5,
    });
  });

  it("free_product is one unit of the product's line with its modifiers, and needs the line", () => {
    expect(rewardDiscount(order, terms({ kind: 'free_product', product_id: 'prd_A' }))).toEqual({
      amount: eur(300),
    });
    expect(() =>
      rewardDiscount(order, terms({ kind: 'free_product', product_id: 'prd_C' })),
    ).toThrow(AppError);
  });
});
