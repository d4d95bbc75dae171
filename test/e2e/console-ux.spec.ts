import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

/**
 * The console for a branch admin: secrets leave the clipboard, plain HTTP to a LAN receiver
 * is allowed from the error itself, and focus goes where the person has to act.
 */
let app: Console;
test.afterEach(async () => app?.close());
// One clipboard per browser: these tests read it, so they run one after another.
test.describe.configure({ mode: 'serial' });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a copied secret leaves the clipboard after a minute, or when its key is regenerated or deactivated', async ({
  browser,
}) => {
  app = await startConsole();
  const { secret } = app.ts.createKey(['products:view']);
  const page = await app.open(browser);
  await page.clock.install();
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const row = page.getByTestId('key-row-Test key');
  const copy = row.getByRole('button', { name: 'Copy secret of Test key' });

  // A minute later it is gone.
  await copy.click();
  await expect.poll(() => clipboard(page)).toBe(secret);
  await page.clock.fastForward(59_000);
  expect(await clipboard(page)).toBe(secret);
  await page.clock.fastForward(2_000);
  await expect.poll(() => clipboard(page)).toBe('');

  // Something else copied since: the clipboard is left alone.
  await copy.click();
  await expect.poll(() => clipboard(page)).toBe(secret);
  await page.evaluate(() => navigator.clipboard.writeText('an order number'));
  await page.clock.fastForward(61_000);
  expect(await clipboard(page)).toBe('an order number');

  // Regenerating the key takes its old secret off the clipboard at once.
  await copy.click();
  await expect.poll(() => clipboard(page)).toBe(secret);
  await row.getByRole('button', { name: 'Regenerate' }).click();
  await page
    .getByRole('dialog', { name: /Regenerate the secret/ })
    .getByRole('button', { name: 'Regenerate secret' })
    .click();
  await expect.poll(() => clipboard(page)).toBe('');
  const dialog = page.getByRole('dialog', { name: 'New secret' });
  const fresh = (await dialog.getByTestId('new-secret').textContent())!;
  await dialog.getByRole('button', { name: 'Copy secret key of Test key' }).click();
  await expect.poll(() => clipboard(page)).toBe(fresh);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // So does deactivating it.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: /Deactivate/ })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect.poll(() => clipboard(page)).toBe('');
});

test('plain HTTP to a LAN receiver is allowed from the error, keeping what was typed', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: '+ Register webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Register webhook' });
  await form.getByLabel('Endpoint URL').fill('http://192.168.1.20/pos-hook');
  await form.getByLabel('Description (optional)').fill('Back-office PC');
  await form.getByRole('checkbox', { name: 'All events' }).check();
  await form.getByRole('button', { name: 'Register webhook' }).click();

  // The error is on the URL field, which takes focus; the fix is offered below it.
  const url = form.getByLabel('Endpoint URL');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  const fix = form.getByRole('button', {
    name: 'Allow plain HTTP on the local network and register',
  });
  await fix.click();

  await expect(form).toHaveCount(0);
  const row = page.getByTestId('webhook-row').filter({ hasText: '192.168.1.20' });
  await expect(row).toContainText('http://192.168.1.20/pos-hook');
  await expect(row).toContainText('Back-office PC');
  expect(app.ts.service.settings.branch(app.ts.tenant.branchId).allow_http_local).toBe(true);

  // Public addresses still need HTTPS, and no fix is offered for them.
  await page.getByRole('button', { name: '+ Register webhook' }).click();
  await form.getByLabel('Endpoint URL').fill('http://shop.example.com/hook');
  await form.getByRole('checkbox', { name: 'All events' }).check();
  await form.getByRole('button', { name: 'Register webhook' }).click();
  await expect(form.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('http-fix')).toHaveCount(0);
});

test('focus: the main heading after sign-in, the first error after a failed submit, the user menu from the keyboard', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('tab', { name: 'API Keys' }).click();
  await page.getByRole('button', { name: '+ Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Description (optional)').focus();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');

  const user = page.locator('.user-button');
  await user.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile and security' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(user).toBeFocused();
});
