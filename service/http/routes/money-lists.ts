import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../resources/fields';
import type { PageQuery } from '../../resources/http';
import type { CursorPageQuery, Filter } from '../../resources/listing';
import { listRoute } from '../../resources/routes';
import { businessDateFilters } from '../../sales/business-date';

/** The filters of a list of money an order moved: its order, a range of business dates. */
export interface MoneyListQuery extends PageQuery {
  order_id?: string;
  business_date_from?: string;
  business_date_to?: string;
}

const businessDate = (description: string) => ({
  type: 'string',
  format: 'date',
  description,
  examples: ['2026-11-21'],
});

/** The filters as SQL conditions, in the one order both lists apply them. */
export function moneyListFilters(query: MoneyListQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.order_id !== undefined)
    filters.push({ param: 'order_id', condition: 'order_id = ?', values: [query.order_id] });
  filters.push(...businessDateFilters(query));
  return filters;
}

/**
 * GET /payments and GET /refunds: the same filters, checked and applied the same way, so an
 * accounting connector books both lists of a day by one rule (docs/api.md "Closing a business
 * day").
 */
export function moneyListRoute(
  app: FastifyInstance,
  spec: {
    path: '/payments' | '/refunds';
    component: 'Payment' | 'Refund';
    tags: string[];
    /** What a sync returns, said in a sentence. */
    sync: string;
    records: { listBody(query: CursorPageQuery, filters: Filter[]): string };
  },
): void {
  const noun = spec.path.slice(1);
  listRoute<MoneyListQuery>(app, {
    path: spec.path,
    component: spec.component,
    scope: 'orders:view',
    tags: spec.tags,
    summary: `List ${noun} (cursor pagination, incremental sync)`,
    description: `Filters (order_id, a business_date range, inclusive) combine; they cannot be used with sync_token. With a business_date filter the list is ordered by business_date, then id. ${spec.sync}`,
    filters: {
      order_id: { ...idSchema('ord'), description: `Only the ${noun} of this order` },
      business_date_from: businessDate(`Only ${noun} of this business day or later (YYYY-MM-DD)`),
      business_date_to: businessDate(`Only ${noun} of this business day or earlier (YYYY-MM-DD)`),
    },
    page: (query, q) => spec.records.listBody(query, moneyListFilters(q)),
  });
}
