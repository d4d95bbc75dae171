import { expect, test } from '@playwright/test';
import { seedSales } from '../support/sales-rows';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

/** Settings → Reports acts: a new export runs to a file, schedules are made and edited. */
let app: Console;
test.afterEach(async () => app?.close());

test('New export: pick what and when, watch it run, then save the file', async ({ browser }) => {
  app = await startConsole();
  const { tenant, service } = app.ts;
  seedSales(service.db.sql, { ...tenant, count: 30, dates: ['2026-03-01', '2026-03-02'] });
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await page.getByRole('button', { name: '+ New export' }).click();
  const dialog = page.getByRole('dialog', { name: 'New export' });
  await dialog.getByLabel('What to export').selectOption('orders');
  await dialog.getByLabel('From (business day)').fill('2026-03-02');
  await dialog.getByLabel('To (business day, included)').fill('2026-03-01');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  // The service's sentence, on the field, which takes focus.
  await expect(dialog.getByLabel('To (business day, included)')).toBeFocused();
  await expect(dialog).toContainText('to must be on or after from.');
  await dialog.getByLabel('From (business day)').fill('2026-03-01');
  await dialog.getByLabel('To (business day, included)').fill('2026-03-02');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(dialog).toHaveCount(0);

  const files = page.getByRole('region', { name: 'Export files' });
  const row = files.locator('tbody tr').filter({ hasText: '2026-03-01 – 2026-03-02' });
  await expect(row).toHaveCount(1);
  // The list follows the run by itself until the file is done.
  await expect(row.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(/^orders-2026-03-01_2026-03-02\.csv/);
  const save = row.getByRole('button', { name: 'Save as… orders-2026-03-01_2026-03-02.csv' });
  await expect(save).toBeVisible();
  const [file] = service.exports.list(tenant, 1).data;
  expect(file).toMatchObject({ resource: 'orders', status: 'done', from: '2026-03-01' });
  expect(file!.row_count).toBeGreaterThan(0);
  // Without the desktop shell there is no save dialog: the console says so.
  await save.click();
  await expect(page.getByText('Saving files needs the desktop app')).toBeVisible();
  await shot(page, 'reports-new-export');
});

test('New schedule and Edit schedule; the next run is shown in the branch’s time zone', async ({
  browser,
}) => {
  app = await startConsole();
  const { tenant, service } = app.ts;
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Reports' }).click();

  await page.getByRole('button', { name: '+ New schedule' }).click();
  let dialog = page.getByRole('dialog', { name: 'New schedule' });
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Nightly payments');
  await dialog.getByLabel('What to export').selectOption('payments');
  await dialog.getByLabel('At (Europe/Paris)').fill('05:30');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog).toHaveCount(0);

  const schedules = page.getByRole('region', { name: 'Scheduled reports' });
  const row = schedules.locator('tbody tr').filter({ hasText: 'Nightly payments' });
  await expect(row).toContainText('payments export');
  await expect(row).toContainText('Every day at 05:30 (Europe/Paris)');
  // The next run reads 05:30 on the branch's clock, whatever the PC's zone, and names the zone.
  await expect(row.locator('td').nth(3)).toContainText(/05:30.*\(Europe\/Paris\)/);

  await row.getByRole('button', { name: 'Edit Nightly payments' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit “Nightly payments”' });
  await dialog.getByLabel('How often').selectOption('weekly');
  await dialog.getByLabel('On', { exact: true }).selectOption('3');
  await dialog.getByLabel('At (Europe/Paris)').fill('07:15');
  await dialog.getByLabel('Files kept').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Every week on Wednesday at 07:15 (Europe/Paris)');
  await expect(row).toContainText('3 files');
  const [stored] = service.scheduledReports.list(tenant);
  expect(stored).toMatchObject({
    frequency: 'weekly',
    day_of_week: 3,
    time_of_day: '07:15',
    keep_last: 3,
    report: { type: 'export', resource: 'payments' },
  });
  const next = new Date(stored!.next_run_at!);
  expect(next.toLocaleString('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' })).toMatch(
    /Wednesday/,
  );
});
