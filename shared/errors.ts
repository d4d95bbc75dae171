/**
 * Stable error codes shared by the open API, the IPC envelope and the CLI.
 * A code never changes meaning; the sentence that goes with it is for people.
 */
export type ErrorCode =
  | 'missing_credentials'
  | 'invalid_api_key'
  | 'missing_context_header'
  | 'context_mismatch'
  | 'insufficient_scope'
  | 'ip_not_allowed'
  | 'validation_failed'
  | 'malformed_json'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'insufficient_points'
  | 'reward_unavailable'
  | 'redemption_not_cancelable'
  | 'precondition_failed'
  | 'order_not_open'
  | 'balance_due'
  | 'payment_exceeds_balance'
  | 'order_has_payments'
  | 'order_not_completed'
  | 'refund_exceeds_paid'
  | 'refund_exceeds_line'
  | 'refund_exceeds_payment'
  | 'payment_required'
  | 'tip_too_large'
  // The day close (docs/api.md "Closing a business day").
  | 'day_closed'
  | 'day_has_open_orders'
  | 'sync_token_expired'
  | 'invalid_cursor'
  | 'events_expired'
  | 'range_too_large'
  | 'idempotency_mismatch'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'limit_reached'
  | 'unauthenticated'
  | 'forbidden'
  | 'account_locked'
  | 'setup_required'
  | 'already_set_up'
  | 'vault_error'
  | 'schema_mismatch'
  | 'unsafe_path'
  | 'export_not_ready'
  | 'export_expired'
  | 'range_not_satisfiable'
  // The restaurant floor (tables and bookings): state rules, each 409.
  | 'table_has_open_order'
  | 'table_not_occupied'
  | 'table_not_free'
  | 'table_has_bookings'
  | 'table_conflict'
  | 'nothing_to_merge'
  | 'illegal_transition'
  | 'internal_error';

export interface FieldError {
  path: string;
  message: string;
}

/** An expected failure: carries a stable code, a sentence, and field errors when relevant. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (fields: FieldError[]): AppError =>
  new AppError(
    'validation_failed',
    fields.length === 1 ? fields[0]!.message : 'Some fields are not valid.',
    fields,
  );
