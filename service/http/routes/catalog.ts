import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import type { Writer } from '../../resources/writer';
import { categoryRoutes } from './categories';
import { eventRoutes } from './events';
import { inventoryRoutes } from './inventory';
import { productRoutes } from './products';

/** The catalog's routes (products, categories, inventory, events) as one plugin for buildServer's extraRoutes. */
export function catalogRoutes(catalog: Catalog, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(productRoutes(catalog, writer));
    await app.register(categoryRoutes(catalog, writer));
    await app.register(inventoryRoutes(catalog));
    await app.register(eventRoutes(catalog));
  };
}
