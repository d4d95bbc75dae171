/**
 * Claiming due deliveries (docs/delivery.md, "Claiming" and "Concurrency"). A claim lives in
 * memory from the claim until the attempt is recorded: this process holds the data directory's
 * worker lock, so no other worker exists. Deliveries come from two places: the rows this
 * process's fan-out just committed (handed over, never read back) and the claim query (rows of
 * other processes, due retries, admin actions, what the hand-over left out). Both respect the
 * concurrency rule in room().
 */
import { ChangeWatch, type Database } from '../db/database';
import type { WebhookRow } from '../db/entities';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import type { DeliveryStore, DueDelivery } from './delivery-store';
import type { NewDelivery } from './signals';

/** Deliveries handed over and not yet launched, at most (the rest are claimed from the table). */
const HANDED_MAX = 16_384;
/** Event bodies kept for the next rows of the same events (see eventBody). */
const EVENT_BODIES_KEPT = 256;

/** A claimed delivery, from the claim until its attempt is recorded. */
export interface Claimed {
  delivery: Omit<DueDelivery, 'body'>;
  webhook: WebhookRow;
  /** What is sent: the event's body, or the row's own (a test event). */
  body: string;
  /** `body` is the event's. */
  eventBody: boolean;
  /** It holds a concurrency slot (until its HTTP exchange ends). */
  sending: boolean;
}

export interface ClaimsOptions {
  db: Database;
  store: DeliveryStore;
  clock: Clock;
  log: Logger;
  /** Attempts in flight to one webhook at a time. */
  perWebhookLimit: number;
  /** The pool: attempts in flight beyond each webhook's first, in total. */
  poolLimit: number;
}

/** One webhook's handed-over deliveries, launched up to `next`. */
interface HandedQueue {
  items: NewDelivery[];
  next: number;
}

export class Claims {
  /** Claimed delivery ids, by webhook. */
  private readonly claimed = new Map<string, Set<number>>();
  private count = 0;
  /** HTTP exchanges under way per webhook, and those beyond each webhook's first (the pool's). */
  private readonly sending = new Map<string, number>();
  private pooled = 0;
  /** Handed-over deliveries by webhook, in commit order. */
  private readonly handed = new Map<string, HandedQueue>();
  private handedCount = 0;
  private readFromDatabase = true;
  /** Which webhook the next claim query starts with (each gets its turn at the pool). */
  private turn = 0;
  private readonly webhookWatch: ChangeWatch;
  private readonly webhooks = new Map<string, WebhookRow | undefined>();
  private readonly eventBodies = new Map<string, string>();
  /** Per throttled webhook, when its starts of the last second began (epoch ms, oldest first). */
  private readonly starts = new Map<string, number[]>();
  /** The earliest time a webhook the last take held back by its throttle may start again. */
  private budgetAt: number | null = null;

  constructor(private readonly options: ClaimsOptions) {
    this.webhookWatch = new ChangeWatch(options.db);
  }

  /** Deliveries claimed now (in flight or waiting for their record). */
  get size(): number {
    return this.count;
  }

  /** Takes rows the fan-out committed; beyond HANDED_MAX they are left to the claim query. */
  offer(deliveries: readonly NewDelivery[]): void {
    for (const d of deliveries) {
      if (this.handedCount >= HANDED_MAX) break;
      let queue = this.handed.get(d.webhookId);
      if (!queue) this.handed.set(d.webhookId, (queue = { items: [], next: 0 }));
      queue.items.push(d);
      this.handedCount++;
    }
  }

  /** The next take reads the table too (an admin action wrote rows, a poll). */
  readDatabase(): void {
    this.readFromDatabase = true;
  }

  /** Forgets the handed-over deliveries (still pending in the table: the next worker claims them). */
  clearHanded(): void {
    this.handed.clear();
    this.handedCount = 0;
  }

  /**
   * Claims what may start now, each holding a concurrency slot: handed-over deliveries first;
   * the table when nothing handed over waits, or when asked (readDatabase).
   */
  take(): Claimed[] {
    const out: Claimed[] = [];
    this.budgetAt = null;
    this.takeHanded(out);
    if (this.readFromDatabase || this.handedCount === 0) {
      this.readFromDatabase = false;
      this.takeDue(out);
    }
    return out;
  }

