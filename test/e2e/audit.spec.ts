import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
let publicKey = '';
test.beforeAll(async () => {
  app = await startConsole();
  const { tenant, service } = app.ts;
  const { key } = service.keys.create(
    { ...tenant, name: '=cmd|calc', scopes: ['products:view'] },
    'user:admin',
  );
  publicKey = key.public_key;
  service.keys.update(publicKey, { name: 'Till sync' }, 'user:admin');
  service.webhooks.create(
    { ...tenant, url: 'https://receiver.example.com/hooks', events: ['product.created'] },
    'user:admin',
  );
  // Enough entries for a second page (50 a page).
  for (let i = 0; i < 30; i++) {
    service.keys.setStatus(publicKey, 'inactive', 'user:admin');
    service.keys.setStatus(publicKey, 'active', 'user:admin');
  }
});
test.afterAll(async () => app?.close());

test('the audit log names things, filters, pages and exports CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  const rows = log.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(log.getByRole('button', { name: 'Load older entries' })).toBeVisible();
  await log.getByRole('button', { name: 'Load older entries' }).click();
  await expect(rows).not.toHaveCount(50);
  const total = await rows.count();
  expect(total).toBeGreaterThan(60);
  await expect(log.getByRole('button', { name: 'Load older entries' })).toHaveCount(0);

  // Filter by action: one sentence with the key's name and id.
  await log.getByLabel('Action').selectOption('api_key.created');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(
    `Created API key "Till sync" (${publicKey}) with 1 permission(s).`,
  );
  await expect(rows.first()).toContainText('Test company · Main branch');
  // The action code waits behind the entry's details toggle.
  const code = rows.first().getByText('api_key.created', { exact: true });
  await expect(code).toBeHidden();
  await rows.first().getByText('Details of this entry').click();
  await expect(code).toBeVisible();
  await expect(log.getByLabel('Action').locator('option[value="api_key.created"]')).toHaveText(
    'API key: created',
  );

  // Filter by target: the webhook, named by its URL.
  await log.getByLabel('Action').selectOption('');
  await log.getByRole('combobox', { name: 'Target', exact: true }).selectOption('webhook');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(
    'Registered webhook https://receiver.example.com/hooks for product.created.',
  );
  await shot(page, 'audit-filtered');

  // Who: the admin's sign-in is theirs; a date range in the future is empty.
  await log.getByRole('combobox', { name: 'Target', exact: true }).selectOption('');
  await log.getByLabel('Who').selectOption('user:admin');
  await log.getByLabel('Action').selectOption('user.login');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Signed in as user admin');
  await log.getByLabel('From').fill('2099-01-01');
  await expect(log.getByText('Nothing recorded for this filter')).toBeVisible();
  await log.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(50);

  // Export: the filtered log as CSV, formula cells made text.
  await log.getByLabel('Action').selectOption('api_key.created');
  await expect(rows).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV…' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toMatch(/^id,at,actor,actor_name,action,summary,/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',api_key.created,');
  expect(lines[1]).toContain('""name"":""=cmd|calc""');
  expect(csv).not.toMatch(/(^|,)=cmd/m);
  await expect(page.getByText('Exported 1 entry.')).toBeVisible();
});
