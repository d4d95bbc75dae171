import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.afterEach(async () => app?.close());
// One clipboard per browser: the tests of this file read it, so they run one after another.
test.describe.configure({ mode: 'serial' });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clicks the row's "Copy secret" and returns what landed on the clipboard. */
async function copySecret(page: Page, row: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));
  await row.getByRole('button', { name: 'Copy secret' }).click();
  await expect.poll(() => clipboard(page)).not.toBe('(nothing copied)');
  return clipboard(page);
}

async function openKeys(page: Page) {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'API Keys' }).click();
}

test('after Regenerate, the list forgets the revealed secret and Copy copies the new one', async ({
  browser,
}) => {
  app = await startConsole();
  const { secret } = app.ts.createKey(['products:view']);
  const page = await app.open(browser);
  await openKeys(page);
  const row = page.getByTestId('key-row-Test key');

  await row.getByRole('button', { name: 'Show secret' }).click();
  await expect(row.getByTestId('secret-text')).toHaveText(secret);
  expect(await copySecret(page, row)).toBe(secret);

  await row.getByRole('button', { name: 'Regenerate' }).click();
  await page
    .getByRole('dialog', { name: /Regenerate the secret/ })
    .getByRole('button', { name: 'Regenerate secret' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New secret' });
  const fresh = (await dialog.getByTestId('new-secret').textContent())!;
  expect(fresh).toMatch(/^sk_/);
  expect(fresh).not.toBe(secret);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The old secret is gone from the row; Copy fetches the current one.
  await expect(row.getByTestId('secret-text')).toHaveText(/Hidden/);
  await expect(row).not.toContainText(secret);
  expect(await copySecret(page, row)).toBe(fresh);
  await row.getByRole('button', { name: 'Show secret' }).click();
  await expect(row.getByTestId('secret-text')).toHaveText(fresh);
});

test('a secret regenerated outside this window is forgotten when the list reloads', async ({
  browser,
}) => {
  app = await startConsole();
  const { secret, publicKey, headers } = app.ts.createKey(['products:view']);
  const page = await app.open(browser);
  await openKeys(page);
  const row = page.getByTestId('key-row-Test key');
  await row.getByRole('button', { name: 'Show secret' }).click();
  await expect(row.getByTestId('secret-text')).toHaveText(secret);

  const { secret_key: fresh } = app.ts.service.keys.regenerate(publicKey, 'cli:test');
  // A request with the new secret makes main push usage, and the list reloads.
  const res = await fetch(`${app.ts.baseUrl}/api/v1/products`, {
    headers: { ...headers, authorization: `Bearer ${fresh}` },
  });
  expect(res.status).toBe(200);
  await expect(row.getByTestId('key-requests')).toHaveText('1');
  await expect(row.getByTestId('secret-text')).toHaveText(/Hidden/);
  expect(await copySecret(page, row)).toBe(fresh);
});

test('deactivating forgets the revealed secret too', async ({ browser }) => {
  app = await startConsole();
  const { secret } = app.ts.createKey(['products:view']);
  const page = await app.open(browser);
  await openKeys(page);
  await page.getByRole('switch', { name: 'Show deactivated' }).click();
  const row = page.getByTestId('key-row-Test key');
  await row.getByRole('button', { name: 'Show secret' }).click();
  await expect(row.getByTestId('secret-text')).toHaveText(secret);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: /Deactivate/ })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByTestId('secret-text')).toHaveText(/Hidden/);
  await expect(row).not.toContainText(secret);
});

test('a key with an allow-list and an expiry: create, see, edit; expiring keys are flagged', async ({
  browser,
}) => {
  app = await startConsole({ industry: 'retail' });
  const page = await app.open(browser);
  await openKeys(page);

  await page.getByRole('button', { name: '+ Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByLabel('Name').fill('Office ERP');
  await create
    .getByRole('group', { name: 'Products' })
    .getByRole('checkbox', { name: 'View' })
    .check();
  await create.getByLabel('Allowed IP addresses (optional)').fill('10.0.0.9/24\nnot-an-ip');
  await create.getByLabel('Expires').selectOption({ label: 'In 90 days' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText(/Not an IP address or CIDR range: not-an-ip/)).toBeVisible();
  await create.getByLabel('Allowed IP addresses (optional)').fill('10.0.0.9/24, 127.0.0.1');
  await shot(page, '16-api-keys-access-create');
  await create.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'API key created' });
  const secret = (await created.getByTestId('new-secret').textContent())!;
  await created.getByRole('button', { name: 'Done' }).click();

  const row = page.getByTestId('key-row-Office ERP');
  await expect(row.getByTestId('key-allowed-ips')).toHaveText('From: 10.0.0.0/24, 127.0.0.1');
  await expect(row.getByTestId('key-expiry')).toContainText('Expires');
  await expect(row).toContainText('Active');
  await expect(page.getByTestId('expiring-soon')).toHaveCount(0);

  // The API serves it from 127.0.0.1 …
  const headers = {
    authorization: `Bearer ${secret}`,
    'x-company-id': app.ts.tenant.companyId,
    'x-branch-id': app.ts.tenant.branchId,
  };
  expect((await fetch(`${app.ts.baseUrl}/api/v1/products`, { headers })).status).toBe(200);

  // … and no more once the edit dialog takes 127.0.0.1 out; a 5-day expiry is flagged.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit “Office ERP”' });
  await expect(edit.getByLabel('Allowed IP addresses (optional)')).toHaveValue(
    '10.0.0.0/24\n127.0.0.1',
  );
  await expect(
    edit.getByRole('group', { name: 'Products' }).getByRole('checkbox', { name: 'View' }),
  ).toBeChecked();
  await edit.getByLabel('Allowed IP addresses (optional)').fill('10.0.0.0/24');
  await edit.getByLabel('Expires').selectOption({ label: 'On a date…' });
  const inFiveDays = new Date(Date.now() + 5 * 86_400_000);
  const ymd = `${inFiveDays.getFullYear()}-${String(inFiveDays.getMonth() + 1).padStart(2, '0')}-${String(inFiveDays.getDate()).padStart(2, '0')}`;
  await edit.getByLabel('Expiry date').fill(ymd);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row.getByTestId('key-allowed-ips')).toHaveText('From: 10.0.0.0/24');
  await expect(row).toContainText('Expires soon');
  await expect(page.getByTestId('expiring-soon')).toContainText(
    '“Office ERP” expires within 7 days.',
  );
  await shot(page, '17-api-keys-access-list');
  const refused = await fetch(`${app.ts.baseUrl}/api/v1/products`, { headers });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('ip_not_allowed');

  // Expired (set in the database as if the time had passed): the list says so.
  app.ts.service.db.sql
    .prepare("UPDATE api_keys SET expires_at = '2020-01-01T00:00:00.000Z' WHERE name = ?")
    .run('Office ERP');
  await page.getByRole('switch', { name: 'Show deactivated' }).click();
  await expect(row).toContainText('Expired');
  await expect(row.getByTestId('key-expiry')).toContainText('Expired');
  await expect(page.getByTestId('expiring-soon')).toHaveCount(0);
});
