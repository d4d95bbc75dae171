import { AppError, type FieldError } from '../../shared/errors';
import type { Clock } from '../util/clock';
import { isoNow } from '../util/clock';
import { Validator } from '../util/validate';
import { CATEGORY_LIMITS, type CategoryService } from './categories';
import type { BranchContext } from '../resources/context';
import type { EventLog } from '../events/event-log';
import { validateProductFields, type ProductFields, type ProductService } from './products';
import type { ProductsRepository } from './products-repository';

/**
 * Bulk product import (CLI `products import`). File formats:
 *
 * CSV (RFC 4180, first line = header, comma-separated, UTF-8, optional BOM). Columns, in any
 * order, names case-insensitive: sku, name (required); price (decimal in major units, e.g.
 * 2.50, with a dot) or price_amount (integer minor units, e.g. 250) — exactly one of them;
 * currency (ISO 4217, default: the branch currency); category (a path such as "Drinks/Hot",
 * created when missing); description; barcode; track_stock (true/false/1/0/yes/no, default
 * false); stock_quantity (integer ≥ 0, default 0); active (default true). Empty cells mean
 * "not given".
 *
 * JSON: an array of objects with the same names (or `{"products": [...]}`); `price` may also
 * be the API's `{"amount": 250, "currency": "EUR"}` object. Problems are reported by item number.
 */
export const IMPORT_COLUMNS = [
  'sku',
  'name',
  'price',
  'price_amount',
  'currency',
  'category',
  'description',
  'barcode',
  'track_stock',
  'stock_quantity',
  'active',
] as const;

export type ImportFormat = 'csv' | 'json';

/** One record of the file with where it came from (CSV line number, or JSON item number). */
export interface ImportRecord {
  /** "line 3" or "item 3", used in error paths. */
  where: string;
  values: Record<string, unknown>;
}

export interface ImportResult {
  products: number;
  categories: number;
  /** The branch's event sequence range written by the import (null when nothing was written). */
  first_sequence: number | null;
  last_sequence: number | null;
}

export interface ImportOptions {
  /** Called every `progressEvery` products and at the end. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes; CRLF or LF. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      cell += ch;
      i++;
    }
  }
  if (quoted)
    throw new AppError('validation_failed', `Line ${recordLine}: a quoted field is not closed.`, [
      { path: `line ${recordLine}`, message: 'A quoted field is not closed.' },
    ]);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** Turns the file's text into records; structural problems (bad header, bad JSON) throw at once. */
export function parseImportFile(text: string, format: ImportFormat): ImportRecord[] {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new AppError(
        'validation_failed',
        `The file is not valid JSON: ${(error as Error).message}`,
        [{ path: 'file', message: 'Not valid JSON.' }],
      );
    }
    const items = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown })?.products;
    if (!Array.isArray(items)) {
      throw new AppError(
        'validation_failed',
        'The JSON file must be an array of products or {"products": [...]}.',
        [{ path: 'file', message: 'Expected an array.' }],
      );
    }
    return items.map((values, i) => ({
      where: `item ${i + 1}`,
      values: values as Record<string, unknown>,
    }));
  }
  const rows = parseCsv(text);
  if (rows.length === 0)
    throw new AppError('validation_failed', 'The CSV file is empty.', [
      { path: 'line 1', message: 'The header line is missing.' },
    ]);
  const header = rows[0]!.cells.map((h) => h.trim().toLowerCase());
  const fields: FieldError[] = [];
  header.forEach((h, i) => {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(h))
      fields.push({
        path: 'line 1',
        message: `Unknown column "${h}" (column ${i + 1}). Known: ${IMPORT_COLUMNS.join(', ')}.`,
      });
    else if (header.indexOf(h) !== i)
      fields.push({ path: 'line 1', message: `Column "${h}" appears twice.` });
  });
  for (const required of ['sku', 'name'])
    if (!header.includes(required))
      fields.push({ path: 'line 1', message: `The column "${required}" is required.` });
  if (!header.includes('price') && !header.includes('price_amount'))
    fields.push({
      path: 'line 1',
      message: 'A "price" (e.g. 2.50) or "price_amount" (e.g. 250) column is required.',
    });
  if (fields.length)
    throw new AppError(
      'validation_failed',
      `The CSV header is not valid: ${fields.map((f) => f.message).join(' ')}`,
      fields,
    );
  return rows.slice(1).map(({ line, cells }) => {
    const values: Record<string, unknown> = {};
    if (cells.length !== header.length) values.__cells = cells.length;
    header.forEach((h, i) => {
      const cell = cells[i];
      if (cell !== undefined && cell.trim() !== '') values[h] = cell;
    });
    return { where: `line ${line}`, values };
  });
}

