import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ProductService } from '../catalog/products';
import type { CustomerService } from '../customers/customers';
import type { BranchContext } from '../resources/context';
import { text, type Field } from '../resources/fields';
import type { CursorPageQuery } from '../resources/listing';
import { defineBody } from '../resources/resource';
import type { BranchSettings } from '../settings/settings';
import type { Clock } from '../util/clock';
import { Validator } from '../util/validate';
import { LoyaltyEarning } from './earning';
import { LEDGER_LIMITS, LoyaltyLedger, type LoyaltyAccount, type LoyaltyEntry } from './ledger';
import { RedemptionService, type OrderDiscounts } from './redemptions';
import { RewardService } from './rewards';

/** Signed points, not zero. */
const signedPoints: Field = {
  input: {
    type: 'integer',
    minimum: -LEDGER_LIMITS.maxPoints,
    maximum: LEDGER_LIMITS.maxPoints,
    not: { const: 0 },
    description: 'Points to add (positive) or take away (negative); not 0',
    examples: [50],
  },
  output: { type: 'integer' },
  required: true,
  columns: (name) => [name],
  defaults: () => ({}),
  parse(v, name, value, _present, into) {
    if (
      typeof value !== 'number' ||
      !Number.isSafeInteger(value) ||
      value === 0 ||
      Math.abs(value) > LEDGER_LIMITS.maxPoints
    )
      v.add(
        name,
        `${name} must be a whole number of points from -${LEDGER_LIMITS.maxPoints} to ${LEDGER_LIMITS.maxPoints}, not 0.`,
      );
    else into[name] = value;
  },
  read: (row, name) => row[name],
};

/** POST /customers/{id}/loyalty/adjustments. */
export const adjustmentCreate = defineBody({
  component: 'LoyaltyAdjustment',
  description:
    'A correction by hand: signed points and why. A deduction larger than the balance is 409 insufficient_points.',
  fields: {
    points: signedPoints,
    reason: text({
      label: 'reason',
      min: 1,
      max: LEDGER_LIMITS.reason,
      required: true,
      examples: ['Goodwill: late delivery'],
    }),
  },
  examples: [{ points: 50, reason: 'Goodwill: late delivery' }],
});

/** The program's settings as shown with an account. */
export interface LoyaltyAccountView extends LoyaltyAccount {
  program: { enabled: boolean; points_per_unit: number };
}

/**
 * The loyalty program of the open API (service.loyalty): the reward catalog, the points ledger,
 * redemptions, and earning and reversal for the sales hooks. Each table has one owner module;
 * this composes them and holds the operations on a customer's account.
 */
export class Loyalty {
  readonly rewards: RewardService;
  readonly ledger: LoyaltyLedger;
  readonly redemptions: RedemptionService;
  readonly earning: LoyaltyEarning;
  private orders: OrderDiscounts | null = null;

  constructor(
    db: Database,
    private readonly events: EventLog,
    clock: Clock,
    products: ProductService,
    private readonly customers: CustomerService,
    branchCurrency: (branchId: string) => string,
    private readonly settings: (branchId: string) => Readonly<BranchSettings>,
  ) {
    this.rewards = new RewardService(db, events, clock, products, branchCurrency);
    this.ledger = new LoyaltyLedger(db, events, clock);
    this.redemptions = new RedemptionService(
      db,
      events,
      clock,
      this.ledger,
      this.rewards,
      customers,
      () => this.orders,
    );
    this.earning = new LoyaltyEarning(this.ledger, settings);
  }

  /**
   * The orders redemptions discount. The orders tell the program of completed orders in turn, so
   * they are made after it and connected here, before any request.
   */
  connectOrders(orders: OrderDiscounts): void {
    this.orders = orders;
  }

  /** A customer's balance and ledger figures (404 for a customer not of this branch). */
  account(ctx: BranchContext, customerId: string): LoyaltyAccountView {
    this.customers.get(ctx, customerId);
    const s = this.settings(ctx.branchId);
    return {
      ...this.ledger.account(ctx, customerId),
      program: { enabled: s.loyalty_enabled, points_per_unit: s.loyalty_points_per_unit },
    };
  }

  /** A page of a customer's ledger (walk or sync). */
  entriesPage(ctx: BranchContext, customerId: string, query: CursorPageQuery): string {
    this.customers.get(ctx, customerId, { includeDeleted: true });
    return this.ledger.customerPage(query, customerId);
  }

  /** A correction by hand: signed points and a reason; never below zero (409). */
  adjust(ctx: BranchContext, customerId: string, input: unknown): LoyaltyEntry {
    const v = new Validator();
    const body = adjustmentCreate.validate(input, v) as { points: number; reason: string };
    v.done();
    return this.events.transaction(() => {
      this.customers.get(ctx, customerId);
      return this.ledger.post(ctx, {
        customerId,
        kind: 'adjust',
        points: body.points,
        reason: body.reason,
      });
    });
  }

  /** Run in the completing transaction: the order's redemptions are spent, then it earns. */
  orderCompleted(ctx: BranchContext, order: Parameters<LoyaltyEarning['orderCompleted']>[1]): void {
    this.redemptions.orderCompleted(ctx, order);
    this.earning.orderCompleted(ctx, order);
  }
}