  /**
   * When a webhook the last take held back by its throttle may start again (epoch ms); null when
   * none was held back. The worker wakes then.
   */
  budgetReturnsAt(): number | null {
    return this.budgetAt;
  }

  /** The attempt's HTTP exchange ended: its slot is free (the claim lasts until its record). */
  exchangeEnded(c: Claimed): void {
    if (!c.sending) return;
    c.sending = false;
    const id = c.webhook.id;
    const n = (this.sending.get(id) ?? 1) - 1;
    if (n <= 0) this.sending.delete(id);
    else {
      this.sending.set(id, n);
      this.pooled--; // it had another in flight: one of the two held a pool slot
    }
  }

  /** The attempt is over (recorded, or abandoned): the delivery may be claimed again. */
  release(c: Claimed): void {
    this.exchangeEnded(c);
    const ids = this.claimed.get(c.webhook.id);
    if (ids?.delete(c.delivery.id)) {
      this.count--;
      if (ids.size === 0) this.claimed.delete(c.webhook.id);
    }
  }

  /**
   * How many more attempts a webhook may start now: up to its limit, its first in flight
   * always, the others only with free slots of the pool. So a webhook whose receiver hangs holds at most its own exchanges, and however
   * many hang, every other webhook can still start an attempt (docs/delivery.md, "Concurrency").
   */
  private room(webhookId: string, maxPerSecond: number | null): number {
    const inFlight = this.sending.get(webhookId) ?? 0;
    const pool = this.options.poolLimit - this.pooled;
    const slots = Math.min(
      this.options.perWebhookLimit - inFlight,
      inFlight === 0 ? 1 + pool : pool,
    );
    return Math.min(slots, this.budget(webhookId, maxPerSecond));
  }

  /**
   * What a webhook's throttle (`max_per_second`) lets it start now: no more than that many in
   * any 1000 ms (a sliding window, so no burst of twice the limit across a second's edge). The
   * rest stay due and are claimed when the oldest start leaves the window (docs/delivery.md,
   * "Throttle").
   */
  private budget(webhookId: string, maxPerSecond: number | null): number {
    if (maxPerSecond === null) return Infinity;
    const times = this.starts.get(webhookId);
    if (!times) return maxPerSecond;
    const now = this.options.clock.now();
    let old = 0;
    while (old < times.length && times[old]! <= now - 1000) old++;
    if (old) times.splice(0, old);
    const left = maxPerSecond - times.length;
    if (left <= 0) {
      const at = times[-left]! + 1000;
      this.budgetAt = this.budgetAt === null ? at : Math.min(this.budgetAt, at);
    }
    return left;
  }

  /**
   * Counts a start against the webhook's throttle; when that uses up its budget, the worker is
   * told when it returns (more of its rows may be due: the claim read no further).
   */
  private spend(webhook: WebhookRow): void {
    if (webhook.max_per_second === null) {
      this.starts.delete(webhook.id);
      return;
    }
    let times = this.starts.get(webhook.id);
    if (!times) this.starts.set(webhook.id, (times = []));
    times.push(this.options.clock.now());
    this.budget(webhook.id, webhook.max_per_second);
  }

  private claim(
    eventBody: boolean,
    out: Claimed[],
    delivery: Omit<DueDelivery, 'body'>,
    webhook: WebhookRow,
    body: string,
  ) {
    const c: Claimed = { delivery, webhook, body, eventBody, sending: true };
    this.spend(webhook);
    const before = this.sending.get(webhook.id) ?? 0;
    if (before > 0) this.pooled++;
    this.sending.set(webhook.id, before + 1);
    let ids = this.claimed.get(webhook.id);
    if (!ids) this.claimed.set(webhook.id, (ids = new Set()));
    ids.add(delivery.id);
    this.count++;
    out.push(c);
  }

