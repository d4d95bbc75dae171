import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { authErrors, listQuery, pageOf } from '../schemas';
import { pageOptionsOf, type PageQuery } from './catalog-http';

export function inventoryRoutes(catalog: Catalog) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: PageQuery }>(
      '/inventory',
      {
        config: { scope: 'inventory:view' },
        schema: {
          summary: 'Stock levels of the products that track stock',
          description:
            "Live products with track_stock=true, ordered by product id, with the same cursors as the listings. updated_at is the product's (any change moves it). Sync deletions through GET /products?include_deleted=true.",
          tags: ['Inventory'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              limit: listQuery.limit,
              cursor: listQuery.cursor,
              updated_since: listQuery.updated_since,
            },
          },
          response: { 200: pageOf('StockLevel'), ...authErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = catalog.inventory.listBody({
          ...pageOptionsOf(request, q),
        });
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
