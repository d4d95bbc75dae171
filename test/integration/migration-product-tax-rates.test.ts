/**
 * Migration 0020: products stored before `tax_rate_ids` was a field get it in their stored
 * representation (`json`), which listings serve as is.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MIGRATIONS, openDataSource, rawConnection } from '../../service/db/data-source';
import { ProductTaxRatesJson1765600000000 } from '../../service/db/migrations/0020-product-tax-rates-json';
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

describe('0020: product tax rates in the stored representation', () => {
  it('adds tax_rate_ids to the json of existing products, and takes it out again', async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    let ds = await open(dir);
    const index = MIGRATIONS.indexOf(ProductTaxRatesJson1765600000000);
    for (let i = MIGRATIONS.length - 1; i >= index; i--)
      await ds.undoLastMigration({ transaction: 'each' });
    const json = (id: string, extra: object) =>
      JSON.stringify({ id, sku: 'A', name: 'A', active: true, ...extra, version: 1 });
    rawConnection(ds).exec(`
      INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '2026-01-01T00:00:00.000Z');
      INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');
      INSERT INTO products (id, company_id, branch_id, sku, name, price_amount, price_currency, created_at, updated_at, json)
        VALUES ('prd_1', 'cmp_1', 'brn_1', 'A', 'A', 1, 'EUR', 'x', 'x', '${json('prd_1', {})}');
      INSERT INTO products (id, company_id, branch_id, sku, name, price_amount, price_currency, created_at, updated_at, json, tax_rate_ids)
        VALUES ('prd_2', 'cmp_1', 'brn_1', 'B', 'B', 1, 'EUR', 'x', 'x', '${json('prd_2', { tax_rate_ids: ['tax_1'] })}', '["tax_1"]');`);
    await ds.destroy();

    ds = await open(dir);
    const stored = () =>
      (
        rawConnection(ds).prepare('SELECT json FROM products ORDER BY id').all() as {
          json: string;
        }[]
      ).map((r) => JSON.parse(r.json) as Record<string, unknown>);
    const [a, b] = stored();
    expect(a).toMatchObject({ id: 'prd_1', tax_rate_ids: [], version: 1 });
    expect(b).toMatchObject({ id: 'prd_2', tax_rate_ids: ['tax_1'] });

    for (let i = MIGRATIONS.length - 1; i >= index; i--)
      await ds.undoLastMigration({ transaction: 'each' });
    for (const row of stored()) expect(row).not.toHaveProperty('tax_rate_ids');
  });
});
