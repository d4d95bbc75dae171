import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';
import { seedConsole, seedReports } from './support/seed';

/**
 * WCAG 2.2 AA: axe-core on every screen and every dialog, in the light and the dark theme,
 * plus the keyboard behaviour axe cannot see (dialog focus, tab keys).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axe(page: Page, screen: string, found: string[]): Promise<void> {
  // Let transitions (theme, dialog) settle so colours are measured at rest.
  await page.waitForTimeout(200);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of result.violations) {
    found.push(
      `${screen}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
    );
  }
}

let app: Console;
test.afterEach(async () => app?.close());
test.describe.configure({ timeout: 240_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations on any screen or dialog (${colorScheme})`, async ({ browser }) => {
    const found: string[] = [];

    // First run.
    app = await startConsole({ setup: false });
    let page = await app.open(browser, { colorScheme });
    await expect(page.getByRole('heading', { name: 'Set up the console' })).toBeVisible();
    await axe(page, 'setup', found);
    await page.getByRole('button', { name: 'Create and sign in' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await axe(page, 'setup with errors', found);
    await app.close();

    // Sign-in, then every tab and dialog.
    app = await startConsole();
    page = await app.open(browser, { colorScheme });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await axe(page, 'login', found);
    await signIn(page, ADMIN.username, 'wrong password');
    await expect(page.getByRole('alert')).toBeVisible();
    await axe(page, 'login error', found);
    await signIn(page, ADMIN.username, ADMIN.password);
    await seedConsole(page, app);
    await page.getByRole('switch', { name: 'Allow plain HTTP on the local network' }).click();
    await seedReports(app);

    const tabs = page.getByRole('tab');
    const names = await tabs.allTextContents();
    for (const name of names) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axe(page, `tab ${name}`, found);
      await page.screenshot({
        path: `test-results/a11y/${colorScheme}-${name.toLowerCase().replace(/ /g, '-')}.png`,
      });
    }

    const dialog = async (opener: Locator, title: string, before?: () => Promise<void>) => {
      await before?.();
      await opener.click();
      const d = page.getByRole('dialog', { name: title });
      await expect(d).toBeVisible();
      await axe(page, `dialog ${title}`, found);
      return d;
    };
    const tab = (name: string) => () => page.getByRole('tab', { name }).click();

    let d = await dialog(
      page.getByRole('button', { name: '+ Create API key' }),
      'Create API key',
      tab('API Keys'),
    );
    await d.getByRole('button', { name: 'Create key' }).click();
    await expect(d.getByRole('alert').first()).toBeVisible();
    await axe(page, 'dialog Create API key with errors', found);
    await d.getByLabel('Name').fill('Axe key');
    await d.getByRole('checkbox').first().check();
    await d.getByRole('button', { name: 'Create key' }).click();
    d = page.getByRole('dialog', { name: 'API key created' });
    await expect(d).toBeVisible();
    await axe(page, 'dialog API key created', found);
    await d.getByRole('button', { name: 'Done' }).click();
    d = await dialog(
      page.getByTestId('key-row-Web shop').getByRole('button', { name: 'Regenerate' }),
      'Regenerate the secret of “Web shop”?',
    );
    await d.getByRole('button', { name: 'Cancel' }).click();
    d = await dialog(
      page.getByTestId('key-row-Web shop').getByRole('button', { name: 'Edit' }),
      'Edit “Web shop”',
    );
    await d.getByRole('button', { name: 'POS sync' }).click();
    await axe(page, 'dialog Edit key with a preset', found);
    await d.getByRole('button', { name: 'Cancel' }).click();

    d = await dialog(
      page.getByRole('button', { name: '+ Register webhook' }),
      'Register webhook',
      tab('Webhooks'),
    );
    await d.getByRole('button', { name: 'Register webhook' }).click();
    await expect(d.getByRole('alert').first()).toBeVisible();
    await axe(page, 'dialog Register webhook with errors', found);
    await d.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hook');
    await d.getByRole('checkbox', { name: 'All events' }).check();
    await d.getByRole('button', { name: 'Register webhook' }).click();
    await expect(page.getByRole('alert', { name: 'API Key - Save this now!' })).toBeVisible();
    await axe(page, 'webhook secret banner', found);
    const row = page.getByTestId('webhook-row').filter({ hasText: '127.0.0.1:9' });
    d = await dialog(row.getByRole('button', { name: 'History' }), 'Delivery history');
    await d.getByRole('button', { name: 'Send test event' }).click();
    const attempt = d.getByTestId('attempt-row').first();
    await expect(attempt).toBeVisible({ timeout: 30_000 });
    await attempt.getByRole('button', { expanded: false }).click();
    await expect(d.getByText('Request headers')).toBeVisible();
    await axe(page, 'dialog Delivery history with an attempt open', found);
    await page.screenshot({ path: `test-results/a11y/${colorScheme}-history.png` });
    await d.getByRole('button', { name: 'Close' }).click();
    const actions = row.getByRole('button', { name: /^Actions for / });
    await actions.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axe(page, 'webhook Actions menu', found);
    await page.keyboard.press('Escape');
    const openMenu = () => actions.click();
    const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
    d = await dialog(item('Edit'), 'Edit webhook', openMenu);
    await d.getByRole('button', { name: 'Cancel' }).click();
    d = await dialog(item('Rotate secret'), 'Rotate signing secret?', openMenu);
    await d.getByRole('button', { name: 'Cancel' }).click();
    d = await dialog(item('Delete'), 'Delete this webhook?', openMenu);
    await d.getByRole('button', { name: 'Cancel' }).click();

    d = await dialog(page.getByRole('button', { name: '+ Add user' }), 'Add user', tab('Users'));
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByRole('alert').first()).toBeVisible();
    await axe(page, 'dialog Add user with errors', found);
    await d.getByRole('button', { name: 'Cancel' }).click();
    const userRow = page.getByRole('row').filter({ hasText: 'cashier1' });
    d = await dialog(userRow.getByRole('button', { name: 'Edit' }), 'Edit cashier1');
    await d.getByRole('button', { name: 'Cancel' }).click();

    // Reports: a new export (with its errors), a new and an edited schedule.
    d = await dialog(
      page.getByRole('button', { name: '+ New export' }),
      'New export',
      tab('Reports'),
    );
    await d.getByLabel('From (business day)').fill('2026-03-02');
    await d.getByLabel('To (business day, included)').fill('2026-03-01');
    await d.getByRole('button', { name: 'Start export' }).click();
    await expect(d.getByRole('alert').first()).toBeVisible();
    await axe(page, 'dialog New export with errors', found);
    await d.getByRole('button', { name: 'Cancel' }).click();
    d = await dialog(page.getByRole('button', { name: '+ New schedule' }), 'New schedule');
    await d.getByRole('button', { name: 'Cancel' }).click();
    const scheduleRow = page
      .getByRole('region', { name: 'Scheduled reports' })
      .locator('tbody tr')
      .first();
    d = await dialog(scheduleRow.getByRole('button', { name: 'Edit' }), 'Edit “Nightly orders”');
    await d.getByRole('button', { name: 'Cancel' }).click();

    // The business day's Close day confirmation.
    const day = page.getByRole('region', { name: 'Business day' });
    d = await dialog(day.getByRole('button', { name: 'Close day…' }), 'Close the business day');
    await d.getByRole('button', { name: 'Cancel' }).click();

    // An audit entry's details, open.
    await tab('Audit log')();
    await page.getByText('Details of this entry').first().click();
    await axe(page, 'audit entry details', found);

    await page.locator('.user-button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axe(page, 'user menu', found);

    expect(found, found.join('\n')).toEqual([]);
  });
}

test('dialogs focus their first field, and give focus back to the opener on close', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await seedConsole(page, app);

  const cases: {
    tab: string;
    opener: () => Locator;
    /** A menu item that opens the dialog from the opener's menu. */
    item?: string;
    title: string;
    first: string;
  }[] = [
    {
      tab: 'API Keys',
      opener: () => page.getByRole('button', { name: '+ Create API key' }),
      title: 'Create API key',
      first: 'Name',
    },
    {
      tab: 'Webhooks',
      opener: () => page.getByRole('button', { name: '+ Register webhook' }),
      title: 'Register webhook',
      first: 'Endpoint URL',
    },
    {
      tab: 'Webhooks',
      opener: () =>
        page
          .getByTestId('webhook-row')
          .first()
          .getByRole('button', { name: /^Actions for / }),
      item: 'Edit',
      title: 'Edit webhook',
      first: 'Endpoint URL',
    },
    {
      tab: 'Users',
      opener: () =>
        page.getByRole('row').filter({ hasText: 'cashier1' }).getByRole('button', { name: 'Edit' }),
      title: 'Edit cashier1',
      first: 'Display name',
    },
    {
      tab: 'Users',
      opener: () =>
        page
          .getByRole('row')
          .filter({ hasText: 'cashier1' })
          .getByRole('button', { name: 'Reset password' }),
      title: 'Reset password of cashier1',
      first: 'New password',
    },
  ];
  for (const c of cases) {
    await page.getByRole('tab', { name: c.tab }).click();
    for (const close of ['Escape', 'Cancel', 'Close'] as const) {
      await c.opener().click();
      if (c.item) await page.getByRole('menuitem', { name: c.item, exact: true }).click();
      const d = page.getByRole('dialog', { name: c.title });
      await expect(d.getByLabel(c.first, { exact: true })).toBeFocused();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await d.getByRole('button', { name: close, exact: true }).click();
      await expect(d).toHaveCount(0);
      await expect(c.opener(), `${c.title} closed with ${close}`).toBeFocused();
    }
  }

  // A confirmation without fields focuses its safe choice.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const del = page
    .getByTestId('webhook-row')
    .first()
    .getByRole('button', { name: /^Actions for / });
  await del.click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(del).toBeFocused();
});

test('settings tabs follow the WAI-ARIA tabs pattern', async ({ browser }) => {
  app = await startConsole();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(3);
  // Roving tabindex: only the selected tab is in the Tab order.
  await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  await page.getByRole('tab', { name: names[0]! }).focus();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: names[1]! })).toBeFocused();
  await expect(page.getByRole('tab', { name: names[1]! })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute(
    'aria-labelledby',
    (await page.getByRole('tab', { name: names[1]! }).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: names[0]! })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: names.at(-1)! })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: names[0]! })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: names.at(-1)! })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  // The page keeps its main landmark around the tab panel.
  await expect(page.getByRole('main').getByRole('tabpanel')).toBeVisible();
});
