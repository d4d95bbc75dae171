import type { FastifyInstance } from 'fastify';
import { actionRoute, getRoute } from '../../resources/routes';
import type { Writer } from '../../resources/writer';
import { REFUNDS, refundCreateSchema, type RefundService } from '../../sales/refunds';
import { idParam } from '../../resources/http';
import { moneyListRoute } from './money-lists';

/**
 * POST /orders/{id}/refunds (orders:manage_refunds, Idempotency-Key), GET /refunds and
 * GET /refunds/{id} (orders:view). The rules are the RefundService's (service/sales/refunds.ts).
 */
export function refundRoutes(refunds: RefundService, writer: Writer) {
  const base = { resource: REFUNDS, records: refunds, tags: ['Refunds'] };
  return async (app: FastifyInstance): Promise<void> => {
    moneyListRoute(app, {
      path: '/refunds',
      component: 'Refund',
      tags: base.tags,
      sync: 'Refunds are never deleted: a sync returns new refunds.',
      records: refunds,
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
