import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, shot, signIn, startConsole, type Console, rowAction } from './support/harness';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real receiver on 127.0.0.1 that records what it gets and answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/pos`,
    received,
  };
}

/** WCAG 2 A/AA violations inside `selector` (rule id and the elements), none expected. */
async function axeViolations(page: Page, selector: string) {
  const { violations, passes } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(passes.length, `axe checked nothing in ${selector}`).toBeGreaterThan(0);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

let app: Console;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.afterEach(async () => {
  await app?.close();
  await new Promise((r) => receiver?.server.close(r));
});

test('rotate the signing secret: overlap choice, what happens, the banner once, both signatures', async ({
  browser,
}) => {
  app = await startConsole();
  receiver = await startReceiver();
  const { service, tenant } = app.ts;
  service.settings.setBranch(tenant.branchId, 'allow_http_local', true);
  const { signing_secret: oldSecret } = service.webhooks.create(
    { ...tenant, url: receiver.url, events: ['product.created'] },
    'test',
  );
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const row = page.getByTestId('webhook-row');
  await expect(row).toBeVisible();

  // The confirmation says what happens, for the overlap picked (24 hours unless changed).
  await rowAction(row, 'Rotate secret');
  const dialog = page.getByRole('dialog', { name: 'Rotate signing secret?' });
  await expect(dialog.getByRole('radio', { name: /24 hours/ })).toBeChecked();
  const outcome = dialog.getByTestId('rotate-outcome');
  await expect(outcome).toContainText('For 24 hours every delivery is signed with both secrets');
  await dialog.getByRole('radio', { name: /None/ }).check();
  await expect(outcome).toContainText('rejects them until it is updated');
  await dialog.getByRole('radio', { name: '7 days' }).check();
  await expect(outcome).toContainText('For 7 days');
  await dialog.getByRole('radio', { name: /24 hours/ }).check();
  await shot(page, '26-webhooks-rotate-confirm');
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Rotate secret' }).click();

  // The new secret, once, in the same banner as at registration.
  const banner = page.getByRole('alert', { name: 'API Key - Save this now!' });
  await expect(banner).toContainText('The old key keeps signing too until');
  const newSecret = (await banner.getByTestId('webhook-secret').textContent())!;
  expect(newSecret).toMatch(/^whsec_/);
  expect(newSecret).not.toBe(oldSecret);
  await banner.getByRole('button', { name: 'Copy API key (signing secret)' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newSecret);
  await expect(row.getByTestId('previous-secret')).toContainText('Old secret signs until');
  await shot(page, '27-webhooks-rotated-banner');
  expect(await axeViolations(page, '.secret-banner')).toEqual([]);

  // A test event carries both signatures: the old secret's in X-Service-Signature.
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Delivery history' });
  await history.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length).toBe(1);
  const got = receiver.received[0]!;
  expect(got.headers['x-service-signature']).toBe(signatureOf(oldSecret, got.body));
  expect(got.headers['x-service-signature-new']).toBe(signatureOf(newSecret, got.body));
  await history.getByRole('button', { name: 'Close' }).click();

  // Rotating again during the overlap warns that the older secret stops at once.
  await rowAction(row, 'Rotate secret');
  const again = page.getByRole('dialog', { name: 'Rotate signing secret?' });
  await expect(again).toContainText('still signing until');
  await again.getByRole('radio', { name: /None/ }).check();
  await again.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(banner).toContainText('The old key no longer signs.');
  // The secret copied before is taken off the clipboard by the rotation.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('');
  const third = (await banner.getByTestId('webhook-secret').textContent())!;
  expect(third).not.toBe(newSecret);
  await expect(row.getByTestId('previous-secret')).toHaveCount(0);

  // Shown once: gone after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByText('API Key - Save this now!')).toHaveCount(0);
  await expect(page.getByText(third)).toHaveCount(0);

  const audit = service.audit
    .list({})
    .filter((e) => (e as { action: string }).action === 'webhook.secret_rotated');
  expect(audit).toHaveLength(2);
});
