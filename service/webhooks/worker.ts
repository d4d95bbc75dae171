import dns from 'node:dns';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';
import { PING_EVENT } from '../../shared/events';
import { ChangeWatch, type Database, LIMIT_PARAM, TEXT_PARAM } from '../db/database';
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
import { checkConnectTarget } from './url-policy';
import { createReceiverConnector } from './receiver-connector';
import { signedHeaders } from './signing';
import { SigningSecretCache } from './secret-rotation';
import { WorkerLock } from './worker-lock';
import { AttemptHistory, type AttemptRow, HISTORY_WRITE_AFTER_MS } from './attempt-history';
import type { Fanout, NewDeliveries, NewEvent } from './fanout';

export const RESPONSE_KEEP_BYTES = 4096;
/** Deliveries handed over by the fan-out and not yet launched, at most (the rest are claimed). */
const HANDED_MAX = 16_384;
/** Event bodies the claim keeps for the next rows of the same events (see eventBody). */
const EVENT_BODIES_KEPT = 256;
/** Group commit of attempt records: at most this long after an attempt ends, or this many. */
const RECORD_DELAY_MS = 10;
const RECORD_BATCH = 256;
/**
 * Records commit without an fsync of their own (docs/delivery.md, "Recording"): a record lost to
 * a power cut leaves its delivery pending, so it is sent again (at least once); the fsync cost
 * the event loop ~0.7 ms a batch.
 */
const RECORD_COMMIT = { durable: false };

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
  /**
   * The pool: attempts in flight beyond each webhook's first, in total (default 32). A webhook's
   * first attempt in flight never waits for it (see room()).
   */
  globalConcurrency?: number;
  /** Default 3 s. */
  connectTimeoutMs?: number;
  /** The whole attempt, connect included, must end with a 2xx within this (default 10 s). */
  totalTimeoutMs?: number;
  /** Polling for rows written by other processes and for due retries (default 1 s). */
  pollMs?: number;
  /** How long close() waits for attempts in flight (default 5 s). */
  shutdownGraceMs?: number;
  /** The longest a history row waits for its write while attempts keep coming (default 1 s). */
  historyWriteAfterMs?: number;
  /** DNS resolver behind the guarded lookup (tests simulate rebinding with it). */
  resolver?: typeof dns.lookup;
}

type ClaimedDelivery = Pick<
  DeliveryRow,
  'id' | 'webhook_id' | 'event_id' | 'event_type' | 'attempts' | 'next_attempt_at'
>;

interface Claimed {
  delivery: ClaimedDelivery;
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

/** Stops reading a response once RESPONSE_KEEP_BYTES of its body have arrived. */
const ENOUGH = new Error('The first bytes of the response body are all that is kept.');
/** Ends the exchanges still running when the grace period of stop() is over. */
const STOPPING = new Error('The delivery worker is stopping.');
/** Ends an exchange at the attempt's deadline. */
const TIMED_OUT = new Error('The attempt reached its deadline.');

/** An attempt that got no HTTP answer. */
function failed(kind: ErrorKind, message: string): Outcome {
  return {
    status: null,
    kind,
    message,
    responseHeaders: null,
    responseBody: null,
    retryAfter: undefined,
  };
}

const timeOut = (exchange: Exchange) => exchange.cancel(TIMED_OUT);

/**
 * One attempt's POST through undici's dispatch API, as its own handler: its promise resolves to
 * the attempt's Outcome and never rejects. No response stream or promise per chunk, the body
 * kept as it arrives (`request()` instead: 110 against 80 µs of CPU per delivery,
 * docs/performance.md), and no AbortController, listener or closure per attempt: `cancel` ends
 * it, called by its deadline (undici's own header and body timeouts are off; this one timer
 * covers both and the whole attempt) or by stop(). Without a status line the error decides (a
 * deadline is `timeout`); once one has arrived, the status decides, and a body cut short keeps
 * what arrived.
 */
class Exchange implements Dispatcher.DispatchHandler {
  /** Why it was cancelled (TIMED_OUT, STOPPING), if it was. */
  cancelled: Error | null = null;
  private controller: Dispatcher.DispatchController | null = null;
  private status = 0;
  private headers: Record<string, string> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private readonly deadline: NodeJS.Timeout;

  /** `done` is called once, with the outcome (synchronously when undici refuses the request). */
  constructor(
    dispatcher: Agent,
    target: Deliverable,
    headers: Record<string, string>,
    body: string,
    private readonly timeoutMs: number,
    private readonly flight: InFlight,
    private readonly done: (flight: InFlight, outcome: Outcome) => void,
  ) {
    flight.exchange = this;
    this.deadline = setTimeout(timeOut, timeoutMs, this);
    // A request undici refuses (a closed agent, invalid options) comes back through
    // onResponseError, synchronously.
    dispatcher.dispatch(
      { origin: target.origin, path: target.path, method: 'POST', headers, body },
      this,
    );
  }

