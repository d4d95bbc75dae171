import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sync tokens (docs/api.md, "Sync"): every write to a product or category takes the next value
 * of its branch's change counter (`change_sequences.last_change_seq`) into `change_seq`, in the
 * writing transaction. `pruned_change_seq` is the largest `change_seq` of a tombstone pruned so
 * far: a token below it may have missed a deletion (410 sync_token_expired).
 *
 * Existing rows are numbered per branch, products first, then categories, each in the order of
 * their last change, and the counter starts after them.
 */
export class ChangeSequence1764500000000 implements MigrationInterface {
  name = 'ChangeSequence1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE change_sequences (
      branch_id TEXT PRIMARY KEY NOT NULL,
      last_change_seq INTEGER NOT NULL,
      pruned_change_seq INTEGER NOT NULL DEFAULT 0
    )`);
    await queryRunner.query(
      'ALTER TABLE products ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'ALTER TABLE categories ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0',
    );
    await queryRunner.query(`UPDATE products SET change_seq = n.seq FROM (
        SELECT id, row_number() OVER (PARTITION BY branch_id ORDER BY updated_at, id) AS seq FROM products
      ) AS n WHERE products.id = n.id`);
    await queryRunner.query(`UPDATE categories SET change_seq = n.seq FROM (
        SELECT c.id, row_number() OVER (PARTITION BY c.branch_id ORDER BY c.updated_at, c.id)
          + (SELECT count(*) FROM products p WHERE p.branch_id = c.branch_id) AS seq
        FROM categories c
      ) AS n WHERE categories.id = n.id`);
    await queryRunner.query(`INSERT INTO change_sequences (branch_id, last_change_seq)
      SELECT branch_id, max(change_seq) FROM (
        SELECT branch_id, change_seq FROM products UNION ALL SELECT branch_id, change_seq FROM categories
      ) GROUP BY branch_id`);
    await queryRunner.query(
      'CREATE INDEX products_branch_change ON products(branch_id, change_seq, id)',
    );
    await queryRunner.query(
      'CREATE INDEX categories_branch_change ON categories(branch_id, change_seq, id)',
    );
    // Tombstone pruning finds old tombstones without reading the live rows.
    await queryRunner.query(
      'CREATE INDEX products_deleted ON products(deleted_at) WHERE deleted_at IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX categories_deleted ON categories(deleted_at) WHERE deleted_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'products_branch_change',
      'categories_branch_change',
      'products_deleted',
      'categories_deleted',
    ])
      await queryRunner.query(`DROP INDEX ${index}`);
    await queryRunner.query('ALTER TABLE products DROP COLUMN change_seq');
    await queryRunner.query('ALTER TABLE categories DROP COLUMN change_seq');
    await queryRunner.query('DROP TABLE change_sequences');
  }
}
