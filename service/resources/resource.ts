import type { IdPrefix } from '../util/ids';
import { Validator } from '../util/validate';
import { isPlainObject, isPresent } from './context';
import { idSchema, type Field, type JsonSchema } from './fields';
import { defineListing, type Listing } from './listing';

/** The columns every resource row has besides its fields. */
export interface StoredRow {
  id: string;
  company_id: string;
  branch_id: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The branch's change counter at the row's last write (sync tokens). */
  change_seq: number;
  /** The representation as stored JSON: a listing page is a concatenation of these. */
  json: string;
}

/** What a resource declares: names, table and its client-controlled fields, in representation order. */
export interface ResourceDeclaration {
  /** The list's name, path and sync-token resource: `products`. */
  name: string;
  /** One of them, in messages and event types (`product.created`): `product`. */
  singular: string;
  /** Id prefix: `prd` (service/util/ids.ts). */
  idPrefix: IdPrefix;
  table: string;
  /** OpenAPI components: `Product`, `ProductCreate`, `ProductUpdate`. */
  component: string;
  fields: Record<string, Field>;
  /**
   * Read-only members of the representation after the fields (a state a route of its own
   * changes, a derived value): never in a create or update body.
   */
  outputs?: Record<string, Output>;
  create?: { examples?: unknown[] };
  update?: { description?: string; examples?: unknown[] };
}

/** A read-only member of a representation: its schema, the columns it reads, its value. */
export interface Output {
  output: JsonSchema;
  /** Its columns (none for a value computed from others). */
  columns?: string[];
  /** The sentence a body that sends it gets. */
  readOnly: string;
  read(row: Record<string, unknown>): unknown;
}

export interface Resource<Rep = Record<string, unknown>> extends ResourceDeclaration {
  /** Every column of the table, in a stable order (the repositories' SQL). */
  columns: string[];
  /** The fields a PATCH may send. */
  updatable: string[];
  /** The JSON schemas: the representation and the create and update bodies. */
  schemas: { representation: JsonSchema; create: JsonSchema; update: JsonSchema };
  /** The walk and sync listing of the live rows (tombstones on request and in syncs). */
  listing: Listing;
  /**
   * Checks a body and returns the columns it sets (create: every required field; update: the
   * fields present). Every problem is collected into `v`; unknown fields are problems too.
   */
  validate(input: unknown, mode: 'create' | 'update', v?: Validator): Record<string, unknown>;
  /** The representation of a row (responses, events). */
  represent(row: object): Rep;
  /** The representation as stored in the `json` column. */
  json(row: object): string;
}

export const timestamp = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-11-21T10:00:00.000Z'],
};
export const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' };

const BASE_COLUMNS = ['id', 'company_id', 'branch_id'];
const META_COLUMNS = ['version', 'created_at', 'updated_at', 'deleted_at', 'change_seq', 'json'];

/**
 * Declares a resource: from its fields come the JSON schemas (request bodies, representation,
 * and so the OpenAPI components), the validator, the representation and the column list.
 */
