import type { Database } from '../db/database';
import { decodeCursor, pageBody } from './cursor';

export interface ProductListQuery {
  branchId: string;
  limit: number;
  cursor?: string;
  updatedSince?: string;
  categoryId?: string;
  q?: string;
  includeDeleted?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The products listing as a ready JSON body: prepared statements over stored JSON. */
export function listProductsBody(db: Database, query: ProductListQuery): string {
  const after = decodeCursor(query.cursor);
  const where = ['branch_id = ?', 'id > ?'];
  const params: unknown[] = [query.branchId, after];
  if (!query.includeDeleted) where.push('deleted_at IS NULL');
  if (query.updatedSince) {
    where.push('updated_at >= ?');
    params.push(query.updatedSince);
  }
  if (query.categoryId) {
    where.push('category_id = ?');
    params.push(query.categoryId);
  }
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push("(name LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\' OR barcode = ?)");
    params.push(like, like, query.q);
  }
  params.push(query.limit + 1);
  const rows = db
    .prepare<unknown[], { id: string; json: string }>(
      `SELECT id, json FROM products WHERE ${where.join(' AND ')} ORDER BY id LIMIT ?`,
    )
    .all(...params);
  return pageBody(rows, query.limit);
}
