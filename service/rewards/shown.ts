import type { Field, JsonSchema } from '../resources/fields';

/**
 * A field the service writes and the API only shows (a ledger entry's balance, a redemption's
 * status): its representation schema and column. Such resources are made by operations of their
 * own, so only their representation is an OpenAPI component.
 */
export function shown(output: JsonSchema, read?: (row: Record<string, unknown>) => unknown): Field {
  return {
    input: output,
    output,
    required: false,
    columns: (name) => [name],
    defaults: () => ({}),
    parse(v, name) {
      v.add(name, `${name} is set by the service.`);
    },
    read: read ? (row) => read(row) : (row, name) => row[name],
  };
}

export const nullableId = (prefix: string, description: string): JsonSchema => ({
  type: ['string', 'null'],
  description,
  examples: [`${prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`],
});

/** A field computed from the row when shown (a redemption's allowed_actions): no column. */
export function computed(
  output: JsonSchema,
  read: (row: Record<string, unknown>) => unknown,
): Field {
  return { ...shown(output, read), columns: () => [] };
}

/** An id a body names (`reward_id`): its existence is the operation's rule. */
export function idInput(rule: {
  prefix: string;
  description: string;
  required?: boolean;
  nullable?: boolean;
}): Field {
  const example = `${rule.prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`;
  return {
    input: {
      type: rule.nullable ? ['string', 'null'] : 'string',
      pattern: `^${rule.prefix}_[0-9A-HJKMNP-TV-Z]{26}$`,
      description: rule.description,
      examples: [example],
    },
    output: { type: rule.nullable ? ['string', 'null'] : 'string', examples: [example] },
    required: rule.required ?? false,
    columns: (name) => [name],
    defaults: (name) => (rule.nullable ? { [name]: null } : {}),
    parse(v, name, value, present, into) {
      if (rule.nullable && value === null) into[name] = null;
      else if (typeof value === 'string' && value.length > 0 && value.length <= 64)
        into[name] = value;
      else if (!present) v.add(name, `${name} is required.`);
      else
        v.add(name, `${name} must be an id such as ${example}${rule.nullable ? ' or null' : ''}.`);
    },
    read: (row, name) => row[name],
  };
}
