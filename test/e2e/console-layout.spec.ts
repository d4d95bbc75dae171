import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';
import { seedConsole } from './support/seed';

/**
 * The console fits its own window: at the default 1200×820, at 1024×700 and at 200 % zoom
 * (a 600×410 CSS-pixel viewport at device scale factor 2) every action button of a table row
 * and of the top bar is on screen, not clipped by a scrolling table. Screenshots of each
 * screen go to test-results/layout/ for a person to look at.
 */
const SIZES = [
  { name: '1200x820', viewport: { width: 1200, height: 820 }, deviceScaleFactor: 1 },
  { name: '1024x700', viewport: { width: 1024, height: 700 }, deviceScaleFactor: 1 },
  { name: 'zoom200', viewport: { width: 600, height: 410 }, deviceScaleFactor: 2 },
] as const;

const TABS = ['General', 'API Keys', 'Webhooks', 'Users', 'Audit log'] as const;

/**
 * Buttons (and selects) matching `selector` that are not fully inside the viewport or that a
 * scrolling ancestor clips horizontally. Each is described for the failure message.
 */
async function offscreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // display: none
      let left = 0;
      let right = window.innerWidth;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible') {
          const ar = a.getBoundingClientRect();
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
        }
      }
      if (r.left < left - 0.5 || r.right > right + 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        out.push(
          `${name} at x ${Math.round(r.left)}–${Math.round(r.right)} (visible ${Math.round(left)}–${Math.round(right)})`,
        );
      }
    }
    return out;
  }, selector);
}

let app: Console;
test.afterEach(async () => app?.close());

for (const size of SIZES) {
  test(`every screen fits at ${size.name}`, async ({ browser }) => {
    app = await startConsole();
    const page = await app.open(browser, {
      viewport: size.viewport,
      deviceScaleFactor: size.deviceScaleFactor,
    });
    await signIn(page, ADMIN.username, ADMIN.password);
    await seedConsole(page, app);
    const problems: string[] = [];
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: `test-results/layout/${size.name}-${name}.png`, fullPage });

    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tab === 'Audit log' ? 'Audit log' : tab,
      );
      if (tab !== 'General' && tab !== 'Audit log') {
        await expect(page.locator('tbody tr').first()).toBeVisible();
      }
      await shot(tab.toLowerCase().replace(/ /g, '-'), true);
      for (const p of await offscreen(page, 'tbody tr button, .topbar button, .topbar select'))
        problems.push(`${tab}: ${p}`);
      // The narrow layouts hide text (the user's name, table headers): still named for axe.
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const v of axe.violations)
        problems.push(`${tab}: axe ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      // Nothing in the top bar is pushed below it or off the window.
      const bar = await page.locator('.topbar').boundingBox();
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(size.viewport.height);
    }

    expect(problems, problems.join('\n')).toEqual([]);

    // Sign out is reachable from the top bar.
    await page.locator('.user-button').click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
    await shot('user-menu');
    await page.keyboard.press('Escape');

    // A dialog scrolls its body; its buttons stay on screen.
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: '+ Register webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register webhook' });
    await expect(dialog.getByLabel('Endpoint URL')).toBeFocused();
    await shot('dialog-webhook');
    for (const name of ['Close', 'Cancel', 'Register webhook']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const lastEvent = dialog.getByRole('checkbox').last();
    await lastEvent.scrollIntoViewIfNeeded();
    await expect(lastEvent).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Register webhook' })).toBeInViewport({
      ratio: 1,
    });
    await shot('dialog-webhook-scrolled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByRole('button', { name: '+ Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await expect(create.getByLabel('Name')).toBeFocused();
    await shot('dialog-create-key');
    await expect(create.getByRole('button', { name: 'Create key' })).toBeInViewport({ ratio: 1 });
    await create.getByRole('button', { name: 'Cancel' }).click();
  });
}

test('row actions move into a menu when the table is narrow, and work from there', async ({
  browser,
}) => {
  app = await startConsole();
  const page = await app.open(browser, { viewport: { width: 880, height: 700 } });
  await signIn(page, ADMIN.username, ADMIN.password);
  await seedConsole(page, app);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const row = page.getByTestId('webhook-row').first();
  const menuButton = row.getByRole('button', { name: /^Actions for / });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.screenshot({ path: 'test-results/layout/880x700-row-menu.png' });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rotate secret' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this webhook?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  // Focus goes back to what opened the dialog: the row's menu button.
  await expect(menuButton).toBeFocused();

  // Keys are shortened in the table; the full value is in the title and shows on focus.
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const key = page.getByTestId('key-row-Web shop').locator('code').first();
  const full = (await key.textContent())!;
  expect(full).toMatch(/^pk_/);
  await expect(key).toHaveAttribute('title', full);
  const clipped = await key.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(clipped).toBe(true);
  await key.focus();
  await expect.poll(() => key.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
