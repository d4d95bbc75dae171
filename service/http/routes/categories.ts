import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { requireScope } from '../auth';
import {
  authErrors,
  idSchema,
  listQuery,
  pageOf,
  listErrors,
  syncTokenQuery,
  categoryCreateSchema,
  categoryUpdateSchema,
} from '../schemas';
import {
  catalogErrors,
  contextOf,
  inlineBody,
  idempotencyOf,
  idParam,
  sendResource,
  writeHeaders,
  writeOptionsOf,
  pageOptionsOf,
  syncOptionsOf,
  type PageQuery,
} from './catalog-http';

interface ListQuery extends PageQuery {
  parent_id?: string;
  include_deleted: boolean;
}

type IdParams = { id: string };
const category = { $ref: 'Category#' };

export function categoryRoutes(catalog: Catalog) {
  const categories = catalog.categories;
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: ListQuery }>(
      '/categories',
      {
        config: { scope: 'categories:view' },
        schema: {
          summary: 'List categories (cursor pagination, incremental sync)',
          tags: ['Categories'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              ...listQuery,
              sync_token: syncTokenQuery,
              parent_id: {
                ...idSchema('cat'),
                description: 'Only the direct children of this category',
              },
            },
          },
          response: { 200: pageOf('Category'), ...authErrors, ...listErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = categories.listBody({
          ...pageOptionsOf(request, q),
          ...syncOptionsOf(q),
          ...(q.parent_id !== undefined ? { parentId: q.parent_id } : {}),
          includeDeleted: q.include_deleted,
        });
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get<{ Params: IdParams; Querystring: { include_deleted: boolean } }>(
      '/categories/:id',
      {
        config: { scope: 'categories:view' },
        schema: {
          summary: 'One category',
          tags: ['Categories'],
          params: idParam('cat', 'category'),
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              include_deleted: {
                type: 'boolean',
                default: false,
                description: 'Return the tombstone of a deleted category',
              },
            },
          },
          response: { 200: category, ...authErrors, 404: catalogErrors[404] },
        },
      },
      async (request, reply) =>
        sendResource(reply, {
          status: 200,
          body: categories.getJson(contextOf(request), request.params.id, {
            includeDeleted: request.query.include_deleted,
          }),
        }),
    );

    app.post<{ Body: Record<string, unknown> }>(
      '/categories',
      {
        config: { scope: 'categories:create' },
        schema: {
          summary: 'Create a category',
          description:
            'Emits category.created. A non-null parent_id also needs categories:manage_hierarchy.',
          tags: ['Categories'],
          headers: writeHeaders(false, true),
          body: inlineBody(categoryCreateSchema),
          response: { 201: category, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        if (
          request.body &&
          request.body.parent_id !== undefined &&
          request.body.parent_id !== null
        ) {
          requireScope(request, 'categories:manage_hierarchy');
        }
        const ctx = contextOf(request);
        const result = catalog.write(idempotencyOf(request), () => ({
          status: 201,
          body: JSON.stringify(categories.create(ctx, request.body)),
        }));
        return sendResource(
          reply,
          result,
          `/api/v1/categories/${String(JSON.parse(result.body).id)}`,
        );
      },
    );

    app.patch<{ Params: IdParams; Body: Record<string, unknown> }>(
      '/categories/:id',
      {
        config: { scope: 'categories:update' },
        schema: {
          summary: 'Update or move a category',
          description:
            'Emits category.updated with the old values in data.previous. Sending parent_id also needs categories:manage_hierarchy; a move under itself or a descendant is rejected (422). A PATCH that changes nothing is a no-op.',
          tags: ['Categories'],
          params: idParam('cat', 'category'),
          headers: writeHeaders(true, false),
          body: inlineBody(categoryUpdateSchema),
          response: { 200: category, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        if (request.body && 'parent_id' in request.body)
          requireScope(request, 'categories:manage_hierarchy');
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = catalog.write(undefined, () => ({
          status: 200,
          body: JSON.stringify(
            categories.update(ctx, request.params.id, request.body, options).category,
          ),
        }));
        return sendResource(reply, result);
      },
    );

    app.delete<{ Params: IdParams }>(
      '/categories/:id',
      {
        config: { scope: 'categories:delete' },
        schema: {
          summary: 'Delete a category (soft delete)',
          description:
            'Returns the tombstone. 409 conflict (naming how many) while live subcategories or products are still in it. Emits category.deleted.',
          tags: ['Categories'],
          params: idParam('cat', 'category'),
          headers: writeHeaders(true, false),
          response: { 200: category, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = catalog.write(undefined, () => ({
          status: 200,
          body: JSON.stringify(categories.delete(ctx, request.params.id, options)),
        }));
        return sendResource(reply, result);
      },
    );
  };
}
