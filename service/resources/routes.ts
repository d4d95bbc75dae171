import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogErrors,
  contextOf,
  idempotencyOf,
  idParam,
  inlineBody,
  pageOptionsOf,
  sendResource,
  syncOptionsOf,
  writeHeaders,
  writeOptionsOf,
  type PageQuery,
} from './http';
import { authErrors, listErrors, listQuery, pageOf, syncTokenQuery } from '../http/schemas';
import type { JsonSchema } from './fields';
import type { BranchContext, WriteOptions } from './context';
import type { CursorPageQuery } from './listing';
import type { Records } from './records';
import type { Resource } from './resource';
import type { Writer } from './writer';

/**
 * The open API's routes of a resource, one function per operation: each builds the route's
 * schema from the resource's declaration (and so its part of the OpenAPI document), and its
 * handler does the shared HTTP work (context, If-Match, Idempotency-Key, ETag, Location)
 * around the resource's Records. A resource's route file calls the ones it offers.
 */

/** What every route of a resource states: the resource, its records, where it is documented. */
export interface RouteBase<Rep> {
  resource: Resource<Rep>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row type
  records: Records<any, Rep>;
  tags: string[];
}

interface Operation {
  scope: string;
  summary?: string;
  description?: string;
  /** Further permission checks on the request (e.g. a field that needs its own scope). */
  authorize?: (request: FastifyRequest) => void;
}

type IdParams = { id: string };
const JSON_TYPE = 'application/json; charset=utf-8';
const ref = (resource: Resource<unknown>) => ({ $ref: `${resource.component}#` });

/**
 * GET /<name>: cursor walk, sync token and tombstones. `filters` are the list's own query
 * parameters; `page` builds the body (a resource's filters and caches are its own).
 */
export function listRoute<Q extends PageQuery>(
  app: FastifyInstance,
  spec: {
    path: string;
    component: string;
    scope: string;
    tags: string[];
    summary: string;
    description?: string;
    filters?: Record<string, JsonSchema>;
    /** `include_deleted` is offered (lists of rows; not views such as inventory). */
    tombstones?: boolean;
    page: (query: CursorPageQuery, params: Q) => string | Buffer;
  },
): void {
  const { include_deleted, ...walk } = listQuery;
  app.get(
    spec.path,
    {
      config: { scope: spec.scope },
      schema: {
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...walk,
            ...(spec.tombstones === false ? {} : { include_deleted }),
            sync_token: syncTokenQuery,
            ...spec.filters,
          },
        },
        response: { 200: pageOf(spec.component), ...authErrors, ...listErrors },
      },
    },
    async (request, reply) => {
      const q = request.query as Q & { include_deleted?: boolean };
      const body = spec.page(
        {
          ...pageOptionsOf(request, q),
          ...syncOptionsOf(q),
          ...(spec.tombstones === false ? {} : { includeDeleted: q.include_deleted ?? false }),
        },
        q,
      );
      // Already UTF-8 JSON (or a string of it): no serializer.
      return reply.type(JSON_TYPE).send(body);
    },
  );
}

/** GET /<name>/:id, and its tombstone with include_deleted=true. */
export function getRoute<Rep>(app: FastifyInstance, spec: RouteBase<Rep> & Operation): void {
  const { resource, records } = spec;
  app.get<{ Params: IdParams; Querystring: { include_deleted: boolean } }>(
    `/${resource.name}/:id`,
    {
      config: { scope: spec.scope },
      schema: {
        summary: spec.summary ?? `One ${resource.singular}`,
        tags: spec.tags,
        params: idParam(resource.idPrefix, resource.singular),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            include_deleted: {
              type: 'boolean',
              default: false,
              description: `Return the tombstone of a deleted ${resource.singular}`,
            },
          },
        },
        response: { 200: ref(resource), ...authErrors, 404: catalogErrors[404] },
      },
    },
    async (request, reply) =>
      sendResource(reply, {
        status: 200,
        body: records.getJson(contextOf(request), request.params.id, {
          includeDeleted: request.query.include_deleted,
        }),
      }),
  );
}

/** POST /<name>: 201 with Location; retried safely with an Idempotency-Key. */
export function createRoute<Rep>(
  app: FastifyInstance,
  writer: Writer,
  spec: RouteBase<Rep> & Operation,
): void {
  const { resource, records } = spec;
  app.post<{ Body: Record<string, unknown> }>(
    `/${resource.name}`,
    {
      config: { scope: spec.scope },
      schema: {
        summary: spec.summary ?? `Create a ${resource.singular}`,
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags,
        headers: writeHeaders(false, true),
        body: inlineBody(resource.schemas.create as { $id: string }),
        response: { 201: ref(resource), ...authErrors, ...catalogErrors },
      },
    },
    async (request, reply) => {
      spec.authorize?.(request);
      const ctx = contextOf(request);
      const result = writer.write(idempotencyOf(request), () => ({
        status: 201,
        body: JSON.stringify(records.create(ctx, request.body)),
      }));
      return sendResource(
        reply,
        result,
        `/api/v1/${resource.name}/${String(JSON.parse(result.body).id)}`,
      );
    },
  );
}

