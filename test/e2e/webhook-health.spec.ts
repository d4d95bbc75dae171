import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

/** A real receiver on 127.0.0.1 answering the status the test sets. */
async function startReceiver(): Promise<{
  server: Server;
  url: string;
  state: { status: number };
}> {
  const state = { status: 500 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(state.status).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/pos`,
    state,
  };
}

let app: Console;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.afterEach(async () => {
  await app?.close();
  await new Promise((r) => receiver?.server.close(r));
});

test('a webhook whose receiver answers 500 shows Failing with the error, the tab counts it, the history filters', async ({
  browser,
}) => {
  app = await startConsole();
  receiver = await startReceiver();
  const { service, tenant } = app.ts;
  service.settings.setBranch(tenant.branchId, 'allow_http_local', true);
  const { webhook } = service.webhooks.create(
    { ...tenant, url: receiver.url, events: ['product.created'] },
    'test',
  );
  service.webhooks.sendTest(webhook.id, 'test');
  await expect.poll(() => service.webhooks.show(webhook.id).health).toBe('failing');

  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  const tab = page.getByRole('tab', { name: /Webhooks/ });
  await expect(tab.getByTestId('failing-webhooks-count')).toHaveText('1 failing');
  await tab.click();

  const row = page.getByTestId('webhook-row');
  const failing = row.getByTestId('webhook-failing');
  await expect(failing).toContainText('Failing');
  await expect(failing).toContainText('HTTP 500 from the receiver');
  await expect(failing).toContainText('Since');
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);
  await shot(page, '60-webhook-failing');

  // The history filters in the registry: a success, then only failed attempts.
  receiver.state.status = 200;
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Delivery history' });
  await history.getByRole('button', { name: 'Send test event' }).click();
  await expect(history.getByTestId('attempt-row')).toHaveCount(2);
  await history.getByLabel('Outcome').selectOption('failed');
  await expect(history.getByTestId('attempt-row')).toHaveCount(1);
  await expect(history.getByTestId('attempt-row')).toContainText('500');
  await history.getByLabel('Outcome').selectOption('');
  await history.getByLabel('Status').selectOption('2xx');
  await expect(history.getByTestId('attempt-row')).toHaveCount(1);
  await expect(history.getByTestId('attempt-row')).toContainText('200');
  await history.getByRole('button', { name: 'Close' }).click();

  // The success makes it ok again: Active, and the tab's count goes.
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByTestId('webhook-failing')).toHaveCount(0);
  await expect(tab.getByTestId('failing-webhooks-count')).toHaveCount(0);
});
