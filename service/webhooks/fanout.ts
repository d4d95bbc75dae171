import type { Database } from '../db/database';
import type { EventRow } from '../db/entities';
import type { EventLog } from '../catalog/event-log';
import type { Clock } from '../util/clock';

/** What the deliveries of one event need for their first attempt: one object, shared by them. */
export interface NewEvent {
  eventId: string;
  eventType: string;
  /** The event body. */
  body: string;
  nextAttemptAt: number;
}

/**
 * The delivery rows a transaction wrote, as parallel arrays: the i-th is row `ids[i]`, for
 * webhook `webhookIds[i]`, of event `events[i]`. A burst hands over thousands of rows that wait
 * until their attempt, long enough to be promoted to the old generation: an object per row made
 * that ~300 KB per 5,000 (docs/performance.md, "Eighth session").
 */
export interface NewDeliveries {
  ids: number[];
  webhookIds: string[];
  events: NewEvent[];
}

/** Receives the deliveries of a transaction once it has committed (the worker of this process). */
export type NewDeliverySink = (deliveries: NewDeliveries) => void;

const noDeliveries = (): NewDeliveries => ({ ids: [], webhookIds: [], events: [] });

/**
 * How many deliveries one transaction hands over at most; the rest (a bulk import) are read
 * back from the database by the worker, so a 100k-row import holds no million-entry list.
 */
const HANDOFF_MAX = 4096;

export interface Fanout {
  /** Where committed deliveries go; null (the CLI, a process without the worker): nowhere. */
  setSink(sink: NewDeliverySink | null): void;
}

/**
 * The outbox fan-out: registered with `EventLog.onAppend`, so it runs INSIDE the transaction
 * that writes the event. Each Active webhook of the event's branch subscribed to its type
 * gets one pending delivery row; the change, the event and its deliveries commit together
 * or not at all. Runs in every process that writes events (the CLI too); only the process
 * with the worker sends. With a sink, the rows written are also handed to it after the commit
 * (never before: a rolled-back transaction's row ids are used again by the next one), so the
 * worker sends them without reading them back.
 */
export function installFanout(db: Database, events: EventLog, clock: Clock): Fanout {
  let sink: NewDeliverySink | null = null;
  let staged = noDeliveries();
  events.onAppend((event: EventRow) => {
    const hooks = db
      .prepare<[string], { id: string; events: string }>(
        "SELECT id, events FROM webhooks WHERE branch_id = ? AND status = 'active'",
      )
      .all(event.branch_id);
    if (hooks.length === 0) return;
    const now = clock.now();
    const iso = new Date(now).toISOString();
    const insert = db.prepare(
      `INSERT INTO deliveries (webhook_id, event_id, event_type, state, attempts, next_attempt_at, lease_until,
         first_failed_at, body, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, NULL, NULL, NULL, ?, ?)`,
    );
    let handed: NewEvent | null = null;
    for (const hook of hooks) {
      if ((JSON.parse(hook.events) as string[]).includes(event.type)) {
        const { lastInsertRowid } = insert.run(hook.id, event.id, event.type, now, iso, iso);
        if (sink && staged.ids.length < HANDOFF_MAX) {
          handed ??= {
            eventId: event.id,
            eventType: event.type,
            body: event.body,
            nextAttemptAt: now,
          };
          staged.ids.push(Number(lastInsertRowid));
          staged.webhookIds.push(hook.id);
          staged.events.push(handed);
        }
      }
    }
  });
  events.onCommit(() => {
    const committed = staged;
    staged = noDeliveries();
    if (committed.ids.length) sink?.(committed);
  });
  events.onRollback(() => {
    staged = noDeliveries();
  });
  return {
    setSink(next) {
      sink = next;
      staged = noDeliveries();
    },
  };
}
