import { AppError, validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { CustomerService } from '../customers/customers';
import type { BranchContext, WriteOptions } from '../resources/context';
import type { Filter } from '../resources/listing';
import { Records } from '../resources/records';
import {
  defineBody,
  defineResource,
  nullableTimestamp,
  type StoredRow,
} from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Money } from '../sales/money';
import type { Clock } from '../util/clock';
import { Validator } from '../util/validate';
import { insufficientPoints, type LoyaltyLedger } from './ledger';
import { REWARDS, type Reward, type RewardKind, type RewardService } from './rewards';
import { computed, idInput, nullableId, shown } from './shown';

export type RedemptionStatus = 'active' | 'completed' | 'canceled';
export type RedemptionAction = 'cancel';

/** The reward's terms as they were when redeemed (later edits of the reward leave it be). */
export interface RewardTerms {
  name: string;
  kind: RewardKind;
  amount: Money | null;
  percent: number | null;
  product_id: string | null;
}

export interface RedemptionRow extends StoredRow {
  customer_id: string;
  reward_id: string;
  /** RewardTerms as JSON. */
  reward: string;
  points: number;
  order_id: string | null;
  status: RedemptionStatus;
  completed_at: string | null;
  canceled_at: string | null;
}

export interface Redemption {
  id: string;
  customer_id: string;
  reward_id: string;
  reward: RewardTerms;
  points: number;
  order_id: string | null;
  status: RedemptionStatus;
  allowed_actions: RedemptionAction[];
  completed_at: string | null;
  canceled_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * What applies a redemption to an open order as its discount and takes it off again, recomputing
 * the order's totals (the sales module's OrderService). Both run in the caller's transaction.
 */
export interface OrderDiscounts {
  /**
   * Makes the reward the discount of an open order of this customer (an order takes one
   * redemption). Refuses before writing anything.
   */
  applyReward(ctx: BranchContext, orderId: string, customerId: string, terms: RewardTerms): void;
  /** Takes the reward's discount off the order again, if it is still open. */
  removeReward(ctx: BranchContext, orderId: string, customerId: string): void;
}

const rewardProperties = REWARDS.schemas.representation.properties as Record<string, object>;
const termsSchema = {
  type: 'object',
  description: "The reward's terms when it was redeemed",
  properties: {
    name: { type: 'string' },
    kind: rewardProperties.kind,
    amount: rewardProperties.amount,
    percent: rewardProperties.percent,
    product_id: rewardProperties.product_id,
  },
  required: ['name', 'kind', 'amount', 'percent', 'product_id'],
};

/** Cancel gives the points back while the redemption is active (its order not completed). */
const actionsOf = (row: { status?: unknown }): RedemptionAction[] =>
  row.status === 'active' ? ['cancel'] : [];

