import type { FastifyReply } from 'fastify';
import type { ErrorCode, FieldError } from '../../shared/errors';

/** HTTP status and title for every error code the open API can answer with. */
export const PROBLEM_STATUS: Partial<Record<ErrorCode, { status: number; title: string }>> = {
  missing_credentials: { status: 401, title: 'Missing credentials' },
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  missing_context_header: { status: 400, title: 'Missing company or branch header' },
  context_mismatch: { status: 403, title: 'Company or branch does not match the key' },
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  forbidden: { status: 403, title: 'Forbidden' },
  ip_not_allowed: { status: 403, title: 'IP address not allowed for this key' },
  malformed_json: { status: 400, title: 'Malformed JSON' },
  validation_failed: { status: 422, title: 'Validation failed' },
  idempotency_mismatch: { status: 422, title: 'Idempotency key reused with a different request' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'Conflict' },
  // The loyalty program's rules (docs/api.md "Loyalty").
  insufficient_points: { status: 409, title: 'Not enough loyalty points' },
  reward_unavailable: { status: 409, title: 'Reward not available' },
  redemption_not_cancelable: { status: 409, title: 'Redemption cannot be canceled' },
  precondition_failed: { status: 412, title: 'Precondition failed' },
  // An order's rules (docs/api.md "Orders"): the problem lists the order's allowed_actions.
  order_not_open: { status: 409, title: 'The order is no longer open' },
  balance_due: { status: 409, title: 'The order still has a balance due' },
  payment_exceeds_balance: { status: 409, title: 'The payment is more than the balance due' },
  order_has_payments: { status: 409, title: 'The order has payments' },
  // A refund's limits (docs/api.md "Refunds").
  order_not_completed: { status: 409, title: 'The order is not completed' },
  refund_exceeds_paid: { status: 409, title: 'The refund is more than paid and not refunded' },
  refund_exceeds_line: { status: 409, title: 'The refund is more of a line than sold' },
  refund_exceeds_payment: {
    status: 409,
    title: 'The refund is more than the payment has left',
  },
  payment_required: { status: 422, title: 'Name the payment the refund goes back to' },
  tip_too_large: { status: 422, title: "The tip is more than the branch's max_tip_percent" },
  day_closed: { status: 409, title: 'The business day is closed' },
  day_has_open_orders: { status: 409, title: 'The business day still has open orders' },
  sync_token_expired: { status: 410, title: 'Sync token expired' },
  invalid_cursor: { status: 422, title: 'Cursor or sync token not valid for this list' },
  events_expired: { status: 410, title: 'Events no longer kept' },
  range_too_large: { status: 400, title: 'Date range too large' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  limit_reached: { status: 409, title: 'Limit reached' },
  export_not_ready: { status: 409, title: 'Export file not ready' },
  export_expired: { status: 410, title: 'Export file removed' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable' },
  table_has_open_order: { status: 409, title: 'The table has an open order' },
  table_not_occupied: { status: 409, title: 'The table has no open order' },
  table_not_free: { status: 409, title: 'The table is not free' },
  table_has_bookings: { status: 409, title: 'Bookings hold the table' },
  table_conflict: { status: 409, title: 'Another booking holds the table then' },
  nothing_to_merge: { status: 409, title: 'Fewer than two open orders to merge' },
  illegal_transition: { status: 409, title: 'Not allowed in this state' },
  internal_error: { status: 500, title: 'Internal error' },
};

export interface ProblemExtras {
  errors?: FieldError[];
  /** Errors found but not in `errors` (the caller listed only the first ones). */
  errors_omitted?: number;
  [key: string]: unknown;
}

/**
 * An answer stays small whatever the request: listing every error, 900 unknown keys make a
 * 900-entry answer, and a single unknown key can be 1 MiB long; the event loop that builds it
 * is the delivery worker's too. At most this many `errors[]` entries are listed (the rest are
 * counted in `errors_omitted`), and each text is clipped.
 */
export const PROBLEM_LIMITS = { errors: 50, path: 120, message: 240, detail: 500 } as const;

const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/[\ud800-\udbff]$/, '')}…`;

/** RFC 9457 application/problem+json with our stable `code` and the request id. */
export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  extras: ProblemExtras = {},
): FastifyReply {
  const { status, title } = PROBLEM_STATUS[code] ?? { status: 400, title: 'Bad request' };
  const { errors, errors_omitted: omittedBefore = 0, ...rest } = extras;
  let text = clip(detail, PROBLEM_LIMITS.detail);
  let listed: Record<string, unknown> = {};
  if (errors) {
    const omitted = omittedBefore + Math.max(0, errors.length - PROBLEM_LIMITS.errors);
    listed = {
      errors: errors.slice(0, PROBLEM_LIMITS.errors).map((e) => ({
        path: clip(e.path, PROBLEM_LIMITS.path),
        message: clip(e.message, PROBLEM_LIMITS.message),
      })),
      ...(omitted > 0 ? { errors_omitted: omitted } : {}),
    };
    if (omitted > 0)
      text += ` ${omitted.toLocaleString('en-US')} more error${omitted === 1 ? ' is' : 's are'} not listed.`;
  }
  return reply
    .code(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `https://docs.integration-console.local/errors/${code}`,
        title,
        status,
        detail: text,
        code,
        request_id: reply.request.id,
        ...rest,
        ...listed,
      }),
    );
}
