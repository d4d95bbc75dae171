import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

test.describe('first run and sign-in', () => {
  let app: Console;
  test.afterEach(async () => app?.close());

  test('first-run setup creates the Super Admin, company and branch, with field errors first', async ({
    browser,
  }) => {
    app = await startConsole({ setup: false });
    const page = await app.open(browser);
    await expect(page.getByRole('heading', { name: 'Set up the console' })).toBeVisible();
    await page.getByLabel('Company name').fill('AB');
    await page.getByLabel('Branch name').fill('Main street');
    await page.getByLabel('Currency').fill('EURO');
    // The time zone is searched by typing, says what it drives, and refuses what is no zone.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveAccessibleDescription(/day closing, sales reports/);
    const listId = (await zone.getAttribute('list'))!;
    await expect(page.locator(`datalist[id="${listId}"] option[value="Europe/Paris"]`)).toHaveCount(
      1,
    );
    expect(await page.locator(`datalist[id="${listId}"] option`).count()).toBeGreaterThan(300);
    await zone.fill('Mars/Olympus_Mons');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create and sign in' }).click();
    await expect(page.getByText('Company name must be at least 3 characters.')).toBeVisible();
    await expect(
      page.getByText('Currency must be an ISO 4217 code such as EUR or USD.'),
    ).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await shot(page, '01-setup-errors');

    await page.getByLabel('Company name').fill('Bistro Nord');
    await page.getByLabel('Industry', { exact: true }).selectOption('restaurant');
    await page.getByLabel('Currency').fill('EUR');
    await zone.fill('europe/paris');
    await zone.blur();
    await expect(zone).toHaveValue('Europe/Paris');
    await page.getByLabel('Password', { exact: true }).fill('a long password');
    await page.getByLabel('Confirm password').fill('a long password');
    await page.getByRole('button', { name: 'Create and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(
      app.ts.service.tenancy.companies()[0]!.id,
    );
    expect(app.ts.service.tenancy.companies()[0]!.industry).toBe('restaurant');
    const company = app.ts.service.tenancy.companies()[0]!;
    const branch = app.ts.service.tenancy.branches(company.id)[0]!;
    expect(branch.time_zone).toBe('Europe/Paris');
    await shot(page, '02-general');

    // The identifiers live in one card, with copy buttons; the request headers copy whole.
    const dev = page.getByRole('region', { name: 'For developers' });
    await expect(dev).toContainText(company.id);
    await expect(dev).toContainText(`x-branch-id: ${branch.id}`);
    await dev.getByRole('button', { name: 'Copy request headers' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `x-company-id: ${company.id}`,
    );
    await expect(page.getByRole('region', { name: 'API server' })).not.toContainText(company.id);
  });

  test('first-run setup can load demo data and opens the demo company', async ({ browser }) => {
    test.setTimeout(180_000);
    app = await startConsole({ setup: false });
    const page = await app.open(browser);
    await page.getByLabel('Company name').fill('Corner Shop');
    await page.getByLabel('Branch name').fill('Main street');
    await page.getByLabel('Currency').fill('EUR');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Paris');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('a long password');
    await page.getByLabel('Confirm password').fill('a long password');
    await page.getByLabel(/Load demo data/).check();
    await page.getByRole('button', { name: 'Create and sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Loading demo data/ })).toBeVisible();
    await expect(page.getByText('Demo data loaded: 2400 orders.')).toBeVisible({
      timeout: 150_000,
    });
    const demo = app.ts.service.tenancy.companies().find((c) => c.name.startsWith('Demo'))!;
    expect(demo.name).toBe('Demo Retail (seed 1)');
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(demo.id);
  });

  test('login, lockout after 5 failures, and logout', async ({ browser }) => {
    app = await startConsole();
    const page = await app.open(browser);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await shot(page, '03-login');
    for (let i = 1; i <= 4; i++) {
      await signIn(page, ADMIN.username, 'wrong password');
      await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    }
    await signIn(page, ADMIN.username, 'wrong password');
    await expect(page.getByRole('alert')).toHaveText(
      'This account is locked after 5 failed sign-ins. Try again in 5 minutes.',
    );
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('alert')).toContainText('This account is locked');
    await shot(page, '04-login-locked');

    // Unlock (as a Super Admin's reset would) and sign in for real.
    app.ts.service.db
      .prepare("UPDATE users SET locked_until = NULL WHERE username = 'admin'")
      .run();
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
    await page.getByRole('button', { name: /Super Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const state = await page.evaluate(() => window.api.invoke('app.state', undefined));
    expect(state).toEqual({ result: { setUp: true, session: null } });
  });

  test('a user created through the open API chooses a password with their setup code', async ({
    browser,
  }) => {
    app = await startConsole();
    const { headers } = app.ts.createKey(['users:create']);
    const res = await fetch(`${app.ts.baseUrl}/api/v1/users`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maria.k', display_name: 'Maria K', role: 'cashier' }),
    });
    expect(res.status).toBe(201);
    const { setup_code: code } = (await res.json()) as { setup_code: string };
    const page = await app.open(browser);
    await page.getByRole('button', { name: 'I have a setup code' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await page.getByLabel('Username').fill('maria.k');
    await page.getByLabel('Setup code').fill('WRONG-CODE');
    await page.getByLabel('New password').fill('a long password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('setup code');
    await page.getByLabel('Setup code').fill(code);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeHidden();
    const state = (await page.evaluate(() => window.api.invoke('app.state', undefined))) as {
      result: { session: { user: { username: string } } | null };
    };
    expect(state.result.session?.user.username).toBe('maria.k');
  });
});
