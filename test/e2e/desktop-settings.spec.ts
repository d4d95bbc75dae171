import { expect, test } from '@playwright/test';
import type { DesktopInfo } from '../../shared/ipc';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

test.describe('This computer (Settings → General, desktop app only)', () => {
  let app: Console;
  test.afterEach(async () => app?.close());

  test('turns the start at login off and opens the logs folder through main', async ({
    browser,
  }) => {
    const state: DesktopInfo = { start_at_login: true, logs_folder: '/home/till/.config/logs' };
    const opened: string[] = [];
    app = await startConsole({
      desktop: {
        info: () => ({ ...state }),
        openLogsFolder: async () => {
          opened.push(state.logs_folder);
          return true;
        },
        setStartAtLogin: (enabled) => {
          state.start_at_login = enabled;
        },
      },
    });
    const page = await app.open(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    const card = page.getByRole('region', { name: 'This computer' });
    await expect(card.getByText('/home/till/.config/logs')).toBeVisible();
    const toggle = card.getByRole('switch', { name: 'Start at login' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(state.start_at_login).toBe(false);
    await card.getByRole('button', { name: 'Open logs folder' }).click();
    await expect.poll(() => opened).toEqual(['/home/till/.config/logs']);
  });

  test('is not shown outside the desktop app', async ({ browser }) => {
    app = await startConsole();
    const page = await app.open(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'This computer' })).toHaveCount(0);
  });
});
