import { isCurrency } from '../tenancy/tenancy';
import { TRIMMED } from '../util/text';
import type { Validator } from '../util/validate';

/**
 * The kinds of field a resource declares (service/resources/resource.ts). Each kind states its
 * limits once and derives from them the JSON schema of a request body (Ajv at the HTTP edge, and
 * the OpenAPI document), the schema of the representation, the validator every other path uses
 * (IPC, CLI, import) and how it is stored in the row's columns.
 */

export type JsonSchema = Record<string, unknown>;
type Columns = Record<string, unknown>;

export interface Field {
  /** The value in a create or update body. */
  input: JsonSchema;
  /** The value in the representation (responses, events). */
  output: JsonSchema;
  /** A create body must have it. */
  required: boolean;
  /** Accepted on create only: the sentence an update that sends it gets. */
  createOnly?: string;
  /** The columns that store it. */
  columns(name: string): string[];
  /** The columns' values on create when the body leaves it out. */
  defaults(name: string): Columns;
  /**
   * Checks `value` and writes the columns into `into`; problems go to `v` at the field's path.
   * Called for a field present in the body, and for a required one missing on create.
   */
  parse(v: Validator, name: string, value: unknown, present: boolean, into: Columns): void;
  /** The representation's value from the row. */
  read(row: Columns, name: string): unknown;
}

const one = (name: string) => [name];

/** Text formats, checked by the rule in service/util/text.ts (the Ajv formats of the same names). */
const FORMATS = {
  'single-line':
    'One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)',
  'multi-line': 'Line breaks (\\n) and tabs allowed; no other control character or bidi override',
} as const;

interface Doc {
  description?: string;
  examples?: unknown[];
}

const doc = (d: Doc): JsonSchema => ({
  ...(d.description !== undefined ? { description: d.description } : {}),
  ...(d.examples !== undefined ? { examples: d.examples } : {}),
});

/**
 * Text, trimmed. Required text must not be empty; nullable text takes null or "" to clear.
 * `about` is put before the format's sentence in the schema's description.
 */
export function text(rule: {
  label: string;
  max: number;
  min?: number;
  required?: boolean;
  nullable?: boolean;
  multiline?: boolean;
  about?: string;
  examples?: string[];
}): Field {
  const format = rule.multiline ? 'multi-line' : 'single-line';
  const type = rule.nullable ? ['string', 'null'] : 'string';
  const examples = rule.examples ? { examples: rule.examples } : {};
  return {
    input: {
      type,
      ...(rule.min !== undefined ? { minLength: rule.min, [TRIMMED]: true } : {}),
      maxLength: rule.max,
      format,
      description: rule.about ? `${rule.about} ${FORMATS[format]}` : FORMATS[format],
      ...examples,
    },
    output: { type, ...examples },
    required: rule.required ?? false,
    columns: one,
    defaults: (name) => (rule.nullable ? { [name]: null } : {}),
    parse(v, name, value, _present, into) {
      if (rule.nullable && (value === null || value === '')) {
        into[name] = null;
        return;
      }
      const checked = {
        label: rule.label,
        max: rule.max,
        multiline: rule.multiline ?? false,
        ...(rule.min !== undefined ? { min: rule.min } : {}),
        // Present and empty is "required" unless the field may be cleared.
        required: !rule.nullable,
      };
      const trimmed = v.text(name, value, checked);
      if (trimmed !== undefined) into[name] = trimmed;
      else if (rule.nullable) into[name] = null;
    },
    read: (row, name) => row[name],
  };
}

/**
 * A whole number within [min, max]. `message` replaces the two sentences (not whole, out of
 * range) with one; `createOnly` is the sentence a PATCH that sends it gets.
 */
export function integer(
  rule: {
    label?: string;
    min: number;
    max: number;
    default?: number;
    message?: string;
    createOnly?: string;
  } & Doc,
): Field {
  return {
    input: { type: 'integer', minimum: rule.min, maximum: rule.max, ...doc(rule) },
    output: { type: 'integer', ...(rule.examples ? { examples: rule.examples } : {}) },
    required: false,
    ...(rule.createOnly !== undefined ? { createOnly: rule.createOnly } : {}),
    columns: one,
    defaults: (name) => (rule.default !== undefined ? { [name]: rule.default } : {}),
    parse(v, name, value, _present, into) {
      const n = wholeNumber(v, name, value, rule.label ?? name, rule.min, rule.max, rule.message);
      if (n !== undefined) into[name] = n;
    },
    read: (row, name) => row[name],
  };
}

/** A whole number within [min, max], or undefined with the problem added to `v`. */
function wholeNumber(
  v: Validator,
  path: string,
  value: unknown,
  label: string,
  min: number,
  max: number,
  message?: string,
): number | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    v.add(path, message ?? `${label} must be a whole number.`);
    return undefined;
  }
  if (value < min || value > max) {
    v.add(path, message ?? `${label} must be between ${min} and ${max}.`);
    return undefined;
  }
  return value;
}

/** true or false, stored as 1 or 0. */
export function boolean(rule: { default: boolean }): Field {
  return {
    input: { type: 'boolean' },
    output: { type: 'boolean' },
    required: false,
    columns: one,
    defaults: (name) => ({ [name]: rule.default ? 1 : 0 }),
    parse(v, name, value, _present, into) {
      if (typeof value !== 'boolean') v.add(name, `${name} must be true or false.`);
      else into[name] = value ? 1 : 0;
    },
    read: (row, name) => row[name] === 1,
  };
}