const minorDigitsCache = new Map<string, number>();
/** Minor-unit digits of a currency (EUR 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  let digits = minorDigitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorDigitsCache.set(currency, digits);
  }
  return digits;
}

/** "2.50" EUR → 250; undefined with a message when the text is not a price in that currency. */
export function majorToMinor(text: string, currency: string): number | string {
  const m = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return 'price must be a decimal number with a dot, such as 2.50.';
  const digits = minorDigits(currency);
  const frac = m[2] ?? '';
  if (frac.length > digits) return `price has more decimals than ${currency} allows (${digits}).`;
  return Number(m[1]! + frac.padEnd(digits, '0'));
}

const BOOL_TEXT: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

function toBool(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const b = BOOL_TEXT[value.trim().toLowerCase()];
  return b === undefined ? value : b;
}

function toInt(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^-?\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value;
}

interface PlannedProduct {
  where: string;
  fields: Partial<ProductFields> & Pick<ProductFields, 'sku' | 'name' | 'price_amount'>;
  categoryPath: string[] | null;
}

/** Converts one record to API-shaped product input plus its category path; errors are collected into v. */
function planRecord(
  record: ImportRecord,
  branchCurrency: string,
  v: Validator,
): PlannedProduct | null {
  const raw = record.values;
  const errorsBefore = v.errors.length;
  const local = new Validator();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    v.add(record.where, 'Must be an object.');
    return null;
  }
  if (typeof raw.__cells === 'number')
    local.add('row', `Has ${raw.__cells} cells; the header has a different number of columns.`);
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (key === '__cells') continue;
    if (!(IMPORT_COLUMNS as readonly string[]).includes(key))
      local.add(key, `Unknown field "${key}".`);
  }
  for (const key of ['sku', 'name', 'description', 'barcode'] as const)
    if (raw[key] !== undefined) input[key] = raw[key];
  for (const key of ['track_stock', 'active'] as const)
    if (raw[key] !== undefined) input[key] = toBool(raw[key]);
  if (raw.stock_quantity !== undefined) input.stock_quantity = toInt(raw.stock_quantity);

  const currency = raw.currency === undefined ? branchCurrency : raw.currency;
  const hasPrice = raw.price !== undefined;
  const hasAmount = raw.price_amount !== undefined;
  // After a price problem, a placeholder keeps it reported once (the row is rejected anyway).
  const placeholder = { amount: 0, currency: branchCurrency };
  if (hasPrice && hasAmount) {
    local.add('price', 'Give either price or price_amount, not both.');
    input.price = placeholder;
  } else if (!hasPrice && !hasAmount) {
    local.add('price', 'price (e.g. 2.50) or price_amount (e.g. 250) is required.');
    input.price = placeholder;
  } else if (hasAmount) input.price = { amount: toInt(raw.price_amount), currency };
  else if (typeof raw.price === 'object' && raw.price !== null) input.price = raw.price;
  else if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    input.price = { amount: 0, currency };
  else {
    const amount = majorToMinor(String(raw.price), currency);
    if (typeof amount === 'string') {
      local.add('price', amount);
      input.price = placeholder;
    } else input.price = { amount, currency };
  }

  let categoryPath: string[] | null = null;
  if (raw.category !== undefined && raw.category !== null && raw.category !== '') {
    if (typeof raw.category !== 'string')
      local.add('category', 'category must be a path such as "Drinks/Hot".');
    else {
      categoryPath = raw.category.split('/').map((s) => s.trim());
      if (categoryPath.some((s) => s.length === 0 || s.length > CATEGORY_LIMITS.name)) {
        local.add(
          'category',
          `Each part of the category path must be 1 to ${CATEGORY_LIMITS.name} characters ("Drinks/Hot").`,
        );
      }
    }
  }
  const fields = validateProductFields(input, 'create', local);
  for (const e of local.errors) v.add(`${record.where}, ${e.path}`, e.message);
  if (v.errors.length > errorsBefore) return null;
  return { where: record.where, fields: fields as PlannedProduct['fields'], categoryPath };
}