/** A customer's redemption of a reward: the points it took and, optionally, the order it discounts. */
export const REDEMPTIONS = defineResource<Redemption>({
  name: 'redemptions',
  singular: 'redemption',
  idPrefix: 'rdm',
  table: 'redemptions',
  component: 'Redemption',
  fields: {
    customer_id: shown({ type: 'string', examples: ['cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] }),
    reward_id: shown({ type: 'string', examples: ['rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] }),
    reward: shown(termsSchema, (row) => JSON.parse(String(row.reward)) as RewardTerms),
    points: shown({ type: 'integer', minimum: 1, description: 'Points it took', examples: [100] }),
    order_id: shown(nullableId('ord', 'The order it discounts, if any')),
    status: shown({
      type: 'string',
      enum: ['active', 'completed', 'canceled'],
      description:
        'active: points taken (and the discount on its open order); completed: its order completed; canceled: points given back',
    }),
    allowed_actions: computed(
      {
        type: 'array',
        items: { type: 'string', enum: ['cancel'] },
        description: 'cancel while active',
      },
      actionsOf,
    ),
    completed_at: shown(nullableTimestamp),
    canceled_at: shown(nullableTimestamp),
  },
});

Object.assign(REDEMPTIONS.schemas.representation, {
  examples: [
    {
      id: 'rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      reward_id: 'rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      reward: {
        name: '5 € off',
        kind: 'amount_off',
        amount: { amount: 500, currency: 'EUR' },
        percent: null,
        product_id: null,
      },
      points: 100,
      order_id: 'ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      status: 'active',
      allowed_actions: ['cancel'],
      completed_at: null,
      canceled_at: null,
      version: 1,
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
      deleted_at: null,
    },
  ],
});

/** POST /customers/{id}/loyalty/redemptions. */
export const redemptionCreate = defineBody({
  component: 'RedemptionCreate',
  description:
    'Takes the reward\u2019s points_cost from the balance (409 insufficient_points when it is short). With order_id, the reward becomes the discount of that open order of the customer.',
  fields: {
    reward_id: idInput({
      prefix: 'rwd',
      description: 'An active reward of the branch',
      required: true,
    }),
    order_id: idInput({
      prefix: 'ord',
      description: 'An open order of this customer: the reward becomes its discount',
      nullable: true,
    }),
  },
  examples: [
    { reward_id: 'rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', order_id: 'ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' },
  ],
});

export interface RedemptionFilterQuery {
  customer_id?: string;
  order_id?: string;
  status?: string;
}

/** The list's filters: customer, order and status equal. */
export function redemptionListFilters(query: RedemptionFilterQuery): Filter[] {
  return (['customer_id', 'order_id', 'status'] as const)
    .filter((param) => query[param] !== undefined)
    .map((param) => ({ param, condition: `${param} = ?`, values: [query[param]] }));
}

const termsOf = (reward: Reward): RewardTerms => ({
  name: reward.name,
  kind: reward.kind,
  amount: reward.amount,
  percent: reward.percent,
  product_id: reward.product_id,
});

/**
 * Redemptions (owner of `redemptions`): redeem takes the points in the ledger and, with an
 * order, discounts it through the sales module, all in one transaction; cancel gives them back
 * and takes the discount off while its order is open; an order's completion completes them.
 */
export class RedemptionService extends Records<RedemptionRow, Redemption> {
  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    private readonly ledger: LoyaltyLedger,
    private readonly rewards: RewardService,
    private readonly customers: CustomerService,
    private readonly orders: () => OrderDiscounts | null,
  ) {
    super(
      db,
      REDEMPTIONS,
      rowTable<RedemptionRow>(db, 'redemptions', REDEMPTIONS.columns),
      events,
      clock,
      { events: false },
    );
  }

  /**
   * Every check comes before the first write (the balance, then the order's own checks in
   * applyReward), so a refused redemption changes nothing.
   */
  redeem(ctx: BranchContext, customerId: string, input: unknown): Redemption {
    const v = new Validator();
    const body = redemptionCreate.validate(input, v) as {
      reward_id: string;
      order_id?: string | null;
    };
    v.done();
    return this.events.transaction(() => {
      this.customers.get(ctx, customerId);
      const reward = this.activeReward(ctx, body.reward_id);
      const balance = this.ledger.balance(ctx, customerId);
      if (balance < reward.points_cost) throw insufficientPoints(balance, reward.points_cost);
      const orderId = body.order_id ?? null;
      if (orderId !== null) {
        const orders = this.orders();
        if (!orders)
          throw validationError([
            { path: 'order_id', message: 'Orders are not available in this service.' },
          ]);
        orders.applyReward(ctx, orderId, customerId, termsOf(reward));
      }
      const row = this.insertValid(ctx, {
        customer_id: customerId,
        reward_id: reward.id,
        reward: JSON.stringify(termsOf(reward)),
        points: reward.points_cost,
        order_id: orderId,
        status: 'active',
        completed_at: null,
        canceled_at: null,
      });
      this.ledger.post(ctx, {
        customerId,
        kind: 'redeem',
        points: -reward.points_cost,
        reason: `Redeemed: ${reward.name}`,
        orderId,
        redemptionId: row.id,
      });
      return this.resource.represent(row);
    });
  }

  /** Gives the points back and takes the discount off its open order; 409 unless active. */
  cancel(ctx: BranchContext, id: string, options: WriteOptions = {}): Redemption {
    return this.change(ctx, id, options, (current, now) => {
      if (current.status !== 'active')
        throw new AppError(
          'redemption_not_cancelable',
          current.status === 'completed'
            ? 'This redemption\u2019s order is completed: its points are spent. Adjust the balance instead.'
            : 'This redemption is already canceled.',
          [],
          { redemption_status: current.status, allowed_actions: actionsOf(current) },
        );
      if (current.order_id !== null)
        this.orders()?.removeReward(ctx, current.order_id, current.customer_id);
      this.ledger.post(ctx, {
        customerId: current.customer_id,
        kind: 'redeem_canceled',
        points: current.points,
        reason: `Canceled: ${(JSON.parse(current.reward) as RewardTerms).name}`,
        orderId: current.order_id,
        redemptionId: current.id,
      });
      return { set: { status: 'canceled', canceled_at: now }, event: 'updated' };
    }).object;
  }

  /** The order completed: its active redemptions are spent (called in the completing transaction). */
  orderCompleted(ctx: BranchContext, order: { id: string }): void {
    const ids = this.db
      .prepare<[string, string], { id: string }>(
        "SELECT id FROM redemptions WHERE order_id = ? AND branch_id = ? AND status = 'active'",
      )
      .all(order.id, ctx.branchId);
    for (const { id } of ids)
      this.change(ctx, id, {}, (_current, now) => ({
        set: { status: 'completed', completed_at: now },
        event: 'updated',
      }));
  }

  /** The active redemptions of an order (the order's discount names them). */
  activeForOrder(ctx: BranchContext, orderId: string): Redemption[] {
    return this.db
      .prepare<[string, string], RedemptionRow>(
        "SELECT * FROM redemptions WHERE order_id = ? AND branch_id = ? AND status = 'active' ORDER BY id",
      )
      .all(orderId, ctx.branchId)
      .map((row) => this.resource.represent(row));
  }

  private activeReward(ctx: BranchContext, rewardId: string): Reward {
    let reward: Reward;
    try {
      reward = this.rewards.get(ctx, rewardId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      throw validationError([
        { path: 'reward_id', message: `No reward ${rewardId} in this branch.` },
      ]);
    }
    if (!reward.active)
      throw new AppError(
        'reward_unavailable',
        `The reward ${reward.name} is not active: it cannot be redeemed.`,
        [],
        { reward_id: reward.id },
      );
    return reward;
  }
}
