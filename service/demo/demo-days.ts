import { AppError } from '../../shared/errors';
import type { Service } from '../app';
import type { BranchContext } from '../resources/context';
import type { LineRequest } from '../sales/totals';
import { zonedInstant } from '../util/time-zone';
import { OPENING_HOURS, type DemoCatalog, type DemoIndustry } from './demo-catalog';
import type { Random } from './random';

const MINUTE = 60_000;

/** What the days of one branch added. */
export interface DayCounts {
  orders: number;
  completed: number;
  canceled: number;
  refunds: number;
  redemptions: number;
  bookings: number;
  payments: number;
}

export const emptyCounts = (): DayCounts => ({
  orders: 0,
  completed: 0,
  canceled: 0,
  refunds: 0,
  redemptions: 0,
  bookings: 0,
  payments: 0,
});

/** One thing that happens at an instant of the day; sorted by time, then run. */
type Step =
  | { at: number; kind: 'restock' }
  | { at: number; kind: 'sale'; sale: number; cancel: boolean; tableId: string | null }
  | { at: number; kind: 'refund'; sale: number }
  | { at: number; kind: 'book'; booking: number; startsAt: number; tableId: string }
  | { at: number; kind: 'seat'; booking: number; outcome: 'seat' | 'no_show' | 'cancel' };

export interface Day {
  /** Local calendar date of the branch (YYYY-MM-DD). */
  date: string;
  steps: Step[];
}

/** The branch and what it sells, with the running state the steps share. */
export interface BranchPlan {
  ctx: BranchContext;
  timeZone: string;
  industry: DemoIndustry;
  catalog: DemoCatalog;
  /** Level the morning delivery tops tracked products up to. */
  stockLevel: number;
  counts: DayCounts;
  /** Sale number → order and payment ids, for the refunds later that day. */
  sales: Map<number, { orderId: string; paymentId: string }>;
  /** Booking number → booking id and table. */
  bookings: Map<number, { id: string; tableId: string }>;
}

/**
 * The day's steps: a morning delivery, `orders` sales spread over the opening hours (about 1 %
 * canceled, 2 % refunded later that day), and for restaurants a booking for about one sale in
 * ten, made in the morning and seated (or not) at its time. Draws only from `random`, so a seed
 * makes the same day.
 */
export function planDay(
  date: string,
  plan: BranchPlan,
  orders: number,
  random: Random,
  firstSale: number,
): Day {
  const windows = OPENING_HOURS[plan.industry];
  const at = (minute: number) =>
    zonedInstant(date, hhmm(Math.floor(minute)), plan.timeZone) +
    Math.floor((minute % 1) * 60) * 1000;
  const open = windows[0]!.from;
  const close = windows[windows.length - 1]!.to;
  const steps: Step[] = [{ at: at(open - 30), kind: 'restock' }];
  const tables = plan.catalog.tableIds;
  // A table is free again once its booking's party has left.
  const tableFreeAt = new Map<string, number>();
  for (let i = 0; i < orders; i++) {
    const sale = firstSale + i;
    const minute = openMinute(windows, random);
    const booked = tables.length > 0 && random.chance(0.1);
    if (booked) {
      const tableId = random.pick(tables);
      const startsAt = at(Math.floor(minute / 15) * 15);
      if ((tableFreeAt.get(tableId) ?? 0) <= startsAt) {
        tableFreeAt.set(tableId, startsAt + 120 * MINUTE);
        const roll = random.next();
        const outcome = roll < 0.85 ? 'seat' : roll < 0.93 ? 'no_show' : 'cancel';
        steps.push({
          at: at(open - 60 + (i % 50)),
          kind: 'book',
          booking: sale,
          startsAt,
          tableId,
        });
        steps.push({ at: startsAt, kind: 'seat', booking: sale, outcome });
        if (outcome === 'seat') continue;
      }
    }
    const roll = random.next();
    const cancel = roll < 0.01;
    const tableId = tables.length > 0 && random.chance(0.55) ? random.pick(tables) : null;
    const t = at(minute);
    steps.push({ at: t, kind: 'sale', sale, cancel, tableId });
    if (!cancel && roll > 0.98) {
      const later = Math.min(t + random.int(10, 120) * MINUTE, at(close + 30));
      steps.push({ at: later, kind: 'refund', sale });
    }
  }
  // Stable: steps at the same instant keep their order (a booking before its seating).
  steps.sort((a, b) => a.at - b.at);
  return { date, steps };
}

