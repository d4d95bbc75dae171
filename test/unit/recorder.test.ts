/**
 * Recording by group commit (service/webhooks/recorder.ts) and settling (settle.ts) against a
 * real SQLite file: a delivery is settled in the same commit as its history row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../service/util/logger';
import type { Outcome } from '../../service/webhooks/exchange';
import { Recorder } from '../../service/webhooks/recorder';
import { type FinishedAttempt, Settler } from '../../service/webhooks/settle';
import { deliveryFixture, type DeliveryFixture } from '../support/delivery-fixture';

let f: DeliveryFixture;
afterEach(async () => f?.close());

function recorder() {
  const settler = new Settler({
    db: f.s.db,
    store: f.store,
    events: f.s.events,
    audit: f.s.audit,
    log: createLogger('silent'),
    random: () => 0.5,
  });
  return new Recorder(f.s.db, f.store, settler, f.clock);
}

const ok: Outcome = {
  status: 204,
  kind: null,
  message: null,
  responseHeaders: {},
  responseBody: '',
  retryAfter: undefined,
};
const answered = (status: number): Outcome => ({
  ...ok,
  status,
  kind: 'http',
  message: `The receiver answered HTTP ${status}.`,
});

function attempts(webhookId: string, outcome: (i: number) => Outcome): FinishedAttempt[] {
  return f.store.pending(webhookId).map((d, i) => ({
    delivery: d,
    body: 'body',
    eventBody: false,
    attempt: d.attempts + 1,
    at: f.clock.now(),
    headers: { 'x-n': String(i) },
    outcome: { ...outcome(i) },
    durationMs: 1,
  }));
}

const history = (webhookId: string) =>
  f.s.db
    .prepare<[string], { delivery_id: number; succeeded: number; next_attempt_at: number | null }>(
      'SELECT delivery_id, succeeded, next_attempt_at FROM delivery_attempts WHERE webhook_id = ? ORDER BY id',
    )
    .all(webhookId);

describe('Recorder and Settler', () => {
  it('settles a batch and writes its history rows in one commit', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    f.emit(3);
    const r = recorder();
    const batch = attempts(hook.id, (i) => (i === 1 ? answered(500) : ok));
    const recorded = Promise.all(batch.map((a) => r.record(a)));
    // Nothing is written before the group commit.
    expect(history(hook.id)).toEqual([]);
    expect(f.store.pending(hook.id)).toHaveLength(3);
    const results = await recorded;
    expect(results.map((x) => x!.row.succeeded)).toEqual([true, false, true]);
    expect(history(hook.id).map((h) => h.delivery_id)).toEqual(batch.map((a) => a.delivery.id));
    expect(results.map((x) => x!.id)).toEqual(
      f.store
        .attempts(hook.id, 10)
        .map((a) => a.id)
        .reverse(),
    );
    // The delivered rows are gone, the failed one is due 10 s later (jitter 0.5: none).
    const left = f.store.pending(hook.id);
    expect(left.map((d) => [d.id, d.attempts, d.next_attempt_at])).toEqual([
      [batch[1]!.delivery.id, 1, f.clock.now() + 10_000],
    ]);
    const webhook = f.s.webhooks.show(hook.id);
    expect(webhook.status).toBe('active');
  });

  it('410 sets the webhook Inactive with the reason, audited as the system', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    f.emit(1);
    const r = recorder();
    await Promise.all(attempts(hook.id, () => answered(410)).map((a) => r.record(a)));
    const webhook = f.s.webhooks.show(hook.id);
    expect(webhook.status).toBe('inactive');
    expect(webhook.disabled_reason).toMatch(/410 Gone/);
  });

  it('a record that fails does not cost the others theirs; one of a deleted webhook resolves to null', async () => {
    f = await deliveryFixture();
    const hook = f.webhook();
    const doomed = f.webhook('http://127.0.0.1:9/doomed');
    f.emit(3);
    const r = recorder();
    const batch = attempts(hook.id, () => ok);
    // A header value JSON cannot encode: writing this row throws.
    (batch[1]!.outcome as { responseHeaders: unknown }).responseHeaders = { n: 1n };
    const gone = attempts(doomed.id, () => ok)[0]!;
    f.s.webhooks.delete(doomed.id, 'admin');
    const results = await Promise.allSettled([...batch, gone].map((a) => r.record(a)));
    expect(results.map((x) => x.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[3] as PromiseFulfilledResult<unknown>).value).toBeNull();
    expect(history(hook.id).map((h) => h.delivery_id)).toEqual([
      batch[0]!.delivery.id,
      batch[2]!.delivery.id,
    ]);
    // The failed record left its delivery pending: it is sent again.
    expect(f.store.pending(hook.id).map((d) => d.id)).toEqual([batch[1]!.delivery.id]);
  });
});