  /** Handed-over deliveries into the free slots, one webhook after another. */
  private takeHanded(out: Claimed[]): void {
    if (this.handedCount === 0) return;
    // Each webhook moves to the back of the line; the loop visits the ones there were at its start.
    let visits = this.handed.size;
    for (const [webhookId, queue] of this.handed) {
      if (visits-- === 0) break;
      const webhook = this.webhook(webhookId);
      this.handed.delete(webhookId);
      if (webhook?.status !== 'active') {
        // Deleted or deactivated since the commit: the claim query's rules decide about its rows.
        this.handedCount -= queue.items.length - queue.next;
        continue;
      }
      while (queue.next < queue.items.length && this.room(webhookId, webhook.max_per_second) > 0) {
        const { id, event } = queue.items[queue.next++]!;
        this.handedCount--;
        const delivery = {
          id,
          webhook_id: webhookId,
          event_id: event.eventId,
          event_type: event.eventType,
          attempts: 0,
          next_attempt_at: event.nextAttemptAt,
        };
        this.claim(true, out, delivery, webhook, event.body);
      }
      if (queue.next < queue.items.length) {
        // Without its launched entries once they are most of it (it may never drain).
        if (queue.next >= 1024 && queue.next * 2 >= queue.items.length) {
          queue.items = queue.items.slice(queue.next);
          queue.next = 0;
        }
        this.handed.set(webhookId, queue);
      }
    }
  }

  /**
   * Due rows for the free slots, webhook by webhook, starting one further each time, each a
   * short range of `deliveries_webhook` in due order: a webhook at its limit is not read at all,
   * however long its backlog (one query over every webhook read that whole backlog each time:
   * docs/performance.md). A webhook with handed-over deliveries waiting is served from those.
   */
  private takeDue(out: Claimed[]): void {
    const now = this.options.clock.now();
    const hooks = this.options.db
      .prepare<[], { id: string; status: string; max_per_second: number | null }>(
        'SELECT id, status, max_per_second FROM webhooks ORDER BY id',
      )
      .all();
    const first = hooks.length ? this.turn++ % hooks.length : 0;
    const gone: DueDelivery[] = [];
    for (let k = 0; k < hooks.length; k++) {
      const hook = hooks[(first + k) % hooks.length]!;
      const room = this.room(hook.id, hook.max_per_second);
      if (room <= 0 || this.handed.has(hook.id)) continue;
      const busy = [...(this.claimed.get(hook.id) ?? [])];
      const rows = this.options.store.due(hook.id, hook.status !== 'active', now, busy, room);
      if (rows.length === 0) continue;
      const webhook = this.webhook(hook.id);
      if (!webhook) continue;
      for (const row of rows) {
        const { body: own, ...delivery } = row;
        const body = own ?? this.eventBody(delivery.event_id);
        if (body === null) gone.push(row);
        else this.claim(own === null, out, delivery, webhook, body);
      }
    }
    if (gone.length) this.giveUp(gone, now);
  }

  /** Webhook rows as of now: read again after any write to the database, by any process. */
  private webhook(id: string): WebhookRow | undefined {
    if (this.webhookWatch.stale()) this.webhooks.clear();
    if (!this.webhooks.has(id)) {
      this.webhooks.set(
        id,
        this.options.db
          .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
          .get(id),
      );
    }
    return this.webhooks.get(id);
  }

  /**
   * An event's body, one string for its deliveries to every webhook (read per row, each was a
   * copy). Null when the event is no longer kept.
   */
  private eventBody(eventId: string): string | null {
    let body = this.eventBodies.get(eventId);
    if (body === undefined) {
      body = this.options.db
        .prepare<[string], { body: string }>('SELECT body FROM events WHERE id = ?')
        .get(eventId)?.body;
      if (body === undefined) return null;
      if (this.eventBodies.size >= EVENT_BODIES_KEPT) this.eventBodies.clear();
      this.eventBodies.set(eventId, body);
    }
    return body;
  }

  /** Deliveries whose event was pruned (kept 30 days): nothing is left to send. */
  private giveUp(deliveries: DueDelivery[], now: number): void {
    this.options.db.tx(() => {
      for (const d of deliveries) {
        this.options.store.giveUp(d.id, now);
        this.options.log.warn(
          { deliveryId: d.id, eventId: d.event_id },
          'webhook delivery: event no longer kept; given up',
        );
      }
    });
  }
}