/** Runs one step on the clock fixed at its instant (inside the caller's transaction). */
export function runStep(service: Service, plan: BranchPlan, step: Step, random: Random): void {
  service.clock.at(step.at, () => {
    switch (step.kind) {
      case 'restock':
        return restock(service, plan);
      case 'sale':
        return sell(service, plan, step, random);
      case 'refund':
        return refund(service, plan, step.sale, random);
      case 'book':
        return book(service, plan, step, random);
      case 'seat':
        return seat(service, plan, step, random);
    }
  });
}

/** The morning delivery: tracked products below half their level are topped up. */
function restock(service: Service, plan: BranchPlan): void {
  for (const product of plan.catalog.products) {
    if (!product.tracked) continue;
    const current = service.catalog.products.get(plan.ctx, product.id).stock_quantity;
    if (current < plan.stockLevel / 2)
      service.catalog.products.changeStock(plan.ctx, product.id, {
        adjust: plan.stockLevel - current,
        reason: 'Morning delivery',
      });
  }
}

/** 1–8 lines (mostly 2–3), the best sellers more often, weighed ones by the gram. */
function basket(plan: BranchPlan, random: Random): LineRequest[] {
  const count = Math.min(8, 1 + Math.floor(random.next() * random.next() * 8 + random.next() * 2));
  const lines: LineRequest[] = [];
  for (let i = 0; i < count; i++) {
    const product = random.skewed(plan.catalog.products);
    const quantity = product.weighed
      ? random.int(150, 1500) / 1000
      : random.chance(0.8)
        ? 1
        : random.int(2, 4);
    lines.push({
      product_id: product.id,
      quantity,
      ...(random.chance(0.04) ? { discount: { percent: 20 } } : {}),
    });
  }
  return lines;
}

/** A customer for about four sales in ten, regulars more often. */
function customerFor(plan: BranchPlan, random: Random): string | null {
  return random.chance(0.4) ? random.skewed(plan.catalog.customerIds) : null;
}

function sell(
  service: Service,
  plan: BranchPlan,
  step: Extract<Step, { kind: 'sale' }>,
  random: Random,
): void {
  const customerId = customerFor(plan, random);
  const discounted = random.chance(0.08);
  const order = service.orders.create(plan.ctx, {
    lines: basket(plan, random),
    ...(discounted ? { discount: { percent: random.pick([5, 10, 15]) } } : {}),
    source: plan.industry === 'restaurant' ? 'pos' : random.chance(0.1) ? 'web' : 'pos',
    ...(customerId ? { customer_id: customerId } : {}),
    ...(step.tableId ? { table_id: step.tableId } : {}),
    ordered_at: new Date(step.at).toISOString(),
  });
  plan.counts.orders++;
  if (step.cancel) {
    service.orders.cancel(plan.ctx, order.id);
    plan.counts.canceled++;
    return;
  }
  const redeemed =
    customerId !== null &&
    !discounted &&
    redeem(service, plan, customerId, order.id, order.total.amount, random);
  const due = redeemed
    ? service.orders.get(plan.ctx, order.id).balance_due.amount
    : order.balance_due.amount;
  const paymentId = payAndComplete(service, plan, order.id, due, random);
  plan.sales.set(step.sale, { orderId: order.id, paymentId });
}

/** A customer with enough points spends them on the order about a third of the time. */
function redeem(
  service: Service,
  plan: BranchPlan,
  customerId: string,
  orderId: string,
  total: number,
  random: Random,
): boolean {
  const balance = service.loyalty.ledger.balance(plan.ctx, customerId);
  const reward = plan.catalog.rewards.find(
    (r) => r.cost <= balance && (r.kind === 'percent_off' || total >= 2 * r.amount),
  );
  if (!reward || !random.chance(0.35)) return false;
  service.loyalty.redemptions.redeem(plan.ctx, customerId, {
    reward_id: reward.id,
    order_id: orderId,
  });
  plan.counts.redemptions++;
  return true;
}

/**
 * Cash (rounded up, with change) or card, a tip on about a third of card payments, now and
 * then split between the two; then the order completes. Returns the last payment's id.
 */
