import { isPlainObject, isPresent } from '../resources/context';
import { parseInstant } from '../util/instant';
import { Validator } from '../util/validate';
import { ORDER_TEXT_LIMITS } from './order-representation';

/** The figures of a request body's extra fields (`source`, `customer_id`, `note`, `ordered_at`). */
export interface OrderFields {
  source?: string;
  customer_id?: string | null;
  table_id?: string | null;
  note?: string | null;
  ordered_at?: string;
}

/** The earliest `ordered_at` (as bookings' starts_at), and how far ahead of now it may be. */
export const ORDERED_AT_BOUNDS = { earliest: Date.UTC(2000, 0, 1), aheadMs: 24 * 3_600_000 };

/**
 * Checks the body's own fields (lines and discount are the totals module's); `now` (ms) bounds
 * `ordered_at`.
 */
export function readOrderFields(
  input: unknown,
  mode: 'create' | 'update',
  now: number,
): OrderFields {
  const v = new Validator();
  const out: OrderFields = {};
  if (!isPlainObject(input)) {
    v.add('body', 'The body must be a JSON object.');
    v.done();
    return out;
  }
  const allowed = [
    'lines',
    'discount',
    'source',
    'customer_id',
    'table_id',
    'note',
    ...(mode === 'create' ? ['ordered_at'] : []),
  ];
  for (const key of Object.keys(input))
    if (!allowed.includes(key))
      v.add(
        key,
        key === 'ordered_at'
          ? 'ordered_at is set when the order is created.'
          : `Unknown field "${key}".`,
      );
  if (mode === 'create' && !Array.isArray(input.lines))
    v.add('lines', 'lines must be a list of lines.');
  if (mode === 'update' && isPresent(input, 'lines') && !Array.isArray(input.lines))
    v.add('lines', 'lines must be a list of lines.');
  if (Array.isArray(input.lines) && input.lines.length === 0)
    v.add('lines', 'An order needs at least one line.');
  if (isPresent(input, 'source'))
    out.source = v.text('source', input.source, {
      label: 'source',
      min: 1,
      max: ORDER_TEXT_LIMITS.source,
      required: true,
    });
  if (isPresent(input, 'note'))
    out.note =
      input.note === null || input.note === ''
        ? null
        : (v.text('note', input.note, {
            label: 'note',
            max: ORDER_TEXT_LIMITS.note,
            multiline: true,
          }) ?? null);
  if (isPresent(input, 'customer_id')) {
    const c = input.customer_id;
    if (c === null) out.customer_id = null;
    else if (typeof c === 'string' && c.length > 0 && c.length <= 64) out.customer_id = c;
    else v.add('customer_id', 'customer_id must be a customer id or null.');
  }
  if (isPresent(input, 'table_id')) {
    const t = input.table_id;
    if (t === null) out.table_id = null;
    else if (typeof t === 'string' && t.length > 0 && t.length <= 64) out.table_id = t;
    else v.add('table_id', 'table_id must be a table id or null.');
  }
  if (mode === 'create' && isPresent(input, 'ordered_at')) {
    const parsed =
      typeof input.ordered_at === 'string' ? parseInstant(input.ordered_at) : undefined;
    const at = parsed?.ok ? parsed.date.getTime() : NaN;
    if (at < ORDERED_AT_BOUNDS.earliest || at > now + ORDERED_AT_BOUNDS.aheadMs)
      v.add(
        'ordered_at',
        'ordered_at must be from the year 2000 on, and no more than 24 hours ahead of now.',
      );
    else if (parsed?.ok) out.ordered_at = parsed.date.toISOString();
    else
      v.add(
        'ordered_at',
        `ordered_at must be a date-time such as 2026-11-21T10:00:00Z${parsed && !parsed.ok ? `: it ${parsed.problem}` : ''}.`,
      );
  }
  v.done();
  return out;
}
