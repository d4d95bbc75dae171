/** The delivery store (service/webhooks/delivery-store.ts) against a real SQLite file. */
import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptRow } from '../../service/webhooks/delivery-store';
import { HISTORY_LIMIT } from '../../service/webhooks/attempts';
import { deliveryFixture, type DeliveryFixture } from '../support/delivery-fixture';

let f: DeliveryFixture;
afterEach(async () => f?.close());

const row = (
  webhookId: string,
  eventId: string,
  body: string,
  n = 1,
  eventBody = false,
): AttemptRow => ({
  webhook_id: webhookId,
  delivery_id: null,
  event_id: eventId,
  event_type: 'product.created',
  attempt: n,
  at: Date.UTC(2026, 0, 1),
  succeeded: true,
  http_status: 204,
  error_kind: null,
  error_message: null,
  duration_ms: 3,
  request_headers: { 'content-type': 'application/json' },
  request_body: body,
  response_headers: { 'x-n': String(n) },
  response_body: '',
  next_attempt_at: null,
  event_body: eventBody,
});

describe('DeliveryStore', () => {
  it('claims a webhook’s due rows in due order, skipping busy ones, up to the limit; Inactive: pings only', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    const now = f.clock.now();
    const ids = [
      f.store.insert(hook.id, 'evt_a', 'product.created', now + 10, null),
      f.store.insert(hook.id, 'evt_b', 'product.created', now - 10, null),
      f.store.insert(hook.id, 'evt_c', 'product.created', now, null),
      f.store.insert(hook.id, 'evt_p', 'ping', now - 5, '{"ping":1}'),
    ];
    expect(f.store.due(hook.id, false, now, [], 10).map((d) => d.event_id)).toEqual([
      'evt_b',
      'evt_p',
      'evt_c',
    ]);
    expect(f.store.due(hook.id, false, now, [ids[1]!], 2).map((d) => d.event_id)).toEqual([
      'evt_p',
      'evt_c',
    ]);
    const pings = f.store.due(hook.id, true, now, [], 10);
    expect(pings.map((d) => [d.event_id, d.body])).toEqual([['evt_p', '{"ping":1}']]);
  });

  it('a delivered row is deleted, a failed one rescheduled or given up; both say when the row was gone', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    const now = f.clock.now();
    const a = f.store.insert(hook.id, 'evt_a', 'product.created', now, null);
    const b = f.store.insert(hook.id, 'evt_b', 'product.created', now, null);
    f.s.db.tx(() => {
      expect(f.store.delivered(a)).toBe(true);
      expect(f.store.failed(b, 1, now + 10_000, now, now)).toBe(true);
    });
    expect(f.store.delivered(a)).toBe(false);
    expect(f.store.pending(hook.id).map((d) => [d.id, d.attempts, d.next_attempt_at])).toEqual([
      [b, 1, now + 10_000],
    ]);
    f.s.db.tx(() => expect(f.store.failed(b, 9, null, now + 10_000, now)).toBe(true));
    expect(f.store.pending(hook.id)).toEqual([]);
    expect(f.store.pendingCount(hook.id)).toBe(0);
    expect(f.store.failed(a, 1, null, now, now)).toBe(false);
  });

  it('writes every history row of a commit and trims each webhook to its newest 100, leaving others alone', async () => {
    f = await deliveryFixture();
    const one = f.webhook();
    const two = f.webhook('http://127.0.0.1:9/two');
    f.s.db.tx(() => f.store.appendAttempts([row(two.id, 'evt_x', 'x')]));
    const rows = Array.from({ length: 130 }, (_, i) => row(one.id, `evt_${i}`, 'b', i + 1));
    const ids = f.s.db.tx(() => f.store.appendAttempts(rows));
    expect(ids).toHaveLength(130);
    expect(new Set(ids).size).toBe(130);
    const kept = f.store.attempts(one.id, HISTORY_LIMIT);
    expect(kept.map((r) => r.id)).toEqual(ids.slice(-HISTORY_LIMIT).reverse());
    expect(kept[0]!.attempt).toBe(130);
    expect(f.store.attempts(two.id, 10)).toHaveLength(1);
    expect(f.store.lastAttempt(one.id)!.id).toBe(ids[129]);
  });

  it('stores a catalog event’s body once, reads it from the event, and keeps it when the event log prunes it', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    const [event] = f.emit();
    f.s.db.tx(() =>
      f.store.appendAttempts([
        row(hook.id, event!.id, event!.body, 1, true),
        row(hook.id, 'evt_ping', '{"own":1}'),
      ]),
    );
    const raw = () =>
      f.s.db
        .prepare<[], { request_body: string | null }>(
          'SELECT request_body FROM delivery_attempts ORDER BY id',
        )
        .all()
        .map((r) => r.request_body);
    expect(raw()).toEqual([null, '{"own":1}']);
    expect(f.store.attempts(hook.id, 10).map((r) => r.request_body)).toEqual([
      '{"own":1}',
      event!.body,
    ]);
    f.clock.advance(31 * 86_400_000);
    expect(f.s.events.prune()).toBe(1);
    expect(raw()).toEqual([event!.body, '{"own":1}']);
    expect(f.store.attempts(hook.id, 10).map((r) => r.request_body)[1]).toBe(event!.body);
  });

  it('the fan-out writes its rows through the store, and a ping’s body is found from the history', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    f.emit(3);
    expect(f.store.pending(hook.id)).toHaveLength(3);
    f.s.db.tx(() => f.store.appendAttempts([row(hook.id, 'evt_p', '{"p":1}')]));
    f.s.db
      .prepare("UPDATE delivery_attempts SET event_type = 'ping' WHERE event_id = 'evt_p'")
      .run();
    expect(f.store.pingBody(hook.id, 'evt_p')).toBe('{"p":1}');
    expect(f.store.pingBody(hook.id, 'evt_none')).toBeUndefined();
    f.s.db.tx(() => f.store.deleteWebhook(hook.id));
    expect(f.store.pending(hook.id)).toEqual([]);
    expect(f.store.attempts(hook.id, 10)).toEqual([]);
  });
});
