import type { FastifyInstance } from 'fastify';
import { EVENT_TYPES, type EventType } from '../../../shared/events';
import type { Catalog } from '../../catalog/catalog';
import { eventFeedBody, viewScopeOf, visibleEventTypes } from '../../events/event-feed';
import { requireScope } from '../auth';
import { authErrors, idSchema, timestamp } from '../schemas';

interface EventsQuery {
  after: number;
  limit: number;
  type?: EventType[];
}

/** An event as webhooks carry it (docs/webhooks.md). */
const eventSchema = {
  type: 'object',
  properties: {
    id: idSchema('evt'),
    type: { type: 'string', enum: [...EVENT_TYPES] },
    created_at: timestamp,
    company_id: idSchema('cmp'),
    branch_id: idSchema('brn'),
    sequence: { type: 'integer', minimum: 1, description: '+1 per event in the branch' },
    data: {
      type: 'object',
      description:
        "`object`: the resource as GET returns it after the change; `previous`: the changed fields' old values (updates); `stock`: {previous, current, delta, reason} (stock changes)",
      properties: {
        object: { type: 'object' },
        previous: { type: 'object' },
        stock: { type: 'object' },
      },
      required: ['object'],
    },
  },
  required: ['id', 'type', 'created_at', 'company_id', 'branch_id', 'sequence', 'data'],
};

/**
 * GET /events: the event log as a pull feed. A key sees the events of the entities it may view
 * (products:view for product.*, categories:view for category.*); the others are skipped. A key
 * with neither gets 403, and so does a `type` it may not see.
 */
export function eventRoutes(catalog: Catalog) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: EventsQuery }>(
      '/events',
      {
        // Authenticated, but the scope depends on the events: checked in the handler.
        config: { scope: '' },
        schema: {
          summary: "The branch's events, in sequence order (the webhook bodies, as a feed)",
          description:
            'Events with sequence > after, oldest first, exactly as webhooks deliver them, kept 30 days. Poll with after=next_after. Needs products:view for product.* and categories:view for category.*; events the key may not view are skipped. 410 events_expired when events after `after` are no longer kept.',
          tags: ['Events'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              after: {
                type: 'integer',
                minimum: 0,
                maximum: Number.MAX_SAFE_INTEGER,
                default: 0,
                description: 'The last sequence you have (next_after of the previous page)',
              },
              limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
              type: {
                type: 'array',
                items: { type: 'string', enum: [...EVENT_TYPES] },
                maxItems: EVENT_TYPES.length,
                description: 'Only these event types (repeat the parameter for several)',
              },
            },
          },
          response: {
            200: {
              type: 'object',
              properties: {
                data: { type: 'array', items: eventSchema },
                has_more: { type: 'boolean' },
                next_after: {
                  type: 'integer',
                  description: 'Pass as `after` for the next page, or to poll for new events',
                },
              },
              required: ['data', 'has_more', 'next_after'],
            },
            ...authErrors,
            410: { $ref: 'Problem#' },
          },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const visible = visibleEventTypes(request.apiKey!.scopes);
        if (visible.length === 0) requireScope(request, 'products:view');
        let types: readonly EventType[] | undefined =
          visible.length === EVENT_TYPES.length ? undefined : visible;
        if (q.type !== undefined) {
          for (const type of q.type) requireScope(request, viewScopeOf(type));
          types = [...new Set(q.type)];
        }
        const body = eventFeedBody(catalog.db, {
          branchId: request.apiKey!.branch_id,
          after: q.after,
          limit: q.limit,
          ...(types ? { types } : {}),
        });
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
