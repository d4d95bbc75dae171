import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { listProductsBody } from '../../catalog/product-listing';
import { authErrors, idSchema, listQuery, pageOf } from '../schemas';

interface ListQuery {
  limit: number;
  cursor?: string;
  updated_since?: string;
  category_id?: string;
  q?: string;
  include_deleted: boolean;
}

export function productRoutes(db: Database) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: ListQuery }>(
      '/products',
      {
        config: { scope: 'products:view' },
        schema: {
          summary: 'List products (cursor pagination, incremental sync)',
          tags: ['Products'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              ...listQuery,
              category_id: idSchema('cat'),
              q: { type: 'string', minLength: 1, maxLength: 100, description: 'Name or SKU contains, or barcode equals' },
            },
          },
          response: { 200: pageOf('Product'), ...authErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = listProductsBody(db, {
          branchId: request.apiKey!.branch_id,
          limit: q.limit,
          ...(q.cursor !== undefined ? { cursor: q.cursor } : {}),
          ...(q.updated_since !== undefined ? { updatedSince: new Date(q.updated_since).toISOString() } : {}),
          ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
          ...(q.q !== undefined ? { q: q.q } : {}),
          includeDeleted: q.include_deleted,
        });
        // Already JSON: sending a string skips the serializer.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
