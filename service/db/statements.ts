import type BetterSqlite3 from 'better-sqlite3';

/**
 * Strings, quoted identifiers and comments (kept as they are), or a parameter's first character
 * (`?`, `?1`, `:name`, `@name`, `$name`).
 */
const TOKENS =
  /'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/|([?:@$])/g;

/**
 * `source` with a unary `+` before each parameter: the same value to the query, but not a
 * parameter the query planner plans for. SQLite plans some statements for the values bound to
 * them (a parameter compared with an indexed column, `LIMIT ?`) and plans them again whenever a
 * binding changes; better-sqlite3 clears the bindings after every run, which is such a change, so
 * those statements would be parsed and planned again on every run (`test/bench/reprepare.mjs`).
 */
export function planOnce(source: string): string {
  return source.replace(TOKENS, (token, parameter?: string) =>
    parameter ? `+${parameter}` : token,
  );
}

/**
 * The prepared statements of one connection, each prepared once (see planOnce), so the SQL of
 * the service is written with plain parameters.
 */
export class StatementCache {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly sql: BetterSqlite3.Database) {}

  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): BetterSqlite3.Statement<P, R> {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.sql.prepare(planOnce(source));
      this.statements.set(source, statement);
    }
    return statement as BetterSqlite3.Statement<P, R>;
  }
}
