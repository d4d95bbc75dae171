import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { openDataSource, rawConnection, SYNCHRONOUS } from './data-source';
import { StatementCache } from './statements';

/**
 * Invalidation for in-memory caches of database rows: `stale()` is true (once) after any write
 * since the previous call, by this process or another one (see Database.generation).
 */
export class ChangeWatch {
  private seen = -1;

  constructor(private readonly db: Database) {}

  stale(): boolean {
    const generation = this.db.generation();
    if (generation === this.seen) return false;
    this.seen = generation;
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
  private readonly statements: StatementCache;
  private txStatements: Record<
    'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollbackTo',
    BetterSqlite3.Statement
  > | null = null;

  private constructor(
    readonly dataSource: DataSource,
    readonly sql: BetterSqlite3.Database,
  ) {
    this.statements = new StatementCache(sql);
  }

  static async open(dataDir: string): Promise<Database> {
    const dataSource = await openDataSource(dataDir);
    return new Database(dataSource, rawConnection(dataSource));
  }

  /** A prepared statement, made once per source (service/db/statements.ts). */
  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): BetterSqlite3.Statement<P, R> {
    return this.statements.prepare<P, R>(source);
  }

  /**
   * Runs `fn` in one write transaction (BEGIN IMMEDIATE); a throw rolls everything back.
   * `durable: false` commits without fsyncing the WAL (synchronous NORMAL for this commit): a
   * crash of the process loses nothing, a power cut may lose this commit (never corrupt the
   * file); it becomes durable with the next durable commit or checkpoint. For writes nobody was
   * told about yet, which are made again when lost (the delivery worker's records: a lost one
   * leaves its delivery pending, sent again). Ignored inside another transaction.
   */
  tx<T>(fn: () => T, { durable = true }: { durable?: boolean } = {}): T {
    // What better-sqlite3's `transaction(fn).immediate()` does (BEGIN IMMEDIATE, or a savepoint
    // when already in one; undone on a throw), without building its five wrapper functions per
    // call: the worker runs one per recorded attempt, and that garbage grew the heap.
    const t = (this.txStatements ??= {
      begin: this.sql.prepare('BEGIN IMMEDIATE'),
      commit: this.sql.prepare('COMMIT'),
      rollback: this.sql.prepare('ROLLBACK'),
      savepoint: this.sql.prepare('SAVEPOINT `\t_tx.`'),
      release: this.sql.prepare('RELEASE `\t_tx.`'),
      rollbackTo: this.sql.prepare('ROLLBACK TO `\t_tx.`'),
    });
    const nested = this.sql.inTransaction;
    const relaxed = !durable && !nested;
    try {
      // exec, not a kept statement: SQLite applies this pragma when it compiles it.
      if (relaxed) this.sql.exec('PRAGMA synchronous = NORMAL');
      (nested ? t.savepoint : t.begin).run();
      try {
        const result = fn();
        if (result && typeof (result as { then?: unknown }).then === 'function') {
          throw new TypeError('Transaction function cannot return a promise');
        }
        (nested ? t.release : t.commit).run();
        return result;
      } catch (error) {
        // SQLite may have rolled back already (some errors end the transaction themselves).
        if (this.sql.inTransaction) {
          if (nested) {
            t.rollbackTo.run();
            t.release.run();
          } else t.rollback.run();
        }
        throw error;
      }
    } finally {
      if (relaxed) this.sql.exec(`PRAGMA synchronous = ${SYNCHRONOUS}`);
      // Committed or rolled back (a rollback does not move total_changes back): either way,
      // whatever a cache read inside the transaction is not to be trusted any more.
      this.currentGeneration++;
    }
  }

  private readStatements: { begin: BetterSqlite3.Statement; end: BetterSqlite3.Statement } | null =
    null;

  /**
   * Runs `fn`'s reads on one snapshot (a deferred transaction): a commit by another process
   * between two of its statements is either wholly seen or not at all. Inside a transaction,
   * `fn` just runs in it.
   */
  read<T>(fn: () => T): T {
    if (this.sql.inTransaction) return fn();
    const s = (this.readStatements ??= {
      begin: this.sql.prepare('BEGIN DEFERRED'),
      end: this.sql.prepare('COMMIT'),
    });
    s.begin.run();
    try {
      return fn();
    } finally {
      if (this.sql.inTransaction) s.end.run();
    }
  }

  private changeQuery: BetterSqlite3.Statement<[], { version: number; changes: number }> | null =
    null;
  private currentGeneration = 0;
  private seenVersion = -1;
  private seenChanges = -1;

  /**
   * A number that changes whenever the database may have changed, by this process or another
   * one: what every cache of rows (verified keys, branch settings, listing pages) compares
   * against before each use. `PRAGMA data_version` moves when another connection commits (the
   * CLI, another process), `total_changes()` when this connection writes, and the end of every
   * `tx()` moves it too.
   */
  generation(): number {
    this.changeQuery ??= this.sql.prepare(
      'SELECT data_version AS version, total_changes() AS changes FROM pragma_data_version',
    );
    const { version, changes } = this.changeQuery.get()!;
    if (version !== this.seenVersion || changes !== this.seenChanges) {
      this.seenVersion = version;
      this.seenChanges = changes;
      this.currentGeneration++;
    }
    return this.currentGeneration;
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
