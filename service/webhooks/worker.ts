import type dns from 'node:dns';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { SettingsStore } from '../settings/settings';
import type { AuditLog } from '../audit/audit-log';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import { type Claimed, Claims } from './claims';
import { DeliveryStore } from './delivery-store';
import { Exchange, failed, type Outcome } from './exchange';
import { Recorder, recordedView } from './recorder';
import { Settler } from './settle';
import { type AttemptListener, DeliverySignals } from './signals';
import { signedHeaders } from './signing';
import { SigningSecretCache, type SigningSecrets } from './secret-rotation';
import { Transport } from './transport';
import { WorkerLock } from './worker-lock';

export { CLAIM_DUE_SQL } from './delivery-store';
export { RESPONSE_KEEP_BYTES } from './exchange';

export interface WorkerOptions {
  db: Database;
  /** The webhooks' signing secrets (webhook-secrets.ts). */
  secrets: SigningSecrets;
  events: EventLog;
  settings: SettingsStore;
  audit: AuditLog;
  clock: Clock;
  log: Logger;
  /** The process's webhook signals (app.ts makes one); without: a worker nobody wakes. */
  signals?: DeliverySignals;
  store?: DeliveryStore;
  /** [0, 1): the retry jitter (tests pass a fixed one). */
  random?: () => number;
  /** Attempts in flight to one webhook at a time (default 4). */
  perWebhookConcurrency?: number;
  /**
   * The pool: attempts in flight beyond each webhook's first, in total (default 32). A webhook's
   * first attempt in flight never waits for it (claims.ts, room()).
   */
  globalConcurrency?: number;
  /** Default 3 s. */
  connectTimeoutMs?: number;
  /** The whole attempt, connect included, must end with a 2xx within this (default 10 s). */
  totalTimeoutMs?: number;
  /** Polling for rows written by other processes and for due retries (default 1 s). */
  pollMs?: number;
  /** How long stop() waits for attempts in flight (default 5 s). */
  shutdownGraceMs?: number;
  /** DNS resolver behind the guarded lookup (tests simulate rebinding with it). */
  resolver?: typeof dns.lookup;
}

/** Ends the exchanges still running when the grace period of stop() is over. */
const STOPPING = new Error('The delivery worker is stopping.');

type WorkerState = 'idle' | 'running' | 'stopping' | 'closed';

/**
 * Sends pending deliveries (docs/delivery.md): a loop of claim (claims.ts), sign and exchange
 * (exchange.ts, over transport.ts), record (recorder.ts, settle.ts). One worker per data
 * directory, enforced by WorkerLock; this file is its start, stop and loop.
 */
export class DeliveryWorker {
  private readonly signals: DeliverySignals;
  private readonly claims: Claims;
  private readonly transport: Transport;
  private readonly recorder: Recorder;
  /** Each claimed attempt's run, until it ends. */
  private readonly runs = new Set<Promise<void>>();
  /** Exchanges under way (cancelled when the grace period of stop() ends). */
  private readonly exchanges = new Set<Exchange>();
  /** What each attempt is signed with: the previous secret too during a rotation's overlap. */
  private readonly signingSecrets: SigningSecretCache;
  private readonly unsubscribe: (() => void)[] = [];
  /** Held while started; null while another worker on this data directory holds it. */
  private lock: WorkerLock | null = null;
  private lockRetryAt = 0;
  private lockWaiting = false;
  private state: WorkerState = 'idle';
  private timer: NodeJS.Timeout | null = null;
  /** Wakes the worker when a throttled webhook has budget again (claims.budgetReturnsAt). */
  private budgetTimer: NodeJS.Timeout | null = null;
  private wakeScheduled = false;
  private readonly timeoutMs: number;
  private readonly pollMs: number;
  private readonly graceMs: number;

  constructor(private readonly options: WorkerOptions) {
    const store = options.store ?? new DeliveryStore(options.db);
    const perWebhook = options.perWebhookConcurrency ?? 4;
    this.signals = options.signals ?? new DeliverySignals();
    this.signingSecrets = new SigningSecretCache(options.secrets);
    this.timeoutMs = options.totalTimeoutMs ?? 10_000;
    this.pollMs = options.pollMs ?? 1000;
    this.graceMs = options.shutdownGraceMs ?? 5000;
    this.claims = new Claims({
      db: options.db,
      store,
      clock: options.clock,
      log: options.log,
      perWebhookLimit: perWebhook,
      poolLimit: options.globalConcurrency ?? 32,
    });
    this.transport = new Transport({
      db: options.db,
      settings: options.settings,
      connections: perWebhook,
      connectTimeoutMs: options.connectTimeoutMs ?? 3000,
      ...(options.resolver ? { resolver: options.resolver } : {}),
    });
    const settler = new Settler({
      db: options.db,
      store,
      events: options.events,
      audit: options.audit,
      log: options.log,
      random: options.random ?? Math.random,
    });
    this.recorder = new Recorder(options.db, store, settler, options.clock);
  }

  /**
   * Starts background delivery once this process holds the data directory's worker lock
   * (retried every poll while another process's worker has it): takes the rows the fan-out
   * commits, wakes for admin actions, polls for other processes' rows and due retries. Claims
   * live in memory, so attempts a previous process left unfinished simply run again.
   */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'running';
    this.unsubscribe.push(
      this.signals.onCommitted((deliveries) => {
        if (this.state !== 'running' || !this.lock) return;
        this.claims.offer(deliveries);
        this.wake();
      }),
      this.signals.onWake(() => this.wake(true)),
    );
    this.holdsLock();
    this.timer = setInterval(() => this.wake(true), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass soon (after the current tick); `fromDatabase`: the pass reads the table too. */
  wake(fromDatabase = false): void {
    if (fromDatabase) this.claims.readDatabase();
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
      if (this.runs.size === 0) return started;
      await Promise.race(this.runs);
    }
  }

