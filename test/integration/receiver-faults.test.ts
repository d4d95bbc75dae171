/**
 * Receiver faults, all at once, on the system clock (docs/reliability.md "Receiver faults"):
 * a started DeliveryWorker wired like app.ts, one healthy receiver and one webhook per fault.
 * For each fault: the recorded outcome (error_kind / http_status in delivery_attempts) and the
 * next attempt's schedule (10 s ± 20 %, or Retry-After). And none of them slows the healthy
 * receiver: commit-to-receipt latency alone vs next to every faulty one at once.
 *
 * The per-kind behaviour on a manual clock (500, 404, 302, hang, reset before the answer,
 * refused, .invalid, untrusted CA, blocked, DNS rebinding, Retry-After parsing, 410) is in
 * webhooks-delivery.test.ts; this file adds the faults it lacks (self-signed certificate, a
 * connection reset at once, a cut mid-response, a stall mid-response that the attempt's deadline
 * ends (the status line decides), a slow answer past the timeout, a name that stops resolving,
 * 503, 429 on a real clock) and runs them all together.
 *
 * Reproduce: npx vitest run test/integration/receiver-faults.test.ts
 */
import dns from 'node:dns';
import { afterAll, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../../service/webhooks/worker';
import type { DeliveryAttemptRow, DeliveryRow, WebhookRow } from '../../service/db/entities';
import { createLogger } from '../../service/util/logger';
import type { EventType } from '../../shared/events';
import { startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';
import {
  makeSelfSigned,
  startCutMidResponse,
  startResettingListener,
} from '../support/fault-receivers';

const TIMEOUT_MS = 400;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

/** Names the injected resolver knows; anything else goes to the system resolver. */
const names = new Map<string, string | null>([
  ['localhost', '127.0.0.1'],
  ['metadata-rebound.example.com', '169.254.169.254'],
]);
const resolver = ((
  host: string,
  opts: dns.LookupAllOptions,
  cb: (err: NodeJS.ErrnoException | null, addresses?: dns.LookupAddress[]) => void,
) => {
  if (!names.has(host)) {
    dns.lookup(host, opts, cb);
    return;
  }
  const address = names.get(host);
  setImmediate(() =>
    address
      ? cb(null, [{ address, family: 4 }])
      : cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })),
  );
}) as unknown as typeof dns.lookup;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fault {
  name: string;
  url: string;
  /** The first failed attempt's record. */
  kind: string | null;
  status: number | null;
  /** Wait before the next attempt: the schedule's 10 s ± 20 %, or Retry-After. */
  retryAfterMs?: number;
  /** Not a failure: the status decides (200 then the connection cut). */
  succeeds?: boolean;
  webhookId?: string;
}

