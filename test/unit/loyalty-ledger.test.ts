import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { BranchContext } from '../../service/resources/context';
import type { SaleForLoyalty } from '../../service/rewards/earning';
import { newId } from '../../service/util/ids';
import { startTestService, type TestService } from '../support/test-service';

/**
 * The points ledger against a real SQLite file (service/rewards/): whatever happens to a
 * customer's points — earning, refunds, adjustments, redemptions and their cancellation, refused
 * or not — every entry's running balance is the sum of the entries up to it, no balance is ever
 * negative, an order earns once and its reversals never pass what it earned.
 */

let ts: TestService;
let ctx: BranchContext;

beforeAll(async () => {
  ts = await startTestService({ api: false, worker: false });
  ctx = ts.tenant;
}, 60_000);
afterAll(async () => ts?.close());

const inTx = <T>(fn: () => T): T => ts.service.events.transaction(fn);

interface Entry {
  kind: string;
  points: number;
  balance: number;
  order_id: string | null;
  change_seq: number;
}

function ledgerOf(customerId: string): Entry[] {
  return ts.service.db
    .prepare<[string], Entry>(
      'SELECT kind, points, balance, order_id, change_seq FROM loyalty_entries WHERE customer_id = ? ORDER BY change_seq',
    )
    .all(customerId);
}

function expectInvariants(customerId: string): void {
  const entries = ledgerOf(customerId);
  let sum = 0;
  for (const e of entries) {
    sum += e.points;
    expect(e.balance).toBe(sum);
    expect(e.balance).toBeGreaterThanOrEqual(0);
  }
  expect(ts.service.loyalty.ledger.balance(ctx, customerId)).toBe(sum);
  const byOrder = new Map<string, { earned: number; reversed: number; earns: number }>();
  for (const e of entries) {
    if (!e.order_id) continue;
    const o = byOrder.get(e.order_id) ?? { earned: 0, reversed: 0, earns: 0 };
    if (e.kind === 'earn') {
      o.earned += e.points;
      o.earns += 1;
    }
    if (e.kind === 'reverse') o.reversed -= e.points;
    byOrder.set(e.order_id, o);
  }
  for (const o of byOrder.values()) {
    expect(o.earns).toBeLessThanOrEqual(1);
    expect(o.reversed).toBeLessThanOrEqual(o.earned);
  }
}

type Op =
  | { op: 'complete'; total: number; again: boolean }
  | { op: 'refund'; order: number; amount: number }
  | { op: 'adjust'; points: number }
  | { op: 'redeem'; reward: number }
  | { op: 'cancel'; redemption: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('complete' as const),
    total: fc.integer({ min: 0, max: 50_000 }),
    again: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    order: fc.nat(20),
    amount: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({ op: fc.constant('adjust' as const), points: fc.integer({ min: -400, max: 400 }) }),
  fc.record({ op: fc.constant('redeem' as const), reward: fc.nat(2) }),
  fc.record({ op: fc.constant('cancel' as const), redemption: fc.nat(20) }),
);

