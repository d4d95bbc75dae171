import type { FastifyInstance } from 'fastify';
import type { Writer } from '../../resources/writer';
import {
  actionRoute,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from '../../resources/routes';
import { ORDER_STATUSES, ORDERS } from '../../sales/order-representation';
import type { OrderListQuery, OrderService } from '../../sales/orders';
import { PAYMENTS, paymentTipSchema, type PaymentService } from '../../sales/payments';
import { idSchema } from '../schemas';
import { idParam, type PageQuery } from '../../resources/http';
import { moneyListRoute } from './money-lists';

const date = (description: string) => ({
  type: 'string',
  format: 'date',
  description,
  examples: ['2026-11-21'],
});

/**
 * /orders and /payments (docs/api.md "Orders", "Payments"). The toolkit's routes for the reads
 * and the create, update and delete; the status moves and payments are routes of their own.
 */
export function orderRoutes(orders: OrderService, payments: PaymentService, writer: Writer) {
  const base = { resource: ORDERS, records: orders, tags: ['Orders'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<PageQuery & OrderListQuery>(app, {
      path: '/orders',
      component: 'Order',
      scope: 'orders:view',
      tags: base.tags,
      summary: 'List orders (cursor pagination, incremental sync)',
      description:
        'Filters combine (business dates inclusive); they cannot be used with sync_token, which returns every change.',
      filters: {
        status: { type: 'string', enum: [...ORDER_STATUSES] },
        business_date_from: date('business_date on or after this day'),
        business_date_to: date('business_date on or before this day'),
        customer_id: idSchema('cus'),
        source: { type: 'string', minLength: 1, maxLength: 32, description: 'source equals' },
      },
      page: (query, q) => orders.listOrders(query, q),
    });
    getRoute(app, { ...base, scope: 'orders:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'orders:create',
      description:
        "An open order. Its figures are exactly what POST /orders/calculate returns for the same lines and discount; `number` is the branch's next. A product that tracks stock is sold in whole units (422 on the line's quantity).",
    });
    updateRoute(app, writer, {
      ...base,
      scope: 'orders:update',
      description:
        '`note` at any time; the other fields while the order is open (409 order_not_open); `lines` and `discount` only before its first payment (409 order_has_payments). A PATCH that changes nothing is a no-op.',
    });
    deleteRoute(app, writer, {
      ...base,
      scope: 'orders:delete',
      description:
        'Only an open order that was never paid (409 order_not_open, order_has_payments): the tombstone is returned and stays for sync. Cancel a paid order instead.',
    });

    const statusMove = (
      verb: 'complete' | 'cancel',
      summary: string,
      description: string,
      move: typeof orders.complete,
    ) =>
      actionRoute(app, writer, {
        path: `/orders/:id/${verb}`,
        scope: 'orders:manage_status',
        summary,
        description,
        tags: base.tags,
        params: idParam('ord', 'order'),
        ifMatch: true,
        response: 'Order',
        run: (ctx, id, _body, options) => move.call(orders, ctx, id, options),
      });
    statusMove(
      'complete',
      'Complete an order',
      'Needs balance_due 0 (409 balance_due) on an open order (409 order_not_open). In one transaction: the order, and the stock of its products that track stock (product.stock_updated webhooks with stock.reason "order" and stock.order_id).',
      orders.complete,
    );
    statusMove(
      'cancel',
      'Cancel an order',
      'An open order (409 order_not_open) with no payment left unrefunded (409 order_has_payments: refund them first). Stock does not move.',
      orders.cancel,
    );

    actionRoute(app, writer, {
      path: '/orders/:id/payments',
      scope: 'orders:process_payments',
      summary: 'Take a payment',
      description:
        "On an open order (409 order_not_open); amount at most balance_due (409 payment_exceeds_balance). The order's paid_total, tip_total, payment_status and version move in the same transaction. Retry with the same Idempotency-Key to never pay twice.",
      tags: ['Payments'],
      params: idParam('ord', 'order'),
      ifMatch: false,
      body: PAYMENTS.schemas.create as { $id: string },
      response: 'Payment',
      created: 'payments',
      run: (ctx, id, body) => payments.pay(ctx, id, body),
    });
    moneyListRoute(app, {
      path: '/payments',
      component: 'Payment',
      tags: ['Payments'],
      sync: 'A sync returns every change (a tip set later, a refund of the payment).',
      records: payments,
    });
    actionRoute(app, writer, {
      path: '/payments/:id/tip',
      scope: 'orders:process_payments',
      summary: "Set a payment's tip",
      description:
        "The tip as it is now (a card tip added after the sale, or corrected), while the payment's business day is open: 409 day_closed once that day is closed. The order's tip_total moves with it; a cash payment's tendered must still cover amount and tip (its change follows). If-Match with the payment's version.",
      tags: ['Payments'],
      params: idParam('pay', 'payment'),
      ifMatch: true,
      body: paymentTipSchema,
      response: 'Payment',
      run: (ctx, id, body, options) => payments.adjustTip(ctx, id, body, options),
    });
    getRoute(app, {
      resource: PAYMENTS,
      records: payments,
      tags: ['Payments'],
      scope: 'orders:view',
    });
  };
}
