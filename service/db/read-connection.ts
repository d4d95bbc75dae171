import BetterSqlite3 from 'better-sqlite3';
import type { Database } from './database';
import { PAGE_CACHE_KIB } from './page-cache';
import { StatementCache } from './statements';

/**
 * What a heavy read needs of a database: cached statements, one snapshot, the raw connection
 * (for functions it registers). The service's Database has it, and so has a ReadConnection.
 */
export type ReadDb = Pick<Database, 'prepare' | 'read' | 'sql'>;

/**
 * A read-only connection of its own to the service's SQLite file, for a worker thread
 * (better-sqlite3 allows a connection in one thread only). In WAL mode its reads never wait for
 * the service's writes, nor hold them up.
 */
export class ReadConnection implements ReadDb {
  readonly sql: BetterSqlite3.Database;
  private readonly statements: StatementCache;
  private readonly begin: BetterSqlite3.Statement;
  private readonly end: BetterSqlite3.Statement;

  constructor(file: string) {
    this.sql = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    this.sql.pragma('busy_timeout = 5000');
    this.sql.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    this.statements = new StatementCache(this.sql);
    this.begin = this.sql.prepare('BEGIN DEFERRED');
    this.end = this.sql.prepare('COMMIT');
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): BetterSqlite3.Statement<P, R> {
    return this.statements.prepare<P, R>(source);
  }

  /** `fn`'s reads on one snapshot. */
  read<T>(fn: () => T): T {
    if (this.sql.inTransaction) return fn();
    this.begin.run();
    try {
      return fn();
    } finally {
      if (this.sql.inTransaction) this.end.run();
    }
  }

  close(): void {
    this.sql.close();
  }
}