/** The id pattern of a resource: `prd_` and a ULID. */
export const idSchema = (prefix: string): JsonSchema => ({
  type: 'string',
  pattern: `^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`,
  examples: [`${prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`],
});

/**
 * The id of another row (`category_id`), or null. The row's existence is the resource's own
 * rule (it needs the database); this checks the shape only.
 */
export function reference(rule: { prefix: string; label: string; description: string }): Field {
  return {
    input: {
      type: ['string', 'null'],
      pattern: idSchema(rule.prefix).pattern,
      description: rule.description,
      examples: [`${rule.prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`],
    },
    output: { anyOf: [idSchema(rule.prefix), { type: 'null' }] },
    required: false,
    columns: one,
    defaults: (name) => ({ [name]: null }),
    parse(v, name, value, _present, into) {
      if (value === null) into[name] = null;
      else if (typeof value === 'string' && value.length > 0 && value.length <= 64)
        into[name] = value;
      else v.add(name, `${name} must be a ${rule.label} id or null.`);
    },
    read: (row, name) => row[name],
  };
}

/**
 * Money: `{"amount": 250, "currency": "EUR"}`, an integer in minor units and an ISO 4217 code,
 * stored as `<name>_amount` and `<name>_currency`. A body without `currency` keeps the row's
 * (update) or takes the resource's default (create: the branch currency).
 */
export function money(rule: { max: number; required?: boolean }): Field {
  const currency = { type: 'string', pattern: '^[A-Z]{3}$', examples: ['EUR'] };
  const amount = {
    type: 'integer',
    minimum: 0,
    description: 'Minor units (cents)',
    examples: [250],
  };
  return {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        amount: { ...amount, maximum: rule.max },
        currency: { ...currency, description: 'ISO 4217; default: the branch currency' },
      },
      required: ['amount'],
    },
    output: {
      type: 'object',
      properties: { amount, currency },
      required: ['amount', 'currency'],
    },
    required: rule.required ?? false,
    columns: (name) => [`${name}_amount`, `${name}_currency`],
    defaults: () => ({}),
    parse(v, name, value, present, into) {
      if (!present) {
        v.add(name, `${name} is required.`);
        return;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        v.add(name, `${name} must be an object such as {"amount": 250, "currency": "EUR"}.`);
        return;
      }
      const price = value as Record<string, unknown>;
      for (const key of Object.keys(price)) {
        if (key !== 'amount' && key !== 'currency')
          v.add(`${name}.${key}`, `Unknown field "${key}".`);
      }
      const n = wholeNumber(
        v,
        `${name}.amount`,
        price.amount,
        `${name}.amount (minor units, e.g. cents)`,
        0,
        rule.max,
      );
      if (n !== undefined) into[`${name}_amount`] = n;
      if (Object.prototype.hasOwnProperty.call(price, 'currency') && price.currency !== undefined) {
        if (isCurrency(price.currency)) into[`${name}_currency`] = price.currency;
        else v.add(`${name}.currency`, 'Currency must be an ISO 4217 code such as EUR or USD.');
      }
    },
    read: (row, name) => ({ amount: row[`${name}_amount`], currency: row[`${name}_currency`] }),
  };
}

/** One of a fixed list of words. */
export function choice(rule: {
  values: readonly string[];
  label: string;
  required?: boolean;
  about: string;
}): Field {
  const schema = { type: 'string', enum: [...rule.values] };
  return {
    input: { ...schema, description: rule.about },
    output: schema,
    required: rule.required ?? false,
    columns: (name) => [name],
    defaults: () => ({}),
    parse(v, name, value, _present, into) {
      const picked = v.oneOf(name, value, rule.values, rule.label);
      if (picked !== undefined) into[name] = picked;
    },
    read: (row, name) => row[name],
  };
}

/**
 * A list of ids of other rows (`tax_rate_ids`), stored as JSON text; [] by default. Their
 * existence is the resource's own rule; this checks the shape, and refuses duplicates.
 */
export function idList(rule: { prefix: string; label: string; max: number } & Doc): Field {
  return {
    input: {
      type: 'array',
      maxItems: rule.max,
      uniqueItems: true,
      items: idSchema(rule.prefix),
      ...doc(rule),
    },
    output: { type: 'array', items: idSchema(rule.prefix) },
    required: false,
    columns: one,
    defaults: (name) => ({ [name]: '[]' }),
    parse(v, name, value, _present, into) {
      if (!Array.isArray(value) || value.length > rule.max) {
        v.add(name, `${name} must be a list of at most ${rule.max} ${rule.label} ids.`);
        return;
      }
      const pattern = new RegExp(String(idSchema(rule.prefix).pattern));
      const bad = value.findIndex((id) => typeof id !== 'string' || !pattern.test(id));
      if (bad >= 0) v.add(`${name}.${bad}`, `${name}.${bad} must be a ${rule.label} id.`);
      else if (new Set(value).size !== value.length)
        v.add(name, `${name} lists the same ${rule.label} twice.`);
      else into[name] = JSON.stringify(value);
    },
    read: (row, name) => JSON.parse(String(row[name] ?? '[]')) as unknown,
  };
}
