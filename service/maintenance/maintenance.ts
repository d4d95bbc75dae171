import type { Database } from '../db/database';
import type { Logger } from '../util/logger';

export const MAINTENANCE_INTERVAL_MS = 3_600_000;

/**
 * Free pages handed back to the file system per run: enough to keep up with an hour of pruning
 * while each run holds the event loop only briefly.
 */
const VACUUM_PAGES_PER_RUN = 4096;

/** How long a table's rows are kept, stated by the module that owns the table. */
export interface RetentionRule {
  /** The rule's name in logs and in what run() returns. */
  readonly name: string;
  /** The tables the rule prunes. */
  readonly tables: readonly string[];
  /** What is kept, in one sentence (the docs and `cli status` show it). */
  readonly keeps: string;
  /** Deletes the rows past the rule; returns how many. */
  prune(): number | Promise<number>;
}

/** A table's size as `cli status` shows it. */
export interface TableStats {
  table: string;
  rows: number;
  bytes: number;
  oldest: string | null;
}

/**
 * The service's hourly housekeeping: runs every owner's retention rule, then gives the freed
 * pages back to the file system with an incremental vacuum (never a blocking VACUUM).
 */
export class Maintenance {
  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    readonly rules: readonly RetentionRule[],
  ) {}

  /** Runs every rule once; a failing rule is logged and does not stop the others. */
  async run(): Promise<Record<string, number>> {
    const pruned: Record<string, number> = {};
    for (const rule of this.rules) {
      try {
        pruned[rule.name] = await rule.prune();
      } catch (error) {
        this.log.warn({ err: error, rule: rule.name }, 'retention rule failed; will retry');
      }
    }
    if (Object.values(pruned).some(Boolean)) this.log.info(pruned, 'maintenance pruned old rows');
    this.db.sql.exec(`PRAGMA incremental_vacuum(${VACUUM_PAGES_PER_RUN})`);
    return pruned;
  }

  /** Runs now and then every interval. Returns stop. */
  start(intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
    void this.run();
    const timer = setInterval(() => void this.run(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Each table's rows, bytes on disk and oldest row (by its time column, when it has one). */
  tableStats(): TableStats[] {
    const tables = this.db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations' ORDER BY name",
      )
      .all()
      .map((t) => t.name);
    const bytes = pageBytes(this.db);
    return tables.map((table) => {
      const columns = this.db
        .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
        .all(table)
        .map((c) => c.name);
      const time = TIME_COLUMNS.find((c) => columns.includes(c));
      const q = (sql: string) => this.db.prepare<[], { v: number | string | null }>(sql).get()!.v;
      return {
        table,
        rows: q(`SELECT count(*) AS v FROM "${table}"`) as number,
        bytes: bytes.get(table) ?? 0,
        oldest: time ? (q(`SELECT min("${time}") AS v FROM "${table}"`) as string | null) : null,
      };
    });
  }
}

/** The column that dates a row, in order of preference. */
const TIME_COLUMNS = ['created_at', 'at', 'ordered_at', 'day', 'attempted_at', 'scheduled_for'];

/** Bytes per table, its indexes included (SQLite's dbstat table; empty where it is missing). */
function pageBytes(db: Database): Map<string, number> {
  const sizes = new Map<string, number>();
  try {
    const rows = db
      .prepare<[], { tbl: string; bytes: number }>(
        `SELECT coalesce(m.tbl_name, s.name) AS tbl, sum(s.pgsize) AS bytes
           FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY tbl`,
      )
      .all();
    for (const r of rows) sizes.set(r.tbl, r.bytes);
  } catch {
    // A SQLite built without dbstat: sizes are left out.
  }
  return sizes;
}
