import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A restaurant's floor (docs/api.md, "Tables" and "Bookings"): its tables and the bookings that
 * hold them. Both are resource tables with the toolkit's shared columns (service/resources/).
 * A table's name is unique among the branch's live tables (any case). `booking_tables` is one
 * row per table a booking names, with the booking's time as epoch ms and whether the booking
 * still holds it (pending, confirmed, arrived or seated): the conflict check and the list's
 * table filter read it. Whether a table is occupied is not stored: it is derived from the open
 * orders naming it (orders.table_id).
 */
export class TablesAndBookings1765300000000 implements MigrationInterface {
  name = 'TablesAndBookings1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const shared = `
      version INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      change_seq INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL`;
    await queryRunner.query(`CREATE TABLE tables (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      area TEXT,
      seats INTEGER NOT NULL,
      status TEXT NOT NULL,${shared}
    )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX tables_branch_name ON tables(branch_id, name COLLATE NOCASE) WHERE deleted_at IS NULL',
    );
    await queryRunner.query(`CREATE TABLE bookings (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      guest_name TEXT NOT NULL,
      phone TEXT NOT NULL,
      customer_id TEXT,
      party_size INTEGER NOT NULL,
      starts_at TEXT NOT NULL,
      duration_minutes INTEGER NOT NULL,
      status TEXT NOT NULL,
      table_ids TEXT NOT NULL DEFAULT '[]',
      order_id TEXT,
      note TEXT,${shared}
    )`);
    await queryRunner.query(
      'CREATE INDEX bookings_branch_starts ON bookings(branch_id, starts_at, id)',
    );
    await queryRunner.query(
      'CREATE INDEX bookings_order ON bookings(order_id) WHERE order_id IS NOT NULL',
    );
    await queryRunner.query(`CREATE TABLE booking_tables (
      booking_id TEXT NOT NULL REFERENCES bookings(id),
      table_id TEXT NOT NULL REFERENCES tables(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      starts_ms INTEGER NOT NULL,
      ends_ms INTEGER NOT NULL,
      holds INTEGER NOT NULL,
      PRIMARY KEY (booking_id, table_id)
    )`);
    await queryRunner.query(
      'CREATE INDEX booking_tables_holding ON booking_tables(branch_id, table_id, starts_ms) WHERE holds = 1',
    );
    await queryRunner.query(
      'CREATE INDEX booking_tables_table ON booking_tables(table_id, booking_id)',
    );
    for (const table of ['tables', 'bookings']) {
      await queryRunner.query(`CREATE INDEX ${table}_branch ON ${table}(branch_id, id)`);
      await queryRunner.query(
        `CREATE INDEX ${table}_branch_change ON ${table}(branch_id, change_seq, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_deleted ON ${table}(deleted_at) WHERE deleted_at IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['booking_tables', 'bookings', 'tables'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
