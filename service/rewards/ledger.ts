import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { BranchContext } from '../resources/context';
import type { CursorPageQuery } from '../resources/listing';
import { Records } from '../resources/records';
import { defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import { nullableId, shown } from './shown';

export type EntryKind = 'earn' | 'redeem' | 'redeem_canceled' | 'adjust' | 'reverse';
export const ENTRY_KINDS: readonly EntryKind[] = [
  'earn',
  'redeem',
  'redeem_canceled',
  'adjust',
  'reverse',
];
export const LEDGER_LIMITS = { reason: 500, maxPoints: 100_000_000 } as const;

export interface LoyaltyEntryRow extends StoredRow {
  customer_id: string;
  kind: EntryKind;
  points: number;
  balance: number;
  points_per_unit: number | null;
  reason: string | null;
  order_id: string | null;
  refund_id: string | null;
  redemption_id: string | null;
}

export interface LoyaltyEntry {
  id: string;
  customer_id: string;
  kind: EntryKind;
  points: number;
  balance: number;
  points_per_unit: number | null;
  reason: string | null;
  order_id: string | null;
  refund_id: string | null;
  redemption_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** What a new entry says; the ledger adds its running balance. */
export interface NewEntry {
  customerId: string;
  kind: EntryKind;
  /** Signed: earn and redeem_canceled add, redeem and reverse take away, adjust either. */
  points: number;
  reason: string | null;
  /** earn: the branch's rate it earned at (its refunds reverse at the same rate). */
  pointsPerUnit?: number;
  orderId?: string | null;
  refundId?: string | null;
  redemptionId?: string | null;
}

/** A customer's loyalty account: the balance and what the ledger holds. */
export interface LoyaltyAccount {
  customer_id: string;
  balance: number;
  earned_points: number;
  entry_count: number;
  last_entry_at: string | null;
}

/** One line of a customer's points ledger. Entries are never changed or deleted. */
export const LOYALTY_ENTRIES = defineResource<LoyaltyEntry>({
  name: 'loyalty-entries',
  singular: 'loyalty entry',
  idPrefix: 'lle',
  table: 'loyalty_entries',
  component: 'LoyaltyEntry',
  fields: {
    customer_id: shown({ type: 'string', examples: ['cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] }),
    kind: shown({
      type: 'string',
      enum: [...ENTRY_KINDS],
      description:
        'earn: a completed order; redeem: a redemption; redeem_canceled: a canceled redemption gave its points back; adjust: by hand; reverse: a refund took back its share of what the order earned',
    }),
    points: shown({
      type: 'integer',
      description: 'Signed: added (+) or taken (−)',
      examples: [12],
    }),
    balance: shown({
      type: 'integer',
      minimum: 0,
      description: "The customer's balance after this entry",
      examples: [112],
    }),
    points_per_unit: shown({
      type: ['integer', 'null'],
      description: 'earn: the points per whole unit of currency it was earned at',
      examples: [1],
    }),
    reason: shown({ type: ['string', 'null'], examples: ['Order #42'] }),
    order_id: shown(
      nullableId('ord', 'The order it came from (earn, reverse, redeem on an order)'),
    ),
    refund_id: shown(nullableId('ref', 'The refund it came from (reverse)')),
    redemption_id: shown(
      nullableId('rdm', 'The redemption it came from (redeem, redeem_canceled)'),
    ),
  },
});

Object.assign(LOYALTY_ENTRIES.schemas.representation, {
  examples: [
    {
      id: 'lle_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      kind: 'earn',
      points: 22,
      balance: 122,
      points_per_unit: 1,
      reason: 'Order #42',
      order_id: 'ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      refund_id: null,
      redemption_id: null,
      version: 1,
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
      deleted_at: null,
    },
  ],
});

/**
 * The points ledger (owner of `loyalty_entries`). Every change of a balance is an appended
 * entry carrying the balance after it, written in the caller's transaction; the newest entry
 * of a customer holds the balance. A change that would take the balance below zero is 409
 * insufficient_points (and the table's CHECK refuses it in any case).
 */
export class LoyaltyLedger extends Records<LoyaltyEntryRow, LoyaltyEntry> {
  constructor(db: Database, events: EventLog, clock: Clock) {
    super(
      db,
      LOYALTY_ENTRIES,
      rowTable<LoyaltyEntryRow>(db, 'loyalty_entries', LOYALTY_ENTRIES.columns),
      events,
      clock,
      { events: false },
    );
  }

  /** The customer's balance now: that of their newest entry (0 without one). */
  balance(ctx: BranchContext, customerId: string): number {
    return (
      this.db
        .prepare<[string, string], { balance: number }>(
          `SELECT balance FROM loyalty_entries WHERE branch_id = ? AND customer_id = ?
           ORDER BY change_seq DESC LIMIT 1`,
        )
        .get(ctx.branchId, customerId)?.balance ?? 0
    );
  }

  /**
   * Appends an entry with the balance after it. Must run inside the caller's write transaction
   * (BEGIN IMMEDIATE): the balance read and the insert are then one step for every process.
   */
  post(ctx: BranchContext, entry: NewEntry): LoyaltyEntry {
    if (!Number.isSafeInteger(entry.points) || entry.points === 0)
      throw new RangeError(`A ledger entry moves a whole, non-zero number of points.`);
    const before = this.balance(ctx, entry.customerId);
    const after = before + entry.points;
    if (after < 0) throw insufficientPoints(before, -entry.points);
    const row = this.insertValid(ctx, {
      customer_id: entry.customerId,
      kind: entry.kind,
      points: entry.points,
      balance: after,
      points_per_unit: entry.pointsPerUnit ?? null,
      reason: entry.reason,
      order_id: entry.orderId ?? null,
      refund_id: entry.refundId ?? null,
      redemption_id: entry.redemptionId ?? null,
    });
    return this.resource.represent(row);
  }

  /** What an order earned (null when it earned nothing). */
  earnedBy(
    ctx: BranchContext,
    orderId: string,
  ): { customerId: string; points: number; pointsPerUnit: number } | null {
    const row = this.db
      .prepare<[string, string], { customer_id: string; points: number; points_per_unit: number }>(
        "SELECT customer_id, points, points_per_unit FROM loyalty_entries WHERE order_id = ? AND branch_id = ? AND kind = 'earn'",
      )
      .get(orderId, ctx.branchId);
    return row
      ? { customerId: row.customer_id, points: row.points, pointsPerUnit: row.points_per_unit }
      : null;
  }

  /** The points refunds of an order took back so far (a positive number). */
  reversedFor(ctx: BranchContext, orderId: string): number {
    return -(
      this.db
        .prepare<[string, string], { total: number }>(
          "SELECT total(points) AS total FROM loyalty_entries WHERE order_id = ? AND branch_id = ? AND kind = 'reverse'",
        )
        .get(orderId, ctx.branchId)?.total ?? 0
    );
  }

  account(ctx: BranchContext, customerId: string): LoyaltyAccount {
    const stats = this.db
      .prepare<[string, string], { earned: number; count: number; last: string | null }>(
        `SELECT total(CASE WHEN kind = 'earn' THEN points END) AS earned, count(*) AS count, max(created_at) AS last
         FROM loyalty_entries WHERE branch_id = ? AND customer_id = ?`,
      )
      .get(ctx.branchId, customerId)!;
    return {
      customer_id: customerId,
      balance: this.balance(ctx, customerId),
      earned_points: stats.earned,
      entry_count: stats.count,
      last_entry_at: stats.last,
    };
  }

  /** A customer's ledger page (walk by id, or sync by change), as stored JSON. */
  customerPage(query: CursorPageQuery, customerId: string): string {
    return this.listBody({ ...query, partition: { column: 'customer_id', value: customerId } });
  }
}

export function insufficientPoints(balance: number, needed: number): AppError {
  return new AppError(
    'insufficient_points',
    `The customer has ${balance} points; this needs ${needed}. A balance never goes below zero.`,
    [],
    { balance, required_points: needed },
  );
}
