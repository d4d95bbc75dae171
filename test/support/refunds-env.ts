/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * A real service for the refund tests (real SQLite, real socket) and the orders they refund,
 * made through the open API as a till would: create, pay, complete.
 */
import type { OrderRequest } from '../../service/sales/totals';
import type { SaleListeners } from '../../service/sales/sale-listeners';
import { client } from './catalog-client';
import { startTestService, type TestService, type TestTenant } from './test-service';

export interface SaleOrder {
  id: string;
  lineIds: string[];
  paymentIds: string[];
  total: number;
}

export interface RefundsEnv {
  ts: TestService;
  baseUrl: string;
  tenant: TestTenant;
  /** The service's refundCreated listeners (called inside each refund's transaction). */
  refundCreated: SaleListeners['refundCreated'];
  headers(scopes: string[], tenant?: TestTenant): Record<string, string>;
  /**
   * An order of `order` paid by `payments` (default: its total in one card payment), then
   * completed, or left open, or canceled (unpaid).
   */
  saleOrder(
    order: OrderRequest,
    options?: {
      payments?: number[];
      status?: 'open' | 'completed' | 'canceled';
      tenant?: TestTenant;
    },
  ): Promise<SaleOrder>;
  /** The order as GET /orders/{id} shows it. */
  order(id: string, tenant?: TestTenant): Promise<any>;
  close(): Promise<void>;
}

const TILL_SCOPES = [
  'orders:create',
  'orders:view',
  'orders:process_payments',
  'orders:manage_status',
];

export async function startRefundsEnv(): Promise<RefundsEnv> {
  const ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  const tills = new Map<string, ReturnType<typeof client>>();
  const till = (tenant: TestTenant) => {
    let c = tills.get(tenant.branchId);
    if (!c) {
      ts.service.settings.setBranch(tenant.branchId, 'rate_limit_per_minute', 0);
      c = client(ts.baseUrl, ts.createKey(TILL_SCOPES, tenant).headers);
      tills.set(tenant.branchId, c);
    }
    return c;
  };
  const expectStatus = (r: { status: number; body: any }, status: number, what: string) => {
    if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  return {
    ts,
    baseUrl: ts.baseUrl,
    tenant: ts.tenant,
    // The listener list OrderService was made with (service/app.ts), as orders-payments.test.ts reads it.
    refundCreated: (ts.service.orders as unknown as { listeners: SaleListeners }).listeners
      .refundCreated,
    headers: (scopes, tenant) => ts.createKey(scopes, tenant).headers,
    async saleOrder(order, options = {}) {
      const api = till(options.tenant ?? ts.tenant);
      const made = expectStatus(await api.post('/orders', order), 201, 'create order');
      const status = options.status ?? 'completed';
      const payments = options.payments ?? (status === 'canceled' ? [] : [made.total.amount]);
      const paymentIds: string[] = [];
      for (const amount of payments) {
        const paid = expectStatus(
          await api.post(`/orders/${made.id}/payments`, {
            method: 'card',
            amount: { amount },
          }),
          201,
          'pay',
        );
        paymentIds.push(paid.id);
      }
      if (status !== 'open')
        expectStatus(
          await api.post(
            `/orders/${made.id}/${status === 'completed' ? 'complete' : 'cancel'}`,
            {},
          ),
          200,
          status,
        );
      return {
        id: made.id,
        lineIds: made.lines.map((l: { id: string }) => l.id),
        paymentIds,
        total: made.total.amount,
      };
    },
    async order(id, tenant) {
      return expectStatus(await till(tenant ?? ts.tenant).get(`/orders/${id}`), 200, 'get order');
    },
    close: () => ts.close(),
  };
}