/**
 * Validates every record first and imports nothing when any is bad (one AppError listing every
 * problem with its line); otherwise creates missing categories and all products in ONE
 * transaction, each with its event, so the import is all-or-nothing even against a crash.
 */
export class ProductImporter {
  constructor(
    private readonly events: EventLog,
    private readonly productRows: ProductsRepository,
    private readonly products: ProductService,
    private readonly categories: CategoryService,
    private readonly clock: Clock,
  ) {}

  run(
    ctx: BranchContext,
    branchCurrency: string,
    records: ImportRecord[],
    options: ImportOptions = {},
  ): ImportResult {
    const v = new Validator();
    const planned: PlannedProduct[] = [];
    for (const record of records) {
      const p = planRecord(record, branchCurrency, v);
      if (p) planned.push(p);
    }
    const every = options.progressEvery ?? 1000;
    return this.events.transaction(() => {
      // SKU uniqueness against the branch's live products and within the file.
      const taken = new Map<string, string>();
      for (const r of this.productRows.liveSkus(ctx.branchId)) {
        taken.set(r.sku, `existing product ${r.id}`);
      }
      for (const p of planned) {
        const other = taken.get(p.fields.sku);
        if (other) v.add(`${p.where}, sku`, `SKU "${p.fields.sku}" is already used by ${other}.`);
        else taken.set(p.fields.sku, p.where);
      }
      if (v.errors.length) throw this.invalid(v.errors, records.length);

      // Category paths resolve against live categories by name (case-insensitive), else are created.
      const byParentAndName = new Map<string, string>();
      const key = (parentId: string | null, name: string) =>
        `${parentId ?? ''}\u0000${name.toLowerCase()}`;
      for (const c of this.categories.liveRows(ctx.branchId)) {
        if (!byParentAndName.has(key(c.parent_id, c.name)))
          byParentAndName.set(key(c.parent_id, c.name), c.id);
      }
      const firstSequence = this.events.lastSequence(ctx.branchId) + 1;
      const now = isoNow(this.clock);
      let createdCategories = 0;
      const resolve = (path: string[]): string => {
        let parent: string | null = null;
        for (const name of path) {
          let id = byParentAndName.get(key(parent, name));
          if (!id) {
            id = this.categories.insertValid(ctx, { name, parent_id: parent }, now).id;
            byParentAndName.set(key(parent, name), id);
            createdCategories++;
          }
          parent = id;
        }
        return parent!;
      };
      let done = 0;
      for (const p of planned) {
        const fields = p.categoryPath
          ? { ...p.fields, category_id: resolve(p.categoryPath) }
          : p.fields;
        this.products.insertValid(ctx, fields, now);
        done++;
        if (done % every === 0) options.onProgress?.(done, planned.length);
      }
      if (done % every !== 0 || done === 0) options.onProgress?.(done, planned.length);
      const written = done + createdCategories;
      return {
        products: done,
        categories: createdCategories,
        first_sequence: written ? firstSequence : null,
        last_sequence: written ? firstSequence + written - 1 : null,
      };
    });
  }

  private invalid(fields: FieldError[], total: number): AppError {
    const rows = new Set(fields.map((f) => f.path.split(',')[0])).size;
    const first = fields[0]!;
    return new AppError(
      'validation_failed',
      `${rows} of ${total} rows are not valid; nothing was imported. First problem: ${first.path}: ${first.message}`,
      fields,
    );
  }
}
