import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.afterEach(async () => {
  await app?.close();
});

test('the webhook form sets a category filter and a maximum of deliveries per second', async ({
  browser,
}) => {
  app = await startConsole();
  const { ts } = app;
  const drinks = ts.service.catalog.categories.create(ts.tenant, { name: 'Drinks' }) as {
    id: string;
  };
  ts.service.catalog.categories.create(ts.tenant, { name: 'Food' });
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Webhooks' }).click();

  await page.getByRole('button', { name: '+ Register webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Register webhook' });
  await form.getByLabel('Endpoint URL').fill('https://bar-screen.example.com/hook');
  await form.getByRole('checkbox', { name: /product\.created/ }).check();
  await form.getByLabel('Product categories (optional)').selectOption({ label: 'Drinks' });
  await form.getByLabel('Maximum deliveries per second (optional)').fill('0');
  await form.getByRole('button', { name: 'Register webhook' }).click();
  await expect(form.getByText(/must be a whole number from 1 to 1000/)).toBeVisible();
  await form.getByLabel('Maximum deliveries per second (optional)').fill('10');
  await form.getByRole('button', { name: 'Register webhook' }).click();
  await expect(form).toHaveCount(0);

  const [hook] = ts.service.webhooks.list(ts.tenant.companyId, ts.tenant.branchId);
  expect(hook!.filter).toEqual({ category_ids: [drinks.id] });
  expect(hook!.max_per_second).toBe(10);
});
