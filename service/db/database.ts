import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { openDataSource, rawConnection } from './data-source';

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

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
