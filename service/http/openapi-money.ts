/**
 * Money in the OpenAPI document as two shared components instead of an inline object per
 * field: `Money` (what answers carry) and `MoneyInput` (what bodies send). A client generator
 * then makes one money type, not a class per field. The routes keep their inline schemas (the
 * body validators compile each route on its own); the document refers to the shared ones.
 */
import { MONEY_LIMITS } from '../sales/money';
import { moneyInput } from '../sales/order-schema';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
type Json = Record<string, any>;

const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$', examples: ['EUR'] };

export const MONEY_COMPONENTS: Json = {
  Money: {
    type: 'object',
    description:
      'An amount in minor units of an ISO 4217 currency: {"amount": 250, "currency": "EUR"} is €2.50',
    properties: {
      amount: { type: 'integer', description: 'Minor units (cents)', examples: [250] },
      currency: { ...CURRENCY, description: 'ISO 4217' },
    },
    required: ['amount', 'currency'],
  },
  // The body validators' money (sales/order-schema.ts), with the currencies a tool can list.
  MoneyInput: {
    ...moneyInput,
    description: 'An amount in minor units; the currency defaults to the branch currency',
    properties: {
      amount: (moneyInput.properties as Json).amount,
      currency: {
        ...CURRENCY,
        enum: Intl.supportedValuesOf('currency'),
        description:
          'ISO 4217; default: the branch currency (orders, payments, refunds and rewards take only that one)',
      },
    },
  },
};

const sorted = (keys: readonly string[] | undefined) => [...(keys ?? [])].sort().join();

/** Which shared money schema `node` is, if any (with its amount's lower bound when above 0). */
function moneyKind(node: Json): { ref: string; minimum?: number } | undefined {
  const amount = node.properties?.amount as Json | undefined;
  if (
    sorted(Object.keys(node.properties ?? {})) !== 'amount,currency' ||
    amount?.type !== 'integer' ||
    ![node.type].flat().includes('object')
  )
    return undefined;
  const required = sorted(node.required);
  if (required === 'amount,currency' && node.additionalProperties !== false)
    return { ref: 'Money' };
  if (
    required === 'amount' &&
    node.additionalProperties === false &&
    (amount.maximum ?? MONEY_LIMITS.maxAmount) === MONEY_LIMITS.maxAmount
  )
    return amount.minimum > 0
      ? { ref: 'MoneyInput', minimum: amount.minimum as number }
      : { ref: 'MoneyInput' };
  return undefined;
}

/** The shared reference that replaces an inline money object (its description kept). */
function reference(node: Json, kind: { ref: string; minimum?: number }): Json {
  const ref: Json = { $ref: `#/components/schemas/${kind.ref}` };
  if (node.description) ref.description = node.description;
  // A money that must be more than nothing: the shared shape, and a bound on its amount.
  const shared =
    kind.minimum === undefined
      ? ref
      : { allOf: [ref, { properties: { amount: { minimum: kind.minimum } } }] };
  return [node.type].flat().includes('null') ? { anyOf: [shared, { type: 'null' }] } : shared;
}

/** Replaces every inline money object under `node` with its shared component. */
export function shareMoney(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shareMoney);
  if (!node || typeof node !== 'object') return node;
  const kind = moneyKind(node as Json);
  if (kind) return reference(node as Json, kind);
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = shareMoney(value);
  return out;
}
