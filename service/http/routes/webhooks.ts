import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import { EVENT_TYPES } from '../../../shared/events';
import { SECRET_OVERLAPS } from '../../../shared/signing-overlap';
import { HISTORY_LIMIT } from '../../webhooks/attempts';
import { SECRET_MAX, SECRET_MIN, SECRET_PATTERNS } from '../../webhooks/webhook-input';
import type { WebhookRegistry, WebhookView } from '../../webhooks/registry';
import { authErrors, idSchema, timestamp } from '../schemas';
import { idParam, sendOnce, writeHeaders, writeOptionsOf } from '../../resources/http';
import { checkVersion } from '../../resources/context';
import {
  keyedPage,
  keyedPageSchema,
  keyedQuery,
  type KeyedQuery,
} from '../../resources/keyed-page';
import type { Writer } from '../../resources/writer';
import { actorOf, requireEventScopes, requireOwnBranch, requireOwnContext } from './caller-limits';

/**
 * /webhooks: the console's and the CLI's webhook operations (service/webhooks/registry.ts:
 * URL policy, 20 per branch, events, the branch's plain-HTTP setting) for a key with
 * system_settings:manage_integrations, on its own branch's webhooks only, and only for events
 * the key may read itself (caller-limits.ts).
 */

const SCOPE = 'system_settings:manage_integrations';
const TAGS = ['Webhooks'];
const nullableTime = { ...timestamp, type: ['string', 'null'] };

const webhookSchema = {
  type: 'object',
  description: 'A webhook as the console shows it; never its signing secret',
  properties: {
    id: idSchema('whk'),
    company_id: idSchema('cmp'),
    branch_id: idSchema('brn'),
    url: { type: 'string' },
    description: { type: ['string', 'null'] },
    events: { type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] } },
    filter: {
      type: ['object', 'null'],
      description: 'Product events only for these categories; null: every product event',
      properties: { category_ids: { type: 'array', items: { type: 'string' } } },
    },
    max_per_second: {
      type: ['integer', 'null'],
      description: 'The most deliveries started per second; null: no limit',
    },
    status: { type: 'string', enum: ['active', 'inactive'] },
    disabled_reason: {
      type: ['string', 'null'],
      description: 'Why the system set it inactive (410 Gone, 72 h of failures)',
    },
    deactivated_at: nullableTime,
    created_at: timestamp,
    updated_at: timestamp,
    version: { type: 'integer', description: 'Raised on every change; the ETag ("3")' },
    last_delivery: {
      type: ['object', 'null'],
      properties: {
        at: timestamp,
        event_id: { type: 'string' },
        event_type: { type: 'string' },
        attempt: { type: 'integer' },
        succeeded: { type: 'boolean' },
        http_status: { type: ['integer', 'null'] },
        error_kind: { type: ['string', 'null'] },
      },
    },
    pending_deliveries: { type: 'integer' },
    missed: {
      type: ['object', 'null'],
      properties: { from_sequence: { type: 'integer' }, to_sequence: { type: 'integer' } },
    },
    previous_secret_expires_at: {
      ...nullableTime,
      description: "While a rotation's overlap lasts, when the previous secret stops signing",
    },
  },
  required: [
    'id',
    'company_id',
    'branch_id',
    'url',
    'description',
    'events',
    'status',
    'disabled_reason',
    'deactivated_at',
    'created_at',
    'updated_at',
    'version',
    'last_delivery',
    'pending_deliveries',
    'missed',
    'previous_secret_expires_at',
  ],
};

const withSecret = {
  ...webhookSchema,
  description: 'The webhook with its signing secret, shown this once: store it in the receiver',
  properties: { ...webhookSchema.properties, signing_secret: { type: 'string' } },
  required: [...webhookSchema.required, 'signing_secret'],
};

const headerMap = { type: 'object', additionalProperties: { type: 'string' } };
const attemptSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    webhook_id: idSchema('whk'),
    delivery_id: { type: ['integer', 'null'] },
    event_id: { type: 'string' },
    event_type: { type: 'string' },
    attempt: { type: 'integer' },
    at: timestamp,
    succeeded: { type: 'boolean' },
    http_status: { type: ['integer', 'null'] },
    error_kind: { type: ['string', 'null'] },
    error_message: { type: ['string', 'null'] },
    duration_ms: { type: 'integer' },
    next_attempt_at: nullableTime,
    request_headers: headerMap,
    request_body: { type: 'string' },
    response_headers: { ...headerMap, type: ['object', 'null'] },
    response_body: { type: ['string', 'null'], description: 'The first 4 KiB' },
  },
  required: ['id', 'event_id', 'event_type', 'attempt', 'at', 'succeeded'],
};

