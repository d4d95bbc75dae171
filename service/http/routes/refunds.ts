import type { FastifyInstance } from 'fastify';
import { actionRoute, getRoute, listRoute } from '../../resources/routes';
import type { Writer } from '../../resources/writer';
import { idSchema } from '../../resources/fields';
import {
  REFUNDS,
  refundCreateSchema,
  refundListFilters,
  type RefundService,
} from '../../sales/refunds';
import { idParam, type PageQuery } from '../../resources/http';

interface RefundQuery extends PageQuery {
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

/**
 * POST /orders/{id}/refunds (orders:manage_refunds, Idempotency-Key), GET /refunds and
 * GET /refunds/{id} (orders:view). The rules are the RefundService's (service/sales/refunds.ts).
 */
export function refundRoutes(refunds: RefundService, writer: Writer) {
  const base = { resource: REFUNDS, records: refunds, tags: ['Refunds'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<RefundQuery>(app, {
      path: '/refunds',
      component: 'Refund',
      scope: 'orders:view',
      tags: base.tags,
      summary: 'List refunds (cursor pagination, incremental sync)',
      description:
        'Filters (order_id, a business_date range, inclusive) combine; they cannot be used with sync_token. Refunds are never deleted: a sync returns new refunds.',
      filters: {
        order_id: { ...idSchema('ord'), description: 'Only the refunds of this order' },
        business_date_from: businessDate('Only refunds of this business day or later (YYYY-MM-DD)'),
        business_date_to: businessDate('Only refunds of this business day or earlier (YYYY-MM-DD)'),
      },
      page: (query, q) => refunds.listBody(query, refundListFilters(q)),
    });
    getRoute(app, { ...base, scope: 'orders:view' });
    actionRoute(app, writer, {
      path: '/orders/:id/refunds',
      scope: 'orders:manage_refunds',
      summary: 'Refund part of a completed order',
      description:
        "By `lines` of a completed order (each with its exact share of the line's discounts and taxes) or by `amount` (also money paid on an open order). 409 with the rule as `code` and the order's `allowed_actions`: never more than paid minus refunded (`refund_exceeds_paid`), never more of a line than sold minus refunded (`refund_exceeds_line`), never more than the named payment's amount minus what was refunded of it (`refund_exceeds_payment`), no lines of an order not completed and nothing of a canceled one (`order_not_completed`). Line refunds put the quantities back into stock unless `restock` is false (product.stock_updated, stock.reason `refund`). The order's refunded_total, payment_status, lines and version change with it. Retried safely with an Idempotency-Key.",
      tags: base.tags,
      params: idParam('ord', 'order'),
      ifMatch: false,
      body: refundCreateSchema,
      response: 'Refund',
      created: 'refunds',
      run: (ctx, id, body) => refunds.refund(ctx, id, body),
    });
  };
}
