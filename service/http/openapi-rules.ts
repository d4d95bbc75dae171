/**
 * Rules the service checks in code (with sentences naming the fields), said in JSON Schema for
 * the OpenAPI document only: the body validators keep them out so that their messages stay the
 * resource's. A generated client or validator then refuses what the service would.
 */
import { E164_PATTERN, EMAIL_ASCII_PATTERN } from '../customers/contact';
import { EXPORT_RESOURCES, RESOURCES } from '../exports/resources';
import { REWARD_KINDS } from '../rewards/rewards';
import { PAYMENT_METHODS } from '../sales/payments';
import { SCHEDULE_DOCUMENT_RULES } from '../exports/schedule-schemas';
import { ALL_SCOPES, SCOPE_GROUPS } from '../../shared/scopes';
import { EVENT_TYPES } from '../../shared/events';
import { nonBlankTextPattern } from '../util/text';
import { NAME_RULE } from '../util/validate';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
type Json = Record<string, any>;

const phone = { pattern: E164_PATTERN };
// The service also takes addresses beyond ASCII; the document's pattern is the part of its
// rule (one "@", a dot in the domain, no spaces or control characters) any engine reads.
const email = { pattern: EMAIL_ASCII_PATTERN };

/** The field each reward kind needs; the other kinds' fields are left out or null. */
const KIND_FIELDS = { amount_off: 'amount', percent_off: 'percent', free_product: 'product_id' };

const dated = EXPORT_RESOURCES.filter((r) => RESOURCES[r].dated);
const undated = EXPORT_RESOURCES.filter((r) => !RESOURCES[r].dated);
const day = { type: 'string', format: 'date' };

/** Each kind's own field, required and not null. */
const OWN_FIELD: Record<string, Json> = {
  amount: {
    allOf: [
      { $ref: '#/components/schemas/MoneyInput' },
      { properties: { amount: { minimum: 1 } } },
    ],
  },
  percent: { type: 'number', exclusiveMinimum: 0, maximum: 100, multipleOf: 0.01 },
  product_id: { type: 'string', pattern: '^prd_[0-9A-HJKMNP-TV-Z]{26}$' },
};

/** A reward kind's properties: its own field as declared, every other kind's field null. */
const kindProperties = (kind: (typeof REWARD_KINDS)[number]): Json => ({
  kind: { const: kind },
  ...Object.fromEntries(
    Object.entries(KIND_FIELDS).map(([other, field]) => [
      field,
      other === kind ? OWN_FIELD[field] : { type: 'null' },
    ]),
  ),
});

const RULES: Record<string, Json> = {
  // validateStockChange (catalog/products.ts): exactly one of set and adjust; adjust not 0.
  StockChange: {
    oneOf: [{ required: ['set'] }, { required: ['adjust'] }],
    properties: { adjust: { not: { const: 0 } } },
  },
  // A refund (sales/refunds.ts) is of lines or of an amount, never both.
  // An amount refund puts nothing back into stock.
  RefundCreate: {
    oneOf: [
      { required: ['lines'] },
      { required: ['amount'], properties: { restock: { const: false } } },
    ],
  },
  CustomerCreate: { properties: { email, phone } },
  CustomerUpdate: { properties: { email, phone } },
  BookingCreate: { properties: { phone } },
  BookingUpdate: { properties: { phone } },
  // checkKind (rewards/rewards.ts): a kind's own field, and no other kind's.
  RewardCreate: {
    oneOf: REWARD_KINDS.map((kind) => ({
      properties: kindProperties(kind),
      required: ['kind', KIND_FIELDS[kind]],
    })),
  },
  // A PATCH with kind (rewards/rewards.ts): the other kinds' fields out or null, its own not
  // null. Its own field left out is the stored one, which the document cannot see.
  RewardUpdate: {
    oneOf: [
      ...REWARD_KINDS.map((kind) => ({
        properties: kindProperties(kind),
        required: ['kind'],
      })),
      { properties: { kind: false } },
    ],
  },
  // validatePayment (sales/payments.ts): an amount above 0; tendered is for cash only.
  PaymentCreate: {
    replace: { amount: OWN_FIELD.amount },
    oneOf: [
      { properties: { method: { const: 'cash' } }, required: ['method'] },
      {
        properties: {
          method: { enum: PAYMENT_METHODS.filter((m) => m !== 'cash') },
          tendered: false,
        },
        required: ['method'],
      },
    ],
  },
  // Exports (exports/resources.ts): business days for dated resources, none for the others.
  ExportCreate: {
    oneOf: [
      {
        properties: { resource: { enum: dated }, from: day, to: day },
        required: ['resource', 'from', 'to'],
      },
      {
        properties: { resource: { enum: undated }, from: { type: 'null' }, to: { type: 'null' } },
        required: ['resource'],
      },
    ],
  },
  ...SCHEDULE_DOCUMENT_RULES,
};

