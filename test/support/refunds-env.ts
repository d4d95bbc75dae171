/**
 * A real service for the refund tests, and how they get a completed, paid order to refund.
 * The order, its lines and its payments come from the fixture over migration 0015's tables
 * (test/support/refund-fixture.ts), served by a second Fastify of the same parts with the refund
 * routes on a real socket.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../service/http/server';
import { catalogRoutes } from '../../service/http/routes/catalog';
import { salesRoutes } from '../../service/http/routes/sales';
import { refundRoutes } from '../../service/http/routes/refunds';
import { RefundService, type RefundCreatedListener } from '../../service/sales/refunds';
import type { OrderRequest, TaxRate } from '../../service/sales/totals';
import { startTestService, type TestService, type TestTenant } from './test-service';
import {
  fixtureOrders,
  fixturePayments,
  insertCompletedOrder,
  type FixtureOrder,
} from './refund-fixture';

export interface RefundsEnv {
  ts: TestService;
  baseUrl: string;
  tenant: TestTenant;
  refunds: RefundService;
  /** Listeners called inside each refund's transaction (tests push into it). */
  refundCreated: RefundCreatedListener[];
  headers(scopes: string[], tenant?: TestTenant): Record<string, string>;
  /** A completed order of `order`, paid by `payments` (default: its total in one payment). */
  completedOrder(
    order: OrderRequest,
    options?: {
      payments?: number[];
      status?: string;
      tenant?: TestTenant;
      rates?: TaxRate[];
      products?: { id: string; name: string; sku: string; price: number }[];
    },
  ): Promise<FixtureOrder>;
  /** The order as stored: refunded_total, payment_status, version, lines' refunded quantities. */
  orderState(id: string): {
    refunded_total: number;
    payment_status: string;
    version: number;
    refunded: number[];
  };
  close(): Promise<void>;
}

/** The branch-local day of an instant (the branch's time zone, closeout at 04:00). */
export function fixtureBusinessDate(timeZone: string, at: Date): string {
  const shifted = new Date(at.getTime() - 4 * 3_600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(shifted);
}

export async function startRefundsEnv(): Promise<RefundsEnv> {
  const ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  const { db, events, clock, catalog, sales, keys, usage, settings, log, tenancy } = ts.service;
  const refundCreated: RefundCreatedListener[] = [];
  const refunds = new RefundService(db, events, clock, {
    orders: fixtureOrders(db),
    payments: fixturePayments(db),
    products: catalog.products,
    businessDate: (ctx, at) =>
      fixtureBusinessDate(tenancy.requireBranch(ctx.branchId).time_zone, at),
    refundCreated,
  });
  const http: FastifyInstance = await buildServer({
    db,
    log,
    keys,
    usage,
    settings,
    now: () => clock.now(),
    extraRoutes: [
      catalogRoutes(catalog),
      salesRoutes(sales, catalog),
      refundRoutes(refunds, catalog),
    ],
  });
  const address = await http.listen({ host: '127.0.0.1', port: 0 });
  return {
    ts,
    baseUrl: address,
    tenant: ts.tenant,
    refunds,
    refundCreated,
    headers: (scopes, tenant) => ts.createKey(scopes, tenant).headers,
    async completedOrder(order, options = {}) {
      return insertCompletedOrder(db, options.tenant ?? ts.tenant, order, options);
    },
    orderState(id) {
      const row = db
        .prepare('SELECT refunded_total, payment_status, version FROM orders WHERE id = ?')
        .get(id) as { refunded_total: number; payment_status: string; version: number };
      const lines = db
        .prepare(
          'SELECT refunded_quantity_milli AS q FROM order_lines WHERE order_id = ? ORDER BY position',
        )
        .all(id) as { q: number }[];
      return { ...row, refunded: lines.map((l) => l.q / 1000) };
    },
    async close() {
      await http.close();
      await ts.close();
    },
  };
}
