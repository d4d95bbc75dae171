import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { openDataSource, rawConnection, SYNCHRONOUS } from './data-source';

/**
 * Parameters the query planner does not watch. SQLite 3.54 (better-sqlite3 13) marks a bare `?`
 * in `column = ?` of a statement with an ORDER BY or a join, and in `LIMIT ?`, as "plan again
 * when the value turns to or from 0 or 1"; better-sqlite3 clears every binding after each run,
 * which SQLite takes for such a change, so the statement was parsed and planned again on every
 * run (the history's newest attempt: 17.8 against 2.2 µs; `node test/bench/reprepare.mjs`).
 * A cast is the same value to the query and no bare parameter to the planner: write
 * `column = ${TEXT_PARAM}` and `LIMIT ${LIMIT_PARAM}` there.
 */
export const TEXT_PARAM = 'CAST(? AS TEXT)';
export const LIMIT_PARAM = 'CAST(? AS INTEGER)';

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
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private txStatements: Record<
    'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollbackTo',
    BetterSqlite3.Statement
  > | null = null;

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
