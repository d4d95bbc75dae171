import type BetterSqlite3 from 'better-sqlite3';
import { AppError, type FieldError } from '../../shared/errors';
import { MIGRATIONS, openMigratedTo, rawConnection } from './data-source';

/**
 * A backup is restored only with the schema this version's migrations make. A table, index,
 * view or trigger the migrations did not make would come back with the data and run inside the
 * service: a trigger on api_keys could put a regenerated key's old secret hash back.
 */
interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const normalise = (sql: string | null) => sql?.replace(/\s+/g, ' ').trim() ?? null;

function schemaOf(db: BetterSqlite3.Database): Map<string, SchemaObject> {
  const rows = db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master')
    .all() as SchemaObject[];
  return new Map(rows.map((r) => [`${r.type} ${r.name}`, { ...r, sql: normalise(r.sql) }]));
}

/** The names of the migrations applied, in order; null when there is no migrations table. */
function appliedMigrations(db: BetterSqlite3.Database): string[] | null {
  const table = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'migrations'")
    .get();
  if (!table) return null;
  return (db.prepare('SELECT name FROM migrations ORDER BY id').all() as { name: string }[]).map(
    (r) => String(r.name),
  );
}

function mismatch(file: string, detail: string, fields: FieldError[] = []): AppError {
  return new AppError(
    'schema_mismatch',
    `${file} cannot be restored: ${detail} Nothing was changed.`,
    fields,
  );
}

/**
 * Throws `schema_mismatch` unless the schema of `db` (sqlite_master: type, name, table and SQL
 * with whitespace folded) is exactly what the migrations it records make when run on an empty
 * database. A backup made by an older version, with fewer migrations applied, passes and is
 * migrated afterwards; one with migrations this version does not know does not.
 */
export async function checkBackupSchema(db: BetterSqlite3.Database, file: string): Promise<void> {
  const applied = appliedMigrations(db);
  if (!applied) {
    throw new AppError(
      'validation_failed',
      `${file} is not a backup of an integration console data directory.`,
    );
  }
  if (applied.length > MIGRATIONS.length) {
    throw mismatch(
      file,
      `it was made by a newer version (${applied.length} migrations applied, this version knows ${MIGRATIONS.length}).`,
    );
  }
  const reference = await openMigratedTo(':memory:', applied.length);
  let expected: Map<string, SchemaObject>;
  let expectedMigrations: string[];
  try {
    const sql = rawConnection(reference);
    expected = schemaOf(sql);
    expectedMigrations = appliedMigrations(sql) ?? [];
  } finally {
    await reference.destroy();
  }
  const unknown = applied.filter((name, i) => name !== expectedMigrations[i]);
  if (unknown.length > 0) {
    throw mismatch(
      file,
      `it records migrations this version does not have (${unknown.join(', ')}): it was made by a newer version or another program.`,
    );
  }

  const actual = schemaOf(db);
  const differences: FieldError[] = [];
  const where = (o: SchemaObject) => (o.type === 'table' ? '' : ` on ${o.tbl_name}`);
  for (const [key, object] of actual) {
    const wanted = expected.get(key);
    if (!wanted)
      differences.push({
        path: key,
        message: `extra ${object.type} ${object.name}${where(object)}`,
      });
    else if (wanted.tbl_name !== object.tbl_name || wanted.sql !== object.sql)
      differences.push({ path: key, message: `changed ${object.type} ${object.name}` });
  }
  for (const [key, object] of expected) {
    if (!actual.has(key))
      differences.push({ path: key, message: `missing ${object.type} ${object.name}` });
  }
  if (differences.length > 0) {
    const shown = differences.slice(0, 10).map((d) => d.message);
    if (differences.length > shown.length) shown.push(`${differences.length - shown.length} more`);
    throw mismatch(
      file,
      `its schema is not the one this version's migrations make (${applied.length} applied): ${shown.join('; ')}.`,
      differences,
    );
  }
}
