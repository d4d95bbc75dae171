import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { parseInstant } from '../util/instant';
import type { BranchContext, WriteOptions } from './context';
import {
  parseIdempotencyKey,
  requestHash,
  type IdempotencyContext,
  type StoredResponse,
} from './idempotency';
import type { ListTokens } from './list-tokens';
import type { Writer } from './writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and reads every list's cursors and sync tokens (list-tokens.ts). */
    listTokens: ListTokens;
  }
}

/** The HTTP plumbing every route shares: context, If-Match, Idempotency-Key, replies. */

export const contextOf = (request: FastifyRequest): BranchContext => ({
  companyId: request.apiKey!.company_id,
  branchId: request.apiKey!.branch_id,
});

const headerError = (name: string, message: string) =>
  new AppError('validation_failed', message, [{ path: `headers.${name}`, message }]);

/** `If-Match` as sent: checkVersion (catalog/context.ts) reads and compares it. */
export function writeOptionsOf(request: FastifyRequest): WriteOptions {
  const raw = request.headers['if-match'];
  return raw === undefined ? {} : { ifMatch: String(raw) };
}

export function idempotencyOf(request: FastifyRequest): IdempotencyContext | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = parseIdempotencyKey(String(raw));
  if (key === null) {
    throw headerError(
      'idempotency-key',
      'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID, bare or in double quotes.',
    );
  }
  const ifMatch = request.headers['if-match'];
  return {
    keyId: request.apiKey!.id,
    key,
    hash: requestHash(
      request.method,
      request.url.split('?')[0]!,
      request.body,
      ifMatch === undefined ? undefined : String(ifMatch),
    ),
  };
}

/** Sends a stored JSON body with its ETag (the version), and marks replays. */
export function sendResource(
  reply: FastifyReply,
  response: StoredResponse & { replayed?: boolean },
  location?: string,
): FastifyReply {
  const version = /"version":(\d+)/.exec(response.body)?.[1];
  if (version) reply.header('etag', `"${version}"`);
  if (response.replayed) reply.header('idempotent-replayed', 'true');
  if (location && response.status === 201) reply.header('location', location);
  return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
}

/**
 * The answer of a POST that runs its own work (the admin routes'): done once per
 * Idempotency-Key through the writer, the result serialized by the route's response schema
 * (so a replay sends the same bytes), with `Location` from the result when it names one.
 * `sealed` when the answer holds a secret shown once (see WriteSpec).
 */
export function sendOnce(
  writer: Writer,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: {
    status: number;
    sealed?: boolean;
    location?: (result: Record<string, string>) => string;
    /**
     * The work changes nothing (a price calculation): without Idempotency-Key it runs as a
     * plain read, with no write transaction to wait for; with one, the answer is still kept
     * so that the key cannot be reused for another request.
     */
    readOnly?: boolean;
  },
  work: () => unknown,
): FastifyReply {
  reply.code(answer.status);
  const idempotency = idempotencyOf(request);
  if (answer.readOnly && idempotency === undefined)
    return reply.type('application/json; charset=utf-8').send(reply.serialize(work()));
  const result = writer.write(
    idempotency,
    () => ({ status: answer.status, body: reply.serialize(work()) as string }),
    { sealed: answer.sealed ?? false },
  );
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  if (answer.location)
    reply.header('location', answer.location(JSON.parse(result.body) as Record<string, string>));
  return reply.type('application/json; charset=utf-8').send(result.body);
}

export const idParam = (prefix: string, label: string) => ({
  type: 'object',
  properties: {
    id: {
      type: 'string',
      maxLength: 64,
      description: `The ${label} id`,
      examples: [`${prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`],
    },
  },
  required: ['id'],
});

export const writeHeaders = (ifMatch: boolean, idempotent: boolean) => ({
  type: 'object',
  properties: {
    ...(idempotent
      ? {
          'idempotency-key': {
            type: 'string',
            maxLength: 512,
            description:
              'A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again',
          },
        }
      : {}),
    ...(ifMatch
      ? {
          'if-match': {
            type: 'string',
            maxLength: 1024,
            description:
              'The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale',
          },
        }
      : {}),
  },
});

/** The query every cursor listing takes (see `listQuery` in schemas.ts). */
export interface PageQuery {
  limit: number;
  cursor?: string;
  updated_since?: string;
  sync_token?: string;
}

/** `updated_since` as the ISO form of its instant (the schema's date-time format checked it). */
function updatedSinceOf(text: string): string {
  const parsed = parseInstant(text);
  if (!parsed.ok) {
    const message = `updated_since ${parsed.problem}.`;
    throw new AppError('validation_failed', message, [{ path: 'updated_since', message }]);
  }
  return parsed.date.toISOString();
}

/** `sync_token` for the listing (see cursorPageBody). */
export const syncOptionsOf = (q: PageQuery) =>
  q.sync_token !== undefined ? { syncToken: q.sync_token } : {};

/**
 * The listing options shared by every page: the caller's branch, the installation's token
 * codec, limit, cursor, `updated_since` as ISO.
 */
export function pageOptionsOf(request: FastifyRequest, q: PageQuery) {
  return {
    branchId: request.apiKey!.branch_id,
    tokens: request.server.listTokens,
    limit: q.limit,
    ...(q.cursor !== undefined ? { cursor: q.cursor } : {}),
    ...(q.updated_since !== undefined ? { updatedSince: updatedSinceOf(q.updated_since) } : {}),
  };
}

/** Error responses of resource writes, on top of the authentication ones. */
export const catalogErrors = {
  404: { $ref: 'Problem#' },
  409: { $ref: 'Problem#' },
  412: { $ref: 'Problem#' },
  413: { $ref: 'Problem#' },
  415: { $ref: 'Problem#' },
};

/**
 * A shared body schema inlined into a route: the server's body validator is its own Ajv
 * instance (no coercion), which does not know the shared `$id`s.
 */
export function inlineBody<T extends { $id: string }>(schema: T): Omit<T, '$id'> {
  const { $id: _id, ...rest } = schema;
  return rest;
}
