import type { DeliveryAttemptDetail, DeliveryErrorKind } from '../../shared/ipc';
import type { DeliveryAttemptRow } from '../db/entities';

/** The delivery history keeps each webhook's last attempts, this many. */
export const HISTORY_LIMIT = 100;

/** Why an attempt failed: the IPC contract's kinds. */
export type ErrorKind = DeliveryErrorKind;

/** One recorded attempt with its request and response: the IPC contract's shape. */
export type AttemptView = DeliveryAttemptDetail;

/** A history row as read: the request body in hand (the row's own, or its event's). */
export type AttemptRead = DeliveryAttemptRow & { request_body: string };

export const attemptView = (r: AttemptRead): AttemptView => ({
  id: r.id,
  webhook_id: r.webhook_id,
  delivery_id: r.delivery_id,
  event_id: r.event_id,
  event_type: r.event_type,
  attempt: r.attempt,
  at: r.at,
  succeeded: r.succeeded === 1,
  http_status: r.http_status,
  error_kind: r.error_kind as ErrorKind | null,
  error_message: r.error_message,
  duration_ms: r.duration_ms,
  request_headers: JSON.parse(r.request_headers) as Record<string, string>,
  request_body: r.request_body,
  response_headers: r.response_headers
    ? (JSON.parse(r.response_headers) as Record<string, string>)
    : null,
  response_body: r.response_body,
  next_attempt_at: r.next_attempt_at === null ? null : new Date(r.next_attempt_at).toISOString(),
});
