import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import type { Writer } from '../../resources/writer';
import { CATEGORIES } from '../../catalog/categories';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../resources/routes';
import { requireScope } from '../auth';
import { idSchema } from '../schemas';
import type { PageQuery } from '../../resources/http';

interface ListQuery extends PageQuery {
  parent_id?: string;
}

export function categoryRoutes(catalog: Catalog, writer: Writer) {
  const categories = catalog.categories;
  const base = { resource: CATEGORIES, records: categories, tags: ['Categories'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<ListQuery>(app, {
      path: '/categories',
      component: 'Category',
      scope: 'categories:view',
      tags: base.tags,
      summary: 'List categories (cursor pagination, incremental sync)',
      filters: {
        parent_id: { ...idSchema('cat'), description: 'Only the direct children of this category' },
      },
      page: (query, q) =>
        categories.listBody({
          ...query,
          ...(q.parent_id !== undefined ? { parentId: q.parent_id } : {}),
        }),
    });
    getRoute(app, { ...base, scope: 'categories:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'categories:create',
      description:
        'Emits category.created. A non-null parent_id also needs categories:manage_hierarchy.',
      authorize: (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (body && body.parent_id !== undefined && body.parent_id !== null)
          requireScope(request, 'categories:manage_hierarchy');
      },
    });
    updateRoute(app, writer, {
      ...base,
      scope: 'categories:update',
      summary: 'Update or move a category',
      description:
        'Emits category.updated with the old values in data.previous. Sending parent_id also needs categories:manage_hierarchy; a move under itself or a descendant is rejected (422). A PATCH that changes nothing is a no-op.',
      authorize: (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (body && 'parent_id' in body) requireScope(request, 'categories:manage_hierarchy');
      },
    });
    deleteRoute(app, writer, {
      ...base,
      scope: 'categories:delete',
      description:
        'Returns the tombstone. 409 conflict (naming how many) while live subcategories or products are still in it. Emits category.deleted.',
    });
  };
}
