/**
 * Fairness of the delivery pool: receivers that hang until the attempt's deadline use only their
 * own webhooks' slots. Company B has 9 webhooks whose receivers (real HTTP servers on 127.0.0.1)
 * accept every request and never answer, each with a backlog, so each keeps its 4 attempts in
 * flight (36 in all, more than the 32 of the pool). Company A has one healthy receiver and a
 * steady stream of events; its deliveries must keep arriving at once: p99 of commit → receipt
 * under 1 s (docs/delivery.md, "Concurrency"; docs/reliability.md, "Webhook tenancy and
 * fairness").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../../service/webhooks/worker';
import { createLogger } from '../../service/util/logger';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

const HANGING = 9;
const STREAM_MS = 12_000;
const STREAM_EVERY_MS = 100;

async function receiver(reply?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(reply);
  cleanups.push(() => r.close());
  return r;
}

function emit(ts: TestService, tenant: TestTenant, n: number) {
  return ts.service.events.transaction(() =>
    Array.from({ length: n }, (_, i) =>
      ts.service.events.append({
        type: 'product.created',
        ...tenant,
        object: { id: `prd_${i}`, name: `Product ${i}`, version: 1 },
      }),
    ),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe('delivery pool fairness', () => {
  it("9 hanging receivers of company B do not delay company A's healthy receiver (p99 < 1 s)", async () => {
    const ts = await startTestService({ api: false, worker: false });
    cleanups.push(() => ts.close());
    const s = ts.service;
    const a = ts.tenant;
    const other = s.tenancy.createCompany(
      {
        name: 'Company B',
        industry: 'retail',
        branch: { name: 'B branch', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const b = { companyId: other.company.id, branchId: other.branch.id };
    for (const t of [a, b]) s.settings.setBranch(t.branchId, 'allow_http_local', true);

    const hanging: Receiver[] = [];
    for (let i = 0; i < HANGING; i++) {
      const r = await receiver(() => 'hang');
      hanging.push(r);
      s.webhooks.create({ ...b, url: r.url, events: ['product.created'] }, 'test');
    }
    const healthy = await receiver();
    s.webhooks.create({ ...a, url: healthy.url, events: ['product.created'] }, 'test');

    // The service's defaults: 4 attempts per webhook, a pool of 32, 10 s per attempt.
    const worker = new DeliveryWorker({
      db: s.db,
      secrets: s.webhookSecrets,
      events: s.events,
      settings: s.settings,
      audit: s.audit,
      clock: s.clock,
      log: createLogger('silent'),
      signals: s.signals,
    });
    worker.start();
    cleanups.push(() => worker.stop(500));

    // B's backlog: 20 events, so each hanging receiver is sent attempts until its webhook's limit.
    emit(ts, b, 20);
    const hangingInFlight = () => hanging.reduce((n, r) => n + r.received.length, 0);
    const t0 = performance.now();
    while (hangingInFlight() < 32 && performance.now() - t0 < 5000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(hangingInFlight()).toBeGreaterThanOrEqual(32);

    // A's steady stream, while B's receivers hang (and time out at 10 s, then hang again).
    const committed = new Map<string, number>();
    const streamStart = performance.now();
    while (performance.now() - streamStart < STREAM_MS) {
      const [event] = emit(ts, a, 1);
      committed.set(event!.id, performance.now());
      await new Promise((r) => setTimeout(r, STREAM_EVERY_MS));
    }
    await healthy.waitFor(committed.size, 15_000).catch(() => {});

    const latencies: number[] = [];
    for (const got of healthy.received) {
      const at = committed.get(String(got.headers['x-service-event-id']));
      if (at !== undefined) latencies.push(got.at - at);
    }
    latencies.sort((x, y) => x - y);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `healthy receiver next to ${HANGING} hanging ones of another company: ` +
        `${latencies.length} of ${committed.size} events, p50 ${p50.toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; ` +
        `hanging requests received: ${hangingInFlight()}`,
    );
    expect(latencies).toHaveLength(committed.size);
    expect(p99).toBeLessThan(1000);
    // Each hanging webhook kept its own limit of 4 in flight (until the first deadlines at 10 s).
    for (const r of hanging) expect(r.received.length).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
