import type { FastifyReply } from 'fastify';
import type { ErrorCode, FieldError } from '../../shared/errors';

/** HTTP status and title for every error code the open API can answer with. */
export const PROBLEM_STATUS: Partial<Record<ErrorCode, { status: number; title: string }>> = {
  missing_credentials: { status: 401, title: 'Missing credentials' },
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  missing_context_header: { status: 400, title: 'Missing company or branch header' },
  context_mismatch: { status: 403, title: 'Company or branch does not match the key' },
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  validation_failed: { status: 422, title: 'Validation failed' },
  idempotency_mismatch: { status: 422, title: 'Idempotency key reused with a different request' },
  not_found: { status: 404, title: 'Not found' },
  conflict: { status: 409, title: 'Conflict' },
  precondition_failed: { status: 412, title: 'Precondition failed' },
  sync_token_expired: { status: 410, title: 'Sync token expired' },
  events_expired: { status: 410, title: 'Events no longer kept' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  limit_reached: { status: 409, title: 'Limit reached' },
  internal_error: { status: 500, title: 'Internal error' },
};

export interface ProblemExtras {
  errors?: FieldError[];
  [key: string]: unknown;
}

/** RFC 9457 application/problem+json with our stable `code` and the request id. */
export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  extras: ProblemExtras = {},
): FastifyReply {
  const { status, title } = PROBLEM_STATUS[code] ?? { status: 400, title: 'Bad request' };
  return reply
    .code(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `https://docs.integration-console.local/errors/${code}`,
        title,
        status,
        detail,
        code,
        request_id: reply.request.id,
        ...extras,
      }),
    );
}
