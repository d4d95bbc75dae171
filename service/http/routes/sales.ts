import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { Writer } from '../../resources/writer';
import { CUSTOMERS, CUSTOMER_LIMITS, customerListFilters } from '../../customers/customers';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../resources/routes';
import type { Sales } from '../../sales/sales';
import { TAX_RATES } from '../../sales/tax-rates';
import { orderCalculateSchema } from '../../sales/order-schema';
import type { OrderRequest } from '../../sales/totals';
import { authErrors } from '../schemas';
import {
  catalogErrors,
  contextOf,
  inlineBody,
  sendOnce,
  writeHeaders,
  type PageQuery,
} from '../../resources/http';

/** 403 unless the key has one of `scopes` (a read several permission groups need). */
function requireAnyScope(request: FastifyRequest, scopes: readonly string[]): void {
  if (scopes.some((s) => request.apiKey?.scopes.has(s))) return;
  throw new AppError(
    'insufficient_scope',
    `This API key needs the ${scopes.join(' or ')} permission.`,
    [],
    { required_scope: scopes.join(' ') },
  );
}

export const TAX_RATE_READ_SCOPES = ['orders:view', 'system_settings:view'] as const;

/** /tax-rates: read with orders:view or system_settings:view; written with system_settings:update. */
function taxRateRoutes(sales: Sales, writer: Writer) {
  const base = { resource: TAX_RATES, records: sales.taxRates, tags: ['Tax rates'] };
  return async (app: FastifyInstance): Promise<void> => {
    // The reads are authenticated with no single scope (''); either read scope is enough.
    // Before body and query validation, as the scope check of other routes is.
    app.addHook('preValidation', async (request, reply) => {
      if (request.method !== 'GET') return;
      // As the other routes' refusals: RFC 6750 names the scope (here, either one).
      reply.header(
        'www-authenticate',
        `Bearer error="insufficient_scope", scope="${TAX_RATE_READ_SCOPES.join(' ')}"`,
      );
      requireAnyScope(request, TAX_RATE_READ_SCOPES);
      reply.removeHeader('www-authenticate');
    });
    const read = {
      scope: '',
      description: 'Needs orders:view or system_settings:view.',
    };
    listRoute<PageQuery>(app, {
      path: '/tax-rates',
      component: 'TaxRate',
      tags: base.tags,
      summary: 'List tax rates (cursor pagination, incremental sync)',
      ...read,
      page: (query) => sales.taxRates.listBody(query),
    });
    getRoute(app, { ...base, ...read });
    createRoute(app, writer, {
      ...base,
      scope: 'system_settings:update',
      description: 'Orders copy the rate onto their lines: later changes apply to later orders.',
    });
    updateRoute(app, writer, { ...base, scope: 'system_settings:update' });
    deleteRoute(app, writer, {
      ...base,
      scope: 'system_settings:update',
      description: 'Returns the tombstone. Orders priced with the rate keep their copy of it.',
    });
  };
}

interface CustomerQuery extends PageQuery {
  name?: string;
  email?: string;
  phone?: string;
  code?: string;
}

const search = (description: string, max: number) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  description,
});

/** /customers: customer:view and customer:create (the permission catalog's only customer actions). */
function customerRoutes(sales: Sales, writer: Writer) {
  const base = { resource: CUSTOMERS, records: sales.customers, tags: ['Customers'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<CustomerQuery>(app, {
      path: '/customers',
      component: 'Customer',
      scope: 'customer:view',
      tags: base.tags,
      summary: 'List or search customers (cursor pagination, incremental sync)',
      description:
        'Search filters (name contains; email, phone and code equal) combine; they cannot be used with sync_token.',
      filters: {
        name: search('Name contains (any case)', CUSTOMER_LIMITS.search),
        email: search('Email equals (any case)', CUSTOMER_LIMITS.search * 3),
        phone: search('Phone equals (E.164)', CUSTOMER_LIMITS.search),
        code: search('Code equals', CUSTOMER_LIMITS.code),
      },
      page: (query, q) => sales.customers.listBody(query, customerListFilters(q)),
    });
    getRoute(app, { ...base, scope: 'customer:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'customer:create',
      description:
        'email and phone are unique among the branch’s customers: 409 conflict naming the customer that has it.',
    });
  };
}

/** POST /orders/calculate: an order's figures without saving it. */
function calculateRoute(sales: Sales, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: OrderRequest }>(
      '/orders/calculate',
      {
        config: { scope: 'orders:create' },
        schema: {
          summary: 'Price an order without saving it',
          description:
            'Returns every figure of the order body (lines, discounts, taxes, totals) by the rules of docs/api.md "Money and taxes", with the branch\'s products and tax rates as they are now. Nothing is stored. 422 names the field of a money rule (another currency, more than 3 decimals, a discount above what it applies to, an unknown product or tax rate).',
          tags: ['Orders'],
          headers: writeHeaders(false, true),
          body: inlineBody(orderCalculateSchema),
          response: { 200: { $ref: 'OrderFigures#' }, ...authErrors, ...catalogErrors },
        },
      },
      async (request, reply) =>
        sendOnce(writer, request, reply, { status: 200, readOnly: true }, () =>
          sales.calculate(contextOf(request), request.body),
        ),
    );
  };
}

/** The sales routes as one plugin for buildServer's extraRoutes. */
export function salesRoutes(sales: Sales, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(taxRateRoutes(sales, writer));
    await app.register(customerRoutes(sales, writer));
    await app.register(calculateRoute(sales, writer));
  };
}
