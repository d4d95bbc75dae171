import { expect, test } from '@playwright/test';
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
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/pos`,
    received,
  };
}

const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

let app: Console;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.afterEach(async () => {
  await app?.close();
  await new Promise((r) => receiver?.server.close(r));
});

test('register, banner once, signed delivery, live history, edit keeps the key, deactivate, delete', async ({
  browser,
}) => {
  app = await startConsole();
  receiver = await startReceiver();
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);

  // The receiver is plain HTTP on loopback: allowed only with the branch setting on.
  await page.getByRole('switch', { name: 'Allow plain HTTP on the local network' }).click();
  await expect(
    page.getByRole('switch', { name: 'Allow plain HTTP on the local network' }),
  ).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  await shot(page, '20-webhooks-empty');

  await page.getByRole('button', { name: '+ Register webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Register webhook' });
  await form.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
  await form.getByRole('button', { name: 'Register webhook' }).click();
  await expect(form.getByText(/^Enter a valid HTTPS URL\./)).toBeVisible();
  await expect(form.getByText('Select at least one event.')).toBeVisible();
  await shot(page, '21-webhooks-errors');

  await form.getByLabel('Endpoint URL').fill(receiver.url);
  await form.getByLabel('Description (optional)').fill('ERP stock sync');
  await form.getByRole('checkbox', { name: 'All events' }).check();
  await form.getByRole('button', { name: 'Register webhook' }).click();

  const banner = page.getByRole('alert', { name: 'API Key - Save this now!' });
  await expect(banner).toContainText('API Key - Save this now!');
  const secret = (await banner.getByTestId('webhook-secret').textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await shot(page, '22-webhooks-banner');

  // A test event reaches the receiver, signed with the secret shown once.
  const row = page.getByTestId('webhook-row');
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Delivery history' });
  await expect(history.getByText('No deliveries yet')).toBeVisible();
  await history.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length).toBe(1);
  const first = receiver.received[0]!;
  expect(first.headers['x-service-signature']).toBe(signatureOf(secret, first.body));
  expect(first.headers['x-service-event']).toBe('ping');

  // The history updates live (pushed from main), and a row opens request and response.
  const attempt = history.getByTestId('attempt-row').first();
  await expect(attempt).toContainText('ping');
  await expect(attempt).toContainText('200');
  await attempt.click();
  await expect(history.getByText('Request headers')).toBeVisible();
  await expect(history.getByText('{"ok":true}').or(history.getByText('"ok": true'))).toBeVisible();
  await shot(page, '23-webhooks-history');
  await history.getByRole('button', { name: 'Redeliver' }).first().click();
  await expect.poll(() => receiver.received.length).toBe(2);
  await expect(history.getByTestId('attempt-row')).toHaveCount(2);
  await history.getByRole('button', { name: 'Close' }).click();

  // The banner was shown once: it is gone after a reload and never comes back.
  await page.reload();
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByText('API Key - Save this now!')).toHaveCount(0);
  await expect(row).toContainText('200');
  await shot(page, '24-webhooks-list');

  // Edit with a blank API key (signing secret) keeps it.
  await rowAction(row, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit webhook' });
  await expect(edit.getByLabel('API key (signing secret)')).toHaveValue('');
  await edit.getByLabel('Description (optional)').fill('ERP stock sync (v2)');
  await edit.getByRole('checkbox', { name: 'All events' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Select at least one event.')).toBeVisible();
  await edit.getByRole('checkbox', { name: /product\.updated/ }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('ERP stock sync (v2)');
  await expect(row).toContainText('product.updated');
  await row.getByRole('button', { name: 'History' }).click();
  await page
    .getByRole('dialog', { name: 'Delivery history' })
    .getByRole('button', { name: 'Send test event' })
    .click();
  await expect.poll(() => receiver.received.length).toBe(3);
  const third = receiver.received[2]!;
  expect(third.headers['x-service-signature']).toBe(signatureOf(secret, third.body));
  await page
    .getByRole('dialog', { name: 'Delivery history' })
    .getByRole('button', { name: 'Close' })
    .click();

  // Deactivate and activate.
  await rowAction(row, 'Deactivate');
  await page
    .getByRole('dialog', { name: 'Deactivate this webhook?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');
  await rowAction(row, 'Activate');
  await page
    .getByRole('dialog', { name: 'Activate this webhook?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(row).toContainText('Active');

  // Delete with confirmation removes it and its history.
  await rowAction(row, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await expect(confirm).toContainText('delivery history are deleted too');
  await shot(page, '25-webhooks-delete');
  await confirm.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  expect(app.ts.service.db.prepare('SELECT count(*) AS n FROM delivery_attempts').get()).toEqual({
    n: 0,
  });
});
