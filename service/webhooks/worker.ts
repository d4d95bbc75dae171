import dns from 'node:dns';
import { rootCertificates } from 'node:tls';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { PING_EVENT } from '../../shared/events';
import type { Database } from '../db/database';
import type { DeliveryRow, WebhookRow } from '../db/entities';
import type { EventLog } from '../catalog/event-log';
import type { SettingsStore } from '../settings/settings';
import type { AuditLog } from '../audit/audit-log';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import {
  type AttemptListener,
  type AttemptView,
  type ErrorKind,
  type WebhookRegistry,
} from './registry';
import {
  AUTO_DEACTIVATE_AFTER_MS,
  AUTO_DEACTIVATE_MIN_ATTEMPTS,
  MAX_ATTEMPTS,
  classifyError,
  parseRetryAfter,
  retryDelay,
} from './schedule';
import { checkConnectTarget, createGuardedLookup } from './url-policy';
import { signedHeaders } from './signing';

export const RESPONSE_KEEP_BYTES = 4096;

export interface WorkerOptions {
  db: Database;
  registry: WebhookRegistry;
  events: EventLog;
  settings: SettingsStore;
  audit: AuditLog;
  clock: Clock;
  log: Logger;
  /** [0, 1): the retry jitter (tests pass a fixed one). */
  random?: () => number;
  /** Attempts in flight to one webhook at a time (default 4). */
  perWebhookConcurrency?: number;
  /** Attempts in flight in total (default 32). */
  globalConcurrency?: number;
  /** Default 3 s. */
  connectTimeoutMs?: number;
  /** The whole attempt, connect included, must end with a 2xx within this (default 10 s). */
  totalTimeoutMs?: number;
  /** How long a claimed delivery is held before another pass may take it again (default 60 s). */
  leaseMs?: number;
  /** Polling for rows written by other processes and for due retries (default 1 s). */
  pollMs?: number;
  /** How long close() waits for attempts in flight (default 5 s). */
  shutdownGraceMs?: number;
  /** DNS resolver behind the guarded lookup (tests simulate rebinding with it). */
  resolver?: typeof dns.lookup;
}

interface Claimed {
  delivery: DeliveryRow;
  webhook: WebhookRow;
  body: string;
}

interface Outcome {
  status: number | null;
  kind: ErrorKind | null;
  message: string | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  retryAfter: string | undefined;
}

type WorkerState = 'idle' | 'running' | 'stopping' | 'closed';

/** A recorded attempt: builds its view on demand. */
type RecordedAttempt = () => AttemptView;

/**
 * Sends pending deliveries (see docs/delivery.md). Claims due rows under a lease in a short
 * write transaction, POSTs them with undici (one bounded Agent per webhook, a global cap),
 * records each attempt and the next schedule in another short transaction. Woken in-process at
 * commit; polls for other processes' rows and for due retries.
 */
export class DeliveryWorker {
  private readonly inflight = new Map<
    number,
    { webhookId: string; promise: Promise<void>; abort: AbortController }
  >();
  private readonly perWebhook = new Map<string, number>();
  private readonly agents = new Map<string, { key: string; agent: Agent }>();
  private readonly listeners = new Set<AttemptListener>();
  private state: WorkerState = 'idle';
  private timer: NodeJS.Timeout | null = null;
  private wakeScheduled = false;
  private caCache: { key: string; ca: string[] | undefined } = { key: '', ca: undefined };

  private readonly random: () => number;
  private readonly perWebhookLimit: number;
  private readonly globalLimit: number;
  private readonly connectTimeoutMs: number;
  private readonly totalTimeoutMs: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly graceMs: number;

  constructor(private readonly o: WorkerOptions) {
    this.random = o.random ?? Math.random;
    this.perWebhookLimit = o.perWebhookConcurrency ?? 4;
    this.globalLimit = o.globalConcurrency ?? 32;
    this.connectTimeoutMs = o.connectTimeoutMs ?? 3000;
    this.totalTimeoutMs = o.totalTimeoutMs ?? 10_000;
    this.leaseMs = o.leaseMs ?? 60_000;
    this.pollMs = o.pollMs ?? 1000;
    this.graceMs = o.shutdownGraceMs ?? 5000;
  }

