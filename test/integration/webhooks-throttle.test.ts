/**
 * A webhook's throttle (docs/webhooks.md, "Throttle"; docs/delivery.md, "Throttle"), against real
 * receivers on 127.0.0.1: 50 events to a webhook limited to 10 deliveries per second all
 * arrive, none dropped, spread over at least ~4 s and never more than 10 in one second; another
 * webhook of the branch gets the same 50 at once. The registry, the CLI and the admin API set it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCliSync } from '../support/cli-process';
import { localWebhookFixtures } from '../support/local-webhooks';

const { service, receiver, closeAll } = localWebhookFixtures();
afterEach(closeAll);

describe('webhook throttle', () => {
  it('50 events to a webhook at 10/s all arrive over >= ~4 s; another webhook is not slowed', async () => {
    const ts = await service();
    const slow = await receiver();
    const fast = await receiver();
    const slowHook = ts.service.webhooks.create(
      { ...ts.tenant, url: slow.url, events: ['product.created'], max_per_second: 10 },
      'test',
    ).webhook;
    expect(slowHook.max_per_second).toBe(10);
    ts.service.webhooks.create(
      { ...ts.tenant, url: fast.url, events: ['product.created'] },
      'test',
    );

    const start = performance.now();
    const ids = ts.service.events.transaction(() =>
      Array.from(
        { length: 50 },
        (_, i) =>
          ts.service.events.append({
            type: 'product.created',
            ...ts.tenant,
            object: { id: `prd_${i}`, name: `Product ${i}`, version: 1 },
          }).id,
      ),
    );

    await fast.waitFor(50, 10_000);
    const fastMs = Math.max(...fast.received.map((r) => r.at)) - start;
    await slow.waitFor(50, 20_000);
    const arrivals = slow.received.map((r) => r.at - start).sort((a, b) => a - b);
    const slowMs = arrivals.at(-1)!;
    // Every event once: waited, not dropped.
    const got = slow.received.map((r) => (JSON.parse(r.body) as { id: string }).id).sort();
    expect(got).toEqual([...ids].sort());
    // 50 at 10 per second: the first ten in the first second, the last in the fifth.
    expect(slowMs).toBeGreaterThanOrEqual(3_900);
    // No sliding second holds more than 10 starts. Arrivals bunch by the latency's jitter, which
    // reaches 100–200 ms on a busy machine; without the throttle 11 arrive within a few ms.
    for (let i = 10; i < arrivals.length; i++)
      expect(arrivals[i]! - arrivals[i - 10]!).toBeGreaterThan(700);
    // The other webhook got all 50 while the throttled one was still in its first seconds.
    expect(fastMs).toBeLessThan(slowMs - 2_000);
    console.log(
      `throttle: 50 at 10/s took ${Math.round(slowMs)} ms; unthrottled webhook ${Math.round(fastMs)} ms`,
    );
  }, 60_000);

  it('validates 1..1000 or null; the CLI (--max-per-second) and the admin API set it', async () => {
    const ts = await service();
    const create = (max_per_second: unknown) => () =>
      ts.service.webhooks.create(
        { ...ts.tenant, url: 'https://example.com/h', events: ['product.created'], max_per_second },
        'test',
      );
    for (const bad of [0, 1001, 2.5, -1, 'ten', true, {}])
      expect(create(bad)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    const hook = create(null)().webhook;
    expect(hook.max_per_second).toBeNull();
    expect(
      ts.service.webhooks.update(hook.id, { max_per_second: 1000 }, 'test').max_per_second,
    ).toBe(1000);
    expect(ts.service.webhooks.update(hook.id, { description: 'x' }, 'test').max_per_second).toBe(
      1000,
    );

    const cli = (...args: string[]) => {
      const r = runCliSync(ts.dataDir, ['--json', 'webhooks', ...args]);
      expect(r.code, r.stderr).toBe(0);
      return r.json as { id: string; max_per_second: number | null };
    };
    expect(cli('update', hook.id, '--max-per-second', '25').max_per_second).toBe(25);
    expect(cli('update', hook.id, '--max-per-second', 'none').max_per_second).toBeNull();
    const bad = runCliSync(ts.dataDir, [
      '--json',
      'webhooks',
      'update',
      hook.id,
      '--max-per-second',
      '0',
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.error?.code).toBe('validation_failed');

    const key = ts.createKey(['system_settings:manage_integrations', 'products:view']);
    const post = await fetch(`${ts.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { ...key.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: 'https://example.com/api',
        events: ['product.created'],
        max_per_second: 5,
      }),
    });
    expect(post.status).toBe(201);
    const apiHook = (await post.json()) as { id: string; max_per_second: number | null };
    expect(apiHook.max_per_second).toBe(5);
    const patch = await fetch(`${ts.baseUrl}/api/v1/webhooks/${apiHook.id}`, {
      method: 'PATCH',
      headers: { ...key.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ max_per_second: 5000 }),
    });
    expect(patch.status).toBe(422);
  });
});
