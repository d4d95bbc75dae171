/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema is plain JSON */
/**
 * fast-check arbitraries for the values a JSON Schema (as the OpenAPI document has it)
 * allows: what a client generated from the document may send. Strings that match an id
 * pattern are taken from `ids` (rows that exist) when there are some, so a request names
 * rows of the branch; everything else is generated within the schema's limits.
 */
import fc from 'fast-check';

type Schema = Record<string, any>;

export interface SchemaContext {
  /** `#/components/schemas/X` → its schema. */
  resolve(ref: string): Schema;
  /** Existing ids by prefix (`prd` → ['prd_…']). */
  ids: Record<string, string[]>;
  /**
   * The branch currency (GET /me): like an id, a fact of the branch the document cannot name,
   * so every `currency` of a body is this one.
   */
  currency?: string;
}

const ID_PATTERN = /^\^([a-z]+)_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/;

function stringOf(schema: Schema, ctx: SchemaContext): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    const id = ID_PATTERN.exec(schema.pattern);
    const known = id ? ctx.ids[id[1]!] : undefined;
    if (known?.length) return fc.constantFrom(...known);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength: Math.max(min, 0), maxLength: Math.max(min, max) });
}

/** An arbitrary of the values `schema` allows. */
export function arbitraryOf(schema: Schema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(ctx.resolve(schema.$ref), ctx, depth);
  if (schema.allOf) {
    // Every part holds: one schema with the parts' keywords, property by property.
    const { allOf, ...rest } = schema;
    const parts = (allOf as Schema[]).map((part) => (part.$ref ? ctx.resolve(part.$ref) : part));
    return arbitraryOf(parts.reduce(deepMerge, rest), ctx, depth);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    const base = { ...schema };
    delete base.oneOf;
    delete base.anyOf;
    // oneOf [{required: [a]}, {required: [b]}]: exactly one of a and b, so a branch leaves out
    // the fields the other branches require.
    const requiredOf = (choice: Schema): string[] => choice.required ?? [];
    return fc.oneof(
      ...(choices as Schema[]).map((choice) => {
        const merged = mergeSchemas(base, choice, ctx);
        if (schema.oneOf) {
          const others = (choices as Schema[]).filter((c) => c !== choice).flatMap(requiredOf);
          const properties = { ...merged.properties };
          for (const key of others) if (!requiredOf(choice).includes(key)) delete properties[key];
          merged.properties = properties;
        }
        return arbitraryOf(merged, ctx, depth + 1);
      }),
    );
  }
  const types: string[] = [schema.type ?? 'object'].flat();
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, ctx, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc
        .integer({
          min: Math.max(
            schema.exclusiveMinimum !== undefined
              ? Math.floor(schema.exclusiveMinimum) + 1
              : (schema.minimum ?? -1e6),
            Number.MIN_SAFE_INTEGER,
          ),
          max: Math.min(
            schema.exclusiveMaximum !== undefined
              ? Math.ceil(schema.exclusiveMaximum) - 1
              : (schema.maximum ?? 1e6),
            Number.MAX_SAFE_INTEGER,
          ),
        })
        .filter((n) => n !== schema.not?.const && !(schema.not?.enum ?? []).includes(n));
    case 'number':
      if (schema.multipleOf) {
        // A decimal step (0.01): whole steps, written with that many decimals as JSON has them.
        const step: number = schema.multipleOf;
        const digits = Math.max(0, -Math.floor(Math.log10(step)));
        const low = schema.exclusiveMinimum ?? schema.minimum ?? -1e6;
        const high = schema.exclusiveMaximum ?? schema.maximum ?? 1e6;
        return fc
          .integer({
            min: Math.ceil(low / step) + (schema.exclusiveMinimum !== undefined ? 1 : 0),
            max: Math.floor(high / step) - (schema.exclusiveMaximum !== undefined ? 1 : 0),
          })
          .map((k) => Number((k * step).toFixed(digits)));
      }
      return fc.double({
        min: schema.exclusiveMinimum ?? schema.minimum ?? -1e6,
        minExcluded: schema.exclusiveMinimum !== undefined,
        max: schema.exclusiveMaximum ?? schema.maximum ?? 1e6,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema, ctx);
    case 'array': {
      const items = arbitraryOf(schema.items ?? {}, ctx, depth + 1);
      const constraints = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    default: {
      // A property whose schema is `false` may not be sent.
      const properties: Record<string, Schema> = Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Schema | false>).filter(
          (entry): entry is [string, Schema] => entry[1] !== false,
        ),
      );
      const required: string[] = schema.required ?? [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          key === 'currency' && ctx.currency && value.type !== 'null'
            ? fc.constant(ctx.currency)
            : arbitraryOf(value, ctx, depth + 1),
        ]),
      );
      const record = fc.record(model, {
        requiredKeys: required.filter((key) => key in properties),
      });
      const least: number = schema.minProperties ?? 0;
      return least > 0 ? record.filter((o) => Object.keys(o).length >= least) : record;
    }
  }
}

/** `base` with a oneOf/anyOf branch's keywords added (required lists joined). */
function mergeSchemas(base: Schema, branch: Schema, ctx: SchemaContext): Schema {
  const resolved = branch.$ref ? ctx.resolve(branch.$ref) : branch;
  return {
    ...base,
    ...resolved,
    properties: { ...(base.properties ?? {}), ...(resolved.properties ?? {}) },
    required: [...new Set([...(base.required ?? []), ...(resolved.required ?? [])])],
    ...(resolved.type === undefined && base.type !== undefined ? { type: base.type } : {}),
  };
}

/** `a` and `b` together: `b`'s keywords over `a`'s, properties merged one by one. */
function deepMerge(a: Schema, b: Schema): Schema {
  const properties: Record<string, Schema> = { ...(a.properties ?? {}) };
  for (const [key, value] of Object.entries((b.properties ?? {}) as Record<string, Schema>))
    properties[key] = { ...(properties[key] ?? {}), ...value };
  return {
    ...a,
    ...b,
    ...(a.properties || b.properties ? { properties } : {}),
    ...(a.required || b.required
      ? { required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])] }
      : {}),
  };
}
