/**
 * Seeds a benchmark data directory: one company and branch, categories, products (straight
 * inserts, as test/support/seed.ts does), API keys and (when the registry exists) webhooks
 * pointing at local receivers. Writes what the load generator needs to <dataDir>/bench.json.
 *
 * Usage: node dist/bench/seed.js <dataDir> <products> <categories> <keys> [receiverPorts,...]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { categoryJson } from '../../service/catalog/categories';
import { productJson } from '../../service/catalog/products';
import { newId } from '../../service/util/ids';
import { createLogger } from '../../service/util/logger';

export interface BenchSeed {
  companyId: string;
  branchId: string;
  secrets: string[];
  productIds: string[];
  webhooks: number;
}

const [dataDir, productsArg = '10000', categoriesArg = '50', keysArg = '20', portsArg = ''] =
  process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed.js <dataDir> <products> <categories> <keys> [ports]');

const config = resolveConfig(
  { dataDir, vault: 'file', api: false, worker: false, logLevel: 'silent' },
  {},
);
const service = await createService(config, createLogger('silent'));
const { company, branch } = await service.tenancy.setup({
  company: { name: 'Bench company', industry: 'retail' },
  branch: { name: 'Bench branch', currency: 'EUR', timeZone: 'Europe/Paris' },
  admin: { username: 'admin', password: 'correct horse battery' },
});
const tenant = { company_id: company.id, branch_id: branch.id };
const now = new Date().toISOString();
const db = service.db;

const categoryIds: string[] = [];
const insertCategory = db.prepare(
  `INSERT INTO categories (id, company_id, branch_id, name, parent_id, sort_order, version, created_at, updated_at, deleted_at, json)
   VALUES (@id, @company_id, @branch_id, @name, NULL, @sort_order, 1, @created_at, @updated_at, NULL, @json)`,
);
const insertProduct = db.prepare(
  `INSERT INTO products (id, company_id, branch_id, sku, name, description, category_id, price_amount, price_currency,
     barcode, track_stock, stock_quantity, active, version, created_at, updated_at, deleted_at, json)
   VALUES (@id, @company_id, @branch_id, @sku, @name, @description, @category_id, @price_amount, @price_currency,
     @barcode, @track_stock, @stock_quantity, @active, @version, @created_at, @updated_at, NULL, @json)`,
);
const productIds: string[] = [];
db.tx(() => {
  for (let i = 0; i < Number(categoriesArg); i++) {
    const row = {
      id: newId('cat'),
      name: `Category ${i}`,
      parent_id: null,
      sort_order: i,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    insertCategory.run({ ...row, ...tenant, json: categoryJson(row) });
    categoryIds.push(row.id);
  }
  for (let i = 0; i < Number(productsArg); i++) {
    const row = {
      id: newId('prd'),
      sku: `SKU-${String(i).padStart(6, '0')}`,
      name: `Product ${i} with a realistic name`,
      description: `Description of product ${i}: a few words a till would show.`,
      category_id: categoryIds.length ? categoryIds[i % categoryIds.length]! : null,
      price_amount: 100 + (i % 5000),
      price_currency: 'EUR',
      barcode: String(4000000000000 + i),
      track_stock: 1,
      stock_quantity: i % 100,
      active: 1,
      tax_rate_ids: '[]',
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    insertProduct.run({ ...row, ...tenant, json: productJson(row) });
    productIds.push(row.id);
  }
});

// A limit that is counted and checked on every request but never reached by the benchmark.
service.settings.setBranch(branch.id, 'rate_limit_per_minute', 1_000_000);
service.settings.setBranch(branch.id, 'allow_http_local', true);

const secrets: string[] = [];
for (let i = 0; i < Number(keysArg); i++) {
  const { secret_key } = service.keys.create(
    {
      companyId: company.id,
      branchId: branch.id,
      name: `Bench key ${i}`,
      scopes: [
        'products:view',
        'products:create',
        'products:update',
        'products:manage_pricing',
        'products:delete',
        'products:manage_stock',
        'categories:view',
        'inventory:view',
      ],
    },
    'bench',
  );
  secrets.push(secret_key);
}

// One completed sale of 5 products, before the webhooks exist (nothing to deliver): the
// "order completion" figure's baseline inserts copies of its order row.
{
  const ctx = { companyId: company.id, branchId: branch.id };
  service.events.transaction(() => {
    const order = service.orders.create(ctx, {
      lines: productIds.slice(0, 5).map((id, k) => ({ product_id: id, quantity: 1 + (k % 2) })),
      source: 'pos',
    });
    service.payments.pay(ctx, order.id, { method: 'card', amount: order.total });
    service.orders.complete(ctx, order.id);
  });
}

// Webhooks, when the registry is part of the service (it lands with the delivery worker).
let webhooks = 0;
const ports = portsArg ? portsArg.split(',').map(Number) : [];
const registry = (service as unknown as { webhooks?: { create: (...a: unknown[]) => unknown } })
  .webhooks;
if (registry && ports.length) {
  for (const port of ports) {
    registry.create(
      {
        companyId: company.id,
        branchId: branch.id,
        url: `http://127.0.0.1:${port}/hook`,
        description: `Bench receiver ${port}`,
        events: ['product.updated', 'product.stock_updated'],
      },
      'bench',
    );
    webhooks++;
  }
}

const seed: BenchSeed = {
  companyId: company.id,
  branchId: branch.id,
  secrets,
  productIds,
  webhooks,
};
writeFileSync(join(dataDir, 'bench.json'), JSON.stringify(seed));
await service.close();
