import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import type { Writer } from '../../resources/writer';
import { ListingPageCache } from '../../catalog/product-listing';
import { PRODUCTS, stockChangeSchema } from '../../catalog/products';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../resources/routes';
import { requireScope } from '../auth';
import { authErrors, idSchema } from '../schemas';
import {
  catalogErrors,
  contextOf,
  idempotencyOf,
  idParam,
  inlineBody,
  sendResource,
  writeHeaders,
  writeOptionsOf,
  type PageQuery,
} from '../../resources/http';

interface ListQuery extends PageQuery {
  category_id?: string;
  q?: string;
}

export function productRoutes(catalog: Catalog, writer: Writer) {
  const products = catalog.products;
  const pages = new ListingPageCache(catalog.db);
  const base = { resource: PRODUCTS, records: products, tags: ['Products'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<ListQuery>(app, {
      path: '/products',
      component: 'Product',
      scope: 'products:view',
      tags: base.tags,
      summary: 'List products (cursor pagination, incremental sync)',
      filters: {
        category_id: idSchema('cat'),
        q: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
          description: 'Name or SKU contains, or barcode equals',
        },
      },
      page: (query, q) =>
        pages.page({
          ...query,
          ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
          ...(q.q !== undefined ? { q: q.q } : {}),
        }),
    });
    getRoute(app, { ...base, scope: 'products:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'products:create',
      description: 'Emits product.created. The currency defaults to the branch currency.',
    });
    updateRoute(app, writer, {
      ...base,
      scope: 'products:update',
      description:
        "Emits product.updated with the changed fields' old values in `data.previous`. Sending `price` also needs products:manage_pricing. A PATCH that changes nothing returns 200 with the product unchanged: no version bump, no event.",
      authorize: (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (body && 'price' in body) requireScope(request, 'products:manage_pricing');
      },
    });
    deleteRoute(app, writer, {
      ...base,
      scope: 'products:delete',
      description:
        'Sets deleted_at and returns the tombstone, which stays visible to GET with include_deleted=true (for sync). The SKU becomes free. Emits product.deleted.',
    });

    // The products' own operation: stock changes.
    app.post<{ Params: { id: string }; Body: unknown }>(
      '/products/:id/stock',
      {
        config: { scope: 'products:manage_stock' },
        schema: {
          summary: 'Set or adjust the stock level',
          description:
            'Only for products with track_stock=true (else 409). Emits product.stock_updated with data.stock {previous, current, delta, reason}. Stock never goes below 0 (409). Setting the current level is a no-op.',
          tags: base.tags,
          params: idParam('prd', 'product'),
          headers: writeHeaders(true, true),
          body: inlineBody(stockChangeSchema),
          response: { 200: { $ref: 'Product#' }, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = writer.write(idempotencyOf(request), () => ({
          status: 200,
          body: JSON.stringify(
            products.changeStock(ctx, request.params.id, request.body, options).object,
          ),
        }));
        return sendResource(reply, result);
      },
    );
  };
}
