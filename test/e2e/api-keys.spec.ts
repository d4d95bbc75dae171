import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.afterEach(async () => app?.close());

test('create a key, use it against the real API, watch counters move, regenerate and deactivate', async ({
  browser,
}) => {
  app = await startConsole({ industry: 'retail' });
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByText('No active API keys')).toBeVisible();
  await shot(page, '10-api-keys-empty');

  // Validation messages next to their fields.
  await page.getByRole('button', { name: '+ Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByRole('group', { name: 'Tables' })).toHaveCount(0); // retail: no Tables/Bookings
  await expect(
    dialog.getByText('Tables and Bookings are available to restaurant companies only.'),
  ).toBeVisible();
  await dialog.getByLabel('Name').fill('ab');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name must be at least 3 characters.')).toBeVisible();
  await expect(dialog.getByText('Select at least one permission.')).toBeVisible();

  await dialog.getByLabel('Name').fill('ERP sync');
  await dialog.getByLabel('Description (optional)').fill('Nightly catalog export');
  await dialog
    .getByRole('group', { name: 'Products' })
    .getByRole('checkbox', { name: /Products/ })
    .check();
  await dialog
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'View' })
    .check();
  await shot(page, '11-api-keys-create');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'API key created' });
  const secret = (await created.getByTestId('new-secret').textContent())!;
  expect(secret).toMatch(/^sk_[A-Za-z0-9]{38}$/);
  await shot(page, '12-api-keys-secret');
  await created.getByRole('button', { name: 'Done' }).click();

  const row = page.getByTestId('key-row-ERP sync');
  await expect(row).toContainText('Products (all) · Categories: View');
  await expect(page.getByTestId('counter-total-keys')).toHaveText('1');
  await expect(page.getByTestId('counter-total-requests')).toHaveText('0');

  // The secret authenticates against the real open API on the service's port.
  const headers = {
    authorization: `Bearer ${secret}`,
    'x-company-id': app.ts.tenant.companyId,
    'x-branch-id': app.ts.tenant.branchId,
  };
  for (let i = 0; i < 3; i++)
    expect((await fetch(`${app.ts.baseUrl}/api/v1/products`, { headers })).status).toBe(200);
  // Counters move without a reload: main pushes usage to the window.
  await expect(page.getByTestId('counter-total-requests')).toHaveText('3');
  await expect(page.getByTestId('counter-requests-today')).toHaveText('3');
  await expect(row.getByTestId('key-requests')).toHaveText('3');

  // The eye reveals the same secret.
  await row.getByRole('button', { name: 'Show secret' }).click();
  await expect(row.getByTestId('secret-text')).toHaveText(secret);
  await shot(page, '13-api-keys-list');

  // Regenerate: confirmation says the old secret dies at once; the API refuses it.
  await row.getByRole('button', { name: 'Regenerate' }).click();
  const confirm = page.getByRole('dialog', { name: /Regenerate the secret/ });
  await expect(confirm).toContainText('the old secret stops working immediately');
  await shot(page, '14-api-keys-regenerate');
  await confirm.getByRole('button', { name: 'Regenerate secret' }).click();
  const fresh = (await page
    .getByRole('dialog', { name: 'New secret' })
    .getByTestId('new-secret')
    .textContent())!;
  expect(fresh).not.toBe(secret);
  await page
    .getByRole('dialog', { name: 'New secret' })
    .getByRole('button', { name: 'Done' })
    .click();
  const old = await fetch(`${app.ts.baseUrl}/api/v1/products`, { headers });
  expect(old.status).toBe(401);
  expect(((await old.json()) as { code: string }).code).toBe('invalid_api_key');
  const ok = await fetch(`${app.ts.baseUrl}/api/v1/products`, {
    headers: { ...headers, authorization: `Bearer ${fresh}` },
  });
  expect(ok.status).toBe(200);

  // Deactivate: gone from the list, back with "Show deactivated", refused by the API.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: /Deactivate/ })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('No active API keys')).toBeVisible();
  await expect(page.getByTestId('counter-active-keys')).toHaveText('0');
  expect(
    (
      await fetch(`${app.ts.baseUrl}/api/v1/products`, {
        headers: { ...headers, authorization: `Bearer ${fresh}` },
      })
    ).status,
  ).toBe(401);
  await page.getByRole('switch', { name: 'Show deactivated' }).click();
  await expect(row).toContainText('Inactive');
  await shot(page, '15-api-keys-deactivated');
  await row.getByRole('button', { name: 'Activate' }).click();
  await page
    .getByRole('dialog', { name: /Activate/ })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(row).toContainText('Active');
  expect(
    (
      await fetch(`${app.ts.baseUrl}/api/v1/products`, {
        headers: { ...headers, authorization: `Bearer ${fresh}` },
      })
    ).status,
  ).toBe(200);
});

test('restaurant companies get Tables and Bookings in the picker', async ({ browser }) => {
  app = await startConsole({ industry: 'restaurant' });
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await page.getByRole('button', { name: '+ Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByRole('group', { name: 'Tables' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Bookings' })).toBeVisible();
});