  cancel(reason: Error): void {
    this.cancelled ??= reason;
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.cancelled) controller.abort(this.cancelled);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    incoming: Record<string, string | string[] | undefined>,
  ): void {
    this.status = statusCode;
    const headers: Record<string, string> = {};
    for (const name in incoming) {
      const value = incoming[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    this.headers = headers;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size >= RESPONSE_KEEP_BYTES) controller.abort(ENOUGH);
  }

  onResponseEnd(): void {
    this.answered();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.status > 0) this.answered();
    else this.unanswered(error);
  }

  private answered(): void {
    const { status, headers, chunks, size } = this;
    const ok = status >= 200 && status < 300;
    clearTimeout(this.deadline);
    this.done(this.flight, {
      status,
      kind: ok ? null : status >= 300 && status < 400 ? 'redirect' : 'http',
      message: ok ? null : `The receiver answered HTTP ${status}.`,
      responseHeaders: headers,
      responseBody:
        size === 0
          ? ''
          : (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size))
              .subarray(0, RESPONSE_KEEP_BYTES)
              .toString('utf8'),
      retryAfter: headers['retry-after'],
    });
  }

  private unanswered(error: unknown): void {
    clearTimeout(this.deadline);
    if (this.cancelled === TIMED_OUT) {
      this.done(this.flight, failed('timeout', `No 2xx answer within ${this.timeoutMs / 1000} s.`));
    } else {
      const { kind, message } = classifyError(error);
      this.done(this.flight, failed(kind, message));
    }
  }
}

/**
 * One webhook's due deliveries in due order, skipping the ones in flight (a JSON array of ids):
 * a range of `deliveries_webhook` (webhook_id, state, next_attempt_at), whose order is the
 * ORDER BY's. An Inactive webhook gets its test events (`ping`) only. `body` is the row's own
 * (a test event's); the others take their event's (see eventBody).
 */
const CLAIM_DUE = (filter: string) =>
  `SELECT d.id, d.webhook_id, d.event_id, d.event_type, d.attempts, d.next_attempt_at, d.body
   FROM deliveries d
   WHERE d.webhook_id = ${TEXT_PARAM} AND d.state = 'pending' AND d.next_attempt_at <= ?${filter}
     AND d.id NOT IN (SELECT value FROM json_each(?))
   ORDER BY d.next_attempt_at, d.id LIMIT ${LIMIT_PARAM}`;
export const CLAIM_DUE_SQL = {
  all: CLAIM_DUE(''),
  pingsOnly: CLAIM_DUE(` AND d.event_type = '${PING_EVENT}'`),
};

type WorkerState = 'idle' | 'running' | 'stopping' | 'closed';

/** A promise that settles when the attempt ends (made on the first ask). */
function whenEnded(claim: Claim): Promise<void> {
  if (!claim.ended) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    claim.ended = { promise, resolve };
  }
  return claim.ended.promise;
}

/** One webhook's handed-over deliveries: `ids[i]` of `events[i]`, launched up to `next`. */
interface HandedQueue {
  ids: number[];
  events: NewEvent[];
  next: number;
}

/** The queue without its launched entries, once they are most of it (it may never drain). */
function compacted(queue: HandedQueue): HandedQueue {
  if (queue.next < 1024 || queue.next * 2 < queue.ids.length) return queue;
  return { ids: queue.ids.slice(queue.next), events: queue.events.slice(queue.next), next: 0 };
}

/**
 * A claimed delivery, from the claim until its attempt is recorded (or abandoned): the
 * `inflight` entry. Small, and it lets go of its attempt when that ends: as entries, whole
 * attempts survived the young generation's collections after they ended (25 against 14 ms of
 * GC pause per 5,000 deliveries), most likely held by the Map's discarded tables, which point
 * at their entries until an old-generation collection (docs/performance.md, "Eighth session").
 */
interface Claim {
  webhookId: string;
  flight: InFlight | null;
  /** Whoever waits for it to end (runDue, stop): made only when asked. */
  ended: { promise: Promise<void>; resolve: () => void } | null;
}

/**
 * An attempt, from its claim until it is recorded: one object carried through callbacks (an
 * async function with two promises per attempt cost a microtask per step and, with the Claim
 * above, ~2 KB more allocated per delivery).
 */
interface InFlight {
  claim: Claim;
  c: Claimed;
  /** Its HTTP exchange while that runs. */
  exchange: Exchange | null;
  /** It holds a concurrency slot (until its HTTP exchange ends). */
  sending: boolean;
  attempt: number;
  /** When the attempt started (epoch ms) and its performance.now(). */
  at: number;
  started: number;
  headers: Record<string, string>;
  outcome: Outcome | null;
  durationMs: number;
}

/** Where a webhook's attempts go, or why they may not. */
interface Deliverable {
  ok: true;
  protocol: 'http:' | 'https:';
  /** The URL's parts undici takes, computed once (URL's getters build new strings per call). */
  origin: string;
  path: string;
}
type Target = Deliverable | { ok: false; message: string };