  /** Called after each recorded attempt (the process's one list: signals.onAttempt). */
  onAttempt(listener: AttemptListener): () => void {
    return this.signals.onAttempt(listener);
  }

  /** Attempts in flight now (claimed until recorded). */
  inFlight(): number {
    return this.claims.size;
  }

  /**
   * Graceful stop: takes no new attempts, waits up to the grace period (5 s) for those in
   * flight (their records included), then aborts the rest without recording them (their rows
   * stay pending, so the next start sends them again) and releases the worker lock.
   */
  async stop(graceMs = this.graceMs): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'stopping';
    for (const off of this.unsubscribe.splice(0)) off();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.budgetTimer) clearTimeout(this.budgetTimer);
    this.budgetTimer = null;
    if (this.runs.size) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(this.runs),
        new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timeout);
    }
    this.state = 'closed';
    this.claims.clearHanded(); // still pending in the database: the next start claims them
    this.recorder.flush(); // attempts that ended during the grace period
    for (const exchange of this.exchanges) exchange.cancel(STOPPING);
    this.lock?.release();
    this.lock = null;
    await this.transport.close();
  }

  /** One pass: starts every attempt that may start now; returns how many. Never throws. */
  pump(): number {
    if (this.state === 'stopping' || this.state === 'closed' || !this.holdsLock()) return 0;
    let claimed: Claimed[];
    try {
      claimed = this.claims.take();
    } catch (error) {
      this.options.log.warn({ err: error }, 'webhook delivery: claiming failed; will retry');
      return 0;
    }
    for (const c of claimed) {
      const run = this.attempt(c).finally(() => this.runs.delete(run));
      this.runs.add(run);
    }
    const budgetAt = this.claims.budgetReturnsAt();
    if (budgetAt !== null && this.budgetTimer === null && this.state === 'running') {
      const delay = Math.min(Math.max(budgetAt - this.options.clock.now(), 0), 1000);
      this.budgetTimer = setTimeout(() => {
        this.budgetTimer = null;
        this.wake(true);
      }, delay);
      this.budgetTimer.unref();
    }
    return claimed.length;
  }

  /** One attempt: signed, sent, recorded. Never rejects. */
  private async attempt(c: Claimed): Promise<void> {
    try {
      const attempt = c.delivery.attempts + 1;
      const at = this.options.clock.now();
      const headers = this.sign(c, attempt, at);
      const started = performance.now();
      const outcome = await this.send(c, headers);
      const durationMs = Math.round(performance.now() - started);
      this.claims.exchangeEnded(c);
      // One pass per tick for all the attempts that just ended.
      if (this.state === 'running') this.wake();
      if (this.state === 'closed') return; // cut by the stop: still pending, sent again later
      const recorded = await this.recorder.record({
        delivery: c.delivery,
        body: c.body,
        eventBody: c.eventBody,
        attempt,
        at,
        headers,
        outcome,
        durationMs,
      });
      // The view is built only for someone listening (the desktop's live history, tests).
      if (recorded && this.signals.hasAttemptListeners()) {
        this.signals.attempt(recordedView(recorded));
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'webhook delivery: attempt failed unexpectedly');
    } finally {
      this.claims.release(c);
      if (this.state === 'running') this.wake();
    }
  }

  /** Every header of the attempt, both signatures included: the one place that signs. */
  private sign(c: Claimed, attempt: number, at: number): Record<string, string> {
    return signedHeaders({
      ...this.signingSecrets.of(c.webhook, at),
      eventId: c.delivery.event_id,
      eventType: c.delivery.event_type,
      attempt,
      timestampSeconds: Math.floor(at / 1000),
      body: c.body,
    });
  }

  /** The POST, or a `blocked` outcome at once when the URL may not be sent to. */
  private async send(c: Claimed, headers: Record<string, string>): Promise<Outcome> {
    const route = this.transport.route(c.webhook);
    if (!route.ok) return failed('blocked', route.message);
    const exchange = new Exchange({ ...route, headers, body: c.body, timeoutMs: this.timeoutMs });
    this.exchanges.add(exchange);
    try {
      return await exchange.outcome;
    } finally {
      this.exchanges.delete(exchange);
    }
  }

  /**
   * True when this worker may send: a started one needs the data directory's lock (tests drive
   * workers they never start).
   */
  private holdsLock(): boolean {
    if (this.state === 'idle' || this.lock) return true;
    const now = Date.now();
    if (now < this.lockRetryAt) return false;
    this.lockRetryAt = now + this.pollMs;
    let failure: unknown = null;
    try {
      this.lock = WorkerLock.tryAcquire(dirname(this.options.db.sql.name));
    } catch (error) {
      failure = error; // e.g. the lock file cannot be created: retried at every poll
    }
    if (!this.lock && !this.lockWaiting) {
      this.lockWaiting = true;
      this.options.log.warn(
        { err: failure ?? undefined },
        failure
          ? 'webhook delivery: cannot take the worker lock of this data directory; will retry'
          : 'webhook delivery: another process (the desktop app or `serve`) is delivering for this data directory; this one takes over when it stops',
      );
    } else if (this.lock && this.lockWaiting) {
      this.lockWaiting = false;
      this.options.log.info('webhook delivery: took over delivery for this data directory');
    }
    return this.lock !== null;
  }
}
