import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { listRoute } from '../../resources/routes';

export function inventoryRoutes(catalog: Catalog) {
  return async (app: FastifyInstance): Promise<void> => {
    listRoute(app, {
      path: '/inventory',
      component: 'StockLevel',
      scope: 'inventory:view',
      tags: ['Inventory'],
      summary: 'Stock levels of the products that track stock',
      description:
        "Live products with track_stock=true, ordered by product id, with the same cursors and sync tokens as the listings. updated_at is the product's (any change moves it). With sync_token, a product that left the list since (deleted, or no longer tracking stock) comes with deleted_at set.",
      tombstones: false,
      page: (query) => catalog.inventory.listBody(query),
    });
  };
}
