import { expect, type Page } from '@playwright/test';
import { seedSales } from '../../support/sales-rows';
import type { Console } from './harness';

/**
 * Fills the signed-in console with realistic rows: keys with long names, webhooks with long
 * URLs, and a few users, through the same IPC calls the screens use.
 */
export async function seedConsole(page: Page, app: Console): Promise<void> {
  const tenant = app.ts.tenant;
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.evaluate(async (t) => {
    const api = (
      window as unknown as {
        api: { invoke(c: string, r: unknown): Promise<{ error?: unknown }> };
      }
    ).api;
    const invoke = async (channel: string, request: unknown) => {
      const reply = await api.invoke(channel, request);
      if (reply.error) throw new Error(`${channel}: ${JSON.stringify(reply.error)}`);
    };
    await invoke('keys.create', {
      ...t,
      name: 'ERP stock synchronisation',
      description: 'Nightly import of stock levels from the warehouse ERP',
      scopes: ['products:view', 'products:manage_stock', 'inventory:view'],
    });
    await invoke('keys.create', {
      ...t,
      name: 'Web shop',
      scopes: ['products:view', 'categories:view'],
    });
    await invoke('webhooks.create', {
      ...t,
      url: 'https://erp.example.com/integrations/point-of-sale/webhooks/stock-and-products',
      description: 'ERP stock sync',
      events: ['product.created', 'product.updated', 'product.deleted', 'product.stock_updated'],
    });
    await invoke('webhooks.create', {
      ...t,
      url: 'https://shop.example.com/hooks/pos',
      events: ['product.updated'],
    });
  }, tenant);
  await app.addUser('manager.longname', 'manager');
  await app.addUser('cashier1', 'cashier');
}

/** A day of sales, an orders export, a customers export and a nightly schedule, all finished. */
export async function seedReports(app: Console): Promise<void> {
  const { service, tenant } = app.ts;
  seedSales(service.db.sql, { ...tenant, count: 12, dates: ['2026-03-01'] });
  service.exports.create(
    tenant,
    { resource: 'orders', from: '2026-03-01', to: '2026-03-01' },
    'test',
  );
  service.exports.create(tenant, { resource: 'customers', format: 'jsonl' }, 'test');
  service.scheduledReports.create(
    tenant,
    {
      name: 'Nightly orders',
      report: { type: 'export', resource: 'orders', filters: { status: ['completed'] } },
      frequency: 'daily',
      time_of_day: '06:00',
    },
    'test',
  );
  await service.exportRunner!.settle();
}
