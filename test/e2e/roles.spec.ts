import { expect, test } from '@playwright/test';
import type { Role } from '../../shared/roles';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

let app: Console;
test.beforeAll(async () => {
  app = await startConsole({ industry: 'restaurant' });
  for (const role of ['admin', 'manager', 'cashier', 'staff'] as Role[])
    await app.addUser(`${role}1`, role);
});
test.afterAll(async () => app?.close());

const EXPECTED: Record<Role, string[]> = {
  super_admin: [
    'General',
    'API Keys',
    'Webhooks',
    'Reports',
    'Profile',
    'Order page',
    'Users',
    'Audit log',
  ],
  admin: ['General', 'API Keys', 'Webhooks', 'Reports', 'Profile', 'Order page'],
  manager: ['Profile', 'Order page'],
  cashier: ['Profile', 'Order page'],
  staff: ['Profile', 'Order page'],
};

for (const role of Object.keys(EXPECTED) as Role[]) {
  test(`${role} sees only their tabs, and main enforces the same`, async ({ browser }) => {
    const page = await app.open(browser);
    await signIn(
      page,
      role === 'super_admin' ? ADMIN.username : `${role}1`,
      role === 'super_admin' ? ADMIN.password : 'password-123',
    );
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(EXPECTED[role]);
    const tenant = app.ts.tenant;
    const keys = await page.evaluate(
      (t) => window.api.invoke('keys.list', { ...t, includeInactive: true }),
      tenant,
    );
    const users = await page.evaluate(() => window.api.invoke('users.list', undefined));
    const isAdmin = role === 'admin' || role === 'super_admin';
    if (isAdmin) expect(keys.result).toBeDefined();
    else
      expect(keys.error).toEqual({
        code: 'forbidden',
        message: 'Only an Admin or a Super Admin can do this.',
        fields: [],
      });
    expect(users.error?.code ?? 'ok').toBe(role === 'super_admin' ? 'ok' : 'forbidden');
    if (!isAdmin) {
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await page.getByRole('tab', { name: 'Order page' }).click();
      await page.getByRole('radio', { name: 'Dine in' }).click();
      await expect(page.getByRole('radio', { name: 'Dine in' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('switch', { name: 'Require a table number' })).toBeVisible();
      if (role === 'manager') await shot(page, '30-order-page-manager');
    }
  });
}

test('super admin screens: users, audit log, profile with two-factor enrolment', async ({
  browser,
}) => {
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: /manager1/ }).first()).toBeVisible();
  await page.getByRole('button', { name: '+ Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Username').fill('x');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Username must be 3 to 64 letters, digits, dots, dashes or underscores.'),
  ).toBeVisible();
  await dialog.getByLabel('Username').fill('newcashier');
  await dialog.getByLabel('Display name').fill('New Cashier');
  await dialog.getByLabel('Role').selectOption('cashier');
  await dialog.getByRole('checkbox', { name: 'Test company' }).check();
  await dialog.getByLabel('Password').fill('password-456');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: /newcashier/ }).first()).toBeVisible();
  await shot(page, '31-users');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: /Created user newcashier/ }).first()).toBeVisible();
  await page.getByLabel('Action').selectOption('user.');
  await shot(page, '32-audit');

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shot(page, '33-profile-2fa');
});
