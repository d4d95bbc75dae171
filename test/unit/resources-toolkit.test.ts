import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { CATEGORIES } from '../../service/catalog/categories';
import { PRODUCTS } from '../../service/catalog/products';
import type { BranchContext } from '../../service/resources/context';
import { boolean, integer, money, reference, text } from '../../service/resources/fields';
import { Records } from '../../service/resources/records';
import { defineResource, type Resource, type StoredRow } from '../../service/resources/resource';
import { rowTable } from '../../service/resources/table';
import type { IdPrefix } from '../../service/util/ids';
import { textProblem } from '../../service/util/text';
import { Validator } from '../../service/util/validate';
import { startTestService, type TestService } from '../support/test-service';

/**
 * The resource toolkit (service/resources/): a resource declared in a few lines gets the shared
 * reads and writes, and the limits it declares once hold the same at the HTTP edge (the JSON
 * schema, checked by Ajv) and on every other path (the validator).
 */

interface Widget {
  id: string;
  label: string;
  note: string | null;
  owner_id: string | null;
  price: { amount: number; currency: string };
  size: number;
  on_sale: boolean;
  version: number;
  deleted_at: string | null;
}

interface WidgetRow extends StoredRow {
  label: string;
  note: string | null;
  owner_id: string | null;
  price_amount: number;
  price_currency: string;
  size: number;
  on_sale: number;
}

// A resource the product does not have, declared the way the next ones will be.
const WIDGETS = defineResource<Widget>({
  name: 'widgets',
  singular: 'widget',
  idPrefix: 'wdg' as IdPrefix,
  table: 'widgets',
  component: 'Widget',
  fields: {
    label: text({ label: 'Label', min: 1, max: 20, required: true }),
    note: text({ label: 'Note', max: 50, nullable: true, multiline: true }),
    owner_id: reference({ prefix: 'usr', label: 'user', description: 'A user, or null' }),
    price: money({ max: 1000, required: true }),
    size: integer({ min: 1, max: 9, default: 5 }),
    on_sale: boolean({ default: false }),
  },
});

const WIDGETS_TABLE = `CREATE TABLE widgets (
  id TEXT PRIMARY KEY, company_id TEXT NOT NULL, branch_id TEXT NOT NULL, label TEXT NOT NULL,
  note TEXT, owner_id TEXT, price_amount INTEGER NOT NULL, price_currency TEXT NOT NULL,
  size INTEGER NOT NULL, on_sale INTEGER NOT NULL, version INTEGER NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, deleted_at TEXT,
  change_seq INTEGER NOT NULL, json TEXT NOT NULL)`;

const problemOf = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
};

