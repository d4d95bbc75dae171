import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.beforeAll(async () => {
  app = await startConsole();
  await app.addUser('admin1', 'admin');
});
test.afterAll(async () => app?.close());

test('a Super Admin adds a company and a branch from the header', async ({ browser }) => {
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  const company = page.getByRole('banner').getByLabel('Company');
  await expect(company).toBeVisible();

  await page.getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company' });
  // The setup screen's rules, with its sentences.
  await dialog.getByLabel('Company name').fill('ab');
  await dialog.getByLabel('First branch name').fill('x');
  await dialog.getByLabel('Currency').fill('EURO');
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(dialog.getByText('Company name must be at least 3 characters.')).toBeVisible();
  await expect(dialog.getByText('Branch name must be at least 3 characters.')).toBeVisible();
  await expect(
    dialog.getByText('Currency must be an ISO 4217 code such as EUR or USD.'),
  ).toBeVisible();
  await shot(page, 'companies-add-errors');

  await dialog.getByLabel('Company name').fill('Bistro Nord');
  await dialog.getByLabel('Industry').selectOption('restaurant');
  await dialog.getByLabel('First branch name').fill('Lille Centre');
  await dialog.getByLabel('Currency').fill('EUR');
  await dialog.getByLabel('Time zone').fill('Europe/Paris');
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(dialog).toBeHidden();
  // The new company and its branch are selected.
  await expect(company.locator('option:checked')).toHaveText('Bistro Nord');
  await expect(page.getByRole('banner').getByLabel('Branch').locator('option:checked')).toHaveText(
    'Lille Centre',
  );

  await page.getByRole('button', { name: 'Add branch' }).click();
  const branchDialog = page.getByRole('dialog', { name: 'Add branch to Bistro Nord' });
  await branchDialog.getByLabel('Branch name').fill('Lille Gare');
  await branchDialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(branchDialog).toBeHidden();
  await expect(page.getByRole('banner').getByLabel('Branch').locator('option')).toHaveText([
    'Lille Centre',
    'Lille Gare',
  ]);
  await expect(page.getByRole('banner').getByLabel('Branch').locator('option:checked')).toHaveText(
    'Lille Gare',
  );
  // General shows the new branch's ids.
  await page.getByRole('tab', { name: 'General' }).click();
  const branchId = app.ts.service.tenancy
    .companies()
    .flatMap((c) => app.ts.service.tenancy.branches(c.id))
    .find((b) => b.name === 'Lille Gare')!.id;
  await expect(page.getByRole('tabpanel').getByText(branchId, { exact: true })).toBeVisible();
  await shot(page, 'companies-added');
  const companies = app.ts.service.tenancy.companies().map((c) => c.name);
  expect(companies).toContain('Bistro Nord');
});

test('an Admin sees no add buttons, and main refuses the call', async ({ browser }) => {
  const page = await app.open(browser);
  await signIn(page, 'admin1', 'password-123');
  await expect(page.getByRole('banner').getByLabel('Company')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add branch' })).toHaveCount(0);
  const refused = await page.evaluate(() =>
    window.api.invoke('companies.create', {
      company: { name: 'Sneaky Ltd', industry: 'retail' },
      branch: { name: 'Back door', currency: 'EUR', timeZone: 'UTC' },
    }),
  );
  expect(refused.error?.code).toBe('forbidden');
});
