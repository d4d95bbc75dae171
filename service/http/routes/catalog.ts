import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { categoryRoutes } from './categories';
import { eventRoutes } from './events';
import { inventoryRoutes } from './inventory';
import { productRoutes } from './products';

/** The catalog's routes (products, categories, inventory, events) as one plugin for buildServer's extraRoutes. */
export function catalogRoutes(catalog: Catalog) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(productRoutes(catalog));
    await app.register(categoryRoutes(catalog));
    await app.register(inventoryRoutes(catalog));
    await app.register(eventRoutes(catalog));
  };
}
