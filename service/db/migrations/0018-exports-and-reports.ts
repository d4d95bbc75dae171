import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Export files, scheduled reports and their runs (docs/api.md, "Exports" and "Scheduled
 * reports"). An export is a file written in the background from the sales and catalog tables;
 * a scheduled report makes one export per period, and `scheduled_report_runs` has one row per
 * (schedule, period): the unique index is what keeps a period from running twice, whatever
 * restarts or crashes happen around it.
 */
export class ExportsAndReports1765400000000 implements MigrationInterface {
  name = 'ExportsAndReports1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE exports (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      resource TEXT NOT NULL,
      format TEXT NOT NULL,
      from_date TEXT,
      to_date TEXT,
      filters TEXT NOT NULL DEFAULT '{}',
      report TEXT,
      status TEXT NOT NULL,
      progress REAL NOT NULL DEFAULT 0,
      row_count INTEGER,
      bytes INTEGER,
      sha256 TEXT,
      error_code TEXT,
      error_message TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      schedule_id TEXT,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      started_at TEXT,
      finished_at TEXT,
      expires_at TEXT,
      removed_at TEXT
    )`);
    await queryRunner.query('CREATE INDEX exports_branch ON exports(branch_id, id)');
    await queryRunner.query(
      "CREATE INDEX exports_pending ON exports(status, id) WHERE status IN ('queued', 'running')",
    );
    await queryRunner.query(
      "CREATE INDEX exports_expiring ON exports(expires_at) WHERE status = 'done'",
    );

    await queryRunner.query(`CREATE TABLE scheduled_reports (
      id TEXT PRIMARY KEY NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      name TEXT NOT NULL,
      kind TEXT NOT NULL,
      definition TEXT NOT NULL,
      format TEXT NOT NULL,
      frequency TEXT NOT NULL,
      time_of_day TEXT NOT NULL,
      day_of_week INTEGER,
      day_of_month INTEGER,
      keep_last INTEGER NOT NULL,
      active INTEGER NOT NULL DEFAULT 1,
      version INTEGER NOT NULL DEFAULT 1,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`);
    await queryRunner.query(
      'CREATE INDEX scheduled_reports_branch ON scheduled_reports(branch_id, id)',
    );

    await queryRunner.query(`CREATE TABLE scheduled_report_runs (
      id TEXT PRIMARY KEY NOT NULL,
      schedule_id TEXT NOT NULL REFERENCES scheduled_reports(id) ON DELETE CASCADE,
      company_id TEXT NOT NULL REFERENCES companies(id),
      branch_id TEXT NOT NULL REFERENCES branches(id),
      period_key TEXT NOT NULL,
      scheduled_for TEXT NOT NULL,
      period_from TEXT NOT NULL,
      period_to TEXT NOT NULL,
      export_id TEXT NOT NULL REFERENCES exports(id),
      created_at TEXT NOT NULL
    )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX scheduled_report_runs_period ON scheduled_report_runs(schedule_id, period_key)',
    );
    await queryRunner.query(
      'CREATE INDEX scheduled_report_runs_schedule ON scheduled_report_runs(schedule_id, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['scheduled_report_runs', 'scheduled_reports', 'exports'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
