import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the renderer in Debian's Chromium: the built renderer is served by a
 * small static server and `window.api` forwards to the real IPC handler table over a real
 * service (see test/e2e/support/harness.ts). Only the Electron transport is swapped.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 4,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list', { printSteps: false }]],
  use: {
    viewport: { width: 1360, height: 860 },
    launchOptions: {
      executablePath: process.env.IC_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