describe('receiver faults', () => {
  it('records the documented outcome and schedule for every fault, and none slows a healthy receiver', async () => {
    const ts: TestService = await startTestService({ api: false, worker: false });
    cleanups.push(() => ts.close());
    const s = ts.service;
    s.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
    const worker = new DeliveryWorker({
      db: s.db,
      secrets: s.webhookSecrets,
      events: s.events,
      settings: s.settings,
      audit: s.audit,
      clock: s.clock,
      log: createLogger('silent'),
      totalTimeoutMs: TIMEOUT_MS,
      connectTimeoutMs: TIMEOUT_MS,
      resolver,
      signals: s.signals,
    });
    worker.start();
    cleanups.push(() => worker.stop(500));

    const register = (url: string, events: EventType[]) =>
      s.webhooks.create(
        { companyId: ts.tenant.companyId, branchId: ts.tenant.branchId, url, events },
        'test',
      ).webhook.id;
    let n = 0;
    const emit = (type: EventType) =>
      s.events.transaction(() =>
        s.events.append({
          type,
          companyId: ts.tenant.companyId,
          branchId: ts.tenant.branchId,
          object: { id: `prd_${n}`, name: `Product ${n++}`, version: 1 },
        }),
      );
    const receiver = async (...args: Parameters<typeof startReceiver>): Promise<Receiver> => {
      const r = await startReceiver(...args);
      cleanups.push(() => r.close());
      return r;
    };
    const healthy = await receiver();
    register(healthy.url, ['product.updated']);

    /** Commit-to-receipt latency of the healthy receiver, `rounds` times. */
    const measure = async (rounds: number, before?: () => void): Promise<number[]> => {
      const out: number[] = [];
      for (let i = 0; i < rounds; i++) {
        before?.();
        await sleep(2);
        const expected = healthy.received.length + 1;
        emit('product.updated');
        const t0 = performance.now();
        const got = await healthy.waitFor(expected, 3000);
        out.push(got[expected - 1]!.at - t0);
        await sleep(8);
      }
      return out;
    };

    // 1. The healthy receiver alone.
    await measure(5); // warm-up (connection, JIT)
    const alone = await measure(40);

    // 2. Every fault.
    const down = await receiver();
    await down.close();
    const resetting = await startResettingListener();
    const cut500 = await startCutMidResponse(500);
    const cut200 = await startCutMidResponse(200);
    const stalled200 = await startCutMidResponse(200, { stall: true });
    const stalled500 = await startCutMidResponse(500, { stall: true });
    for (const r of [resetting, cut500, cut200, stalled200, stalled500]) {
      cleanups.push(() => r.close());
    }
    const selfSigned = await receiver(undefined, makeSelfSigned());
    const flaky = await receiver(() => ({
      status: 200,
      headers: { connection: 'close' }, // a new connection (and lookup) for every attempt
    }));
    names.set('flaky-receiver.lan', '127.0.0.1');
    const flakyUrl = flaky.url.replace('127.0.0.1', 'flaky-receiver.lan');
    const faults: Fault[] = [
      { name: 'down (nothing listening)', url: down.url, kind: 'refused', status: null },
      { name: 'refusing (RST on connect)', url: resetting.url, kind: 'reset', status: null },
      {
        name: 'reset mid-response (500 headers, then destroy)',
        url: cut500.url,
        kind: 'http',
        status: 500,
      },
      {
        name: 'reset mid-response (200 headers, then destroy)',
        url: cut200.url,
        kind: null,
        status: 200,
        succeeds: true,
      },
      // The attempt's deadline ends these; the status line that arrived before it decides.
      {
        name: 'stalls mid-response (200 headers, then nothing)',
        url: stalled200.url,
        kind: null,
        status: 200,
        succeeds: true,
      },
      {
        name: 'stalls mid-response (500 headers, then nothing)',
        url: stalled500.url,
        kind: 'http',
        status: 500,
      },
      {
        name: `slow (answers after ${TIMEOUT_MS * 3} ms)`,
        url: (await receiver(() => ({ status: 200, delayMs: TIMEOUT_MS * 3 }))).url,
        kind: 'timeout',
        status: null,
      },
      {
        name: 'never answers',
        url: (await receiver(() => 'hang')).url,
        kind: 'timeout',
        status: null,
      },
      {
        name: '503 without Retry-After',
        url: (await receiver(() => ({ status: 503 }))).url,
        kind: 'http',
        status: 503,
      },
      {
        name: '502',
        url: (await receiver(() => ({ status: 502 }))).url,
        kind: 'http',
        status: 502,
      },
      {
        name: '429 with Retry-After: 120',
        url: (await receiver(() => ({ status: 429, headers: { 'retry-after': '120' } }))).url,
        kind: 'http',
        status: 429,
        retryAfterMs: 120_000,
      },
      {
        name: '410 Gone',
        url: (await receiver(() => ({ status: 410 }))).url,
        kind: 'http',
        status: 410,
      },
      {
        name: '307 redirect (not followed)',
        url: (await receiver(() => ({ status: 307, headers: { location: healthy.url } }))).url,
        kind: 'redirect',
        status: 307,
      },
      {
        name: 'TLS: self-signed certificate',
        url: selfSigned.url,
        kind: 'tls',
        status: null,
      },
      {
        name: 'name that stops resolving',
        url: flakyUrl,
        kind: 'dns',
        status: null,
      },
      {
        name: 'name resolving to 169.254.169.254',
        url: 'https://metadata-rebound.example.com/hook',
        kind: 'blocked',
        status: null,
      },
    ];
    for (const f of faults) f.webhookId = register(f.url, ['product.created']);
    const flakyHook = faults.find((f) => f.url === flakyUrl)!.webhookId!;

    // The flaky name resolves for the first event, then stops resolving.
    const first = emit('product.created');
    await flaky.waitFor(1);
    await expect
      .poll(() => s.webhooks.deliveries(flakyHook).length, { timeout: 2000 })
      .toBeGreaterThan(0);
    names.set('flaky-receiver.lan', null);

    // 3. The healthy receiver next to all of them: a new event for every faulty one each round.
    const events: string[] = [first.id];
    const alongside = await measure(40, () => events.push(emit('product.created').id));

    // 4. Outcomes and schedules.
    const attemptsOf = (webhookId: string, eventId: string) =>
      s.db
        .prepare<[string, string], DeliveryAttemptRow>(
          'SELECT * FROM delivery_attempts WHERE webhook_id = ? AND event_id = ? ORDER BY id',
        )
        .all(webhookId, eventId);
    const table: string[] = [];
    for (const f of faults) {
      // The flaky name's first event succeeded; its outcome is that of the second.
      const eventId = f.url === flakyUrl ? events[1]! : first.id;
      let attempt: DeliveryAttemptRow | undefined;
      await expect
        .poll(() => (attempt = attemptsOf(f.webhookId!, eventId)[0]), { timeout: 3000 })
        .toBeDefined();
      const a = attempt!;
      const at = Date.parse(a.at);
      expect({ fault: f.name, kind: a.error_kind, status: a.http_status }).toEqual({
        fault: f.name,
        kind: f.kind,
        status: f.status,
      });
      const delivery = s.db
        .prepare<[string, string], DeliveryRow>(
          'SELECT * FROM deliveries WHERE webhook_id = ? AND event_id = ?',
        )
        .get(f.webhookId!, eventId);
      let schedule: string;
      if (f.succeeds) {
        expect(a.succeeded, f.name).toBe(1);
        expect(delivery, `${f.name}: a delivered row is deleted`).toBeUndefined();
        schedule = 'none (delivered)';
      } else {
        expect(a.succeeded, f.name).toBe(0);
        expect(delivery, f.name).toMatchObject({
          state: 'pending',
          attempts: 1,
          next_attempt_at: a.next_attempt_at,
          lease_until: null,
        });
        const wait = a.next_attempt_at! - at;
        const slack = a.duration_ms + 100; // recorded after the attempt ended
        if (f.retryAfterMs !== undefined) {
          expect(wait, f.name).toBeGreaterThanOrEqual(f.retryAfterMs);
          expect(wait, f.name).toBeLessThanOrEqual(f.retryAfterMs + slack);
        } else {
          expect(wait, f.name).toBeGreaterThanOrEqual(8000);
          expect(wait, f.name).toBeLessThanOrEqual(12_000 + slack);
        }
        schedule = `+${(wait / 1000).toFixed(1)} s`;
      }
      table.push(
        `  ${f.name.padEnd(48)} → ${String(a.error_kind ?? 'ok').padEnd(8)} ${String(a.http_status ?? '-').padEnd(4)} next ${schedule} (attempt took ${a.duration_ms} ms)`,
      );
    }
    // 410 set its webhook Inactive (its pending delivery waits for reactivation).
    const gone = faults.find((f) => f.status === 410)!;
    const goneRow = s.db
      .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
      .get(gone.webhookId!)!;
    expect(goneRow.status).toBe('inactive');
    expect(goneRow.disabled_reason).toContain('410');
    // A name that stops resolving fails every later attempt as dns.
    expect(
      s.webhooks
        .deliveries(flakyHook)
        .filter((d) => d.event_id !== first.id)
        .every((d) => d.error_kind === 'dns'),
    ).toBe(true);

    // 5. Latency: the healthy receiver is not slowed by the faulty ones.
    const fmt = (v: number[]) =>
      `p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms, max ${Math.max(...v).toFixed(1)} ms`;
    console.log(
      `receiver faults (timeout ${TIMEOUT_MS} ms):\n${table.join('\n')}\n` +
        `healthy receiver, commit → receipt: alone ${fmt(alone)}; alongside ${faults.length} faulty receivers (${events.length} events each) ${fmt(alongside)}`,
    );
    expect(percentile(alongside, 50) - percentile(alone, 50)).toBeLessThan(20);
    expect(percentile(alongside, 95)).toBeLessThan(250);
  }, 60_000);
});
