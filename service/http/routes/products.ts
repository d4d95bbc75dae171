import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import { ListingPageCache } from '../../catalog/product-listing';
import {
  authErrors,
  idSchema,
  listQuery,
  pageOf,
  listErrors,
  syncTokenQuery,
  productCreateSchema,
  productUpdateSchema,
  stockChangeSchema,
} from '../schemas';
import { requireScope } from '../auth';
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
  category_id?: string;
  q?: string;
  include_deleted: boolean;
}

type IdParams = { id: string };
const product = { $ref: 'Product#' };
const jsonOf = (value: unknown) => JSON.stringify(value);

export function productRoutes(catalog: Catalog) {
  const products = catalog.products;
  const pages = new ListingPageCache(catalog.db);
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
              sync_token: syncTokenQuery,
              category_id: idSchema('cat'),
              q: {
                type: 'string',
                minLength: 1,
                maxLength: 100,
                description: 'Name or SKU contains, or barcode equals',
              },
            },
          },
          response: { 200: pageOf('Product'), ...authErrors, ...listErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = pages.page({
          ...pageOptionsOf(request, q),
          ...syncOptionsOf(q),
          ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
          ...(q.q !== undefined ? { q: q.q } : {}),
          includeDeleted: q.include_deleted,
        });
        // Already UTF-8 JSON: a Buffer skips the serializer and the encoding.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get<{ Params: IdParams; Querystring: { include_deleted: boolean } }>(
      '/products/:id',
      {
        config: { scope: 'products:view' },
        schema: {
          summary: 'One product',
          tags: ['Products'],
          params: idParam('prd', 'product'),
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              include_deleted: {
                type: 'boolean',
                default: false,
                description: 'Return the tombstone of a deleted product',
              },
            },
          },
          response: { 200: product, ...authErrors, 404: catalogErrors[404] },
        },
      },
      async (request, reply) => {
        const body = products.getJson(contextOf(request), request.params.id, {
          includeDeleted: request.query.include_deleted,
        });
        return sendResource(reply, { status: 200, body });
      },
    );

    app.post<{ Body: unknown }>(
      '/products',
      {
        config: { scope: 'products:create' },
        schema: {
          summary: 'Create a product',
          description: 'Emits product.created. The currency defaults to the branch currency.',
          tags: ['Products'],
          headers: writeHeaders(false, true),
          body: inlineBody(productCreateSchema),
          response: { 201: product, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const result = catalog.write(idempotencyOf(request), () => ({
          status: 201,
          body: jsonOf(products.create(ctx, request.body)),
        }));
        return sendResource(
          reply,
          result,
          `/api/v1/products/${String(JSON.parse(result.body).id)}`,
        );
      },
    );

    app.patch<{ Params: IdParams; Body: Record<string, unknown> }>(
      '/products/:id',
      {
        config: { scope: 'products:update' },
        schema: {
          summary: 'Update a product',
          description:
            "Emits product.updated with the changed fields' old values in `data.previous`. Sending `price` also needs products:manage_pricing. A PATCH that changes nothing returns 200 with the product unchanged: no version bump, no event.",
          tags: ['Products'],
          params: idParam('prd', 'product'),
          headers: writeHeaders(true, false),
          body: inlineBody(productUpdateSchema),
          response: { 200: product, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        if (request.body && 'price' in request.body)
          requireScope(request, 'products:manage_pricing');
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = catalog.write(undefined, () => ({
          status: 200,
          body: jsonOf(products.update(ctx, request.params.id, request.body, options).product),
        }));
        return sendResource(reply, result);
      },
    );

    app.delete<{ Params: IdParams }>(
      '/products/:id',
      {
        config: { scope: 'products:delete' },
        schema: {
          summary: 'Delete a product (soft delete)',
          description:
            'Sets deleted_at and returns the tombstone, which stays visible to GET with include_deleted=true (for sync). The SKU becomes free. Emits product.deleted.',
          tags: ['Products'],
          params: idParam('prd', 'product'),
          headers: writeHeaders(true, false),
          response: { 200: product, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = catalog.write(undefined, () => ({
          status: 200,
          body: jsonOf(products.delete(ctx, request.params.id, options)),
        }));
        return sendResource(reply, result);
      },
    );

    app.post<{ Params: IdParams; Body: unknown }>(
      '/products/:id/stock',
      {
        config: { scope: 'products:manage_stock' },
        schema: {
          summary: 'Set or adjust the stock level',
          description:
            'Only for products with track_stock=true (else 409). Emits product.stock_updated with data.stock {previous, current, delta, reason}. Stock never goes below 0 (409). Setting the current level is a no-op.',
          tags: ['Products'],
          params: idParam('prd', 'product'),
          headers: writeHeaders(true, true),
          body: inlineBody(stockChangeSchema),
          response: { 200: product, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) => {
        const options = writeOptionsOf(request);
        const ctx = contextOf(request);
        const result = catalog.write(idempotencyOf(request), () => ({
          status: 200,
          body: jsonOf(products.changeStock(ctx, request.params.id, request.body, options).product),
        }));
        return sendResource(reply, result);
      },
    );
  };
}
