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

/** The history's filters, checked: what the delivery store narrows its read by. */
export interface HistoryFilter {
  event?: string;
  /** `none`: attempts without an answer; else the HTTP statuses from `low` to `high`. */
  status?: 'none' | { low: number; high: number };
  outcome?: HistoryOutcome;
}

const isOutcome = (v: string): v is HistoryOutcome =>
  (HISTORY_OUTCOMES as readonly string[]).includes(v);

/**
 * The filters as typed, checked; a filter left blank is absent. Invalid values fail with
 * `validation_failed`, naming the field. The store turns the result into SQL
 * (delivery-store.ts).
 */
export function parseHistoryFilter(input: HistoryFilterInput): HistoryFilter {
  const errors: FieldError[] = [];
  const filter: HistoryFilter = {};
  const given = (v: unknown): v is string | number =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

  if (given(input.event)) {
    const event = String(input.event).trim();
    if (event !== PING_EVENT && !isEventType(event))
      errors.push({ path: 'event', message: HISTORY_FILTER_MESSAGES.event });
    filter.event = event;
  }

  if (given(input.status)) {
    const status = String(input.status).trim().toLowerCase();
    if (status === 'none') {
      filter.status = 'none';
    } else if (/^[1-5]xx$/.test(status)) {
      const low = Number(status[0]) * 100;
      filter.status = { low, high: low + 99 };
    } else if (/^[1-5]\d\d$/.test(status)) {
      filter.status = { low: Number(status), high: Number(status) };
    } else {
      errors.push({ path: 'status', message: HISTORY_FILTER_MESSAGES.status });
    }
  }

  if (given(input.outcome)) {
    const outcome = String(input.outcome).trim();
    if (isOutcome(outcome)) filter.outcome = outcome;
    else errors.push({ path: 'outcome', message: HISTORY_FILTER_MESSAGES.outcome });
  }

  if (errors.length) throw validationError(errors);
  return filter;
}
