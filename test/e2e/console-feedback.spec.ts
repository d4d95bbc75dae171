import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console, rowAction } from './support/harness';
import { seedConsole } from './support/seed';

let app: Console;
test.afterEach(async () => app?.close());

test('the webhook signing secret is named as such, and its banner survives switching tabs', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: '+ Register webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Register webhook' });
  await expect(form.getByLabel('API key (signing secret)')).toBeVisible();
  await expect(form.getByText('API key (optional)')).toHaveCount(0);
  await form.getByLabel('Endpoint URL').fill('https://erp.example.com/hooks/pos');
  await form.getByRole('checkbox', { name: 'All events' }).check();
  await form.getByRole('button', { name: 'Register webhook' }).click();

  const banner = page.getByRole('alert', { name: 'API Key - Save this now!' });
  await expect(banner).toContainText('API Key - Save this now!');
  await expect(banner.getByText('API key (signing secret)', { exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Copy API key (signing secret)' })).toBeVisible();
  const secret = (await banner.getByTestId('webhook-secret').textContent())!;
  expect(secret).toMatch(/^whsec_/);

  // Switching tabs does not lose a secret that can never be shown again.
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(banner.getByTestId('webhook-secret')).toHaveText(secret);

  // Only the admin dismisses it.
  await banner.getByRole('button', { name: 'I saved it' }).click();
  await expect(banner).toHaveCount(0);
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByTestId('webhook-row')).toBeVisible();
  await expect(page.getByText('API Key - Save this now!')).toHaveCount(0);

  // The edit form names it the same way.
  await rowAction(page.getByTestId('webhook-row'), 'Edit');
  await expect(
    page.getByRole('dialog', { name: 'Edit webhook' }).getByLabel('API key (signing secret)'),
  ).toHaveValue('');
});

test('toasts: at most three, gone after a few seconds, never over a dialog’s buttons', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser, { viewport: { width: 1024, height: 700 } });
  await signIn(page, ADMIN.username, ADMIN.password);
  await seedConsole(page, app);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByTestId('webhook-row').first().getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery history' });
  const send = dialog.getByRole('button', { name: 'Send test event' });
  for (let i = 0; i < 5; i++) await send.click();

  const toasts = page.locator('.toast');
  await expect(toasts.first()).toBeVisible();
  expect(await toasts.count()).toBeLessThanOrEqual(3);
  await expect(toasts.first()).toBeInViewport();
  await page.screenshot({ path: 'test-results/layout/toasts-over-dialog.png' });

  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.toast')].map((t) => t.getBoundingClientRect());
    const hits: string[] = [];
    for (const b of document.querySelectorAll('dialog[open] button:not(.toast button)')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0) continue;
      for (const t of boxes) {
        if (t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom)
          hits.push(b.textContent || b.getAttribute('aria-label') || '?');
      }
    }
    return hits;
  });
  expect(overlaps).toEqual([]);

  // Dismissed by themselves after a few seconds.
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });
});
