import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

/**
 * The API reference (GET /api/v1/docs) as an integrator on another PC of the branch opens it:
 * everything it loads comes from the service itself (no CDN, works offline), it lists the
 * operations of the OpenAPI document, and its try-it calls the API with a key typed in.
 */
test.describe('the API reference page', () => {
  let app: Console;
  test.setTimeout(300_000);
  test.afterEach(async () => app?.close());

  test('General links to it; it loads only from the service and its try-it takes a key', async ({
    browser,
  }) => {
    app = await startConsole();
    const settings = await app.open(browser);
    await signIn(settings, ADMIN.username, ADMIN.password);
    const reference = `${app.ts.baseUrl}/api/v1/docs`;
    await expect(settings.getByRole('link', { name: reference })).toHaveAttribute(
      'href',
      reference,
    );

    // A context with the network closed except this service: any other URL fails the test.
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${app.ts.baseUrl}/`)) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(reference);
    // Swagger UI reads the whole document (1.4 MB) before it shows anything: slow on a busy
    // test machine.
    await expect(page.locator('#operations-Keys-getMe')).toBeVisible({ timeout: 150_000 });
    await expect(page.locator('#operations-Products-createProduct')).toBeVisible();

    const key = app.ts.createKey(['products:view']);
    await page
      .getByRole('button', { name: /^Authorize/ })
      .first()
      .click();
    const dialog = page.locator('.modal-ux');
    const inputs = dialog.locator('input');
    await expect(inputs).toHaveCount(3);
    await inputs.nth(0).fill(key.secret);
    await inputs.nth(1).fill(app.ts.tenant.companyId);
    await inputs.nth(2).fill(app.ts.tenant.branchId);
    // One Authorize per scheme; each turns into Logout once its value is taken.
    const authorize = dialog.getByRole('button', { name: 'Apply credentials' });
    for (let left = 3; left > 0; left--) {
      await expect(authorize).toHaveCount(left);
      await authorize.first().click();
    }
    await expect(dialog.getByRole('button', { name: 'Remove authorization' })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const getMe = page.locator('#operations-Keys-getMe');
    if (!(await getMe.getByRole('button', { name: 'Try it out' }).isVisible()))
      await getMe.locator('.opblock-summary').first().click();
    await getMe.getByRole('button', { name: 'Try it out' }).click();
    await getMe.getByRole('button', { name: 'Execute' }).click({ timeout: 60_000 });
    await expect(
      getMe.locator('.live-responses-table tbody .response-col_status').first(),
    ).toHaveText('200', { timeout: 60_000 });
    await expect(getMe.locator('.live-responses-table')).toContainText('products:view');
    await page.screenshot({ path: 'test-results/screenshots/api-reference.png' });
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
