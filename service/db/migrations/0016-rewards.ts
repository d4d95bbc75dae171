import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The loyalty program (docs/api.md, "Loyalty"): the reward catalog, each customer's points
 * ledger and redemptions. Every table has the resource toolkit's shared columns
 * (service/resources/). A ledger entry is never changed: its `balance` is the customer's
 * balance after it, so the newest entry of a customer (by change_seq) holds the balance. An
 * order earns once (a unique index), and no balance is ever negative (a CHECK, behind the
 * ledger's own 409).
 */
export class Rewards1765200000000 implements MigrationInterface {
  name = 'Rewards1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const shared = `
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL`;
    await queryRunner.query(`CREATE TABLE rewards (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      points_cost INTEGER NOT NULL,
      kind TEXT NOT NULL,
      amount INTEGER,
      currency TEXT,
      percent_bps INTEGER,
      product_id TEXT,
      active INTEGER NOT NULL DEFAULT 1,${shared}
    )`);

    await queryRunner.query(`CREATE TABLE loyalty_entries (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      customer_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      points INTEGER NOT NULL,
      balance INTEGER NOT NULL CHECK (balance >= 0),
      points_per_unit INTEGER,
      reason TEXT,
      order_id TEXT,
      refund_id TEXT,
      redemption_id TEXT,${shared}
    )`);
    // Exactly one earning per order, whatever calls completion twice.
    await queryRunner.query(
      "CREATE UNIQUE INDEX loyalty_entries_earn_once ON loyalty_entries(order_id) WHERE kind = 'earn'",
    );
    // A customer's ledger: walks by id, syncs and the newest entry (the balance) by change_seq.
    await queryRunner.query(
      'CREATE INDEX loyalty_entries_customer ON loyalty_entries(branch_id, customer_id, id)',
    );
    await queryRunner.query(
      'CREATE INDEX loyalty_entries_customer_change ON loyalty_entries(branch_id, customer_id, change_seq, id)',
    );
    await queryRunner.query(
      'CREATE INDEX loyalty_entries_order ON loyalty_entries(order_id) WHERE order_id IS NOT NULL',
    );

    await queryRunner.query(`CREATE TABLE redemptions (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      customer_id TEXT NOT NULL,
      reward_id TEXT NOT NULL,
      reward TEXT NOT NULL,
      points INTEGER NOT NULL,
      order_id TEXT,
      status TEXT NOT NULL,
      completed_at TEXT,
      canceled_at TEXT,${shared}
    )`);
    await queryRunner.query(
      'CREATE INDEX redemptions_order ON redemptions(order_id) WHERE order_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX redemptions_customer ON redemptions(branch_id, customer_id, id)',
    );

    for (const table of ['rewards', 'loyalty_entries', 'redemptions']) {
      await queryRunner.query(`CREATE INDEX ${table}_branch ON ${table}(branch_id, id)`);
      await queryRunner.query(
        `CREATE INDEX ${table}_branch_change ON ${table}(branch_id, change_seq, id)`,
      );
    }
    await queryRunner.query(
      'CREATE INDEX rewards_deleted ON rewards(deleted_at) WHERE deleted_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['redemptions', 'loyalty_entries', 'rewards'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
