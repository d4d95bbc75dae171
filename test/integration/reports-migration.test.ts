/**
 * Migration 0019 on a data directory that already has sales: the orders completed before it
 * are copied into sales_line_taxes and the daily sums, exactly as the completion listener
 * would have written them; open and canceled orders are not; and it goes back down.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { SalesSummaries1765500000000 } from '../../service/db/migrations/0019-sales-summaries';
import { makeDataDir } from '../support/test-service';

const dirs: string[] = [];
const sources: DataSource[] = [];
afterEach(async () => {
  for (const ds of sources.splice(0)) if (ds.isInitialized) await ds.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(dir: string): Promise<DataSource> {
  const ds = await openDataSource(dir);
  sources.push(ds);
  return ds;
}

/** Undoes the newest migrations down to and including 0019. */
async function undo0019(ds: DataSource): Promise<void> {
  const index = MIGRATIONS.indexOf(SalesSummaries1765500000000);
  for (let i = MIGRATIONS.length - 1; i >= index; i--)
    await ds.undoLastMigration({ transaction: 'each' });
}

const T = '2026-05-01T10:00:00.000Z';
const money = (n: number) => `{"amount":${n},"currency":"EUR"}`;

function order(id: string, status: string, day: string, lines: [string, number, number, number][]) {
  const sub = lines.reduce((n, l) => n + l[2], 0);
  const tax = lines.reduce((n, l) => n + l[3], 0);
  return [
    `INSERT INTO orders (id, company_id, branch_id, number, status, payment_status, source, currency, subtotal,
       discount_total, tax_total, total, ordered_at, business_date, created_at, updated_at, json)
     VALUES ('${id}', 'cmp_1', 'brn_1', ${id.length + id.charCodeAt(4)}, '${status}', 'paid', 'pos', 'EUR', ${sub},
       0, ${tax}, ${sub}, '${T}', '${day}', '${T}', '${T}', '{}');`,
    ...lines.map(
      ([lineId, qty, total, lineTax], i) =>
        `INSERT INTO order_lines (id, order_id, company_id, branch_id, position, name, quantity_milli, unit_price,
           subtotal, discount_total, tax_total, total, json)
         VALUES ('${lineId}', '${id}', 'cmp_1', 'brn_1', ${i}, 'Line', ${qty}, ${total}, ${total}, 0, ${lineTax}, ${total},
           '{"taxes":[${lineTax ? `{"tax_rate_id":"tax_A","amount":${money(lineTax)}}` : ''}]}');`,
    ),
    `INSERT INTO payments (id, company_id, branch_id, order_id, method, currency, amount, business_date,
       created_at, updated_at, json)
     VALUES ('pay_${id}', 'cmp_1', 'brn_1', '${id}', 'card', 'EUR', ${sub}, '${day}', '${T}', '${T}', '{}');`,
  ].join('\n');
}

describe('0019: sales summaries', () => {
  it('copies the taxes and daily sums of the orders completed before it, and goes back down', async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    let ds = await open(dir);
    await undo0019(ds);
    let db = rawConnection(ds);
    db.exec(`
      INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '${T}');
      INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '${T}');
      ${order('ord_1', 'completed', '2026-05-01', [
        ['oli_1a', 2000, 500, 83],
        ['oli_1b', 1500, 300, 0],
      ])}
      ${order('ord_2', 'completed', '2026-05-01', [['oli_2a', 1000, 1200, 200]])}
      ${order('ord_3', 'completed', '2026-05-02', [['oli_3a', 250, 99, 16]])}
      ${order('ord_4', 'open', '2026-05-02', [['oli_4a', 1000, 777, 129]])}
    `);
    await ds.destroy();

    ds = await open(dir); // runs 0019 and what follows
    db = rawConnection(ds);
    expect(db.prepare('SELECT * FROM sales_daily ORDER BY business_date').all()).toEqual([
      {
        branch_id: 'brn_1',
        business_date: '2026-05-01',
        orders: 2,
        items_milli: 4500,
        gross: 2000,
        discounts: 0,
        tax: 283,
        total: 2000,
      },
      {
        branch_id: 'brn_1',
        business_date: '2026-05-02',
        orders: 1,
        items_milli: 250,
        gross: 99,
        discounts: 0,
        tax: 16,
        total: 99,
      },
    ]);
    expect(
      db.prepare('SELECT business_date, tax_rate_id, amount FROM sales_daily_taxes').all(),
    ).toEqual([
      { business_date: '2026-05-01', tax_rate_id: 'tax_A', amount: 283 },
      { business_date: '2026-05-02', tax_rate_id: 'tax_A', amount: 16 },
    ]);
    expect(
      db.prepare('SELECT business_date, method, amount FROM sales_daily_payments').all(),
    ).toEqual([
      { business_date: '2026-05-01', method: 'card', amount: 2000 },
      { business_date: '2026-05-02', method: 'card', amount: 99 },
    ]);
    expect(
      db.prepare('SELECT line_id, amount FROM sales_line_taxes ORDER BY line_id').all(),
    ).toEqual([
      { line_id: 'oli_1a', amount: 83 },
      { line_id: 'oli_2a', amount: 200 },
      { line_id: 'oli_3a', amount: 16 },
    ]);

    await undo0019(ds);
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE name IN ('custom_reports', 'sales_line_taxes', 'sales_daily', 'orders_completed_by_date')",
      )
      .all();
    expect(tables).toEqual([]);
  });
});