/** PATCH /<name>/:id with If-Match; a PATCH that changes nothing is a no-op. */
export function updateRoute<Rep>(
  app: FastifyInstance,
  writer: Writer,
  spec: RouteBase<Rep> & Operation,
): void {
  const { resource, records } = spec;
  app.patch<{ Params: IdParams; Body: Record<string, unknown> }>(
    `/${resource.name}/:id`,
    {
      config: { scope: spec.scope },
      schema: {
        summary: spec.summary ?? `Update a ${resource.singular}`,
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags,
        params: idParam(resource.idPrefix, resource.singular),
        headers: writeHeaders(true, false),
        body: inlineBody(resource.schemas.update as { $id: string }),
        response: { 200: ref(resource), ...authErrors, ...catalogErrors },
      },
    },
    async (request, reply) => {
      spec.authorize?.(request);
      const options = writeOptionsOf(request);
      const ctx = contextOf(request);
      const result = writer.write(undefined, () => ({
        status: 200,
        body: JSON.stringify(records.update(ctx, request.params.id, request.body, options).object),
      }));
      return sendResource(reply, result);
    },
  );
}

/** DELETE /<name>/:id with If-Match: soft delete, 200 with the tombstone. */
export function deleteRoute<Rep>(
  app: FastifyInstance,
  writer: Writer,
  spec: RouteBase<Rep> & Operation,
): void {
  const { resource, records } = spec;
  app.delete<{ Params: IdParams }>(
    `/${resource.name}/:id`,
    {
      config: { scope: spec.scope },
      schema: {
        summary: spec.summary ?? `Delete a ${resource.singular} (soft delete)`,
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags,
        params: idParam(resource.idPrefix, resource.singular),
        headers: writeHeaders(true, false),
        response: { 200: ref(resource), ...authErrors, ...catalogErrors },
      },
    },
    async (request, reply) => {
      const options = writeOptionsOf(request);
      const ctx = contextOf(request);
      const result = writer.write(undefined, () => ({
        status: 200,
        body: JSON.stringify(records.delete(ctx, request.params.id, options)),
      }));
      return sendResource(reply, result);
    },
  );
}

/**
 * POST <path> on one row (`:id`): an operation of its own, such as a status move, a payment or
 * a refund. The handler does the shared work: further permission checks, the key's context,
 * If-Match (when `ifMatch`), the Idempotency-Key, and the answer: 200 with the row's ETag, or,
 * with `created`, 201 with the new row's Location (`/api/v1/<created>/<id>`). `etag: false`
 * for an answer that is not one versioned row.
 */
export function actionRoute(
  app: FastifyInstance,
  writer: Writer,
  spec: Operation & {
    path: string;
    tags: string[];
    params: JsonSchema;
    ifMatch: boolean;
    /** The request body's schema (an `$id` component); none when the operation takes none. */
    body?: { $id: string };
    /** The answer's component, such as `Order`. */
    response: string;
    created?: string;
    etag?: false;
    run: (ctx: BranchContext, id: string, body: unknown, options: WriteOptions) => unknown;
  },
): void {
  app.post<{ Params: IdParams; Body: unknown }>(
    spec.path,
    {
      config: { scope: spec.scope },
      schema: {
        ...(spec.summary ? { summary: spec.summary } : {}),
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags,
        params: spec.params,
        headers: writeHeaders(spec.ifMatch, true),
        ...(spec.body ? { body: inlineBody(spec.body) } : {}),
        response: {
          [spec.created ? 201 : 200]: { $ref: `${spec.response}#` },
          ...authErrors,
          ...catalogErrors,
        },
      },
    },
    async (request, reply) => {
      spec.authorize?.(request);
      const options = spec.ifMatch ? writeOptionsOf(request) : {};
      const ctx = contextOf(request);
      const result = writer.write(idempotencyOf(request), () => ({
        status: spec.created ? 201 : 200,
        body: JSON.stringify(spec.run(ctx, request.params.id, request.body, options)),
      }));
      if (spec.etag === false) {
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(result.status).type(JSON_TYPE).send(result.body);
      }
      const location = spec.created
        ? `/api/v1/${spec.created}/${String(JSON.parse(result.body).id)}`
        : undefined;
      return sendResource(reply, result, location);
    },
  );
}