  // ----- public -------------------------------------------------------------------------------

  /**
   * Starts background delivery. Assumes ONE worker per data directory: every lease left by a
   * previous process (crashed mid-attempt) is released, so those attempts run again at once.
   */
  start(): void {
    if (this.state !== 'idle') return;
    this.releaseLeases();
    this.state = 'running';
    this.timer = setInterval(() => this.pump(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Releases every lease (startup of the single worker of a data directory). Returns how many. */
  releaseLeases(): number {
    return this.o.db
      .prepare(
        "UPDATE deliveries SET lease_until = NULL WHERE state = 'pending' AND lease_until IS NOT NULL",
      )
      .run().changes;
  }

  /** Runs a pass soon (after the current tick): called at commit of events and by admin actions. */
  wake(): void {
    if (this.state !== 'running' || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      this.pump();
    });
  }

  /**
   * Claims every delivery due now (within the concurrency limits) and waits until those and
   * the ones they make room for are done. For tests on a ManualClock; works whether or not
   * the worker was started. Returns how many attempts it started.
   */
  async runDue(): Promise<number> {
    let started = 0;
    for (;;) {
      started += this.pump();
      if (this.inflight.size === 0) return started;
      await Promise.race([...this.inflight.values()].map((f) => f.promise));
    }
  }

  /** Called after each recorded attempt. Returns an unsubscribe. */
  onAttempt(listener: AttemptListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Attempts in flight now. */
  inFlight(): number {
    return this.inflight.size;
  }

  /**
   * Graceful stop: takes no new attempts, waits up to the grace period (5 s) for those in
   * flight, then aborts the rest without recording them (their leases stay, so the next start
   * retries them).
   */
  async stop(graceMs = this.graceMs): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'stopping';
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.inflight.size) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inflight.values()].map((f) => f.promise)),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
    }
    this.state = 'closed';
    this.flushRecords(); // attempts that ended during the grace period
    for (const f of this.inflight.values()) f.abort.abort();
    await Promise.allSettled([...this.agents.values()].map(({ agent }) => agent.destroy()));
    this.agents.clear();
  }

  // ----- claiming -----------------------------------------------------------------------------

  /** One scheduling pass; returns how many attempts it started. Never throws. */
  pump(): number {
    if (this.state === 'stopping' || this.state === 'closed') return 0;
    let claimed: Claimed[];
    try {
      claimed = this.claim();
    } catch (error) {
      this.o.log.warn({ err: error }, 'webhook delivery: claiming failed; will retry');
      return 0;
    }
    for (const c of claimed) this.launch(c);
    return claimed.length;
  }

  private claim(): Claimed[] {
    if (this.inflight.size >= this.globalLimit) return [];
    const now = this.o.clock.now();
    // A read first: an idle poll never takes the write lock.
    const due = this.o.db
      .prepare<[number], { one: number }>(
        "SELECT 1 AS one FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ? LIMIT 1",
      )
      .get(now);
    if (!due) return [];
    return this.o.db.tx(() => {
      const out: Claimed[] = [];
      const counts = new Map(this.perWebhook);
      for (let round = 0; round < 64; round++) {
        const room = this.globalLimit - this.inflight.size - out.length;
        if (room <= 0) break;
        const saturated = [...counts]
          .filter(([, n]) => n >= this.perWebhookLimit)
          .map(([id]) => id);
        const busy = [...this.inflight.keys(), ...out.map((c) => c.delivery.id)];
        const rows = this.o.db
          .prepare<[number, number, string, string, number], DeliveryRow>(
            `SELECT d.* FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
             WHERE d.state = 'pending' AND d.next_attempt_at <= ?
               AND (d.lease_until IS NULL OR d.lease_until <= ?)
               AND (w.status = 'active' OR d.event_type = 'ping')
               AND d.webhook_id NOT IN (SELECT value FROM json_each(?))
               AND d.id NOT IN (SELECT value FROM json_each(?))
             ORDER BY d.next_attempt_at, d.id LIMIT ?`,
          )
          .all(now, now, JSON.stringify(saturated), JSON.stringify(busy), room);
        if (rows.length === 0) break;
        let took = 0;
        for (const row of rows) {
          const n = counts.get(row.webhook_id) ?? 0;
          if (n >= this.perWebhookLimit) continue;
          const claimed = this.load(row, now);
          if (!claimed) continue;
          counts.set(row.webhook_id, n + 1);
          out.push(claimed);
          took++;
        }
        if (took === 0 || rows.length < room) break;
      }
      return out;
    });
  }

  /** Leases one delivery and loads what its attempt needs; gives up a delivery whose event is gone. */
  private load(row: DeliveryRow, now: number): Claimed | null {
    const webhook = this.o.db
      .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
      .get(row.webhook_id);
    if (!webhook) return null;
    const body =
      row.body ??
      this.o.db
        .prepare<[string], { body: string }>('SELECT body FROM events WHERE id = ?')
        .get(row.event_id)?.body;
    if (body === undefined) {
      // Pruned after 30 days: nothing left to send.
      this.o.db
        .prepare(
          "UPDATE deliveries SET state = 'failed', lease_until = NULL, updated_at = ? WHERE id = ?",
        )
        .run(new Date(now).toISOString(), row.id);
      this.o.log.warn(
        { deliveryId: row.id, eventId: row.event_id },
        'webhook delivery: event no longer kept; given up',
      );
      return null;
    }
    this.o.db
      .prepare('UPDATE deliveries SET lease_until = ? WHERE id = ?')
      .run(now + this.leaseMs, row.id);
    return { delivery: row, webhook, body };
  }

  private launch(c: Claimed): void {
    const abort = new AbortController();
    const webhookId = c.webhook.id;
    this.perWebhook.set(webhookId, (this.perWebhook.get(webhookId) ?? 0) + 1);
    const promise = this.attempt(c, abort)
      .catch((error: unknown) =>
        this.o.log.error({ err: error }, 'webhook delivery: attempt failed unexpectedly'),
      )
      .finally(() => {
        this.inflight.delete(c.delivery.id);
        const n = (this.perWebhook.get(webhookId) ?? 1) - 1;
        if (n <= 0) this.perWebhook.delete(webhookId);
        else this.perWebhook.set(webhookId, n);
        // One claiming pass per tick for all the attempts that just ended.
        if (this.state === 'running') this.wake();
      });
    this.inflight.set(c.delivery.id, { webhookId, promise, abort });
  }

  // ----- sending ------------------------------------------------------------------------------

  private async attempt(c: Claimed, abort: AbortController): Promise<void> {
    const attempt = c.delivery.attempts + 1;
    const at = this.o.clock.now();
    const secret = this.signingSecret(c.webhook);
    const headers = signedHeaders({
      secret,
      eventId: c.delivery.event_id,
      eventType: c.delivery.event_type,
      attempt,
      timestampSeconds: Math.floor(at / 1000),
      body: c.body,
    });
    const started = performance.now();
    const outcome = await this.post(c.webhook, headers, c.body, abort);
    const duration = Math.round(performance.now() - started);
    if (this.state === 'closed') return; // aborted by shutdown: the lease stays, the next start retries
    const recorded = await this.recordBatched(() =>
      this.record(c, attempt, at, headers, outcome, duration),
    );
    // The view is built only for someone listening (the desktop's live history, tests).
    if (recorded && (this.listeners.size > 0 || this.o.registry.hasAttemptListeners())) {
      const view = recorded();
      for (const listener of this.listeners) {
        try {
          listener(view);
        } catch {
          // ignore
        }
      }
      this.o.registry.emitAttempt(view);
    }
  }

  /** Decrypted signing secrets by webhook, valid while its stored ciphertext is the same. */
  private readonly secrets = new Map<string, { enc: string; secret: string }>();

  private signingSecret(webhook: WebhookRow): string {
    const cached = this.secrets.get(webhook.id);
    if (cached?.enc === webhook.secret_enc) return cached.secret;
    const secret = this.o.registry.signingSecret(webhook);
    if (this.secrets.size >= 10_000) this.secrets.clear();
    this.secrets.set(webhook.id, { enc: webhook.secret_enc, secret });
    return secret;
  }

  private trustedCa(): string[] | undefined {
    const key =
      this.o.db
        .prepare<[], { k: string | null }>('SELECT group_concat(fingerprint) AS k FROM trusted_cas')
        .get()?.k ?? '';
    if (key !== this.caCache.key) {
      const pems = this.o.registry.trustedCaPems();
      this.caCache = { key, ca: pems.length ? [...rootCertificates, ...pems] : undefined };
    }
    return this.caCache.ca;
  }

  private dispatcher(
    webhookId: string,
    protocol: 'http:' | 'https:',
    allowHttpLocal: boolean,
  ): Agent {
    const ca = this.trustedCa();
    const key = `${protocol}|${allowHttpLocal}|${this.caCache.key}`;
    const existing = this.agents.get(webhookId);
    if (existing?.key === key) return existing.agent;
    if (existing) void existing.agent.close().catch(() => {});
    const agent = new Agent({
      connections: this.perWebhookLimit,
      headersTimeout: this.totalTimeoutMs,
      bodyTimeout: this.totalTimeoutMs,
      keepAliveTimeout: 4000,
      connect: {
        timeout: this.connectTimeoutMs,
        lookup: createGuardedLookup(protocol, { allowHttpLocal }, this.o.resolver),
        ...(ca ? { ca } : {}),
      },
    });
    this.agents.set(webhookId, { key, agent });
    return agent;
  }

  private async post(
    webhook: WebhookRow,
    headers: Record<string, string>,
    body: string,
    abort: AbortController,
  ): Promise<Outcome> {
    const fail = (kind: ErrorKind, message: string): Outcome => ({
      status: null,
      kind,
      message,
      responseHeaders: null,
      responseBody: null,
      retryAfter: undefined,
    });
    let url: URL;
    try {
      url = new URL(webhook.url);
    } catch {
      return fail('blocked', 'The stored URL cannot be parsed.');
    }
    const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
    const allowHttpLocal = this.o.settings.branch(webhook.branch_id).allow_http_local;
    const target = checkConnectTarget(url.hostname, protocol, { allowHttpLocal });
    if (!target.ok) return fail('blocked', target.message);

    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, this.totalTimeoutMs);
    try {
      const response = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.dispatcher(webhook.id, protocol, allowHttpLocal),
        signal: abort.signal,
      });
      const responseHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response.body) {
          const buffer = chunk as Buffer;
          chunks.push(buffer);
          size += buffer.length;
          if (size >= RESPONSE_KEEP_BYTES) break; // leaves the loop and destroys the rest
        }
      } catch {
        // A body cut short after the status line: the status decides.
      }
      const status = response.statusCode;
      const ok = status >= 200 && status < 300;
      return {
        status,
        kind: ok ? null : status >= 300 && status < 400 ? 'redirect' : 'http',
        message: ok ? null : `The receiver answered HTTP ${status}.`,
        responseHeaders,
        responseBody: Buffer.concat(chunks).subarray(0, RESPONSE_KEEP_BYTES).toString('utf8'),
        retryAfter: responseHeaders['retry-after'],
      };
    } catch (error) {
      if (timedOut) return fail('timeout', `No 2xx answer within ${this.totalTimeoutMs / 1000} s.`);
      const { kind, message } = classifyError(error);
      return fail(kind, message);
    } finally {
      clearTimeout(deadline);
    }
  }

  // ----- recording ----------------------------------------------------------------------------

  private recordQueue: {
    write: () => RecordedAttempt | null;
    resolve: (recorded: RecordedAttempt | null) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private recordScheduled = false;
  /** Webhooks whose attempt history grew in this tick's records (trimmed before the commit). */
  private readonly historyToTrim = new Set<string>();

  /**
   * Attempts that end in the same tick are recorded in ONE write transaction (each in its own
   * savepoint, so one failing record does not undo the others): one commit (fsync) per tick
   * instead of one per attempt. The caller continues once its record is committed.
   */
  private recordBatched(write: () => RecordedAttempt | null): Promise<RecordedAttempt | null> {
    return new Promise((resolve, reject) => {
      this.recordQueue.push({ write, resolve, reject });
      if (!this.recordScheduled) {
        this.recordScheduled = true;
        setImmediate(() => this.flushRecords());
      }
    });
  }

  private flushRecords(): void {
    this.recordScheduled = false;
    const batch = this.recordQueue;
    this.recordQueue = [];
    if (batch.length === 0) return;
    const results: ({ view: RecordedAttempt | null } | { error: unknown })[] = [];
    try {
      this.o.db.tx(() => {
        for (const item of batch) {
          try {
            results.push({ view: item.write() }); // db.tx inside a transaction: a savepoint
          } catch (error) {
            results.push({ error });
          }
        }
        // Keep the last 100 attempts of each webhook: once per webhook and tick, not per attempt.
        for (const webhookId of this.historyToTrim) {
          this.o.db
            .prepare(
              `DELETE FROM delivery_attempts WHERE webhook_id = ? AND id <= (
                 SELECT id FROM delivery_attempts WHERE webhook_id = ? ORDER BY id DESC LIMIT 1 OFFSET 100)`,
            )
            .run(webhookId, webhookId);
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    } finally {
      this.historyToTrim.clear();
    }
    batch.forEach((item, i) => {
      const r = results[i]!;
      if ('error' in r) item.reject(r.error);
      else item.resolve(r.view);
    });
  }

  private record(
    c: Claimed,
    attempt: number,
    at: number,
    requestHeaders: Record<string, string>,
    outcome: Outcome,
    durationMs: number,
  ): RecordedAttempt | null {
    const db = this.o.db;
    return db.tx(() => {
      const now = this.o.clock.now();
      const iso = new Date(now).toISOString();
      const webhook = db
        .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
        .get(c.webhook.id);
      const delivery = db
        .prepare<[number], DeliveryRow>('SELECT * FROM deliveries WHERE id = ?')
        .get(c.delivery.id);
      if (!webhook || !delivery) return null; // deleted while in flight
      const succeeded = outcome.kind === null;
      const isPing = delivery.event_type === PING_EVENT;
      let next: number | null = null;
      if (succeeded) {
        db.prepare(
          "UPDATE deliveries SET state = 'succeeded', attempts = ?, lease_until = NULL, updated_at = ? WHERE id = ?",
        ).run(attempt, iso, delivery.id);
        // Only when there is something to clear: a healthy webhook's row is not rewritten.
        if (!isPing && (webhook.failing_since !== null || webhook.failure_count !== 0)) {
          db.prepare(
            'UPDATE webhooks SET failing_since = NULL, failure_count = 0 WHERE id = ?',
          ).run(webhook.id);
        }
      } else {
        // A test event is tried once: the admin sends another.
        let delay = isPing ? null : retryDelay(attempt, this.random);
        if (delay !== null && (outcome.status === 429 || outcome.status === 503)) {
          delay = parseRetryAfter(outcome.retryAfter, now) ?? delay;
        }
        next = delay === null || attempt >= MAX_ATTEMPTS ? null : now + delay;
        db.prepare(
          `UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?, lease_until = NULL,
             first_failed_at = coalesce(first_failed_at, ?), updated_at = ? WHERE id = ?`,
        ).run(
          next === null ? 'failed' : 'pending',
          attempt,
          next ?? delivery.next_attempt_at,
          now,
          iso,
          delivery.id,
        );
        if (!isPing) this.countFailure(webhook, now, outcome.status);
      }
      const row = {
        webhook_id: webhook.id,
        delivery_id: delivery.id,
        event_id: delivery.event_id,
        event_type: delivery.event_type,
        attempt,
        at: new Date(at).toISOString(),
        succeeded: succeeded ? 1 : 0,
        http_status: outcome.status,
        error_kind: outcome.kind,
        error_message: outcome.message,
        duration_ms: durationMs,
        request_headers: JSON.stringify(requestHeaders),
        request_body: c.body,
        response_headers: outcome.responseHeaders ? JSON.stringify(outcome.responseHeaders) : null,
        response_body: outcome.responseBody,
        next_attempt_at: next,
      };
      const id = Number(
        db
          .prepare(
            `INSERT INTO delivery_attempts (webhook_id, delivery_id, event_id, event_type, attempt, at, succeeded,
               http_status, error_kind, error_message, duration_ms, request_headers, request_body, response_headers,
               response_body, next_attempt_at)
             VALUES (@webhook_id, @delivery_id, @event_id, @event_type, @attempt, @at, @succeeded, @http_status,
               @error_kind, @error_message, @duration_ms, @request_headers, @request_body, @response_headers,
               @response_body, @next_attempt_at)`,
          )
          .run(row).lastInsertRowid,
      );
      this.historyToTrim.add(webhook.id);
      // The view from the values in hand (no JSON.parse of what was just stringified), and
      // only when asked for: with nobody listening, an attempt allocates no view at all.
      return () => ({
        id,
        webhook_id: row.webhook_id,
        delivery_id: row.delivery_id,
        event_id: row.event_id,
        event_type: row.event_type,
        attempt,
        at: row.at,
        succeeded,
        http_status: row.http_status,
        error_kind: row.error_kind,
        error_message: row.error_message,
        duration_ms: durationMs,
        request_headers: { ...requestHeaders },
        request_body: row.request_body,
        response_headers: outcome.responseHeaders && { ...outcome.responseHeaders },
        response_body: row.response_body,
        next_attempt_at: next === null ? null : new Date(next).toISOString(),
      });
    });
  }

  /** Failure bookkeeping of the webhook; 410 or 72 h of failures (≥ 10 attempts) set it Inactive. */
  private countFailure(webhook: WebhookRow, now: number, status: number | null): void {
    const failingSince = webhook.failing_since ?? now;
    const failures = webhook.failure_count + 1;
    this.o.db
      .prepare('UPDATE webhooks SET failing_since = ?, failure_count = ? WHERE id = ?')
      .run(failingSince, failures, webhook.id);
    if (webhook.status !== 'active') return;
    let reason: string | null = null;
    const when = new Date(now).toISOString();
    if (status === 410) {
      reason = `The receiver answered 410 Gone on ${when}.`;
    } else if (
      now - failingSince >= AUTO_DEACTIVATE_AFTER_MS &&
      failures >= AUTO_DEACTIVATE_MIN_ATTEMPTS
    ) {
      reason = `Every delivery attempt failed for 72 hours (${failures} attempts since ${new Date(failingSince).toISOString()}).`;
    }
    if (!reason) return;
    this.o.db
      .prepare(
        `UPDATE webhooks SET status = 'inactive', disabled_reason = ?, deactivated_at = ?, deactivated_sequence = ?,
           missed_until_sequence = NULL, updated_at = ? WHERE id = ?`,
      )
      .run(reason, when, this.o.events.lastSequence(webhook.branch_id), when, webhook.id);
    this.o.audit.record({
      actor: SYSTEM_ACTOR,
      action: 'webhook.auto_deactivated',
      targetType: 'webhook',
      targetId: webhook.id,
      companyId: webhook.company_id,
      branchId: webhook.branch_id,
      details: { reason },
    });
    this.o.log.warn({ webhookId: webhook.id, reason }, 'webhook set Inactive');
  }
}
