import { expect, test } from '@playwright/test';
import { seedSales } from '../support/sales-rows';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.beforeAll(async () => {
  app = await startConsole();
  const { tenant, service } = app.ts;
  seedSales(service.db.sql, { ...tenant, count: 12, dates: ['2026-03-01'] });
  service.exports.create(
    tenant,
    { resource: 'orders', from: '2026-03-01', to: '2026-03-01' },
    'test',
  );
  service.exports.create(tenant, { resource: 'customers', format: 'jsonl' }, 'test');
  service.scheduledReports.create(
    tenant,
    {
      name: 'Nightly orders',
      report: { type: 'export', resource: 'orders', filters: { status: ['completed'] } },
      frequency: 'daily',
      time_of_day: '06:00',
    },
    'test',
  );
  await service.exportRunner!.settle();
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
