/**
 * Delivery end to end, in process: a real service on a temp data dir, real receivers on
 * 127.0.0.1, events appended through the outbox. Tests that control time build their own
 * DeliveryWorker on a ManualClock and drive it with runDue().
 */
import { verify as octokitVerify } from '@octokit/webhooks-methods';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { CLAIM_DUE_SQL, DeliveryWorker, type WorkerOptions } from '../../service/webhooks/worker';
import type { DeliveryRow, WebhookRow } from '../../service/db/entities';
import type { AttemptView } from '../../service/webhooks/attempts';
import { startTestService, type TestService } from '../support/test-service';
import { makePki, startReceiver, type Receiver, type Reply } from '../support/webhook-receiver';
import { createLogger } from '../../service/util/logger';
import type { EventType } from '../../shared/events';
import pkg from '../../package.json';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function service(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  // The HTTP API is not needed here: workers are built by the tests (app.ts wiring is covered
  // by the serve crash test).
  const ts = await startTestService({ api: false, worker: false, ...options });
  cleanups.push(() => ts.close());
  ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
  return ts;
}

async function receiver(
  reply?: (r: Parameters<Parameters<typeof startReceiver>[0] & object>[0], i: number) => Reply,
  tls?: { key: string; cert: string },
): Promise<Receiver> {
  const r = await startReceiver(reply, tls);
  cleanups.push(() => r.close());
  return r;
}

function manualWorker(
  ts: TestService,
  clock: ManualClock,
  options: Partial<WorkerOptions> = {},
): DeliveryWorker {
  const s = ts.service;
  const worker = new DeliveryWorker({
    db: s.db,
    secrets: s.webhookSecrets,
    events: s.events,
    settings: s.settings,
    audit: s.audit,
    clock,
    log: createLogger('silent'),
    signals: s.signals,
    random: () => 0.5,
    ...options,
  });
  cleanups.push(() => worker.stop(1000));
  return worker;
}

/** A started worker on the system clock, wired as app.ts wires it (the service's signals). */
function runningWorker(ts: TestService, options: Partial<WorkerOptions> = {}): DeliveryWorker {
  const s = ts.service;
  const worker = new DeliveryWorker({
    db: s.db,
    secrets: s.webhookSecrets,
    events: s.events,
    settings: s.settings,
    audit: s.audit,
    clock: s.clock,
    log: createLogger('silent'),
    signals: s.signals,
    ...options,
  });
  worker.start();
  cleanups.push(() => worker.stop(500));
  return worker;
}

function register(
  ts: TestService,
  url: string,
  events: EventType[] = ['product.created'],
  secret?: string,
) {
  return ts.service.webhooks.create(
    {
      companyId: ts.tenant.companyId,
      branchId: ts.tenant.branchId,
      url,
      events,
      ...(secret ? { secret } : {}),
    },
    'test',
  );
}

function emit(ts: TestService, type: EventType = 'product.created', n = 1) {
  return ts.service.events.transaction(() =>
    Array.from({ length: n }, (_, i) =>
      ts.service.events.append({
        type,
        companyId: ts.tenant.companyId,
        branchId: ts.tenant.branchId,
        object: { id: `prd_${i}`, name: `Product ${i} — Ünïcödé`, version: 1 },
      }),
    ),
  );
}

const deliveries = (ts: TestService, webhookId: string) =>
  ts.service.db
    .prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY id')
    .all(webhookId);
const webhookRow = (ts: TestService, id: string) =>
  ts.service.db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?').get(id)!;

