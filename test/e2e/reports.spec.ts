import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';
import { seedReports } from './support/seed';

let app: Console;
test.beforeAll(async () => {
  app = await startConsole();
  await seedReports(app);
});
test.afterAll(async () => app?.close());

test('Settings → Reports lists the schedules and files of the branch', async ({ browser }) => {
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const schedules = page.getByRole('region', { name: 'Scheduled reports' });
  await expect(schedules.locator('tbody tr')).toHaveCount(1);
  await expect(schedules).toContainText('Nightly orders');
  await expect(schedules).toContainText('Every day at 06:00 (Europe/Paris)');
  const files = page.getByRole('region', { name: 'Export files' });
  await expect(files.locator('tbody tr')).toHaveCount(2);
  await expect(files).toContainText('2026-03-01');
  await expect(files.getByRole('button', { name: /^Save as… / })).toHaveCount(2);
  await shot(page, 'reports-tab');
});
