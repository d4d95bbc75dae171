import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { openDataSource, rawConnection } from './data-source';

/**
 * Invalidation for in-memory caches of database rows: `stale()` is true (once) after any write
 * since the previous call, by this process or another one (see Database.changeStamp).
 */
export class ChangeWatch {
  private dataVersion = -1;
  private changes = -1;

  constructor(private readonly db: Database) {}

  stale(): boolean {
    const [dataVersion, changes] = this.db.changeStamp();
    if (dataVersion === this.dataVersion && changes === this.changes) return false;
    this.dataVersion = dataVersion;
    this.changes = changes;
    return true;
  }
}

/**
 * The service's handle on its SQLite file: TypeORM for migrations and entity reads,
 * and the same better-sqlite3 connection for prepared statements and synchronous
 * transactions. A synchronous transaction cannot interleave with other work in this
 * process, and `BEGIN IMMEDIATE` serialises it against other processes (the CLI).
 */
export class Database {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  private constructor(
    readonly dataSource: DataSource,
    readonly sql: BetterSqlite3.Database,
  ) {}

  static async open(dataDir: string): Promise<Database> {
    const dataSource = await openDataSource(dataDir);
    return new Database(dataSource, rawConnection(dataSource));
  }

  /** A cached prepared statement. */
  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): BetterSqlite3.Statement<P, R> {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.sql.prepare(source);
      this.statements.set(source, statement);
    }
    return statement as BetterSqlite3.Statement<P, R>;
  }

  /** Runs `fn` in one write transaction (BEGIN IMMEDIATE); a throw rolls everything back. */
  tx<T>(fn: () => T): T {
    return this.sql.transaction(fn).immediate();
  }

  /** Changes whenever another connection commits: a cheap way to notice outside writes. */
  dataVersion(): number {
    return this.sql.pragma('data_version', { simple: true }) as number;
  }

  private dataVersionQuery: BetterSqlite3.Statement<[], number> | undefined;
  private changesQuery: BetterSqlite3.Statement<[], number> | undefined;
  private dataVersionMemo = -1;
  private dataVersionFresh = false;

  /**
   * `[data_version, total_changes()]`: the first moves when another connection (the CLI,
   * another process) commits, the second whenever this connection writes a row, in or out of
   * a transaction. A cache of rows that compares it before every use is exact: a write from any
   * process is seen on the very next use. data_version (the costly half, ~1.5 µs) is read once
   * per synchronous run of code: a commit by another process during that run is concurrent with
   * it, and the next request or task reads it afresh; this process's own writes always count.
   */
  changeStamp(): readonly [number, number] {
    if (!this.dataVersionFresh) {
      this.dataVersionQuery ??= this.sql.prepare<[], number>('PRAGMA data_version').pluck(true);
      this.dataVersionMemo = this.dataVersionQuery.get()!;
      this.dataVersionFresh = true;
      queueMicrotask(() => (this.dataVersionFresh = false));
    }
    this.changesQuery ??= this.sql.prepare<[], number>('SELECT total_changes()').pluck(true);
    return [this.dataVersionMemo, this.changesQuery.get()!];
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