const events = {
  type: 'array',
  maxItems: 100,
  items: { type: 'string', maxLength: 100 },
  description: `Of: ${EVENT_TYPES.join(', ')}. product.* needs products:view and category.* categories:view (403 otherwise)`,
};
const filter = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    category_ids: { type: 'array', maxItems: 100, items: idSchema('cat') },
  },
  required: ['category_ids'],
  description:
    'Narrows product events to products in (or moved out of) these live categories of the branch; null or an empty list: every product event. Category events are not filtered',
};
const maxPerSecond = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 1000,
  description:
    'The most deliveries started per second (1 to 1000); deliveries beyond it wait, none is dropped. null: no limit',
};
const secret = {
  anyOf: [
    { type: 'null' },
    { type: 'string', maxLength: 0 },
    { type: 'string', maxLength: 94, pattern: SECRET_PATTERNS.whsec },
    {
      type: 'string',
      minLength: SECRET_MIN,
      maxLength: SECRET_MAX,
      pattern: SECRET_PATTERNS.plain,
    },
  ],
  description:
    'A signing secret of your own (16 to 256 characters, or whsec_ + base64 of 24 to 64 bytes); blank: generated at create, kept at update',
};
const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      maxLength: 3000,
      description:
        "HTTPS; plain http:// only to a local-network address with the branch's allow_http_local on",
    },
    description: { type: ['string', 'null'], maxLength: 5000 },
    events,
    filter,
    max_per_second: maxPerSecond,
    secret,
    company_id: { type: 'string', maxLength: 64, description: "Optional; the key's own only" },
    branch_id: { type: 'string', maxLength: 64, description: "Optional; the key's own only" },
  },
  required: ['url', 'events'],
};
const updateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    url: createBody.properties.url,
    description: createBody.properties.description,
    events,
    filter,
    max_per_second: maxPerSecond,
    secret,
  },
};
const queued = {
  type: 'object',
  properties: { delivery_id: { type: 'integer' }, event_id: { type: 'string' } },
  required: ['delivery_id', 'event_id'],
};

const problem = { $ref: 'Problem#' };
const errors = { ...authErrors, 404: problem, 413: problem, 415: problem };
const writeErrors = { ...errors, 409: problem, 412: problem };
const params = idParam('whk', 'webhook');
const idempotent = writeHeaders(false, true);
const checked = writeHeaders(true, false);
const checkedIdempotent = writeHeaders(true, true);

type Params = { id: string };
type Body = Record<string, unknown>;

