/**
 * The desktop's live history is pushed in batches (service/admin/pushes.ts, docs/delivery.md,
 * "Live history"): a burst of 200 delivery attempts to a real receiver reaches an admin window
 * as a few pushes a second, not 200, every attempt in them, and the renderer's merge shows the
 * newest 100, newest first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';
import { mergePushed } from '../../renderer/src/features/webhooks/live-history';
import type { PushContract, WebhookAttemptPush } from '../../shared/ipc';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('live history pushes', () => {
  it('a burst of 200 attempts makes at most ~4 pushes a second; the newest are shown', async () => {
    const ts: TestService = await startTestService();
    cleanups.push(() => ts.close());
    const ipc = new IpcHandlers(ts.service);
    cleanups.push(() => ipc.dispose());
    const login = await ipc.call(
      'auth.login',
      { username: 'admin', password: 'correct horse battery' },
      { sessionKey: 'window' },
    );
    expect(login.error).toBeUndefined();
    ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
    const r: Receiver = await startReceiver();
    cleanups.push(() => r.close());
    const hook = ts.service.webhooks.create(
      { ...ts.tenant, url: r.url, events: ['product.created'] },
      'test',
    ).webhook;

    const pushes: { at: number; attempts: WebhookAttemptPush[] }[] = [];
    ipc.onPush((key, name, payload) => {
      if (key === 'window' && name === 'webhooks.attempts')
        pushes.push({
          at: performance.now(),
          attempts: (payload as PushContract['webhooks.attempts']).attempts,
        });
    });

    ts.service.events.transaction(() => {
      for (let i = 0; i < 200; i++)
        ts.service.events.append({
          type: 'product.created',
          ...ts.tenant,
          object: { id: `prd_${i}`, name: `Product ${i}`, version: 1 },
        });
    });
    await r.waitFor(200, 20_000);
    // Every recorded attempt is pushed, or a newer one of its webhook in the same batch (a
    // batch carries the newest 100 per webhook, as the history keeps).
    // The receiver answers before the worker records: wait until no delivery is left to settle.
    const unsettled = ts.service.db.sql.prepare(
      'SELECT count(*) AS n FROM deliveries WHERE webhook_id = ?',
    );
    await expect.poll(() => (unsettled.get(hook.id) as { n: number }).n).toBe(0);
    await expect.poll(() => ts.service.webhooks.deliveries(hook.id).length).toBe(100);
    const newest = ts.service.webhooks.deliveries(hook.id)[0]!.id;
    await expect
      .poll(() => pushes.some((p) => p.attempts.some((a) => a.attempt.id === newest)), {
        timeout: 5_000,
      })
      .toBe(true);
    const pushedCount = pushes.reduce((n, p) => n + p.attempts.length, 0);
    expect(pushedCount).toBeGreaterThanOrEqual(100);

    // Batched: far fewer pushes than attempts, and no more than 5 in any second (one per 250 ms).
    expect(pushes.length).toBeLessThan(20);
    for (let i = 5; i < pushes.length; i++)
      expect(pushes[i]!.at - pushes[i - 5]!.at).toBeGreaterThan(1000);
    console.log(
      `live history: 200 attempts in ${pushes.length} pushes carrying ${pushedCount} rows`,
    );

    // The renderer's list: the newest 100 of the history, newest first, none twice.
    let rows = ipc.call(
      'webhooks.deliveries',
      { ...ts.tenant, id: hook.id },
      { sessionKey: 'window' },
    );
    const before = (await rows).result!.slice(100); // what the window had loaded: the oldest
    let shown = before;
    for (const p of pushes) shown = mergePushed(shown, p.attempts, hook.id);
    rows = ipc.call('webhooks.deliveries', { ...ts.tenant, id: hook.id }, { sessionKey: 'window' });
    expect(shown.map((a) => a.id)).toEqual((await rows).result!.map((a) => a.id));
  }, 60_000);

  it('merges a batch newest first, only the webhook’s own, without duplicates, 100 at most', () => {
    const attempt = (id: number, webhookId = 'whk_a'): WebhookAttemptPush => ({
      webhookId,
      branchId: 'brn_1',
      attempt: {
        id,
        webhook_id: webhookId,
        delivery_id: id,
        event_id: `evt_${id}`,
        event_type: 'product.created',
        attempt: 1,
        at: new Date(id).toISOString(),
        succeeded: true,
        http_status: 200,
        error_kind: null,
        error_message: null,
        duration_ms: 1,
        next_attempt_at: null,
      },
    });
    const rows = [attempt(2).attempt, attempt(1).attempt];
    const merged = mergePushed(
      rows,
      [attempt(2), attempt(3), attempt(4, 'whk_b'), attempt(5)],
      'whk_a',
    );
    expect(merged.map((a) => a.id)).toEqual([5, 3, 2, 1]);
    const many = Array.from({ length: 150 }, (_, i) => attempt(10 + i));
    const capped = mergePushed(merged, many, 'whk_a');
    expect(capped).toHaveLength(100);
    expect(capped[0]!.id).toBe(159);
    expect(mergePushed(rows, [attempt(9, 'whk_b')], 'whk_a')).toBe(rows);
  });
});