/** A recorded attempt: builds its view on demand. */
type RecordedAttempt = () => AttemptView;

/** An attempt waiting for its group commit: its exchange is over. */
type PendingRecord = InFlight & { outcome: Outcome };

/**
 * Sends pending deliveries (see docs/delivery.md). Claims due rows with a read (the claim is
 * held in memory: one worker per data directory, enforced by WorkerLock), POSTs them with
 * undici (one bounded Agent per webhook, a global cap), and records the attempts, with their
 * next schedule, by group commit. Takes the rows its own process's fan-out commits without
 * reading them back; polls for other processes' rows and for due retries.
 */
export class DeliveryWorker {
  /** Claimed deliveries, from the claim until their attempt is recorded (or abandoned). */
  private readonly inflight = new Map<number, Claim>();
  /** HTTP exchanges under way, in total and per webhook (the concurrency limits). */
  private sending = 0;
  private readonly perWebhook = new Map<string, number>();
  /** Exchanges beyond each webhook's first: the slots of the pool in use (see room()). */
  private pooled = 0;
  /** Held while started; null while another worker on this data directory holds it. */
  private lock: WorkerLock | null = null;
  private lockRetryAt = 0;
  private lockWaiting = false;
  private readonly agents = new Map<string, { key: string; agent: Agent }>();
  private readonly listeners = new Set<AttemptListener>();
  private state: WorkerState = 'idle';
  private timer: NodeJS.Timeout | null = null;
  private wakeScheduled = false;

  private readonly random: () => number;
  private readonly perWebhookLimit: number;
  private readonly globalLimit: number;
  private readonly connectTimeoutMs: number;
  private readonly totalTimeoutMs: number;
  private readonly pollMs: number;
  private readonly graceMs: number;
  private readonly historyWriteAfterMs: number;

  constructor(private readonly o: WorkerOptions) {
    this.random = o.random ?? Math.random;
    this.perWebhookLimit = o.perWebhookConcurrency ?? 4;
    this.globalLimit = o.globalConcurrency ?? 32;
    this.connectTimeoutMs = o.connectTimeoutMs ?? 3000;
    this.totalTimeoutMs = o.totalTimeoutMs ?? 10_000;
    this.pollMs = o.pollMs ?? 1000;
    this.graceMs = o.shutdownGraceMs ?? 5000;
    this.historyWriteAfterMs = o.historyWriteAfterMs ?? HISTORY_WRITE_AFTER_MS;
    this.caWatch = new ChangeWatch(o.db);
    this.webhookWatch = new ChangeWatch(o.db);
    this.history = new AttemptHistory(o.db);
  }

  // ----- public -------------------------------------------------------------------------------

  /**
   * Wires the worker to this process's writers, as the service runs it: woken at every commit
   * of events and by admin actions (whose rows it must read), handed the rows the fan-out
   * commits, and asked to write its waiting history rows before the registry reads the history.
   */
  connect(fanout: Fanout): void {
    this.o.registry.setWaker(() => this.wake(true));
    this.o.registry.setHistoryWriter(() => this.writeHistory());
    fanout.setSink((deliveries) => this.offer(deliveries));
    this.o.events.onCommit(() => this.wake());
  }