export function webhookRoutes(registry: WebhookRegistry, writer: Writer) {
  /** A webhook of the caller's branch, else 404 (as for an unknown id). */
  const ownBranchWebhook = (request: FastifyRequest, id: string): WebhookView => {
    const notFound = `No webhook with id ${id.slice(0, 64)} in this branch.`;
    let webhook: WebhookView;
    try {
      webhook = registry.show(id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        throw new AppError('not_found', notFound);
      }
      throw error;
    }
    requireOwnBranch(request, webhook, notFound);
    return webhook;
  };

  /** One the caller may act on and read the history of: every event it carries is readable. */
  const actionable = (request: FastifyRequest, id: string): WebhookView => {
    const webhook = ownBranchWebhook(request, id);
    requireEventScopes(request, webhook.events);
    return webhook;
  };

  /** An actionable one whose version the caller's If-Match names (412 otherwise). */
  const current = (request: FastifyRequest, id: string): WebhookView => {
    const webhook = actionable(request, id);
    checkVersion('webhook', webhook.version, writeOptionsOf(request));
    return webhook;
  };

  const route = (summary: string, extra: Record<string, unknown>) => ({
    config: { scope: SCOPE },
    schema: { summary, tags: TAGS, ...extra },
  });

  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: KeyedQuery }>(
      '/webhooks',
      route("List the branch's webhooks", {
        description: 'Newest first, a page at a time (`limit`, `cursor`).',
        querystring: keyedQuery,
        response: { 200: keyedPageSchema(webhookSchema), ...errors },
      }),
      async (request) => {
        const key = request.apiKey!;
        const rows = registry.list(key.company_id, key.branch_id);
        return keyedPage(request, 'webhooks', rows, (w) => [w.created_at, w.id], request.query);
      },
    );

    app.get<{ Params: Params }>(
      '/webhooks/:id',
      route('Show a webhook', { params, response: { 200: webhookSchema, ...errors } }),
      async (request, reply) => {
        const webhook = ownBranchWebhook(request, request.params.id);
        reply.header('etag', `"${webhook.version}"`);
        return webhook;
      },
    );

    app.post<{ Body: Body }>(
      '/webhooks',
      route('Register a webhook', {
        description:
          'The rules of the console: the URL policy, at most 20 webhooks per branch (409 limit_reached), known events, plain http:// only with allow_http_local. `signing_secret` is in this response only.',
        headers: idempotent,
        body: createBody,
        response: { 201: withSecret, ...writeErrors },
      }),
      async (request, reply) => {
        const body = request.body;
        requireOwnContext(request, body);
        requireEventScopes(request, body.events);
        const key = request.apiKey!;
        const location = (made: Record<string, string>) => `/api/v1/webhooks/${made.id}`;
        return sendOnce(writer, request, reply, { status: 201, sealed: true, location }, () => {
          const created = registry.create(
            {
              companyId: key.company_id,
              branchId: key.branch_id,
              url: body.url,
              description: body.description ?? undefined,
              events: body.events,
              filter: body.filter,
              max_per_second: body.max_per_second,
              secret: body.secret,
            },
            actorOf(request),
          );
          return { ...created.webhook, signing_secret: created.signing_secret };
        });
      },
    );

    app.patch<{ Params: Params; Body: Body }>(
      '/webhooks/:id',
      route('Change a webhook', {
        description:
          'Fields left out keep their value; a blank or absent `secret` keeps the signing secret (a typed one replaces it at once, ending any overlap).',
        params,
        headers: checked,
        body: updateBody,
        response: { 200: webhookSchema, ...writeErrors },
      }),
      async (request, reply) => {
        const webhook = current(request, request.params.id);
        requireEventScopes(request, request.body.events);
        const changed = registry.update(webhook.id, request.body, actorOf(request));
        reply.header('etag', `"${changed.version}"`);
        return changed;
      },
    );

    app.delete<{ Params: Params }>(
      '/webhooks/:id',
      route('Delete a webhook', {
        description:
          'With its pending deliveries and its history; gone for good (no tombstone: no list syncs webhooks). Deactivate instead to keep it.',
        params,
        headers: checked,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors, 412: problem },
      }),
      async (request, reply) => {
        const webhook = current(request, request.params.id);
        registry.delete(webhook.id, actorOf(request));
        return reply.code(204).send();
      },
    );

    for (const [verb, status] of [
      ['activate', 'active'],
      ['deactivate', 'inactive'],
    ] as const) {
      app.post<{ Params: Params }>(
        `/webhooks/:id/${verb}`,
        route(`${verb === 'activate' ? 'Activate' : 'Deactivate'} a webhook`, {
          description:
            verb === 'activate'
              ? 'Pending retries resume; events missed while inactive are listed in `missed` (the console can replay them).'
              : 'No new deliveries until activated again; pending retries are kept.',
          params,
          headers: checkedIdempotent,
          response: { 200: webhookSchema, ...errors, 412: problem },
        }),
        async (request, reply) => {
          const webhook = current(request, request.params.id);
          return sendOnce(writer, request, reply, { status: 200 }, () =>
            registry.setStatus(webhook.id, status, actorOf(request)),
          );
        },
      );
    }

    app.post<{ Params: Params; Body: { overlap?: string } | undefined }>(
      '/webhooks/:id/rotate-secret',
      {
        // The body is optional (`curl -X POST` sends none): absent, it is {} and the default applies.
        preValidation: (request, _reply, done) => {
          request.body ??= {};
          done();
        },
        ...route('Rotate the signing secret', {
          description:
            'A new generated secret signs from now on; the current one keeps signing next to it for `overlap` (default 24h). `signing_secret` is in this response only.',
          params,
          headers: checkedIdempotent,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { overlap: { type: 'string', enum: [...SECRET_OVERLAPS], default: '24h' } },
          },
          response: { 200: withSecret, ...errors, 412: problem },
        }),
      },
      async (request, reply) => {
        const webhook = current(request, request.params.id);
        return sendOnce(writer, request, reply, { status: 200, sealed: true }, () => {
          const rotated = registry.rotateSecret(
            webhook.id,
            { overlap: request.body?.overlap },
            actorOf(request),
          );
          return { ...rotated.webhook, signing_secret: rotated.signing_secret };
        });
      },
    );

    app.get<{ Params: Params; Querystring: { limit: number } }>(
      '/webhooks/:id/deliveries',
      route('Delivery history', {
        description: `The last attempts, newest first, with their requests and responses (the last ${HISTORY_LIMIT} are kept).`,
        params,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: HISTORY_LIMIT, default: HISTORY_LIMIT },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: attemptSchema } },
            required: ['data'],
          },
          ...errors,
        },
      }),
      async (request) => {
        const webhook = actionable(request, request.params.id);
        return { data: registry.deliveries(webhook.id, { limit: request.query.limit }) };
      },
    );

    app.post<{ Params: Params; Body: { event_id: string } }>(
      '/webhooks/:id/redeliver',
      route('Send an event again', {
        description:
          "The same event id in a new delivery with its own retries. The event must still be kept (30 days) and be the branch's; a ping can be redelivered while its history row is kept.",
        params,
        headers: idempotent,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { event_id: { type: 'string', minLength: 1, maxLength: 64 } },
          required: ['event_id'],
        },
        response: { 202: queued, ...errors },
      }),
      async (request, reply) => {
        const webhook = actionable(request, request.params.id);
        return sendOnce(writer, request, reply, { status: 202 }, () =>
          registry.redeliver(webhook.id, request.body.event_id, actorOf(request)),
        );
      },
    );

    app.post<{ Params: Params }>(
      '/webhooks/:id/ping',
      route('Send a signed test event', {
        description:
          'A `ping` with empty data, signed like every delivery, sent even while the webhook is inactive; the result appears in the delivery history.',
        params,
        headers: idempotent,
        response: { 202: queued, ...errors },
      }),
      async (request, reply) => {
        const webhook = actionable(request, request.params.id);
        return sendOnce(writer, request, reply, { status: 202 }, () =>
          registry.sendTest(webhook.id, actorOf(request)),
        );
      },
    );
  };
}
