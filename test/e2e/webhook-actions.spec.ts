import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.afterEach(async () => app?.close());

test('a webhook row: History beside an Actions menu that ends with Delete; a copied signing secret leaves the clipboard', async ({
  browser,
}) => {
  app = await startConsole();
  const { service, tenant } = app.ts;
  service.settings.setBranch(tenant.branchId, 'allow_http_local', true);
  const url = 'http://127.0.0.1:9/hooks/erp';
  service.webhooks.create({ ...tenant, url, events: ['product.created'] }, 'test');

  const page = await app.open(browser);
  // Fake timers from the start, so the minute on the clipboard can be skipped.
  await page.clock.install();
  await page.reload();
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const row = page.getByTestId('webhook-row');

  // History is a visible button named with its webhook; nothing else is.
  await expect(row.getByRole('button', { name: `History of ${url}` })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const menuButton = row.getByRole('button', { name: `Actions for ${url}` });
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
  const height = (await row.boundingBox())!.height;
  expect(height).toBeLessThan(100);

  // Keyboard: ArrowDown opens on the first item, Escape closes and gives focus back.
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: `Actions for ${url}` });
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items).toEqual(['Edit', 'Rotate secret', 'Deactivate', 'Delete']);
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  // ArrowUp opens on the last item.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');

  // Rotate from the menu; the new secret copied from the banner is gone after a minute.
  await menuButton.click();
  await menu.getByRole('menuitem', { name: 'Rotate secret' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate signing secret?' })
    .getByRole('button', { name: 'Rotate secret' })
    .click();
  const banner = page.getByRole('alert', { name: 'API Key - Save this now!' });
  const secret = (await banner.getByTestId('webhook-secret').textContent())!;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await banner.getByRole('button', { name: 'Copy API key (signing secret)' }).click();
  expect(await clipboard()).toBe(secret);
  await page.clock.fastForward(59_000);
  expect(await clipboard()).toBe(secret);
  await page.clock.fastForward(2_000);
  await expect.poll(clipboard).toBe('');

  // Something else copied since is left alone.
  await banner.getByRole('button', { name: 'Copy API key (signing secret)' }).click();
  await page.evaluate(() => navigator.clipboard.writeText('my own note'));
  await page.clock.fastForward(61_000);
  expect(await clipboard()).toBe('my own note');
});