describe('the points ledger', () => {
  it('keeps running balances equal to the sum of entries, never below zero (property)', () => {
    const rewards = [25, 100, 300].map((points_cost) =>
      ts.service.loyalty.rewards.create(ctx, {
        name: `Reward ${points_cost}`,
        points_cost,
        kind: 'percent_off',
        percent: 10,
      }),
    );
    let number = 0;
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (ops) => {
        const customer = ts.service.sales.customers.create(ctx, { name: 'Prop' });
        const orders: SaleForLoyalty[] = [];
        const redemptions: string[] = [];
        for (const step of ops) {
          try {
            if (step.op === 'complete') {
              const order: SaleForLoyalty = {
                id: newId('ord'),
                number: ++number,
                customer_id: customer.id,
                currency: 'EUR',
                total: { amount: step.total, currency: 'EUR' },
                refunded_total: { amount: 0, currency: 'EUR' },
              };
              orders.push(order);
              inTx(() => ts.service.loyalty.orderCompleted(ctx, order));
              if (step.again) inTx(() => ts.service.loyalty.orderCompleted(ctx, order));
            } else if (step.op === 'refund' && orders.length) {
              const order = orders[step.order % orders.length]!;
              const left = order.total.amount - order.refunded_total.amount;
              if (left <= 0) continue;
              order.refunded_total = {
                amount: order.refunded_total.amount + Math.min(left, step.amount),
                currency: 'EUR',
              };
              inTx(() =>
                ts.service.loyalty.earning.refundCreated(ctx, order, { id: newId('ref') }),
              );
            } else if (step.op === 'adjust' && step.points !== 0) {
              ts.service.loyalty.adjust(ctx, customer.id, { points: step.points, reason: 'prop' });
            } else if (step.op === 'redeem') {
              const made = ts.service.loyalty.redemptions.redeem(ctx, customer.id, {
                reward_id: rewards[step.reward]!.id,
              });
              redemptions.push(made.id);
            } else if (step.op === 'cancel' && redemptions.length) {
              ts.service.loyalty.redemptions.cancel(
                ctx,
                redemptions[step.redemption % redemptions.length]!,
              );
            }
          } catch (error) {
            if (!(
              error instanceof AppError &&
              ['insufficient_points', 'redemption_not_cancelable'].includes(error.code)
            ))
              throw error;
          }
          expectInvariants(customer.id);
        }
      }),
      { numRuns: 150, seed: 4242 },
    );
  });

  it('an order earns once: the unique index refuses a second earn entry', () => {
    const customer = ts.service.sales.customers.create(ctx, { name: 'Once' });
    const order: SaleForLoyalty = {
      id: newId('ord'),
      number: 1,
      customer_id: customer.id,
      currency: 'EUR',
      total: { amount: 1250, currency: 'EUR' },
      refunded_total: { amount: 0, currency: 'EUR' },
    };
    const first = inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order));
    expect(first).toMatchObject({ kind: 'earn', points: 12, balance: 12, points_per_unit: 1 });
    expect(inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order))).toBeNull();
    // Even written around the check, the database refuses it.
    expect(() =>
      inTx(() =>
        ts.service.loyalty.ledger.post(ctx, {
          customerId: customer.id,
          kind: 'earn',
          points: 12,
          reason: 'again',
          orderId: order.id,
        }),
      ),
    ).toThrow(/UNIQUE/);
    expect(ts.service.loyalty.ledger.balance(ctx, customer.id)).toBe(12);
  });

  it('a refund reverses the refunded share, only up to what the balance holds', () => {
    const customer = ts.service.sales.customers.create(ctx, { name: 'Refunded' });
    const order: SaleForLoyalty = {
      id: newId('ord'),
      number: 2,
      customer_id: customer.id,
      currency: 'EUR',
      total: { amount: 4000, currency: 'EUR' },
      refunded_total: { amount: 0, currency: 'EUR' },
    };
    inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order));
    order.refunded_total = { amount: 1000, currency: 'EUR' };
    const first = inTx(() =>
      ts.service.loyalty.earning.refundCreated(ctx, order, { id: newId('ref') }),
    );
    expect(first).toMatchObject({ kind: 'reverse', points: -10, balance: 30 });
    // The customer spends 25 of the 30; refunding the rest takes back only the 5 left.
    ts.service.loyalty.adjust(ctx, customer.id, { points: -25, reason: 'spent' });
    order.refunded_total = { amount: 4000, currency: 'EUR' };
    const second = inTx(() =>
      ts.service.loyalty.earning.refundCreated(ctx, order, { id: newId('ref') }),
    );
    expect(second).toMatchObject({ kind: 'reverse', points: -5, balance: 0 });
    expectInvariants(customer.id);
  });

  it('earns nothing without a customer, with the program off, or at 0 points per unit', () => {
    const customer = ts.service.sales.customers.create(ctx, { name: 'Off' });
    const order = (): SaleForLoyalty => ({
      id: newId('ord'),
      number: 3,
      customer_id: customer.id,
      currency: 'EUR',
      total: { amount: 9999, currency: 'EUR' },
      refunded_total: { amount: 0, currency: 'EUR' },
    });
    expect(
      inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, { ...order(), customer_id: null })),
    ).toBeNull();
    ts.service.settings.setBranch(ctx.branchId, 'loyalty_enabled', false);
    expect(inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order()))).toBeNull();
    ts.service.settings.setBranch(ctx.branchId, 'loyalty_enabled', true);
    ts.service.settings.setBranch(ctx.branchId, 'loyalty_points_per_unit', 0);
    expect(inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order()))).toBeNull();
    ts.service.settings.setBranch(ctx.branchId, 'loyalty_points_per_unit', 2);
    expect(inTx(() => ts.service.loyalty.earning.orderCompleted(ctx, order()))).toMatchObject({
      points: 198,
      points_per_unit: 2,
    });
    ts.service.settings.setBranch(ctx.branchId, 'loyalty_points_per_unit', 1);
  });
});