export function defineResource<Rep>(declaration: ResourceDeclaration): Resource<Rep> {
  const entries = Object.entries(declaration.fields);
  const createNames = entries.map(([name]) => name);
  const updatable = entries.filter(([, f]) => f.createOnly === undefined).map(([name]) => name);
  const required = entries.filter(([, f]) => f.required).map(([name]) => name);

  const properties: JsonSchema = { id: idSchema(declaration.idPrefix) };
  for (const [name, field] of entries) properties[name] = field.output;
  const outputs = Object.entries(declaration.outputs ?? {});
  for (const [name, out] of outputs) properties[name] = out.output;
  Object.assign(properties, {
    version: { type: 'integer', minimum: 1, description: 'Increments on every change' },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  });
  const inputs = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, declaration.fields[name]!.input]));

  const schemas = {
    representation: {
      $id: declaration.component,
      type: 'object',
      properties,
      // Every field is always present (null when empty).
      required: Object.keys(properties),
    },
    create: {
      $id: `${declaration.component}Create`,
      type: 'object',
      additionalProperties: false,
      properties: inputs(createNames),
      required,
      ...(declaration.create?.examples ? { examples: declaration.create.examples } : {}),
    },
    update: {
      $id: `${declaration.component}Update`,
      type: 'object',
      additionalProperties: false,
      ...(declaration.update?.description ? { description: declaration.update.description } : {}),
      properties: inputs(updatable),
      ...(declaration.update?.examples ? { examples: declaration.update.examples } : {}),
    },
  };

  const readOnly = Object.fromEntries(outputs.map(([name, out]) => [name, out.readOnly]));
  const validate = (input: unknown, mode: 'create' | 'update', v = new Validator()) =>
    validateBody(
      declaration.fields,
      mode === 'create' ? createNames : updatable,
      mode,
      input,
      v,
      readOnly,
    );

  function represent(row: object): Rep {
    const r = row as Record<string, unknown>;
    const out: Record<string, unknown> = { id: r.id };
    for (const [name, field] of entries) out[name] = field.read(r, name);
    for (const [name, output] of outputs) out[name] = output.read(r);
    out.version = r.version;
    out.created_at = r.created_at;
    out.updated_at = r.updated_at;
    out.deleted_at = r.deleted_at;
    return out as Rep;
  }

  return {
    ...declaration,
    columns: [
      ...BASE_COLUMNS,
      ...entries.flatMap(([name, f]) => f.columns(name)),
      ...outputs.flatMap(([, o]) => o.columns ?? []),
      ...META_COLUMNS,
    ],
    updatable,
    schemas,
    listing: defineListing({
      resource: declaration.name,
      table: declaration.table,
      json: 'json',
      listed: 'deleted_at IS NULL',
    }),
    validate,
    represent,
    json: (row) => JSON.stringify(represent(row)),
  };
}

/** A field's defaults for a create, merged over every field (the columns a body may leave out). */
export function fieldDefaults(resource: ResourceDeclaration): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields))
    Object.assign(out, field.defaults(name));
  return out;
}

/**
 * Checks a body against declared fields: unknown fields are problems (a create-only field sent
 * to an update gets its own sentence), present fields are parsed into columns, and on create a
 * missing required field is a problem. Every problem is collected into `v`.
 */
function validateBody(
  fields: Record<string, Field>,
  allowed: readonly string[],
  mode: 'create' | 'update',
  input: unknown,
  v: Validator,
  readOnly: Record<string, string> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(input)) {
    v.add('body', 'The body must be a JSON object.');
    return out;
  }
  for (const key of Object.keys(input)) {
    if (allowed.includes(key)) continue;
    const known = Object.prototype.hasOwnProperty.call(readOnly, key) ? readOnly[key] : undefined;
    v.add(key, fields[key]?.createOnly ?? known ?? `Unknown field "${key}".`);
  }
  for (const name of allowed) {
    const field = fields[name]!;
    const present = isPresent(input, name);
    if (present || (mode === 'create' && field.required))
      field.parse(v, name, input[name], present, out);
  }
  return out;
}

/** The body of an operation of a resource's own (a stock change): its schema and validator. */
export interface Body {
  schema: JsonSchema & { $id: string };
  /** The columns (here: values) of the fields present; problems go to `v`. */
  validate(input: unknown, v: Validator): Record<string, unknown>;
}

/** Declares a body from fields, as defineResource does for create and update bodies. */
export function defineBody(declaration: {
  component: string;
  description?: string;
  fields: Record<string, Field>;
  examples?: unknown[];
}): Body {
  const names = Object.keys(declaration.fields);
  const required = names.filter((name) => declaration.fields[name]!.required);
  return {
    schema: {
      $id: declaration.component,
      type: 'object',
      additionalProperties: false,
      ...(declaration.description ? { description: declaration.description } : {}),
      properties: Object.fromEntries(names.map((n) => [n, declaration.fields[n]!.input])),
      ...(required.length ? { required } : {}),
      ...(declaration.examples ? { examples: declaration.examples } : {}),
    },
    validate: (input, v) => validateBody(declaration.fields, names, 'create', input, v),
  };
}
