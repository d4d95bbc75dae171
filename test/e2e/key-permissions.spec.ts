import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.afterEach(async () => app?.close());

test('an Admin edits a key with a preset; the change applies at its next request and is audited', async ({
  browser,
}) => {
  app = await startConsole({ industry: 'retail' });
  const { key, secret_key } = app.ts.service.keys.create(
    { ...app.ts.tenant, name: 'ERP sync', scopes: ['products:view', 'categories:view'] },
    'test',
  );
  const headers = {
    authorization: `Bearer ${secret_key}`,
    'x-company-id': app.ts.tenant.companyId,
    'x-branch-id': app.ts.tenant.branchId,
  };
  const api = (path: string) =>
    fetch(`${app.ts.baseUrl}/api/v1/${path}`, { headers }).then((r) => r.status);
  expect(await api('products')).toBe(200);
  expect(await api('orders')).toBe(403);

  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const row = page.getByTestId('key-row-ERP sync');
  await row.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “ERP sync”' });
  await expect(dialog.getByText("applies from the key's next request")).toBeVisible();
  const presets = dialog.getByRole('group', { name: 'Presets:' });
  await expect(presets.getByRole('button', { name: 'Read-only catalog' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await presets.getByRole('button', { name: 'Accounting export' }).click();
  await expect(presets.getByRole('button', { name: 'Accounting export' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const products = dialog.getByRole('group', { name: 'Products' });
  await expect(products.getByRole('checkbox', { name: 'View' })).not.toBeChecked();
  await expect(
    dialog.getByRole('group', { name: 'Orders' }).getByRole('checkbox', { name: 'View' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Orders: View');
  expect(app.ts.service.keys.show(key.public_key).secret_rotated_at).toBe(key.secret_rotated_at);

  // The same secret, the new permissions, from the very next request.
  expect(await api('orders')).toBe(200);
  expect(await api('products')).toBe(403);

  // Nothing selected: refused beside the checkboxes, focus on the first error.
  await row.getByRole('button', { name: /Edit/ }).click();
  const checked = dialog.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select at least one permission.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page.getByText(/Changed the permissions of API key "ERP sync" \(pk_\w+\): added orders:view/),
  ).toBeVisible();
});

test('a Manager cannot edit a key: main refuses the call whatever the UI shows', async ({
  browser,
}) => {
  app = await startConsole({ industry: 'retail' });
  const { publicKey } = app.ts.createKey(['products:view']);
  await app.addUser('manny', 'manager');
  const page = await app.open(browser);
  await signIn(page, 'manny', 'password-123');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'API Keys' })).toHaveCount(0);
  const answer = await page.evaluate(
    ([tenant, key]) =>
      (
        window as unknown as { api: { invoke(c: string, r: unknown): Promise<unknown> } }
      ).api.invoke('keys.update', { ...tenant, publicKey: key, scopes: ['orders:view'] }),
    [app.ts.tenant, publicKey] as const,
  );
  expect(answer).toMatchObject({ error: { code: 'forbidden' } });
  expect(app.ts.service.keys.show(publicKey).scopes).toEqual(['products:view']);
});
