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
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'precondition_failed'
  | 'order_not_open'
  | 'balance_due'
  | 'payment_exceeds_balance'
  | 'order_has_payments'
  | 'sync_token_expired'
  | 'events_expired'
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