describe('a declared resource', () => {
  let t: TestService;
  let widgets: Records<WidgetRow, Widget>;
  let ctx: BranchContext;

  beforeAll(async () => {
    t = await startTestService({ api: false, worker: false });
    ctx = t.tenant;
    t.service.db.sql.exec(WIDGETS_TABLE);
    widgets = new Records<WidgetRow, Widget>(
      t.service.db,
      WIDGETS,
      rowTable<WidgetRow>(t.service.db, 'widgets', WIDGETS.columns),
      t.service.events,
      t.service.clock,
      { defaults: () => ({ price_currency: 'EUR' }) },
    );
  });
  afterAll(() => t?.close());

  it('creates with defaults, stores its representation, and writes one event', () => {
    const seq = t.service.events.lastSequence(ctx.branchId);
    const w = widgets.create(ctx, { label: '  Blue  ', price: { amount: 250 } });
    expect(w).toMatchObject({
      label: 'Blue',
      note: null,
      owner_id: null,
      price: { amount: 250, currency: 'EUR' },
      size: 5,
      on_sale: false,
      version: 1,
      deleted_at: null,
    });
    expect(Object.keys(w)).toEqual([
      'id',
      'label',
      'note',
      'owner_id',
      'price',
      'size',
      'on_sale',
      'version',
      'created_at',
      'updated_at',
      'deleted_at',
    ]);
    expect(widgets.getJson(ctx, w.id)).toBe(JSON.stringify(w));
    expect(t.service.events.lastSequence(ctx.branchId)).toBe(seq + 1);
  });

  it('reports every problem at once, unknown fields included', () => {
    const error = problemOf(() =>
      widgets.create(ctx, { label: '', price: { amount: 1001 }, size: 0, colour: 'red' }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.fields.map((f) => f.path)).toEqual(['colour', 'label', 'price.amount', 'size']);
  });

  it('updates with If-Match and data.previous; a no-op changes nothing; deletes softly', () => {
    const w = widgets.create(ctx, { label: 'Green', price: { amount: 100, currency: 'USD' } });
    expect(problemOf(() => widgets.update(ctx, w.id, { size: 3 }, { ifMatch: '"7"' })).code).toBe(
      'precondition_failed',
    );
    const seq = t.service.events.lastSequence(ctx.branchId);
    expect(widgets.update(ctx, w.id, { label: 'Green', size: 5 }).changed).toBe(false);
    expect(t.service.events.lastSequence(ctx.branchId)).toBe(seq);
    // An omitted currency keeps the row's.
    const changed = widgets.update(ctx, w.id, { price: { amount: 120 }, on_sale: true }, {});
    expect(changed.object).toMatchObject({
      price: { amount: 120, currency: 'USD' },
      on_sale: true,
      version: 2,
    });
    const gone = widgets.delete(ctx, w.id, { ifMatch: '"2"' });
    expect(gone.deleted_at).not.toBeNull();
    expect(problemOf(() => widgets.get(ctx, w.id)).code).toBe('not_found');
    expect(widgets.get(ctx, w.id, { includeDeleted: true }).version).toBe(3);
    const other = { companyId: ctx.companyId, branchId: 'brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' };
    expect(problemOf(() => widgets.get(other, w.id, { includeDeleted: true })).code).toBe(
      'not_found',
    );
  });

  it('lists with cursors, and a sync token returns exactly what changed since', () => {
    const walk = JSON.parse(
      widgets.listBody({ branchId: ctx.branchId, tokens: t.service.listTokens, limit: 200 }),
    );
    expect(walk.has_more).toBe(false);
    expect(walk.next_sync_token).toEqual(expect.any(String));
    const live = walk.data.length;
    const w = widgets.create(ctx, { label: 'Red', price: { amount: 1 } });
    const sync = JSON.parse(
      widgets.listBody({
        branchId: ctx.branchId,
        tokens: t.service.listTokens,
        limit: 200,
        syncToken: walk.next_sync_token,
      }),
    );
    expect(sync.data.map((r: Widget) => r.id)).toEqual([w.id]);
    const again = JSON.parse(
      widgets.listBody({ branchId: ctx.branchId, tokens: t.service.listTokens, limit: 1 }),
    );
    expect(again.has_more).toBe(live + 1 > 1);
  });
});

describe('limits declared once hold at the HTTP edge and in the validator', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('single-line', (s: string) => !textProblem(s, 'single-line'));
  ajv.addFormat('multi-line', (s: string) => !textProblem(s, 'multi-line'));

  /** Bodies at and just past each field's limits, from the field's own schema. */
  function probes(resource: Resource<unknown>, base: Record<string, unknown>) {
    const out: Record<string, unknown>[] = [base];
    for (const [name, field] of Object.entries(resource.fields)) {
      const s = field.input as {
        maxLength?: number;
        minimum?: number;
        maximum?: number;
        properties?: { amount?: { maximum: number } };
      };
      if (s.maxLength !== undefined)
        for (const n of [s.maxLength, s.maxLength + 1])
          out.push({ ...base, [name]: 'x'.repeat(n) });
      if (s.minimum !== undefined && s.maximum !== undefined)
        for (const n of [s.minimum - 1, s.minimum, s.maximum, s.maximum + 1])
          out.push({ ...base, [name]: n });
      const amount = s.properties?.amount;
      if (amount)
        for (const n of [-1, 0, amount.maximum, amount.maximum + 1])
          out.push(
            { ...base, [name]: { amount: n } },
            { ...base, [name]: { amount: 1, currency: 'eur' } },
          );
    }
    out.push({ ...base, unknown: 1 }, { ...base, name: 'a\nb' });
    return out;
  }

  it.each([
    ['products', PRODUCTS, { sku: 'A-1', name: 'Espresso', price: { amount: 250 } }],
    ['categories', CATEGORIES, { name: 'Drinks' }],
    ['a new resource', WIDGETS, { label: 'Blue', price: { amount: 5 } }],
  ] as const)('%s: create and update bodies', (_name, resource, base) => {
    for (const mode of ['create', 'update'] as const) {
      const check = ajv.compile({ ...resource.schemas[mode], $id: undefined });
      for (const body of probes(resource as Resource<unknown>, base)) {
        const v = new Validator();
        resource.validate(body, mode, v);
        expect([mode, body, check(body)]).toEqual([mode, body, v.errors.length === 0]);
      }
    }
  });
});
