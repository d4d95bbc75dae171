/** Claiming due deliveries (service/webhooks/claims.ts) against a real SQLite file. */
import { afterEach, describe, expect, it } from 'vitest';
import { type Claimed, Claims } from '../../service/webhooks/claims';
import { createLogger } from '../../service/util/logger';
import { deliveryFixture, type DeliveryFixture } from '../support/delivery-fixture';

let f: DeliveryFixture;
afterEach(async () => f?.close());

function claims(perWebhookLimit = 4, poolLimit = 32) {
  return new Claims({
    db: f.s.db,
    store: f.store,
    clock: f.clock,
    log: createLogger('silent'),
    perWebhookLimit,
    poolLimit,
  });
}

const byWebhook = (taken: Claimed[]) => {
  const n = new Map<string, number>();
  for (const c of taken) n.set(c.webhook.id, (n.get(c.webhook.id) ?? 0) + 1);
  return n;
};

describe('Claims', () => {
  it('a webhook’s first attempt never waits for the pool; the others share it', async () => {
    f = await deliveryFixture();
    const hooks = Array.from({ length: 5 }, (_, i) => f.webhook(`http://127.0.0.1:9/${i}`));
    f.emit(10); // 10 due deliveries per webhook
    const c = claims(4, 2);
    const taken = c.take();
    // The pool (2) goes to the first webhook(s) in turn; every webhook gets its first.
    expect(taken).toHaveLength(5 + 2);
    expect([...byWebhook(taken).values()].every((n) => n >= 1 && n <= 4)).toBe(true);
    expect(byWebhook(taken).size).toBe(5);
    // Nothing more while all are in flight; a pooled exchange ending frees one pool slot.
    expect(c.take()).toEqual([]);
    const pooled = taken.find((t) => byWebhook(taken).get(t.webhook.id)! > 1)!;
    c.exchangeEnded(pooled);
    c.readDatabase();
    expect(c.take()).toHaveLength(1);
    expect(hooks).toHaveLength(5);
  });

  it('a delivery stays claimed until released (not claimed twice), and is claimable again after', async () => {
    f = await deliveryFixture();
    f.webhook();
    f.emit(1);
    const c = claims();
    const [first] = c.take();
    c.exchangeEnded(first!);
    c.readDatabase();
    expect(c.take()).toEqual([]);
    expect(c.size).toBe(1);
    c.release(first!);
    expect(c.size).toBe(0);
    c.readDatabase();
    expect(c.take().map((t) => t.delivery.id)).toEqual([first!.delivery.id]);
  });

  it('takes handed-over deliveries without reading them back, skipping the table for their webhook; an Inactive webhook’s are dropped', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    const [event] = f.emit(1);
    const [row] = f.store.pending(hook.id);
    const c = claims();
    const shared = { eventId: event!.id, eventType: event!.type, body: 'HANDED', nextAttemptAt: 0 };
    c.offer([{ id: row!.id, webhookId: hook.id, event: shared }]);
    const taken = c.take();
    expect(taken.map((t) => [t.delivery.id, t.body])).toEqual([[row!.id, 'HANDED']]);

    const c2 = claims();
    c2.offer([{ id: row!.id, webhookId: hook.id, event: shared }]);
    f.s.webhooks.setStatus(hook.id, 'inactive', 'admin');
    expect(c2.take()).toEqual([]); // dropped; the table's rules: an Inactive webhook gets pings only
  });

  it('a throttled webhook starts at most max_per_second in any 1000 ms; the rest stay due', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    f.s.webhooks.update(hook.id, { max_per_second: 3 }, 'admin');
    const other = f.webhook('http://127.0.0.1:9/other');
    f.emit(10);
    const c = claims(100, 100);
    const finish = (taken: Claimed[]) => taken.forEach((t) => c.release(t));
    let taken = c.take();
    expect(byWebhook(taken).get(hook.id)).toBe(3);
    expect(byWebhook(taken).get(other.id)).toBe(10); // not slowed
    expect(c.budgetReturnsAt()).toBe(f.clock.now() + 1000);
    finish(taken);
    f.clock.advance(999);
    c.readDatabase();
    taken = c.take(); // still within the same 1000 ms (the other webhook's rows are pending still)
    expect(byWebhook(taken).get(hook.id)).toBeUndefined();
    finish(taken);
    f.clock.advance(1);
    c.readDatabase();
    taken = c.take();
    expect(byWebhook(taken).get(hook.id)).toBe(3);
    finish(taken);
    expect(f.store.pending(hook.id)).toHaveLength(10); // nothing dropped: released, still pending
  });

  it('gives up a delivery whose event was pruned', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    f.emit(1);
    f.clock.advance(31 * 86_400_000);
    f.s.events.prune();
    expect(claims().take()).toEqual([]);
    const [row] = f.s.db
      .prepare<[string], { state: string }>('SELECT state FROM deliveries WHERE webhook_id = ?')
      .all(hook.id);
    expect(row!.state).toBe('failed');
  });
});
