import type { Database } from '../db/database';
import type { EventRow } from '../db/entities';
import type { EventLog } from '../events/event-log';
import { filterPasses } from './category-filter';
import type { Clock } from '../util/clock';
import type { DeliveryStore } from './delivery-store';
import type { DeliverySignals, NewDelivery, NewEvent } from './signals';

/**
 * How many deliveries one transaction hands over at most; the rest (a bulk import) are read
 * back from the database by the worker, so a 100k-row import holds no million-entry list.
 */
const HANDOFF_MAX = 4096;

/**
 * The outbox fan-out: registered with `EventLog.onAppend`, so it runs INSIDE the transaction
 * that writes the event. Each Active webhook of the event's branch subscribed to its type
 * gets one pending delivery row; the change, the event and its deliveries commit together
 * or not at all. Runs in every process that writes events (the CLI too); only the process
 * with the worker sends. When the worker listens, the rows written are also handed to it after
 * the commit (never before: a rolled-back transaction's row ids are used again by the next
 * one), so it sends them without reading them back.
 */
export function installFanout(
  db: Database,
  events: EventLog,
  clock: Clock,
  store: DeliveryStore,
  signals: DeliverySignals,
): void {
  let staged: NewDelivery[] = [];
  events.onAppend((event: EventRow) => {
    const hooks = db
      .prepare<[string], { id: string; events: string; category_ids: string | null }>(
        "SELECT id, events, category_ids FROM webhooks WHERE branch_id = ? AND status = 'active'",
      )
      .all(event.branch_id);
    if (hooks.length === 0) return;
    const now = clock.now();
    const handOver = signals.takesHandOver();
    let shared: NewEvent | null = null;
    for (const hook of hooks) {
      if (!(JSON.parse(hook.events) as string[]).includes(event.type)) continue;
      if (!filterPasses(hook.category_ids, event.type, event.body)) continue;
      const id = store.insert(hook.id, event.id, event.type, now, null);
      if (handOver && staged.length < HANDOFF_MAX) {
        shared ??= {
          eventId: event.id,
          eventType: event.type,
          body: event.body,
          nextAttemptAt: now,
        };
        staged.push({ id, webhookId: hook.id, event: shared });
      }
    }
  });
  events.onCommit(() => {
    const committed = staged;
    staged = [];
    if (committed.length) signals.committed(committed);
  });
  events.onRollback(() => {
    staged = [];
  });
}