/** API keys (keys/api-keys.ts): a trimmed name of 3 to 100 characters, at least one scope. */
const apiKeyName = {
  maxLength: NAME_RULE.max,
  pattern: nonBlankTextPattern('single-line', NAME_RULE.min),
  description: `${NAME_RULE.min} to ${NAME_RULE.max} characters once trimmed, one line`,
};
const scopes = {
  minItems: 1,
  items: {
    type: 'string',
    enum: [...ALL_SCOPES, ...SCOPE_GROUPS.map((g) => `${g.entity}:*`)],
  },
};
/** Webhooks (webhooks/webhook-input.ts): at least one catalog event. */
const events = { minItems: 1, items: { type: 'string', enum: [...EVENT_TYPES] } };

/** Rules of bodies that are not components, by operationId. */
const INLINE_RULES: Record<string, Json> = {
  createApiKey: { properties: { name: apiKeyName, scopes } },
  updateApiKey: { properties: { name: apiKeyName } },
  createWebhook: { properties: { events } },
  updateWebhook: { properties: { events } },
};

/**
 * Adds a rule to a body schema: a oneOf, keywords per property (`properties`), and properties
 * the document states whole (`replace`, keeping their description): a oneOf of shapes where
 * the body validator has one loose shape, a bound within a shared component.
 */
function declareCodeRule(schema: Json, rule: Json): void {
  if (rule.oneOf) schema.oneOf = rule.oneOf;
  for (const [field, extra] of Object.entries((rule.properties ?? {}) as Json))
    if (schema.properties?.[field])
      schema.properties[field] = { ...schema.properties[field], ...extra };
  for (const [field, whole] of Object.entries((rule.replace ?? {}) as Json))
    if (schema.properties?.[field]) {
      const { description } = schema.properties[field];
      schema.properties[field] = { ...(description ? { description } : {}), ...whole };
    }
}

/**
 * Decimal steps of request bodies as `multipleOf` (of a JSON number's decimal value, as the
 * service reads it): a quantity has at most 3 decimals, a percent at most 2. Only in the
 * document: a binary float check of 0.29 against 0.01 fails, so the validators keep theirs.
 */
function declareDecimalSteps(node: unknown, name = ''): void {
  if (Array.isArray(node)) for (const item of node) declareDecimalSteps(item);
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Json;
  const step = name === 'quantity' ? 0.001 : name === 'percent' ? 0.01 : undefined;
  if (step && [schema.type].flat().includes('number')) schema.multipleOf ??= step;
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'properties') declareDecimalSteps(value);
    else for (const [field, sub] of Object.entries(value as Json)) declareDecimalSteps(sub, field);
  }
}

/**
 * resolveLine (sales/totals.ts): a line is of a product (product_id, without name and
 * unit_price) or ad hoc (name and unit_price, without product_id); a tax rate listed once.
 */
function declareLineRules(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) declareLineRules(item);
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Json;
  const p = schema.properties;
  if (p?.product_id && p.name && p.unit_price && p.quantity) {
    schema.oneOf = [
      { required: ['product_id'], properties: { name: false, unit_price: false } },
      { required: ['name', 'unit_price'], properties: { product_id: false } },
    ];
    if (p.tax_rate_ids) p.tax_rate_ids.uniqueItems = true;
  }
  for (const value of Object.values(schema)) declareLineRules(value);
}

/** The rules above, on the components request bodies refer to and on inline bodies. */
export function declareBodyRules(doc: Json): void {
  const schemas: Json = doc.components.schemas;
  for (const [name, rule] of Object.entries(RULES))
    if (schemas[name]) declareCodeRule(schemas[name], rule);
  for (const item of Object.values(doc.paths as Json))
    for (const op of Object.values(item as Json)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (!body) continue;
      const name = String(body.$ref ?? '')
        .split('/')
        .pop();
      // An inline body's rule is named by its operation.
      const inline = name ? undefined : INLINE_RULES[op.operationId];
      if (inline) declareCodeRule(body, inline);
      declareDecimalSteps(name ? schemas[name] : body);
      declareLineRules(name ? schemas[name] : body);
    }
}
