import { validationError, type FieldError } from '../../shared/errors';
import { EVENT_TYPES, isEventType, PING_EVENT } from '../../shared/events';

/** How an attempt ended, as the history filters it (docs/webhooks.md, "Delivery history"). */
export const HISTORY_OUTCOMES = ['succeeded', 'failed', 'retrying'] as const;
export type HistoryOutcome = (typeof HISTORY_OUTCOMES)[number];

/** The history's filters as typed (console, CLI): every one optional, all must match. */
export interface HistoryFilterInput {
  /** An event type, or `ping` for test events. */
  event?: unknown;
  /** An HTTP status (`500`), a class (`5xx`), or `none` for attempts without an answer. */
  status?: unknown;
  /** `succeeded`, `failed` (every failed attempt) or `retrying` (failed, its retry still due). */
  outcome?: unknown;
}

export const HISTORY_FILTER_MESSAGES = {
  event: `The event must be one of: ${[...EVENT_TYPES, PING_EVENT].join(', ')}.`,
  status: 'The status must be an HTTP status (100 to 599), a class such as 5xx, or "none".',
  outcome: `The outcome must be one of: ${HISTORY_OUTCOMES.join(', ')}.`,
} as const;

/**
 * The filters as SQL conditions on `delivery_attempts a` (ANDed after the webhook's own), with
 * their parameters; a filter left blank adds nothing. Invalid values fail with
 * `validation_failed`, naming the field.
 */
export function historyFilterSql(input: HistoryFilterInput): { where: string; params: unknown[] } {
  const errors: FieldError[] = [];
  const where: string[] = [];
  const params: unknown[] = [];
  const given = (v: unknown): v is string | number =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

  if (given(input.event)) {
    const event = String(input.event).trim();
    if (event !== PING_EVENT && !isEventType(event))
      errors.push({ path: 'event', message: HISTORY_FILTER_MESSAGES.event });
    where.push('a.event_type = ?');
    params.push(event);
  }

  if (given(input.status)) {
    const status = String(input.status).trim().toLowerCase();
    if (status === 'none') {
      where.push('a.http_status IS NULL');
    } else if (/^[1-5]xx$/.test(status)) {
      const low = Number(status[0]) * 100;
      where.push('a.http_status BETWEEN ? AND ?');
      params.push(low, low + 99);
    } else if (/^[1-5]\d\d$/.test(status)) {
      where.push('a.http_status = ?');
      params.push(Number(status));
    } else {
      errors.push({ path: 'status', message: HISTORY_FILTER_MESSAGES.status });
    }
  }

  if (given(input.outcome)) {
    const outcome = String(input.outcome).trim();
    if (outcome === 'succeeded') where.push('a.succeeded = 1');
    else if (outcome === 'failed') where.push('a.succeeded = 0');
    // The delivery is still pending and this is its latest attempt: its retry is still due.
    else if (outcome === 'retrying')
      where.push(`a.succeeded = 0 AND EXISTS (SELECT 1 FROM deliveries d WHERE d.id = a.delivery_id
        AND d.state = 'pending' AND d.attempts = a.attempt)`);
    else errors.push({ path: 'outcome', message: HISTORY_FILTER_MESSAGES.outcome });
  }

  if (errors.length) throw validationError(errors);
  return { where: where.map((w) => ` AND ${w}`).join(''), params };
}
