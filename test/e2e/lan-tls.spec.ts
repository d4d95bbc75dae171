import { readFile } from 'node:fs/promises';
import { X509Certificate } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn, startConsole, type Console } from './support/harness';

test.describe('HTTPS for other PCs (Settings → General)', () => {
  let app: Console;
  test.afterEach(async () => app?.close());

  test('shows the LAN address and CA fingerprint, and exports the CA certificate', async ({
    browser,
  }) => {
    app = await startConsole({ lan: true });
    const page = await app.open(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();

    const ca = app.ts.service.tls.caCertificate()!;
    await expect(page.getByText('HTTPS for other PCs')).toBeVisible();
    await expect(page.getByText(ca.fingerprint)).toBeVisible();
    await expect(page.getByText(`${app.ts.service.lan!.address}/api/v1`)).toBeVisible();
    await page
      .getByRole('region', { name: 'HTTPS for other PCs' })
      .screenshot({ path: 'test-results/screenshots/lan-tls-general.png' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CA certificate…' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('integration-console-ca.pem');
    const pem = await readFile((await file.path())!, 'utf8');
    expect(new X509Certificate(pem).fingerprint256).toBe(ca.fingerprint);
  });
});
