import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { client } from '../support/catalog-client';
import { ADMIN, shot, signIn, startConsole, type Console } from './support/harness';

/**
 * Settings → Reports, the business day: today's money per payment method and tax per rate as
 * the sales were made through the open API, the close refused in plain words while an order
 * is open, then Z-report 1; another day picked; a Manager cannot close (main refuses). Axe
 * finds nothing on the view or its dialog, in either theme.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axe(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Let transitions (theme, dialog) settle so colours are measured at rest.
    await page.waitForTimeout(200);
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const found = result.violations.map(
      (v) =>
        `${screen} (${colorScheme}): ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
    expect(found).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

let app: Console;
let api: ReturnType<typeof client>;
let openOrder: { id: string; number: number };

test.beforeAll(async () => {
  app = await startConsole();
  await app.addUser('manager1', 'manager');
  api = client(
    app.ts.baseUrl,
    app.ts.createKey([
      'system_settings:update',
      'orders:create',
      'orders:manage_status',
      'orders:process_payments',
    ]).headers,
  );
  const vat = (await api.post('/tax-rates', { name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' }))
    .body;
  const sell = async (unitPrice: number, payment: object | null) => {
    const order = (
      await api.post('/orders', {
        lines: [
          {
            name: 'Lunch menu',
            unit_price: { amount: unitPrice },
            quantity: 1,
            tax_rate_ids: [vat.id],
          },
        ],
      })
    ).body;
    if (!payment) return order;
    await api.post(`/orders/${order.id}/payments`, { ...payment, amount: { amount: unitPrice } });
    await api.post(`/orders/${order.id}/complete`, undefined);
    return order;
  };
  // Today, in the branch's time zone: a card sale with a tip and a cash sale; one left open.
  await sell(2400, { method: 'card', tip: { amount: 300 } });
  await sell(1200, { method: 'cash' });
  openOrder = await sell(900, null);
});
test.afterAll(async () => app?.close());

test('Reports shows the business day and an Admin closes it', async ({ browser }) => {
  const page = await app.open(browser);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const day = page.getByRole('region', { name: 'Business day' });
  await expect(day.getByText('Open', { exact: true })).toBeVisible();
  await expect(day).toContainText('1 order(s) of the day are still open.');
  const money = day.getByRole('table', { name: 'Money per payment method' });
  await expect(
    money.getByRole('row', { name: /^Card 1 €24\.00 €3\.00 €0\.00 €27\.00$/ }),
  ).toBeVisible();
  await expect(
    money.getByRole('row', { name: /^Cash 1 €12\.00 €0\.00 €0\.00 €12\.00$/ }),
  ).toBeVisible();
  await expect(
    money.getByRole('row', { name: /^All methods 2 €36\.00 €3\.00 €0\.00 €39\.00$/ }),
  ).toBeVisible();
  await expect(day).toContainText('Cash expected in the drawer: €12.00');
  // 36.00 with 20 % VAT included: 6.00 of tax on 30.00.
  const taxes = day.getByRole('table', { name: 'Tax per rate' });
  await expect(
    taxes.getByRole('row', {
      name: /^VAT 20% — 20 % included in prices €6\.00 €0\.00 €30\.00 €6\.00$/,
    }),
  ).toBeVisible();
  await shot(page, 'reports-day');
  await axe(page, 'Reports with the business day');

  // The close is refused while an order is open, in words naming its number.
  await day.getByRole('button', { name: 'Close day…' }).click();
  const today = await day.getByLabel('Date').inputValue();
  const confirm = page.getByRole('dialog', { name: `Close the business day ${today}?` });
  await expect(confirm).toBeVisible();
  await axe(page, 'Close the business day dialog');
  await confirm.getByRole('button', { name: 'Close day' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    `The business day ${today} still has an open order, number ${openOrder.number}: complete or cancel it before closing the day.`,
  );
  await axe(page, 'Close the business day dialog with the refusal');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await api.post(`/orders/${openOrder.id}/cancel`, undefined);
  await day.getByRole('button', { name: 'Close day…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close day' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(day.getByText('Closed · Z-report 1')).toBeVisible();
  await expect(day).toContainText('by admin.');
  const audited = app.ts.service.audit.page({ action: 'day.closed' }).entries;
  expect(audited.map((e) => [e.actor, (e.details as { number: number }).number])).toEqual([
    ['user:admin', 1],
  ]);
  await expect(day.getByRole('button', { name: 'Close day…' })).toHaveCount(0);
  await expect(
    money.getByRole('row', { name: /^All methods 2 €36\.00 €3\.00 €0\.00 €39\.00$/ }),
  ).toBeVisible();
  await axe(page, 'Reports with a closed day');

  // Another day: nothing moved, and it is open.
  await day.getByLabel('Date').fill('2026-01-15');
  await expect(day.getByText('No money moved on this day.')).toBeVisible();
  await expect(day.getByText('Open', { exact: true })).toBeVisible();
  await axe(page, 'Reports with an empty day');
});

test('a Manager cannot close a day: main refuses', async ({ browser }) => {
  const page = await app.open(browser);
  await signIn(page, 'manager1', 'password-123');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveCount(0);
  const tenant = app.ts.tenant;
  const refused = await page.evaluate(
    (t) => window.api.invoke('reports.closeDay', { ...t, businessDate: '2026-01-15' }),
    tenant,
  );
  expect(refused.error?.code).toBe('forbidden');
});