  /**
   * Starts background delivery once this process holds the data directory's worker lock
   * (retried every poll while another process's worker has it). Claims live in memory, so
   * attempts a previous process left unfinished (crashed mid-attempt) simply run again.
   */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'running';
    this.holdsLock();
    this.timer = setInterval(() => {
      this.claimFromDatabase = true;
      this.pump();
    }, this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Runs a pass soon (after the current tick): called at commit of events, and with
   * `fromDatabase` by admin actions (their rows are not handed over: they must be read).
   */
  wake(fromDatabase = false): void {
    if (fromDatabase) this.claimFromDatabase = true;
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
      await Promise.race([...this.inflight.values()].map(whenEnded));
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
   * flight (their records included), then aborts the rest without recording them (their rows
   * stay pending, so the next start sends them again) and releases the worker lock.
   */
  async stop(graceMs = this.graceMs): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'stopping';
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.inflight.size) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...this.inflight.values()].map(whenEnded)),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
    }
    this.state = 'closed';
    this.handed.clear(); // still pending in the database: the next start claims them
    this.handedCount = 0;
    this.flushRecords(); // attempts that ended during the grace period
    for (const claim of this.inflight.values()) claim.flight?.exchange?.cancel(STOPPING);
    this.writeHistory();
    this.history.reset(); // the next holder of the lock gives the ids
    this.lock?.release();
    this.lock = null;
    await Promise.allSettled([...this.agents.values()].map(({ agent }) => agent.destroy()));
    this.agents.clear();
  }

  // ----- claiming -----------------------------------------------------------------------------

  /** One scheduling pass; returns how many attempts it started. Never throws. */
  pump(): number {
    if (this.state === 'stopping' || this.state === 'closed') return 0;
    let started = 0;
    try {
      started += this.launchHanded();
      // The database is read when nothing handed over is waiting, at the poll, and when asked.
      if (this.claimFromDatabase || this.handedCount === 0) {
        this.claimFromDatabase = false;
        for (const c of this.claim()) {
          this.launch(c);
          started++;
        }
      }
    } catch (error) {
      this.o.log.warn({ err: error }, 'webhook delivery: claiming failed; will retry');
    }
    return started;
  }

  // ----- deliveries handed over by this process's fan-out ---------------------------------------

  /**
   * By webhook, in commit order. A claim from the database skips a webhook while it has some
   * (the ones launched are in flight, which the claim skips too).
   */
  private readonly handed = new Map<string, HandedQueue>();
  private handedCount = 0;
  private claimFromDatabase = true;
  /** Which webhook the next claiming pass starts with (see claim). */
  private claimTurn = 0;

  /**
   * Takes the deliveries this process's fan-out has just committed: they are sent without being
   * read back (the claim query was the largest cost per delivery after the commits). Only the
   * data directory's worker takes them; beyond HANDED_MAX they are left to the claim.
   */
  offer(deliveries: NewDeliveries): void {
    if (this.state !== 'running' || !this.lock) return;
    const { ids, webhookIds, events } = deliveries;
    for (let i = 0; i < ids.length && this.handedCount < HANDED_MAX; i++) {
      let queue = this.handed.get(webhookIds[i]!);
      if (!queue) this.handed.set(webhookIds[i]!, (queue = { ids: [], events: [], next: 0 }));
      queue.ids.push(ids[i]!);
      queue.events.push(events[i]!);
      this.handedCount++;
    }
    this.wake();
  }

  /** Launches handed-over deliveries into the free slots, one webhook after another. */
  private launchHanded(): number {
    if (this.handedCount === 0) return 0;
    let started = 0;
    // Each webhook moves to the back of the line; the loop visits the ones there were at its start.
    let visits = this.handed.size;
    for (const [webhookId, queue] of this.handed) {
      if (visits-- === 0) break;
      const webhook = this.currentWebhook(webhookId);
      if (webhook?.status !== 'active') {
        // Deleted or deactivated since the commit: the claim's rules decide about its rows.
        this.handedCount -= queue.ids.length - queue.next;
        this.handed.delete(webhookId);
        continue;
      }
      while (queue.next < queue.ids.length && this.room(webhookId) > 0) {
        const id = queue.ids[queue.next]!;
        const event = queue.events[queue.next++]!;
        this.handedCount--;
        this.launch({
          delivery: {
            id,
            webhook_id: webhookId,
            event_id: event.eventId,
            event_type: event.eventType,
            attempts: 0,
            next_attempt_at: event.nextAttemptAt,
          },
          webhook,
          body: event.body,
        });
        started++;
      }
      // To the back of the line, so every webhook gets its turn at the global slots.
      this.handed.delete(webhookId);
      if (queue.next < queue.ids.length) this.handed.set(webhookId, compacted(queue));
    }
    return started;
  }

  /** Webhook rows as of now: read again after any write to the database, by any process. */
  private readonly webhookWatch: ChangeWatch;
  private readonly webhookRows = new Map<string, WebhookRow | undefined>();

  private currentWebhook(id: string): WebhookRow | undefined {
    if (this.webhookWatch.stale()) this.webhookRows.clear();
    if (!this.webhookRows.has(id)) this.webhookRows.set(id, this.readWebhook(id));
    return this.webhookRows.get(id);
  }

  private readWebhook(id: string): WebhookRow | undefined {
    return this.o.db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?').get(id);
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
      this.lock = WorkerLock.tryAcquire(dirname(this.o.db.sql.name));
    } catch (error) {
      failure = error; // e.g. the lock file cannot be created: retried at every poll
    }
    if (!this.lock && !this.lockWaiting) {
      this.lockWaiting = true;
      this.o.log.warn(
        { err: failure ?? undefined },
        failure
          ? 'webhook delivery: cannot take the worker lock of this data directory; will retry'
          : 'webhook delivery: another process (the desktop app or `serve`) is delivering for this data directory; this one takes over when it stops',
      );
    } else if (this.lock && this.lockWaiting) {
      this.lockWaiting = false;
      this.o.log.info('webhook delivery: took over delivery for this data directory');
    }
    return this.lock !== null;
  }

  /**
   * Due deliveries for the free slots, read without a write transaction: the claim is the
   * `inflight` entry (this process is the data directory's only worker). Webhook by webhook,
   * starting one further each pass (every webhook gets its turn at the global slots), each a
   * short range of `deliveries_webhook` in due order: a webhook at its concurrency limit is not
   * read at all, however long its backlog (one query in due order over every webhook read that
   * whole backlog on each pass: 12.4 ms at 100,000 rows; docs/performance.md). A webhook with
   * handed-over deliveries waiting is served from those first.
   */
  private claim(): Claimed[] {
    if (!this.holdsLock()) return [];
    const db = this.o.db;
    const now = this.o.clock.now();
    const out: Claimed[] = [];
    const gone: ClaimedDelivery[] = [];
    const hooks = db
      .prepare<[], { id: string; status: string }>('SELECT id, status FROM webhooks ORDER BY id')
      .all();
    const busy = new Map<string, number[]>();
    for (const [id, { webhookId }] of this.inflight) {
      const ids = busy.get(webhookId);
      if (ids) ids.push(id);
      else busy.set(webhookId, [id]);
    }
    const first = hooks.length ? this.claimTurn++ % hooks.length : 0;
    /** Pool slots the rows claimed in this pass will take when launched. */
    let poolClaimed = 0;
    for (let k = 0; k < hooks.length; k++) {
      const hook = hooks[(first + k) % hooks.length]!;
      const room = this.room(hook.id, poolClaimed);
      if (room <= 0 || this.handed.has(hook.id)) continue;
      const rows = db
        .prepare<[string, number, string, number], ClaimedDelivery & { body: string | null }>(
          hook.status === 'active' ? CLAIM_DUE_SQL.all : CLAIM_DUE_SQL.pingsOnly,
        )
        .all(hook.id, now, JSON.stringify(busy.get(hook.id) ?? []), room);
      if (rows.length === 0) continue;
      const webhook = this.currentWebhook(hook.id);
      if (!webhook) continue;
      poolClaimed += this.perWebhook.has(hook.id) ? rows.length : rows.length - 1;
      for (const { body: own, ...delivery } of rows) {
        const body = own ?? this.eventBody(delivery.event_id);
        if (body === null) gone.push(delivery);
        else out.push({ delivery, webhook, body });
      }
    }
    if (gone.length) this.giveUp(gone, now);
    return out;
  }

  /** Bodies of the events the claim sent last (an event's body never changes). */
  private readonly eventBodies = new Map<string, string>();

  /**
   * An event's body, one string for its deliveries to every webhook (read per row, each was a
   * copy: ~700 KB per 5,000 deliveries in the benchmark's bursts, kept until the burst's end).
   * Null when the event is no longer kept.
   */
  private eventBody(eventId: string): string | null {
    let body = this.eventBodies.get(eventId);
    if (body === undefined) {
      body = this.o.db
        .prepare<[string], { body: string }>('SELECT body FROM events WHERE id = ?')
        .get(eventId)?.body;
      if (body === undefined) return null;
      if (this.eventBodies.size >= EVENT_BODIES_KEPT) this.eventBodies.clear();
      this.eventBodies.set(eventId, body);
    }
    return body;
  }

  /** Deliveries whose event was pruned (kept 30 days): nothing is left to send. */
  private giveUp(deliveries: ClaimedDelivery[], now: number): void {
    const iso = new Date(now).toISOString();
    this.o.db.tx(() => {
      for (const d of deliveries) {
        this.o.db
          .prepare("UPDATE deliveries SET state = 'failed', updated_at = ? WHERE id = ?")
          .run(iso, d.id);
        this.o.log.warn(
          { deliveryId: d.id, eventId: d.event_id },
          'webhook delivery: event no longer kept; given up',
        );
      }
    });
  }

  /**
   * How many more attempts a webhook may start now: up to its limit (4), its first in flight
   * always, the others only with free slots of the pool (32), which `poolClaimed` more are
   * already promised to. So a webhook whose receiver hangs holds at most its own 4 exchanges
   * and a pool slot or three, and however many hang, every other webhook can still start an
   * attempt (docs/delivery.md, "Concurrency").
   */
  private room(webhookId: string, poolClaimed = 0): number {
    const inFlight = this.perWebhook.get(webhookId) ?? 0;
    const pool = this.globalLimit - this.pooled - poolClaimed;
    return Math.min(this.perWebhookLimit - inFlight, inFlight === 0 ? 1 + pool : pool);
  }

  private launch(c: Claimed): void {
    const claim: Claim = { webhookId: c.webhook.id, flight: null, ended: null };
    const flight: InFlight = {
      claim,
      c,
      exchange: null,
      sending: true,
      attempt: c.delivery.attempts + 1,
      at: 0,
      started: 0,
      headers: {},
      outcome: null,
      durationMs: 0,
    };
    claim.flight = flight;
    this.sending++;
    const before = this.perWebhook.get(c.webhook.id) ?? 0;
    if (before > 0) this.pooled++;
    this.perWebhook.set(c.webhook.id, before + 1);
    this.inflight.set(c.delivery.id, claim);
    this.attempt(flight);
  }

  /** The slot is free once the HTTP exchange ends; the claim lasts until the attempt is recorded. */
  private freeSlot(flight: InFlight): void {
    if (!flight.sending) return;
    flight.sending = false;
    this.sending--;
    const { webhookId } = flight.claim;
    const n = (this.perWebhook.get(webhookId) ?? 1) - 1;
    if (n <= 0) this.perWebhook.delete(webhookId);
    else {
      this.perWebhook.set(webhookId, n);
      this.pooled--; // it had another in flight: one of the two held a pool slot
    }
    // One claiming pass per tick for all the attempts that just ended.
    if (this.state === 'running') this.wake();
  }

  // ----- sending ------------------------------------------------------------------------------

  /** Signs and sends; `exchanged` continues when the outcome is known. */
  private attempt(flight: InFlight): void {
    const { c } = flight;
    try {
      flight.at = this.o.clock.now();
      flight.headers = signedHeaders({
        ...this.signingSecrets.of(c.webhook, flight.at),
        eventId: c.delivery.event_id,
        eventType: c.delivery.event_type,
        attempt: flight.attempt,
        timestampSeconds: Math.floor(flight.at / 1000),
        body: c.body,
      });
      flight.started = performance.now();
      this.post(c.webhook, flight);
    } catch (error) {
      this.ended(flight, error);
    }
  }

  /** The exchange is over: the slot is free, the record joins the next group commit. */
  private readonly exchanged = (flight: InFlight, outcome: Outcome): void => {
    try {
      flight.durationMs = Math.round(performance.now() - flight.started);
      flight.exchange = null;
      flight.outcome = outcome;
      this.freeSlot(flight);
      // Cut by shutdown: still pending, the next start sends it.
      if (this.state === 'closed') this.ended(flight);
      else this.recordBatched(flight as PendingRecord);
    } catch (error) {
      this.ended(flight, error); // never into undici, which called this
    }
  };

  /** The record committed (or failed): listeners hear of it, and the attempt ends. */
  private recorded(flight: InFlight, recorded: RecordedAttempt | null): void {
    try {
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
    } catch (error) {
      this.ended(flight, error);
      return;
    }
    this.ended(flight);
  }

  private ended(flight: InFlight, error?: unknown): void {
    if (error !== undefined) {
      this.o.log.error({ err: error }, 'webhook delivery: attempt failed unexpectedly');
    }
    this.inflight.delete(flight.c.delivery.id);
    this.freeSlot(flight);
    flight.claim.flight = null;
    flight.claim.ended?.resolve();
  }

  /** What each attempt is signed with: the previous secret too during a rotation's overlap. */
  private readonly signingSecrets = new SigningSecretCache({
    current: (row) => this.o.registry.signingSecret(row),
    previous: (row) => this.o.registry.previousSigningSecret(row),
  });

  private readonly caWatch: ChangeWatch;
  /** Trusted CAs by company, and the companies whose CAs were read since the last write. */
  private readonly companyCas = new Map<string, { key: string; pems: string[] }>();
  private readonly companyCasChecked = new Set<string>();

  /** A company's trusted CAs, re-read only after a write to the database (by any process). */
  private trustedCas(companyId: string): { key: string; pems: string[] } {
    if (this.caWatch.stale()) this.companyCasChecked.clear();
    let cas = this.companyCas.get(companyId);
    if (!cas || !this.companyCasChecked.has(companyId)) {
      const key =
        this.o.db
          .prepare<[string], { k: string | null }>(
            'SELECT group_concat(fingerprint) AS k FROM trusted_cas WHERE company_id = ?',
          )
          .get(companyId)?.k ?? '';
      if (cas?.key !== key) {
        cas = { key, pems: key ? this.o.registry.trustedCaPems(companyId) : [] };
        this.companyCas.set(companyId, cas);
      }
      this.companyCasChecked.add(companyId);
    }
    return cas;
  }

  /**
   * The webhook's Agent, made again when its protocol, the plain-HTTP setting or its company's
   * CAs change. Its connector checks every address and uses the company's CAs only for
   * loopback and private addresses (receiver-connector.ts).
   */
  private dispatcher(
    webhook: WebhookRow,
    protocol: 'http:' | 'https:',
    allowHttpLocal: boolean,
  ): Agent {
    const cas = this.trustedCas(webhook.company_id);
    const key = `${protocol}|${allowHttpLocal}|${cas.key}`;
    const existing = this.agents.get(webhook.id);
    if (existing?.key === key) return existing.agent;
    if (existing) void existing.agent.close().catch(() => {});
    const agent = new Agent({
      connections: this.perWebhookLimit,
      // Off: the attempt's deadline (post) covers headers and body.
      headersTimeout: 0,
      bodyTimeout: 0,
      keepAliveTimeout: 4000,
      connect: createReceiverConnector({
        protocol,
        allowHttpLocal,
        timeoutMs: this.connectTimeoutMs,
        companyCas: cas.pems,
        ...(this.o.resolver ? { resolver: this.o.resolver } : {}),
      }),
    });
    this.agents.set(webhook.id, { key, agent });
    return agent;
  }

  /** Parsed URLs and their address check, by webhook: the same for the same URL and setting. */
  private readonly targets = new Map<
    string,
    { url: string; allowHttpLocal: boolean; target: Target }
  >();

  private target(webhook: WebhookRow, allowHttpLocal: boolean): Target {
    const cached = this.targets.get(webhook.id);
    if (cached?.url === webhook.url && cached.allowHttpLocal === allowHttpLocal) {
      return cached.target;
    }
    let target: Target;
    try {
      const url = new URL(webhook.url);
      const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
      const check = checkConnectTarget(url.hostname, protocol, { allowHttpLocal });
      target = check.ok
        ? { ok: true, protocol, origin: url.origin, path: url.pathname + url.search }
        : check;
    } catch {
      target = { ok: false, message: 'The stored URL cannot be parsed.' };
    }
    if (this.targets.size >= 10_000) this.targets.clear();
    this.targets.set(webhook.id, { url: webhook.url, allowHttpLocal, target });
    return target;
  }

  /** Sends the attempt's POST, or ends it at once when its URL may not be sent to. */
  private post(webhook: WebhookRow, flight: InFlight): void {
    const allowHttpLocal = this.o.settings.branch(webhook.branch_id).allow_http_local;
    const target = this.target(webhook, allowHttpLocal);
    if (!target.ok) {
      this.exchanged(flight, failed('blocked', target.message));
      return;
    }
    new Exchange(
      this.dispatcher(webhook, target.protocol, allowHttpLocal),
      target,
      flight.headers,
      flight.c.body,
      this.totalTimeoutMs,
      flight,
      this.exchanged,
    );
  }

  // ----- recording ----------------------------------------------------------------------------

  private recordQueue: PendingRecord[] = [];
  private recordTimer: NodeJS.Timeout | null = null;
  private readonly history: AttemptHistory;
  private historyTimer: NodeJS.Timeout | null = null;
  /** Webhook rows read in this batch's transaction (dropped when a record changes one). */
  private readonly flushWebhooks = new Map<string, WebhookRow | undefined>();

  private flushWebhook(id: string): WebhookRow | undefined {
    if (!this.flushWebhooks.has(id)) this.flushWebhooks.set(id, this.readWebhook(id));
    return this.flushWebhooks.get(id);
  }

  /** Whether a webhook still exists, as this recording transaction reads it. */
  private readonly webhookExists = (id: string): boolean => this.flushWebhook(id) !== undefined;

  /**
   * Group commit: the attempts that end within RECORD_DELAY_MS of the first (at most
   * RECORD_BATCH of them) are recorded in ONE write transaction. A commit writes every page the
   * batch touched to the WAL (~10 µs each here) and fsyncs; the shared pages (index leaves, the
   * history's tail) are written once per batch instead of once per handful of attempts. The
   * slot is already free (the HTTP exchange is over); the delivery stays claimed until its
   * record commits, and the caller continues then.
   */
  private recordBatched(pending: PendingRecord): void {
    this.recordQueue.push(pending);
    if (this.recordQueue.length >= RECORD_BATCH) {
      if (this.recordTimer) clearTimeout(this.recordTimer);
      this.recordTimer = setTimeout(() => this.flushRecords(), 0);
    } else {
      this.recordTimer ??= setTimeout(() => this.flushRecords(), RECORD_DELAY_MS);
    }
  }

  private flushRecords(): void {
    if (this.recordTimer) clearTimeout(this.recordTimer);
    this.recordTimer = null;
    const batch = this.recordQueue;
    this.recordQueue = [];
    if (batch.length === 0) return;
    // The history is written with this batch when no other attempt is under way.
    let withHistory = this.sending === 0;
    let recorded: { results: (RecordedAttempt | null | { error: unknown })[]; rows: AttemptRow[] };
    try {
      recorded = this.o.db.tx(() => this.writeRecords(batch, false, withHistory), RECORD_COMMIT);
    } catch {
      // One record failed and took the batch with it: write them again, each in its own
      // savepoint, so the others keep their record (their history rows wait).
      withHistory = false;
      try {
        recorded = this.o.db.tx(() => this.writeRecords(batch, true, false), RECORD_COMMIT);
      } catch (error) {
        for (const item of batch) this.ended(item, error);
        return;
      }
    }
    const { results, rows } = recorded;
    if (withHistory) {
      // Nothing waits now: a timer left armed would write the next burst's rows early.
      this.history.written();
      if (this.historyTimer) clearTimeout(this.historyTimer);
      this.historyTimer = null;
    } else {
      this.history.wait(rows);
      this.historyTimer ??= setTimeout(() => this.writeHistory(), this.historyWriteAfterMs);
    }
    batch.forEach((item, i) => {
      const r = results[i]!;
      if (typeof r === 'object' && r !== null) this.ended(item, r.error);
      else this.recorded(item, r);
    });
  }

  /** The batch's records: each delivery settled, and its history row (written or waiting). */
  private writeRecords(
    batch: PendingRecord[],
    isolated: boolean,
    withHistory: boolean,
  ): { results: (RecordedAttempt | null | { error: unknown })[]; rows: AttemptRow[] } {
    this.flushWebhooks.clear();
    const rows: AttemptRow[] = [];
    const results = batch.map((item) => {
      let settled: { row: AttemptRow; view: RecordedAttempt } | null;
      if (!isolated) settled = this.record(item);
      else {
        try {
          settled = this.o.db.tx(() => this.record(item)); // inside a transaction: a savepoint
        } catch (error) {
          return { error };
        }
      }
      if (!settled) return null;
      rows.push(settled.row);
      return settled.view;
    });
    if (withHistory) this.history.write(rows, this.webhookExists);
    return { results, rows };
  }

  /**
   * Writes the history rows waiting (the timer's write, a read of the history, the stop). A
   * failed write leaves them waiting for the next one.
   */
  writeHistory(): void {
    if (this.historyTimer) clearTimeout(this.historyTimer);
    this.historyTimer = null;
    // Not inside another transaction: its rollback would lose rows already taken as written.
    if (!this.history.hasWaiting() || this.o.db.sql.inTransaction) return;
    try {
      this.o.db.tx(() => {
        this.flushWebhooks.clear();
        this.history.write([], this.webhookExists);
      }, RECORD_COMMIT);
      this.history.written();
    } catch (error) {
      this.o.log.warn({ err: error }, 'webhook delivery: writing the history failed; will retry');
      if (this.state !== 'closed') {
        this.historyTimer = setTimeout(() => this.writeHistory(), this.historyWriteAfterMs);
      }
    }
  }

  /**
   * Settles an attempt's delivery (a delivered row is deleted, a failed one rescheduled or
   * given up) and makes its history row. Null when the delivery or its webhook was deleted
   * while in flight.
   */
  private record({
    c,
    attempt,
    at,
    headers: requestHeaders,
    outcome,
    durationMs,
  }: PendingRecord): { row: AttemptRow; view: RecordedAttempt } | null {
    const db = this.o.db;
    const delivery = c.delivery;
    const now = this.o.clock.now();
    const webhook = this.flushWebhook(c.webhook.id);
    if (!webhook) return null; // deleted while in flight
    const succeeded = outcome.kind === null;
    const isPing = delivery.event_type === PING_EVENT;
    let next: number | null = null;
    if (succeeded) {
      // A delivered row is done with: its history row is the record. Deleting it (rather than
      // marking it 'succeeded', as before) keeps the table to what is still owed and writes no
      // index entries for it; the row's own index entries go either way.
      const { changes } = db.prepare('DELETE FROM deliveries WHERE id = ?').run(delivery.id);
      if (changes === 0) return null; // deleted while in flight
      // Only when there is something to clear: a healthy webhook's row is not rewritten.
      if (!isPing && (webhook.failing_since !== null || webhook.failure_count !== 0)) {
        db.prepare('UPDATE webhooks SET failing_since = NULL, failure_count = 0 WHERE id = ?').run(
          webhook.id,
        );
        this.flushWebhooks.delete(webhook.id);
      }
    } else {
      // A test event is tried once: the admin sends another.
      let delay = isPing ? null : retryDelay(attempt, this.random);
      if (delay !== null && (outcome.status === 429 || outcome.status === 503)) {
        delay = parseRetryAfter(outcome.retryAfter, now) ?? delay;
      }
      next = delay === null || attempt >= MAX_ATTEMPTS ? null : now + delay;
      const { changes } = db
        .prepare(
          `UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?,
               first_failed_at = coalesce(first_failed_at, ?), updated_at = ? WHERE id = ?`,
        )
        .run(
          next === null ? 'failed' : 'pending',
          attempt,
          next ?? delivery.next_attempt_at,
          now,
          new Date(now).toISOString(),
          delivery.id,
        );
      if (changes === 0) return null; // deleted while in flight
      if (!isPing) {
        this.countFailure(webhook, now, outcome.status);
        this.flushWebhooks.delete(webhook.id);
      }
    }
    const row: AttemptRow = {
      id: this.history.nextId(),
      webhook_id: webhook.id,
      delivery_id: delivery.id,
      event_id: delivery.event_id,
      event_type: delivery.event_type,
      attempt,
      at,
      succeeded,
      http_status: outcome.status,
      error_kind: outcome.kind,
      error_message: outcome.message,
      duration_ms: durationMs,
      request_headers: requestHeaders,
      request_body: c.body,
      response_headers: outcome.responseHeaders,
      response_body: outcome.responseBody,
      next_attempt_at: next,
    };
    // Only when asked for: with nobody listening, an attempt allocates no view at all. The
    // header objects are the row's own: by the time listeners see the view, the row has been
    // written or encoded into the waiting rows (flushRecords), so nothing else reads them.
    const view = () => ({
      ...row,
      at: new Date(row.at).toISOString(),
      next_attempt_at: next === null ? null : new Date(next).toISOString(),
    });
    return { row, view };
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
