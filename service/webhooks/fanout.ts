import type { Database } from '../db/database';
import type { EventRow } from '../db/entities';
import type { EventLog } from '../catalog/event-log';
import type { Clock } from '../util/clock';

/**
 * The outbox fan-out: registered with `EventLog.onAppend`, so it runs INSIDE the transaction
 * that writes the event. Each Active webhook of the event's branch subscribed to its type
 * gets one pending delivery row; the change, the event and its deliveries commit together
 * or not at all. Runs in every process that writes events (the CLI too); only the process
 * with the worker sends.
 */
export function installFanout(db: Database, events: EventLog, clock: Clock): void {
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
    for (const hook of hooks) {
      if ((JSON.parse(hook.events) as string[]).includes(event.type)) {
        insert.run(hook.id, event.id, event.type, now, iso, iso);
      }
    }
  });
}
