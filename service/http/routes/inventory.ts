import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { authErrors, listErrors, listQuery, pageOf, syncTokenQuery } from '../schemas';
import { pageOptionsOf, syncOptionsOf, type PageQuery } from './catalog-http';

export function inventoryRoutes(catalog: Catalog) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: PageQuery }>(
      '/inventory',
      {
        config: { scope: 'inventory:view' },
        schema: {
          summary: 'Stock levels of the products that track stock',
          description:
            "Live products with track_stock=true, ordered by product id, with the same cursors and sync tokens as the listings. updated_at is the product's (any change moves it). With sync_token, a product that left the list since (deleted, or no longer tracking stock) comes with deleted_at set.",
          tags: ['Inventory'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              limit: listQuery.limit,
              cursor: listQuery.cursor,
              updated_since: listQuery.updated_since,
              sync_token: syncTokenQuery,
            },
          },
          response: { 200: pageOf('StockLevel'), ...authErrors, ...listErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = catalog.inventory.listBody({
          ...pageOptionsOf(request, q),
          ...syncOptionsOf(q),
        });
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
