import { AppError } from '../../shared/errors';
import { EVENT_TYPES, type EventType } from '../../shared/events';
import type { Database } from '../db/database';
import { EVENT_RETENTION_DAYS } from './event-log';

/** The permission that lets a key see an event: the view scope of the entity it is about. */
export function viewScopeOf(type: EventType): 'products:view' | 'categories:view' {
  return type.startsWith('product.') ? 'products:view' : 'categories:view';
}

/** The event types a key with these scopes may read (in the catalog's order). */
export const visibleEventTypes = (scopes: ReadonlySet<string>): EventType[] =>
  EVENT_TYPES.filter((type) => scopes.has(viewScopeOf(type)));

export interface EventFeedQuery {
  branchId: string;
  /** Events with a larger sequence. */
  after: number;
  limit: number;
  /** Only these types; all when undefined. */
  types?: readonly EventType[];
}

/**
 * GET /events: the branch's event log (the outbox the webhooks are sent from) as a pull feed,
 * `{data, has_more, next_after}`, where `data` holds the stored bodies, the very bytes a
 * webhook receiver gets. Read on one snapshot: `next_after` is the last event of the page, or,
 * on the last page, the branch's last sequence (the events after `after` that were not
 * returned were filtered out), so polling with it never skips an event committed meanwhile.
 *
 * 410 events_expired when events after `after` were pruned (kept 30 days; pruning keeps the
 * log a suffix, see EventLog.prune), or when `after` is beyond the branch's last event (a
 * data directory restored from an older backup): the client starts again from its own copy.
 */
export function eventFeedBody(db: Database, query: EventFeedQuery): string {
  return db.read(() => {
    const last =
      db
        .prepare<[string], { last_sequence: number }>(
          'SELECT last_sequence FROM event_sequences WHERE branch_id = ?',
        )
        .get(query.branchId)?.last_sequence ?? 0;
    if (query.after > last) {
      throw new AppError(
        'events_expired',
        `after=${query.after} is beyond this branch's last event (${last}), as after a restore from an older backup. Start again from after=0 or from your last sequence at or below ${last}.`,
      );
    }
    const oldest =
      db
        .prepare<[string], { sequence: number }>(
          `SELECT sequence FROM events WHERE branch_id = ? ORDER BY sequence LIMIT 1`,
        )
        .get(query.branchId)?.sequence ?? last + 1;
    if (query.after < oldest - 1) {
      throw new AppError(
        'events_expired',
        `Events after ${query.after} are no longer kept (events are kept ${EVENT_RETENTION_DAYS} days; the oldest kept is ${oldest}). Walk the lists again (GET /products, /categories) and continue from after=${oldest - 1}.`,
      );
    }
    const where = [`branch_id = ?`, 'sequence > ?', 'sequence <= ?'];
    const params: unknown[] = [query.branchId, query.after, last];
    if (query.types) {
      where.push(`type IN (${query.types.map(() => '?').join(', ')})`);
      params.push(...query.types);
    }
    params.push(query.limit + 1);
    const rows = db
      .prepare<unknown[], { sequence: number; body: string }>(
        `SELECT sequence, body FROM events WHERE ${where.join(' AND ')} ORDER BY sequence LIMIT ?`,
      )
      .all(...params);
    const hasMore = rows.length > query.limit;
    const count = hasMore ? query.limit : rows.length;
    let data = '';
    for (let i = 0; i < count; i++) data += (i ? ',' : '') + rows[i]!.body;
    const nextAfter = hasMore ? rows[count - 1]!.sequence : last;
    return `{"data":[${data}],"has_more":${hasMore},"next_after":${nextAfter}}`;
  });
}
