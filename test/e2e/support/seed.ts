import { expect, type Page } from '@playwright/test';
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