describe('signed delivery through the running service', () => {
  it('delivers the stored body exactly, signed so that @octokit/webhooks-methods and standardwebhooks verify it', async () => {
    const ts = await service();
    runningWorker(ts);
    const r = await receiver();
    const typed = 'a-user-typed-secret-für-die-Kasse';
    const generated = register(ts, r.url, ['product.created']);
    const userTyped = register(ts, r.url.replace('/hook', '/typed'), ['product.created'], typed);
    expect(generated.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(userTyped.signing_secret).toBe(typed);

    const t0 = performance.now();
    const [event] = emit(ts);
    const got = await r.waitFor(2);
    const latency = Math.max(...got.map((g) => g.at)) - t0;
    console.log(`commit → both receivers: ${latency.toFixed(1)} ms`);
    expect(latency).toBeLessThan(500);

    for (const req of got) {
      const secret =
        req.headers['x-service-signature'] &&
        (await octokitVerify(
          generated.signing_secret,
          req.body,
          String(req.headers['x-service-signature']),
        ))
          ? generated.signing_secret
          : typed;
      expect(req.body).toBe(event!.body);
      expect(
        await octokitVerify(secret, req.body, String(req.headers['x-service-signature'])),
      ).toBe(true);
      expect(
        await octokitVerify(
          secret === typed ? generated.signing_secret : typed,
          req.body,
          String(req.headers['x-service-signature']),
        ),
      ).toBe(false);
      const whSecret = secret.startsWith('whsec_')
        ? secret
        : `whsec_${Buffer.from(secret, 'utf8').toString('base64')}`;
      const payload = new Webhook(whSecret).verify(req.body, req.headers as Record<string, string>);
      expect(payload).toMatchObject({
        id: event!.id,
        type: 'product.created',
        sequence: event!.sequence,
      });
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.headers['user-agent']).toBe(`integration-console-webhooks/${pkg.version}`);
      expect(req.headers['x-service-event']).toBe('product.created');
      expect(req.headers['x-service-event-id']).toBe(event!.id);
      expect(req.headers['webhook-id']).toBe(event!.id);
      expect(req.headers['x-service-attempt']).toBe('1');
    }
    // Tampering is caught by both libraries.
    const req = got[0]!;
    const tampered = req.body.replace('Product', 'Produkt');
    const anySecret = generated.signing_secret;
    expect(
      await octokitVerify(anySecret, tampered, String(req.headers['x-service-signature'])),
    ).toBe(false);
    expect(() =>
      new Webhook(anySecret).verify(tampered, req.headers as Record<string, string>),
    ).toThrow();

    // The attempt is in the history with the request and the start of the response.
    await expect.poll(() => ts.service.webhooks.deliveries(generated.webhook.id).length).toBe(1);
    const [attempt] = ts.service.webhooks.deliveries(generated.webhook.id);
    expect(attempt).toMatchObject({
      event_id: event!.id,
      event_type: 'product.created',
      attempt: 1,
      succeeded: true,
      http_status: 200,
      error_kind: null,
      request_body: event!.body,
      response_body: 'ok',
    });
    expect(attempt!.request_headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(ts.service.webhooks.show(generated.webhook.id).last_delivery).toMatchObject({
      succeeded: true,
      http_status: 200,
    });
  });

  it('fans out only to Active webhooks of the branch subscribed to the type, in the writing transaction', async () => {
    const ts = await service();
    const r = await receiver();
    const products = register(ts, r.url, ['product.created', 'product.updated']).webhook;
    const categories = register(ts, r.url, ['category.created']).webhook;
    const inactive = register(ts, r.url, ['product.created']).webhook;
    ts.service.webhooks.setStatus(inactive.id, 'inactive', 'test');
    emit(ts, 'product.created', 3);
    emit(ts, 'category.created', 1);
    expect(deliveries(ts, products.id)).toHaveLength(3);
    expect(deliveries(ts, categories.id)).toHaveLength(1);
    expect(deliveries(ts, inactive.id)).toHaveLength(0);
    // A rolled-back change leaves neither an event nor a delivery.
    expect(() =>
      ts.service.events.transaction(() => {
        emit(ts, 'product.created', 1);
        throw new Error('rollback');
      }),
    ).toThrow('rollback');
    expect(deliveries(ts, products.id)).toHaveLength(3);
  });
});

describe('rows beyond the hand-over', () => {
  it('a transaction writing more rows than the fan-out hands over: the rest are read from the table, without waiting for a poll', async () => {
    const ts = await service();
    const r = await receiver();
    register(ts, r.url);
    // Polls far apart: the rows it was not handed are read once the hand-over has none left.
    runningWorker(ts, { pollMs: 600_000 });
    emit(ts); // after this one the worker's passes have read the (then empty) table
    await r.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    emit(ts, 'product.created', 4200); // 4,096 handed over, 104 left to the table
    await r.waitFor(4201, 60_000);
    expect(new Set(r.received.map((x) => x.headers['x-service-event-id'])).size).toBe(4201);
  }, 90_000);
});

describe('failed attempts: every kind is recorded and retried', () => {
  const cases: {
    name: string;
    kind: string;
    status?: number;
    setup: (ts: TestService) => Promise<string>;
  }[] = [
    {
      name: '500',
      kind: 'http',
      status: 500,
      setup: async () => (await receiver(() => ({ status: 500, body: 'boom' }))).url,
    },
    {
      name: '404',
      kind: 'http',
      status: 404,
      setup: async () => (await receiver(() => ({ status: 404 }))).url,
    },
    {
      name: '302 (never followed)',
      kind: 'redirect',
      status: 302,
      setup: async () => {
        const target = await receiver();
        return (await receiver(() => ({ status: 302, headers: { location: target.url } }))).url;
      },
    },
    { name: 'timeout', kind: 'timeout', setup: async () => (await receiver(() => 'hang')).url },
    { name: 'reset', kind: 'reset', setup: async () => (await receiver(() => 'destroy')).url },
    {
      name: 'refused',
      kind: 'refused',
      setup: async () => {
        const r = await startReceiver();
        await r.close();
        return r.url;
      },
    },
    { name: 'dns', kind: 'dns', setup: async () => 'https://no-such-receiver.invalid/hook' },
    {
      name: 'tls (certificate not trusted)',
      kind: 'tls',
      setup: async () => {
        const pki = makePki();
        return (await receiver(undefined, { key: pki.key, cert: pki.cert })).url;
      },
    },
    {
      name: 'blocked (plain HTTP after the setting was turned off)',
      kind: 'blocked',
      setup: async () => (await receiver()).url,
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.kind}, next attempt in 10 s`, async () => {
      const clock = new ManualClock(Date.now());
      const ts = await service({ clock });
      const url = await c.setup(ts);
      // Registered while allow_http_local is on; the blocked case turns it off afterwards.
      const { webhook } = register(ts, url);
      if (c.kind === 'blocked')
        ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', false);
      const worker = manualWorker(ts, clock, { totalTimeoutMs: 400 });
      const [event] = emit(ts);
      expect(await worker.runDue()).toBe(1);
      const [attempt] = ts.service.webhooks.deliveries(webhook.id);
      expect(attempt).toMatchObject({
        event_id: event!.id,
        attempt: 1,
        succeeded: false,
        error_kind: c.kind,
        http_status: c.status ?? null,
      });
      const [delivery] = deliveries(ts, webhook.id);
      expect(delivery).toMatchObject({
        state: 'pending',
        attempts: 1,
        next_attempt_at: clock.now() + 10_000,
        lease_until: null,
      });
      // Not before it is due.
      clock.advance(9_999);
      expect(await worker.runDue()).toBe(0);
      clock.advance(1);
      expect(await worker.runDue()).toBe(1);
      expect(ts.service.webhooks.deliveries(webhook.id)[0]).toMatchObject({
        attempt: 2,
        error_kind: c.kind,
      });
    });
  }

  it('keeps the first 4 KiB of a large response body; the next attempt to that receiver works', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const big = 'é'.repeat(100_000); // 200 KB of two-byte characters
    const r = await receiver((_req, i) =>
      i === 0 ? { status: 200, body: big } : { status: 500, body: 'short' },
    );
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    emit(ts, 'product.created', 1);
    expect(await worker.runDue()).toBe(1);
    emit(ts, 'product.created', 1);
    expect(await worker.runDue()).toBe(1);
    const [second, first] = ts.service.webhooks.deliveries(webhook.id);
    expect(first).toMatchObject({ succeeded: true, http_status: 200 });
    expect(Buffer.byteLength(first!.response_body!)).toBeLessThanOrEqual(4096);
    expect(first!.response_body!.length).toBeGreaterThan(2000);
    expect(first!.response_body!.startsWith('éé')).toBe(true);
    expect(second).toMatchObject({ succeeded: false, http_status: 500, response_body: 'short' });
  });

  it('blocked: a name that resolves to the cloud metadata address at delivery time (DNS rebinding)', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const { webhook } = register(ts, 'https://rebinding.example.com/hook');
    const worker = manualWorker(ts, clock, {
      resolver: ((
        _host: string,
        _opts: unknown,
        cb: (e: null, a: { address: string; family: number }[]) => void,
      ) => cb(null, [{ address: '169.254.169.254', family: 4 }])) as never,
    });
    emit(ts);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(webhook.id)[0]).toMatchObject({
      succeeded: false,
      error_kind: 'blocked',
    });
    expect(ts.service.webhooks.deliveries(webhook.id)[0]!.error_message).toContain(
      '169.254.169.254',
    );
  });
});

describe('retry schedule on a manual clock', () => {
  it('retries at 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, then gives up after 9 attempts', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const r = await receiver(() => ({ status: 500 }));
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock); // random 0.5 → no jitter
    emit(ts);
    const waits = [
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000,
    ];
    await worker.runDue();
    for (const wait of waits) {
      const before = deliveries(ts, webhook.id)[0]!;
      expect(before.next_attempt_at - clock.now()).toBe(wait);
      clock.advance(wait);
      expect(await worker.runDue()).toBe(1);
    }
    const final = deliveries(ts, webhook.id)[0]!;
    expect(final).toMatchObject({ state: 'failed', attempts: 9 });
    expect(r.received.map((x) => x.headers['x-service-attempt'])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(new Set(r.received.map((x) => x.headers['x-service-event-id'])).size).toBe(1);
    clock.advance(7 * 86_400_000);
    expect(await worker.runDue()).toBe(0);
    expect(ts.service.webhooks.deliveries(webhook.id)[0]!.next_attempt_at).toBeNull();
  });

  it('jitter stays within ±20 %', async () => {
    for (const [random, factor] of [
      [0, 0.8],
      [0.999999, 1.2],
    ] as const) {
      const clock = new ManualClock(Date.now());
      const ts = await service({ clock });
      const r = await receiver(() => ({ status: 500 }));
      const { webhook } = register(ts, r.url);
      const worker = manualWorker(ts, clock, { random: () => random });
      emit(ts);
      await worker.runDue();
      expect(deliveries(ts, webhook.id)[0]!.next_attempt_at - clock.now()).toBe(
        Math.round(10_000 * factor),
      );
    }
  });

  it('honours Retry-After on 429 and 503, up to 1 hour; ignores it on 500', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const replies: Reply[] = [
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 503, headers: { 'retry-after': '7200' } },
      { status: 503, headers: { 'retry-after': new Date(clock.now() + 90_000).toUTCString() } },
      { status: 500, headers: { 'retry-after': '120' } },
    ];
    const expected = [120_000, 3_600_000, 90_000, 10_000];
    for (let i = 0; i < replies.length; i++) {
      const r = await receiver(() => replies[i]!);
      const { webhook } = register(ts, r.url);
      const worker = manualWorker(ts, clock);
      emit(ts);
      await worker.runDue();
      const d = deliveries(ts, webhook.id).at(-1)!;
      expect(Math.abs(d.next_attempt_at - clock.now() - expected[i]!)).toBeLessThanOrEqual(1000);
      ts.service.webhooks.delete(webhook.id, 'test');
    }
  });
});

describe('automatic deactivation', () => {
  it('410 Gone sets the webhook Inactive with the reason; later events are not queued; replay sends the missed ones', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    let gone = true;
    const r = await receiver(() => (gone ? { status: 410 } : { status: 200 }));
    const { webhook } = register(ts, r.url, ['product.created', 'product.updated']);
    const worker = manualWorker(ts, clock);
    const [answeredGone] = emit(ts);
    await worker.runDue();
    const shown = ts.service.webhooks.show(webhook.id);
    expect(shown.status).toBe('inactive');
    expect(shown.disabled_reason).toMatch(/410 Gone/);
    expect(ts.service.audit.list({ action: 'webhook.auto_deactivated' })[0]).toMatchObject({
      actor: 'system',
      target_id: webhook.id,
    });

    const missed = [
      ...emit(ts, 'product.created', 2),
      ...emit(ts, 'category.created', 1),
      ...emit(ts, 'product.updated', 1),
    ];
    expect(deliveries(ts, webhook.id)).toHaveLength(1); // only the 410 one, kept pending
    clock.advance(60_000);
    expect(await worker.runDue()).toBe(0); // nothing sent while Inactive

    gone = false;
    const active = ts.service.webhooks.setStatus(webhook.id, 'active', 'admin');
    expect(active.disabled_reason).toBeNull();
    expect(active.missed).toEqual({
      from_sequence: missed[0]!.sequence,
      to_sequence: missed.at(-1)!.sequence,
    });
    const after = emit(ts, 'product.created', 1); // fanned out normally
    const replay = ts.service.webhooks.replayMissed(webhook.id, 'admin');
    expect(replay.replayed).toBe(3); // the category event is not subscribed
    expect(ts.service.webhooks.show(webhook.id).missed).toBeNull();
    expect(ts.service.webhooks.replayMissed(webhook.id, 'admin').replayed).toBe(0);
    await worker.runDue();
    const sent = new Set(r.received.slice(1).map((x) => x.headers['x-service-event-id']));
    const expected = [
      answeredGone!.id, // the 410 one, retried after reactivation
      ...missed.filter((e) => e.type !== 'category.created').map((e) => e.id),
      ...after.map((e) => e.id),
    ];
    expect(sent).toEqual(new Set(expected));
  });

  it('sets it Inactive after 72 hours of only failures with at least 10 attempts, not before', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const r = await receiver(() => ({ status: 500 }));
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    const t0 = clock.now();
    emit(ts);
    await worker.runDue();
    // A new event every 8 hours; each attempt (and every retry due) fails.
    while (clock.now() - t0 < 64 * 3_600_000) {
      clock.advance(8 * 3_600_000);
      emit(ts);
      await worker.runDue();
      expect(ts.service.webhooks.show(webhook.id).status).toBe('active');
    }
    clock.advance(8 * 3_600_000 - 1);
    emit(ts);
    await worker.runDue();
    expect(ts.service.webhooks.show(webhook.id).status).toBe('active'); // 1 ms short of 72 h
    expect(webhookRow(ts, webhook.id).failure_count).toBeGreaterThanOrEqual(10);
    clock.advance(1);
    emit(ts);
    await worker.runDue();
    const shown = ts.service.webhooks.show(webhook.id);
    expect(shown.status).toBe('inactive');
    expect(shown.disabled_reason).toMatch(/failed for 72 hours/);
    expect(shown.missed).toBeNull();
    expect(r.received.length).toBeGreaterThanOrEqual(10);
  });

  it('does not deactivate after 72 hours with fewer than 10 attempts, and a success resets the count', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    let ok = false;
    const r = await receiver(() => (ok ? { status: 204 } : { status: 500 }));
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    emit(ts);
    await worker.runDue(); // 1 failure at t0
    clock.advance(80 * 3_600_000);
    ts.service.db.prepare("UPDATE deliveries SET state = 'failed'").run(); // nothing else pending
    emit(ts);
    await worker.runDue(); // 2 failures over 80 h
    expect(ts.service.webhooks.show(webhook.id).status).toBe('active');
    ok = true;
    emit(ts);
    await worker.runDue();
    expect(webhookRow(ts, webhook.id)).toMatchObject({ failing_since: null, failure_count: 0 });
  });
});

describe('history, admin actions', () => {
  it('keeps the last 100 attempts per webhook, pruning older ones as new ones arrive', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const r = await receiver();
    const { webhook } = register(ts, r.url);
    const other = register(ts, r.url).webhook;
    const worker = manualWorker(ts, clock, { globalConcurrency: 32, perWebhookConcurrency: 4 });
    const events = emit(ts, 'product.created', 130);
    await worker.runDue();
    expect(r.received).toHaveLength(260);
    const history = ts.service.webhooks.deliveries(webhook.id);
    expect(history).toHaveLength(100);
    const stored = ts.service.db
      .prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM delivery_attempts WHERE webhook_id = ?',
      )
      .get(webhook.id)!.n;
    expect(stored).toBe(100);
    expect(ts.service.webhooks.deliveries(other.id)).toHaveLength(100);
    // The newest are kept: the ids of the last 100 attempts are the last rows written.
    const ids = history.map((h) => h.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(history.map((h) => h.event_id)).size).toBe(100);
    expect(events).toHaveLength(130);
  });

  it("stores a catalog event's body once: the history reads it from the event, and copies it in before the event is pruned", async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const r = await receiver();
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    const storedBodies = () =>
      ts.service.db
        .prepare<[string], { event_type: string; request_body: string | null }>(
          'SELECT event_type, request_body FROM delivery_attempts WHERE webhook_id = ? ORDER BY id',
        )
        .all(webhook.id);
    const [event] = emit(ts);
    await worker.runDue();
    ts.service.webhooks.sendTest(webhook.id, 'admin');
    await worker.runDue();
    const pingBody = r.received[1]!.body;

    // The event's body is not repeated in its history row; a ping (no event row) keeps its own.
    expect(storedBodies()).toEqual([
      { event_type: 'product.created', request_body: null },
      { event_type: 'ping', request_body: pingBody },
    ]);
    const bodiesShown = () => ts.service.webhooks.deliveries(webhook.id).map((a) => a.request_body);
    expect(bodiesShown()).toEqual([pingBody, event!.body]);
    expect(r.received[0]!.body).toBe(event!.body);

    // 31 days on, the event is pruned; its body moved into the history row first.
    clock.advance(31 * 86_400_000);
    expect(ts.service.events.prune()).toBe(1);
    expect(storedBodies()[0]).toEqual({ event_type: 'product.created', request_body: event!.body });
    expect(bodiesShown()).toEqual([pingBody, event!.body]);
  });

  it('sends a signed ping (even while Inactive), redelivers one event with the same id, and delete removes everything', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const r = await receiver();
    const { webhook, signing_secret } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    const seen: AttemptView[] = [];
    ts.service.webhooks.onAttempt((a) => seen.push(a));
    const [event] = emit(ts);
    await worker.runDue();

    const redelivery = ts.service.webhooks.redeliver(webhook.id, event!.id, 'admin');
    await worker.runDue();
    expect(r.received[1]!.headers['x-service-event-id']).toBe(event!.id);
    expect(r.received[1]!.body).toBe(event!.body);
    expect(redelivery.event_id).toBe(event!.id);

    ts.service.webhooks.setStatus(webhook.id, 'inactive', 'admin');
    const ping = ts.service.webhooks.sendTest(webhook.id, 'admin');
    await worker.runDue();
    const pingReq = r.received[2]!;
    expect(pingReq.headers['x-service-event']).toBe('ping');
    expect(JSON.parse(pingReq.body)).toEqual({
      id: ping.event_id,
      type: 'ping',
      created_at: new Date(clock.now()).toISOString(),
      company_id: ts.tenant.companyId,
      branch_id: ts.tenant.branchId,
      data: {},
    });
    expect(
      await octokitVerify(
        signing_secret,
        pingReq.body,
        String(pingReq.headers['x-service-signature']),
      ),
    ).toBe(true);
    expect(seen.map((a) => a.event_type)).toEqual(['product.created', 'product.created', 'ping']);
    expect(() =>
      ts.service.webhooks.redeliver(webhook.id, 'evt_01JD8X3Y4Z5A6B7C8D9E0F1G2H', 'admin'),
    ).toThrow(/No event/);

    const actions = ts.service.audit.list({ targetId: webhook.id }).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'webhook.created',
        'webhook.redelivered',
        'webhook.deactivated',
        'webhook.test_sent',
      ]),
    );
    expect(JSON.stringify(ts.service.audit.list({}))).not.toContain(signing_secret.slice(6));

    emit(ts); // not queued: Inactive
    ts.service.webhooks.setStatus(webhook.id, 'active', 'admin');
    emit(ts);
    expect(deliveries(ts, webhook.id).length).toBeGreaterThan(0);
    ts.service.webhooks.delete(webhook.id, 'admin');
    expect(deliveries(ts, webhook.id)).toHaveLength(0);
    expect(
      ts.service.db
        .prepare('SELECT count(*) AS n FROM delivery_attempts WHERE webhook_id = ?')
        .get(webhook.id),
    ).toEqual({ n: 0 });
    expect(() => ts.service.webhooks.show(webhook.id)).toThrow(/No webhook/);
    expect(await worker.runDue()).toBe(0);
  });

  it('HTTPS to a LAN receiver: fails with tls until its CA is trusted, then succeeds', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const pki = makePki();
    const r = await receiver(undefined, { key: pki.key, cert: pki.cert });
    const { webhook } = register(ts, r.url);
    const worker = manualWorker(ts, clock);
    emit(ts);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(webhook.id)[0]).toMatchObject({
      succeeded: false,
      error_kind: 'tls',
    });
    const added = ts.service.trustedCas.add(ts.tenant.companyId, pki.caPem, 'admin');
    expect(added).toHaveLength(1);
    expect(ts.service.trustedCas.add(ts.tenant.companyId, pki.caPem, 'admin')).toHaveLength(0);
    expect(() => ts.service.trustedCas.add(ts.tenant.companyId, pki.cert, 'admin')).toThrow(
      /not a CA/,
    );
    clock.advance(10_000);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(webhook.id)[0]).toMatchObject({
      succeeded: true,
      http_status: 200,
      attempt: 2,
    });
    ts.service.trustedCas.remove(ts.tenant.companyId, added[0]!.fingerprint, 'admin');
    emit(ts);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(webhook.id)[0]).toMatchObject({
      succeeded: false,
      error_kind: 'tls',
    });
  });
});

describe('trusted CA certificates are per company', () => {
  /** A second company with its branch, and a webhook of it on `url`. */
  function companyB(ts: TestService) {
    const { company, branch } = ts.service.tenancy.createCompany(
      {
        name: 'Company B',
        industry: 'retail',
        branch: { name: 'B branch', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    return { companyId: company.id, branchId: branch.id };
  }

  function emitFor(ts: TestService, tenant: { companyId: string; branchId: string }) {
    ts.service.events.transaction(() =>
      ts.service.events.append({
        type: 'product.created',
        ...tenant,
        object: { id: 'prd_1', name: 'Product', version: 1 },
      }),
    );
  }

  it("B's CA does not let B's receiver answer for A's LAN receiver; each company's CA works for its own", async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const a = ts.tenant;
    const b = companyB(ts);
    const pkiA = makePki();
    const pkiB = makePki();
    // B's receiver, with a certificate for A's receiver name (localhost) signed by B's CA.
    const impostor = await receiver(undefined, { key: pkiB.key, cert: pkiB.cert });
    const genuine = await receiver(undefined, { key: pkiA.key, cert: pkiA.cert });
    ts.service.trustedCas.add(b.companyId, pkiB.caPem, 'b-admin');
    const hookA = register(ts, impostor.url).webhook;
    const hookB = ts.service.webhooks.create(
      { ...b, url: impostor.url, events: ['product.created'] },
      'b-admin',
    ).webhook;
    const worker = manualWorker(ts, clock);
    emitFor(ts, a);
    emitFor(ts, b);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(hookA.id)[0]).toMatchObject({
      succeeded: false,
      error_kind: 'tls',
    });
    expect(ts.service.webhooks.deliveries(hookB.id)[0]).toMatchObject({
      succeeded: true,
      http_status: 200,
    });
    expect(impostor.received).toHaveLength(1); // B's own event only

    ts.service.trustedCas.add(a.companyId, pkiA.caPem, 'a-admin');
    const hookA2 = register(ts, genuine.url.replace('/hook', '/a')).webhook;
    emitFor(ts, a);
    await worker.runDue();
    expect(ts.service.webhooks.deliveries(hookA2.id)[0]).toMatchObject({
      succeeded: true,
      http_status: 200,
    });
    // A's CA does not vouch for B's certificate either: A's first webhook still fails.
    expect(ts.service.webhooks.deliveries(hookA.id)[0]).toMatchObject({
      succeeded: false,
      error_kind: 'tls',
    });
    expect(impostor.received).toHaveLength(1);
  });
});

describe('isolation and shutdown', () => {
  it('a receiver that never answers does not delay a healthy one (< 100 ms)', async () => {
    const ts = await service();
    const worker = runningWorker(ts);
    const dead = await receiver(() => 'hang');
    const healthy = await receiver();
    register(ts, dead.url, ['product.created']);
    register(ts, healthy.url, ['product.updated']);
    emit(ts, 'product.created', 40); // 40 attempts queued for the dead one (4 in flight at most)
    await dead.waitFor(4);
    const t0 = performance.now();
    emit(ts, 'product.updated', 1);
    const [got] = await healthy.waitFor(1, 2000);
    const latency = got!.at - t0;
    console.log(
      `healthy receiver next to a dead one: ${latency.toFixed(1)} ms; dead in flight: ${worker.inFlight()}`,
    );
    expect(latency).toBeLessThan(100);
    expect(dead.received).toHaveLength(4); // the per-webhook limit
  });

  it('claimed rows: a webhook at its limit with a backlog does not hold up another, and each webhook is read as an index range', async () => {
    const ts = await service();
    const dead = await receiver(() => 'hang');
    const healthy = await receiver();
    register(ts, dead.url, ['product.created']);
    register(ts, healthy.url, ['product.updated']);
    // Written before the worker starts: nothing is handed over, the claim reads every row, the
    // dead webhook's 300 due ahead of the healthy one's 2.
    emit(ts, 'product.created', 300);
    emit(ts, 'product.updated', 2);
    runningWorker(ts);
    await Promise.all([healthy.waitFor(2, 2000), dead.waitFor(4, 2000)]);
    expect(dead.received).toHaveLength(4); // the per-webhook limit: the rest wait their turn
    // How the claim reads a webhook's rows: a range of deliveries_webhook in due order, neither
    // another webhook's rows nor a sort (the plan SQLite chose on the migrated schema).
    for (const sql of Object.values(CLAIM_DUE_SQL)) {
      const plan = ts.service.db.sql
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all('whk_x', Date.now(), '[]', 4)
        .map((r) => (r as { detail: string }).detail);
      expect(plan).toContain(
        'SEARCH d USING INDEX deliveries_webhook (webhook_id=? AND state=? AND next_attempt_at<?)',
      );
      expect(plan.join(' | ')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('close() waits for attempts in flight (bounded), and an attempt cut short is retried after restart', async () => {
    const clock = new ManualClock(Date.now());
    const ts = await service({ clock });
    const slow = await receiver(() => ({ status: 200, delayMs: 300 }));
    const hang = await receiver(() => 'hang');
    const a = register(ts, slow.url, ['product.created']).webhook;
    const b = register(ts, hang.url, ['product.created']).webhook;
    const worker = manualWorker(ts, clock);
    emit(ts);
    worker.pump();
    await Promise.all([slow.waitFor(1), hang.waitFor(1)]);
    const t0 = performance.now();
    await worker.stop(800);
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(700);
    expect(took).toBeLessThan(2000);
    expect(deliveries(ts, a.id)).toEqual([]); // delivered and recorded: the row is deleted
    expect(ts.service.webhooks.deliveries(a.id)[0]).toMatchObject({ succeeded: true });
    const cut = deliveries(ts, b.id)[0]!;
    expect(cut).toMatchObject({ state: 'pending', attempts: 0 });
    // The claim lived in the stopped worker's memory: the next one tries again at once.
    const next = manualWorker(ts, clock, { totalTimeoutMs: 200 });
    expect(await next.runDue()).toBe(1);
    expect(hang.received).toHaveLength(2);
  });

  it('hand-over at commit: a rolled-back transaction hands over nothing, though its row ids are used again', async () => {
    const ts = await service();
    const hook = await receiver(() => ({ status: 204 }));
    register(ts, hook.url, ['product.created']);
    runningWorker(ts);
    expect(() =>
      ts.service.events.transaction(() => {
        emit(ts, 'product.created', 3);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    // Nor can events be appended in a transaction whose end the log would not hear of.
    expect(() => ts.service.db.tx(() => emit(ts, 'product.created', 1))).toThrow(
      'EventLog.append must run inside EventLog.transaction.',
    );
    const [committed] = emit(ts, 'product.created', 1);
    await hook.waitFor(1);
    await new Promise((r) => setTimeout(r, 200)); // a ghost of the rolled-back rows would arrive meanwhile
    expect(hook.received).toHaveLength(1);
    expect(JSON.parse(hook.received[0]!.body).id).toBe(committed!.id);
  });

  it('hand-over at commit: a webhook deactivated before the attempt starts gets nothing until it is Active again', async () => {
    const ts = await service();
    const hook = await receiver(() => ({ status: 204 }));
    const { webhook } = register(ts, hook.url, ['product.created']);
    runningWorker(ts, { pollMs: 50 });
    emit(ts, 'product.created', 2);
    // In the same synchronous run as the commit: the worker's pass comes after this.
    ts.service.webhooks.setStatus(webhook.id, 'inactive', 'admin');
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.received).toHaveLength(0);
    expect(ts.service.webhooks.pending(webhook.id)).toHaveLength(2); // kept, as the contract says
    ts.service.webhooks.setStatus(webhook.id, 'active', 'admin');
    await hook.waitFor(2);
  });

  it('one worker per data directory: a second one sends nothing until the first stops, then takes over', async () => {
    const ts = await service();
    const hook = await receiver(() => ({ status: 204 }));
    register(ts, hook.url, ['product.created']);
    const first = runningWorker(ts, { pollMs: 50 });
    const second = runningWorker(ts, { pollMs: 50 });
    emit(ts, 'product.created', 20);
    await hook.waitFor(20);
    await new Promise((r) => setTimeout(r, 200)); // a duplicate would arrive meanwhile
    expect(hook.received).toHaveLength(20); // each event once: only one of them sent
    await first.stop();
    emit(ts, 'product.created', 5);
    await hook.waitFor(25, 3000); // the second took the lock at its next poll
    await new Promise((r) => setTimeout(r, 200));
    expect(hook.received).toHaveLength(25);
    expect(second.inFlight()).toBe(0);
  });
});

describe('history rows under load', () => {
  const storedIds = (ts: TestService, webhookId: string) =>
    ts.service.db
      .prepare<[string], { id: number }>(
        'SELECT id FROM delivery_attempts WHERE webhook_id = ? ORDER BY id DESC',
      )
      .all(webhookId)
      .map((r) => r.id);

  /** A webhook whose receiver holds every answer, so an attempt stays under way meanwhile. */
  async function slowWebhook(ts: TestService, delayMs: number) {
    const slow = await receiver(() => ({ status: 204, delayMs }));
    return register(ts, slow.url, ['product.updated']).webhook;
  }

  function attemptsOf(worker: DeliveryWorker) {
    const seen: AttemptView[] = [];
    worker.onAttempt((a) => seen.push(a));
    const waitFor = async (webhookId: string, n: number) => {
      const deadline = Date.now() + 10_000;
      while (seen.filter((a) => a.webhook_id === webhookId).length < n) {
        if (Date.now() > deadline) throw new Error(`fewer than ${n} attempts for ${webhookId}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return seen.filter((a) => a.webhook_id === webhookId);
    };
    return { seen, waitFor };
  }

  it('are written in the commit that settles their delivery, while another attempt is under way; the newest 100 of a webhook are kept', async () => {
    const ts = await service();
    const slow = await slowWebhook(ts, 1500);
    const fast = register(ts, (await receiver(() => ({ status: 204 }))).url).webhook;
    const worker = runningWorker(ts);
    const { waitFor } = attemptsOf(worker);
    // Told after the commit: the row is there by then (unless 100 newer ones of its webhook are).
    const missingWhenTold: number[] = [];
    worker.onAttempt((a) => {
      const ids = storedIds(ts, a.webhook_id);
      if (!ids.includes(a.id) && ids.filter((id) => id > a.id).length < 100) {
        missingWhenTold.push(a.id);
      }
    });

    emit(ts, 'product.updated'); // the slow receiver's attempt stays under way
    await new Promise((r) => setTimeout(r, 100));
    emit(ts, 'product.created', 150);
    const attempts = await waitFor(fast.id, 150);
    expect(worker.inFlight()).toBe(1);
    expect(missingWhenTold).toEqual([]);
    expect(deliveries(ts, fast.id)).toEqual([]);
    const newest = attempts
      .map((a) => a.id)
      .sort((a, b) => b - a)
      .slice(0, 100);
    expect(storedIds(ts, fast.id)).toEqual(newest);
    expect(ts.service.webhooks.deliveries(fast.id).map((a) => a.id)).toEqual(newest);

    const [slowAttempt] = await waitFor(slow.id, 1);
    expect(storedIds(ts, slow.id)).toEqual([slowAttempt!.id]);
    expect(slowAttempt!.id).toBeGreaterThan(newest[0]!);
  });

  it('an attempt cut by stop() is not recorded and is sent again; ids go on after a restart', async () => {
    const ts = await service();
    const slowReceiver = await receiver(() => ({ status: 204, delayMs: 5000 }));
    const slow = register(ts, slowReceiver.url, ['product.updated']).webhook;
    const fast = register(ts, (await receiver(() => ({ status: 204 }))).url).webhook;
    const worker = runningWorker(ts);
    const { waitFor } = attemptsOf(worker);
    emit(ts, 'product.updated');
    await slowReceiver.waitFor(1);
    emit(ts, 'product.created', 5);
    const first = await waitFor(fast.id, 5);
    expect(storedIds(ts, fast.id)).toHaveLength(5);
    await worker.stop(100); // cuts the slow attempt
    expect(storedIds(ts, slow.id)).toEqual([]);
    expect(deliveries(ts, slow.id)).toHaveLength(1);

    const next = runningWorker(ts);
    const after = attemptsOf(next);
    emit(ts, 'product.created', 2);
    const later = (await after.waitFor(fast.id, 2)).map((a) => a.id);
    expect(Math.min(...later)).toBeGreaterThan(Math.max(...first.map((a) => a.id)));
    await slowReceiver.waitFor(2); // the slow attempt, sent again
    await next.stop(100);
    expect(storedIds(ts, fast.id)).toHaveLength(7);
  });
});
