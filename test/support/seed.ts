import type { Database } from '../../service/db/database';
import { productJson } from '../../service/catalog/products';
import { newId } from '../../service/util/ids';

/** Inserts products straight into the table (for read-path tests that need many rows fast). */
export function seedProducts(
  db: Database,
  tenant: { companyId: string; branchId: string },
  count: number,
  prefix = 'SKU',
): string[] {
  const now = new Date().toISOString();
  const insert = db.prepare(
    `INSERT INTO products (id, company_id, branch_id, sku, name, description, category_id, price_amount, price_currency,
       barcode, track_stock, stock_quantity, active, version, created_at, updated_at, deleted_at, json)
     VALUES (@id, @company_id, @branch_id, @sku, @name, NULL, NULL, @price_amount, 'EUR', NULL, 1, 5, 1, 1, @now, @now, NULL, @json)`,
  );
  const ids: string[] = [];
  db.tx(() => {
    for (let i = 0; i < count; i++) {
      const id = newId('prd');
      const row = {
        id,
        sku: `${prefix}-${i}`,
        name: `Product ${prefix} ${i}`,
        description: null,
        category_id: null,
        price_amount: 100 + i,
        price_currency: 'EUR',
        barcode: null,
        track_stock: 1,
        stock_quantity: 5,
        active: 1,
        tax_rate_ids: '[]',
        version: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
      insert.run({
        ...row,
        company_id: tenant.companyId,
        branch_id: tenant.branchId,
        now,
        json: productJson(row),
      });
      ids.push(id);
    }
  });
  return ids;
}