function payAndComplete(
  service: Service,
  plan: BranchPlan,
  orderId: string,
  balanceDue: number,
  random: Random,
): string {
  let due = balanceDue;
  let paymentId = '';
  if (due > 0 && random.chance(0.04)) {
    const part = Math.max(1, Math.floor(due / 2));
    paymentId = service.payments.pay(plan.ctx, orderId, {
      method: 'cash',
      amount: { amount: part },
    }).id;
    plan.counts.payments++;
    due -= part;
  }
  if (due > 0) {
    const cash = random.chance(0.35);
    const tip = !cash && random.chance(1 / 3) ? Math.round((due * random.int(5, 15)) / 100) : 0;
    const unit = due >= 2000 ? 1000 : 500;
    paymentId = service.payments.pay(plan.ctx, orderId, {
      method: cash ? 'cash' : 'card',
      amount: { amount: due },
      ...(tip > 0 ? { tip: { amount: tip } } : {}),
      ...(cash ? { tendered: { amount: Math.ceil(due / unit) * unit } } : {}),
    }).id;
    plan.counts.payments++;
  }
  service.orders.complete(plan.ctx, orderId);
  plan.counts.completed++;
  return paymentId;
}

/** A line given back (to stock) or part of the amount, from the sale's last payment. */
function refund(service: Service, plan: BranchPlan, sale: number, random: Random): void {
  const done = plan.sales.get(sale);
  if (!done || done.paymentId === '') return;
  const order = service.orders.get(plan.ctx, done.orderId);
  const payment = service.payments.get(plan.ctx, done.paymentId);
  const left = payment.amount.amount - payment.refunded_amount.amount;
  const line = order.lines.find((l) => Number.isInteger(l.quantity) && l.total.amount <= left);
  const byAmount = () => {
    const amount = Math.floor((left * random.int(20, 50)) / 100);
    if (amount < 1) return false;
    service.refunds.refund(plan.ctx, order.id, {
      amount: { amount },
      reason: 'Goodwill',
      payment_id: payment.id,
    });
    return true;
  };
  if (line && random.chance(0.5)) {
    try {
      // A savepoint: a refused line refund leaves nothing behind, and the amount goes back instead.
      service.db.tx(() =>
        service.refunds.refund(plan.ctx, order.id, {
          lines: [{ line_id: line.id, quantity: 1 }],
          restock: true,
          reason: 'Returned',
          payment_id: payment.id,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError) || !byAmount()) throw error;
    }
  } else if (!byAmount()) return;
  plan.counts.refunds++;
}

function book(
  service: Service,
  plan: BranchPlan,
  step: Extract<Step, { kind: 'book' }>,
  random: Random,
): void {
  const customerId = customerFor(plan, random);
  const booking = service.floor.bookings.create(plan.ctx, {
    guest_name: customerId
      ? service.sales.customers.get(plan.ctx, customerId).name
      : 'Walk-in party',
    ...(customerId ? { customer_id: customerId } : {}),
    phone: `+447700900${String(random.int(0, 999)).padStart(3, '0')}`,
    party_size: random.int(2, 6),
    starts_at: new Date(step.startsAt).toISOString(),
    table_ids: [step.tableId],
  });
  plan.bookings.set(step.booking, { id: booking.id, tableId: step.tableId });
  plan.counts.bookings++;
}

/** The party comes (an order on its table, paid and completed), does not, or called off. */
function seat(
  service: Service,
  plan: BranchPlan,
  step: Extract<Step, { kind: 'seat' }>,
  random: Random,
): void {
  const booking = plan.bookings.get(step.booking);
  if (!booking) return;
  if (step.outcome !== 'seat') {
    service.floor.bookings.move(plan.ctx, booking.id, step.outcome, {});
    return;
  }
  const seated = service.floor.bookings.move(plan.ctx, booking.id, 'seat', { open_order: true });
  const orderId = seated.order_id!;
  const order = service.orders.update(plan.ctx, orderId, { lines: basket(plan, random) }).object;
  plan.counts.orders++;
  payAndComplete(service, plan, orderId, order.balance_due.amount, random);
  service.floor.bookings.move(plan.ctx, booking.id, 'complete', {});
}

/** A minute of the opening hours, each window taking its share of the day's orders. */
function openMinute(windows: (typeof OPENING_HOURS)[DemoIndustry], random: Random): number {
  let roll = random.next();
  for (const w of windows) {
    if (roll < w.share) return w.from + random.next() * (w.to - w.from);
    roll -= w.share;
  }
  const last = windows[windows.length - 1]!;
  return last.from + random.next() * (last.to - last.from);
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
