import type { Database } from '../db/database';
import { guardText, moneyDecimal, quantityDecimal } from './cells';
import {
  RESOURCES,
  filterConditions,
  headerOf,
  type ChunkKey,
  type ChunkQuery,
  type Column,
  type ExportResource,
} from './resources';

/** A cell as the file writers take it: text, a number, a boolean or empty. */
export type Cell = string | number | boolean | null;

/**
 * Where an export's rows come from, a chunk at a time: the file writer asks for about `limit`
 * rows, writes them, and asks again until `read` returns null. `textColumns[i]` says whether
 * column i holds free text (the CSV formula guard applies to those only).
 */
export interface RowSource {
  header: string[];
  textColumns: boolean[];
  read(limit: number): Cell[][] | null;
  /** 0..1, how far the export has come. */
  progress(): number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Rows of an export resource read from SQLite in key order, one chunk per `read`. */
export class SqlRowSource implements RowSource {
  readonly header: string[];
  readonly textColumns: boolean[];
  private readonly columns: readonly Column[];
  private readonly query: ChunkQuery;
  private after: ChunkKey;
  private done = false;
  private rows = 0;
  private total: number | null = null;
  private readonly keyWidth: number;
  /** The index of the column whose null marks a key-only row (see ResourceDef). */
  private readonly keyOnly: number;

  constructor(
    private readonly db: Database,
    resource: ExportResource,
    private readonly branchId: string,
    private readonly from: string | null,
    private readonly to: string | null,
    filters: Record<string, unknown>,
  ) {
    const def = RESOURCES[resource];
    this.columns = def.columns;
    this.header = headerOf(def.columns);
    this.textColumns = def.columns.flatMap((col) =>
      col.kind === 'money' || col.kind === 'quantity' ? [false, false] : [col.kind === 'text'],
    );
    this.query = def.chunk(filterConditions(def, filters));
    this.keyWidth = def.dated ? 2 : 1;
    this.keyOnly = def.columns.findIndex((col) => col.name === def.keyOnlyWhenNull);
    this.after = def.dated ? [from ?? '', ''] : [''];
    if (!def.dated) {
      // Catalogs are small: one count gives the progress.
      const table = resource === 'products' ? 'products' : 'customers';
      this.total = this.db
        .prepare<[string], number>(`SELECT count(*) FROM ${table} WHERE branch_id = ?`)
        .pluck()
        .get(branchId)!;
    }
  }

  read(limit: number): Cell[][] | null {
    if (this.done) return null;
    const statement = this.db.prepare<unknown[], unknown[]>(this.query.sql).raw(true);
    const out: Cell[][] = [];
    const width = this.columns.length;
    // Days without rows are skipped within one read (a few dozen at most, to stay short).
    for (let days = 0; days < 64 && out.length === 0 && !this.done; days++) {
      let keys = 0;
      let last: string[] | null = null;
      for (const raw of statement.iterate(...this.query.args(this.branchId, this.after, limit))) {
        const key = raw.slice(width + 1) as string[];
        if (!last || key.some((part, i) => part !== last![i])) keys++;
        last = key;
        if (this.keyOnly < 0 || raw[this.keyOnly] !== null) out.push(this.cells(raw));
      }
      if (keys === limit) {
        this.after = last!;
        break;
      }
      // This day (or the catalog) is exhausted.
      if (this.keyWidth === 1 || !this.to || this.after[0]! >= this.to) this.done = true;
      else this.after = [addDays(this.after[0]!, 1), ''];
    }
    this.rows += out.length;
    // An empty chunk that is not the last (days without rows): [].
    return out.length > 0 || !this.done ? out : null;
  }

  private cells(raw: unknown[]): Cell[] {
    const width = this.columns.length;
    const currency = raw[width] as string | null;
    const cells: Cell[] = [];
    for (let i = 0; i < width; i++) {
      const col = this.columns[i]!;
      const value = raw[i];
      switch (col.kind) {
        case 'text':
          cells.push(value === null ? null : String(value));
          break;
        case 'integer':
          cells.push(value as number | null);
          break;
        case 'boolean':
          cells.push(value === null ? null : value === 1);
          break;
        case 'money':
          if (value === null) cells.push(null, null);
          else cells.push(moneyDecimal(value as number, currency ?? 'EUR'), value as number);
          break;
        case 'quantity':
          if (value === null) cells.push(null, null);
          else cells.push(quantityDecimal(value as number), value as number);
          break;
      }
    }
    return cells;
  }

  progress(): number {
    if (this.done) return 1;
    if (this.total !== null) return this.total === 0 ? 1 : Math.min(this.rows / this.total, 1);
    if (!this.from || !this.to || this.keyWidth !== 2) return 0;
    const span = dayNumber(this.to) - dayNumber(this.from) + 1;
    const at = this.after[0] ? dayNumber(this.after[0]) - dayNumber(this.from) : 0;
    return Math.min(Math.max(at / span, 0), 0.99);
  }
}

/**
 * Rows already computed (a report's result): objects whose keys are the columns. A money
 * object `{amount, currency}` becomes `<key>` (decimal) and `<key>_minor`.
 */
export class ObjectRowSource implements RowSource {
  readonly header: string[] = [];
  readonly textColumns: boolean[] = [];
  private readonly keys: { key: string; money: boolean }[] = [];
  private at = 0;

  constructor(private readonly rows: readonly Record<string, unknown>[]) {
    // Columns: every key of any row (rows may lack some, e.g. a payment method), in first-seen order.
    const seen = new Map<string, unknown>();
    for (const row of rows)
      for (const [key, value] of Object.entries(row))
        if (!seen.has(key) || seen.get(key) === null || seen.get(key) === undefined)
          seen.set(key, value);
    for (const [key, value] of seen) {
      const money =
        value !== null &&
        typeof value === 'object' &&
        typeof (value as { amount?: unknown }).amount === 'number';
      this.keys.push({ key, money });
      if (money) {
        this.header.push(key, `${key}_minor`);
        this.textColumns.push(false, false);
      } else {
        this.header.push(key);
        this.textColumns.push(typeof value === 'string' || typeof value === 'object');
      }
    }
  }

  read(limit: number): Cell[][] | null {
    if (this.at >= this.rows.length) return null;
    const chunk = this.rows.slice(this.at, this.at + limit);
    this.at += chunk.length;
    return chunk.map((row) =>
      this.keys.flatMap(({ key, money }): Cell[] => {
        const value = row[key];
        if (money) {
          const m = value as { amount: number; currency?: string } | null;
          return m ? [moneyDecimal(m.amount, m.currency ?? 'EUR'), m.amount] : [null, null];
        }
        if (value === undefined || value === null) return [null];
        if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
          return [value];
        return [JSON.stringify(value)];
      }),
    );
  }

  progress(): number {
    return this.rows.length === 0 ? 1 : this.at / this.rows.length;
  }
}

/** CSV cells of a row: empty for null, true/false, and the formula guard on text. */
export function csvCells(row: Cell[], textColumns: readonly boolean[]): (string | number)[] {
  const out: (string | number)[] = new Array(row.length);
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    out[i] =
      value === null || value === undefined
        ? ''
        : typeof value === 'boolean'
          ? value
            ? 'true'
            : 'false'
          : textColumns[i] && typeof value === 'string'
            ? guardText(value)
            : value;
  }
  return out;
}
