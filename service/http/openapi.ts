/**
 * The OpenAPI 3.1 document of the open API (GET /api/v1/openapi.json): @fastify/swagger builds
 * it from the route schemas, and `finishDocument` adds, in one place, what routes do not say
 * one by one: operationIds, problem+json error responses with the codes each can carry, the
 * response headers, the context headers as security schemes, request bodies as components and
 * the webhook payloads. Generators (openapi-typescript) and validators
 * (test/integration/openapi-contract.test.ts) take it as is.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { ErrorCode } from '../../shared/errors';
import { IF_MATCH_PATTERN } from '../resources/context';
import { IDEMPOTENCY_KEY_PATTERN } from '../resources/idempotency';
import { NON_BLANK_TEXT_PATTERNS, TEXT_PATTERNS, TRIMMED, type TextKind } from '../util/text';
import { MONEY_COMPONENTS, shareMoney } from './openapi-money';
import { declareExamples } from './openapi-examples';
import { declareBodyRules } from './openapi-rules';
import { PROBLEM_STATUS } from './problem';
import { WEBHOOK_EVENTS } from './schemas';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
type Json = Record<string, any>;

const API_PREFIX = '/api/v1';

/** The authentication every operation takes: the bearer key plus the two context headers. */
const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The secret key: `Authorization: Bearer sk_…`',
  },
  companyId: {
    type: 'apiKey',
    in: 'header',
    name: 'x-company-id',
    description: "The key's company (`cmp_…`, Settings → General)",
  },
  branchId: {
    type: 'apiKey',
    in: 'header',
    name: 'x-branch-id',
    description: "The key's branch (`brn_…`, Settings → General)",
  },
};

/** Response headers, declared once and referenced where they are sent. */
const HEADERS: Record<string, Json> = {
  RequestId: {
    description:
      "The request's id: the client's own x-request-id (1 to 128 visible ASCII characters) or one the service made",
    required: true,
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
  },
  ETag: {
    description: 'The version of the resource as a strong entity tag, for If-Match',
    required: true,
    schema: { type: 'string', pattern: '^"\\d+"$', examples: ['"3"'] },
  },
  AnswerETag: {
    description:
      'The entity tag of the answer: the version ("3") of a versioned resource, else a weak tag of its bytes. Send it as If-None-Match to get 304 while it is unchanged',
    schema: { type: 'string', pattern: '^(W/)?"[\\w-]+"$' },
  },
  Location: {
    description: 'The URL of the created resource',
    required: true,
    schema: { type: 'string', examples: ['/api/v1/products/prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] },
  },
  IdempotentReplayed: {
    description:
      'The first response to this Idempotency-Key, replayed; the work was not done again',
    schema: { type: 'string', enum: ['true'] },
  },
  RateLimit: {
    description:
      'What is left of the quota (draft-ietf-httpapi-ratelimit-headers): r requests for t more seconds. Sent on every authenticated answer while the branch has a limit',
    schema: { type: 'string', examples: ['"default";r=431;t=17'] },
  },
  RateLimitPolicy: {
    description:
      'The quota (draft-ietf-httpapi-ratelimit-headers): q requests per window of w seconds',
    schema: { type: 'string', examples: ['"default";q=1200;w=60'] },
  },
  RetryAfter: {
    description: 'Seconds to wait before the next request',
    required: true,
    schema: { type: 'string', pattern: '^\\d+$', examples: ['17'] },
  },
  WWWAuthenticate: {
    description: 'The Bearer challenge (RFC 6750): `Bearer`, or with error="invalid_token"',
    required: true,
    schema: { type: 'string', examples: ['Bearer error="invalid_token"'] },
  },
  ContentRangeUnsatisfied: {
    description: 'The size of the file: bytes */<size>',
    required: true,
    schema: { type: 'string', pattern: '^bytes \\*/\\d+$', examples: ['bytes */1234'] },
  },
  WWWAuthenticateScope: {
    description: 'On insufficient_scope: `Bearer error="insufficient_scope", scope="…"`',
    schema: {
      type: 'string',
      examples: ['Bearer error="insufficient_scope", scope="products:view"'],
    },
  },
};

/** The headers a webhook delivery carries (docs/webhooks.md). */
const WEBHOOK_PARAMETERS = [
  ['X-Service-Signature', 'sha256=<lowercase hex HMAC-SHA256 of the raw body>'],
  ['X-Service-Event', 'The event name'],
  ['X-Service-Event-Id', 'The event id (the same on every retry)'],
  ['X-Service-Attempt', 'The attempt number, from 1'],
  ['webhook-id', 'Standard Webhooks: the event id'],
  ['webhook-timestamp', 'Standard Webhooks: unix seconds of this attempt'],
  ['webhook-signature', 'Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">'],
].map(([name, description]) => ({
  name: name!,
  in: 'header',
  required: true,
  description: description!,
  schema: { type: 'string' },
}));

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** Operation ids that the rule in operationIdOf would name less well. */
const OPERATION_IDS: Record<string, string> = {
  'get /me': 'getMe',
  'post /me/regenerate': 'regenerateOwnKey',
  'post /products/{id}/stock': 'changeProductStock',
  'post /orders/calculate': 'calculateOrder',
  'get /customers/{id}/loyalty': 'getLoyaltyAccount',
  'get /customers/{id}/loyalty/entries': 'listLoyaltyEntries',
  'post /customers/{id}/loyalty/adjustments': 'adjustLoyaltyPoints',
  'post /customers/{id}/loyalty/redemptions': 'redeemReward',
  'post /orders/{id}/refunds': 'refundOrder',
  'post /webhooks/{id}/rotate-secret': 'rotateWebhookSecret',
  'get /webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'get /settings': 'getSettings',
  'patch /settings': 'updateSettings',
  'put /users/{id}/role': 'setUserRole',
  'put /users/{id}/branches': 'setUserBranches',
  'get /reports/sales': 'getSalesReport',
  'get /reports/custom': 'listCustomReports',
  'post /reports/custom': 'createCustomReport',
  'get /reports/custom/{id}': 'getCustomReport',
  'patch /reports/custom/{id}': 'updateCustomReport',
  'delete /reports/custom/{id}': 'deleteCustomReport',
  'get /reports/custom/{id}/run': 'runCustomReport',
};

/** `api-keys` → `ApiKeys`. */
const pascal = (word: string) => word.split('-').map(capital).join('');

/**
 * listProducts, getProduct, createProduct, updateProduct, deleteProduct; an action on one
 * resource (`POST /api-keys/{id}/regenerate`) is `regenerateApiKey`, a part of one
 * (`GET /api-keys/{id}/usage`) `getApiKeyUsage`.
 */
export function operationIdOf(method: string, path: string): string {
  const local = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  const named = OPERATION_IDS[`${method} ${local}`];
  if (named) return named;
  const parts = local.split('/').filter(Boolean);
  const noun = pascal(parts[0] ?? 'root');
  const byId = parts.length > 1 && parts[1]!.startsWith('{');
  const rest = parts.slice(1).filter((part) => !part.startsWith('{'));
  if (byId && method === 'post' && rest.length > 0) {
    const [action, ...more] = rest;
    return `${action!.replace(/[-_]./g, (m) => m[1]!.toUpperCase())}${singular(noun)}${more.map(pascal).join('')}`;
  }
  const verb =
    method === 'get'
      ? byId
        ? 'get'
        : 'list'
      : method === 'post'
        ? 'create'
        : method === 'patch'
          ? 'update'
          : method === 'put'
            ? 'replace'
            : method;
  const tail = rest.map(pascal).join('');
  const subject = verb === 'list' && !tail ? noun : singular(noun);
  return `${verb}${subject}${tail}`;
}

/** Codes that a route's operation never answers with (other surfaces, or no operation). */
const NOT_PER_OPERATION = new Set<ErrorCode>(['limit_reached', 'method_not_allowed']);

/** The loyalty program's rules: only its operations on points and redemptions answer with them. */
const LOYALTY_RULES = new Set<ErrorCode>([
  'insufficient_points',
  'reward_unavailable',
  'redemption_not_cancelable',
]);
const LOYALTY_PATHS = /^\/api\/v1\/(customers\/\{id\}\/loyalty\/|redemptions\/\{id\}\/cancel$)/;

const REDEMPTION_ORDER_PATHS =
  /^\/api\/v1\/(customers\/\{id\}\/loyalty\/redemptions|redemptions\/\{id\}\/cancel)$/;

/** The restaurant floor's state rules: answered by its routes only. */
const FLOOR_CODES = new Set<ErrorCode>([
  'table_has_open_order',
  'table_not_occupied',
  'table_not_free',
  'table_has_bookings',
  'table_conflict',
  'nothing_to_merge',
  'order_has_payments',
  'illegal_transition',
]);
const FLOOR_PATH = /^\/api\/v1\/(tables|bookings)(\/|$)/;

/** An order's rules: only the operations on one order answer with them. */
const ORDER_RULES = new Set<ErrorCode>([
  'order_not_open',
  'balance_due',
  'payment_exceeds_balance',
  'order_has_payments',
]);

/** Codes only the download of an export file answers with. */
const EXPORT_FILE_CODES = new Set<ErrorCode>([
  'export_not_ready',
  'export_expired',
  'range_not_satisfiable',
]);

/** A refund's rules: only the refund operation answers with them. */
const REFUND_RULES = new Set<ErrorCode>([
  'order_not_completed',
  'refund_exceeds_paid',
  'refund_exceeds_line',
  'refund_exceeds_payment',
  'payment_required',
]);

/** A tip is bounded where it is set: taking a payment, and changing its tip. */
const TIP_PATHS = /^\/api\/v1\/(orders\/\{id\}\/payments|payments\/\{id\}\/tip)$/;

/** A closed day refuses what would book into it: sales, payments, tips, refunds, a second close. */
const DAY_CLOSED_PATHS =
  /^\/api\/v1\/(orders|orders\/\{id\}\/(payments|refunds)|bookings\/\{id\}\/seat|payments\/\{id\}\/tip|reports\/days\/\{business_date\}\/close)$/;
const CLOSE_PATH = `${API_PREFIX}/reports/days/{business_date}/close`;

/** The problem codes an operation can answer with at `status`. */
function codesOf(status: number, path: string, method: string, op: Json): ErrorCode[] {
  const params: Json[] = op.parameters ?? [];
  const has = (where: string, name: string) =>
    params.some((p) => p.in === where && String(p.name).toLowerCase() === name);
  return (Object.keys(PROBLEM_STATUS) as ErrorCode[]).filter((code) => {
    if (PROBLEM_STATUS[code]!.status !== status || NOT_PER_OPERATION.has(code)) return false;
    if (code === 'idempotency_mismatch') return has('header', 'idempotency-key');
    // Fastify reads no body of a GET or HEAD.
    if (code === 'malformed_json') return method !== 'get' && method !== 'head';
    if (code === 'sync_token_expired') return has('query', 'sync_token');
    if (code === 'invalid_cursor') return has('query', 'cursor') || has('query', 'sync_token');
    if (code === 'events_expired') return path.endsWith('/events');
    if (LOYALTY_RULES.has(code)) return LOYALTY_PATHS.test(path);
    if (FLOOR_CODES.has(code) && FLOOR_PATH.test(path)) return true;
    if (code === 'range_too_large') return has('query', 'from');
    // A redemption changes its order's discount, under the order's rules.
    if (ORDER_RULES.has(code))
      return path.startsWith(`${API_PREFIX}/orders/{id}`) || REDEMPTION_ORDER_PATHS.test(path);
    if (EXPORT_FILE_CODES.has(code)) return path.endsWith('/exports/{id}/file');
    if (REFUND_RULES.has(code)) return path === `${API_PREFIX}/orders/{id}/refunds`;
    if (code === 'tip_too_large') return TIP_PATHS.test(path) && method === 'post';
    if (code === 'day_closed') return DAY_CLOSED_PATHS.test(path);
    if (code === 'day_has_open_orders') return path === CLOSE_PATH;
    if (FLOOR_CODES.has(code)) return false;
    return true;
  });
}

/** Paths that are not a Product or Category but answer with a version as their ETag. */
const VERSIONED_PATHS = new Set([
  `${API_PREFIX}/settings`,
  `${API_PREFIX}/webhooks/{id}`,
  `${API_PREFIX}/scheduled-reports/{id}`,
]);

const isResource = (schema: Json | undefined) =>
  /#\/components\/schemas\/(Product|Category|TaxRate|Customer|Order|Payment|Refund|Table|Booking|CustomReport|Reward|Redemption|LoyaltyEntry)$/.test(
    String(schema?.$ref ?? ''),
  );

/** One operation's responses: problem+json errors with their codes, headers, a 413 and a 500. */
function finishResponses(path: string, method: string, op: Json): void {
  const responses: Json = (op.responses ??= {});
  // Any request can be refused for its size (headers over 16 KiB: before any route is known)
  // or fail on our side.
  for (const status of ['413', '500']) responses[status] ??= {};
  // Conditional GET (service/http/conditional-get.ts).
  if (method === 'get') {
    responses['304'] ??= { description: 'Not Modified: If-None-Match names the current ETag' };
    (op.parameters ??= []).push({
      in: 'header',
      name: 'if-none-match',
      required: false,
      description: 'The ETag you last saw: 304 without a body while it is still the current one',
      schema: { type: 'string', maxLength: 1000 },
    });
  }
  // The floor's paths do not exist for companies other than restaurants (service/http/auth.ts).
  if (FLOOR_PATH.test(path)) responses['404'] ??= {};
  const idempotent = (op.parameters ?? []).some(
    (p: Json) => p.in === 'header' && p.name === 'idempotency-key',
  );
  for (const [key, response] of Object.entries(responses) as [string, Json][]) {
    const status = Number(key);
    const headers: Json = { 'x-request-id': headerRef('RequestId') };
    if (status >= 400) {
      const codes = codesOf(status, path, method, op);
      response.description = codes
        .map((code) => `${code}: ${PROBLEM_STATUS[code]!.title}`)
        .join('; ');
      response.content = {
        'application/problem+json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Problem' },
              { type: 'object', properties: { code: { type: 'string', enum: codes } } },
            ],
          },
        },
      };
    } else {
      if (response.description === 'Default Response') {
        response.description = status === 201 ? 'Created' : 'OK';
      }
      const schema = response.content?.['application/json']?.schema;
      if (isResource(schema) || (schema && VERSIONED_PATHS.has(path)))
        headers.ETag = headerRef('ETag');
      else if (method === 'get') headers.ETag = headerRef('AnswerETag');
      if (status === 201) headers.Location = headerRef('Location');
      if (idempotent) headers['Idempotent-Replayed'] = headerRef('IdempotentReplayed');
    }
    // The rate limit is counted once the context headers match: any answer after that may
    // carry it, while the branch has a limit (rate_limit_per_minute 0 = none).
    if (status !== 400 && status !== 401) {
      headers.RateLimit = headerRef('RateLimit');
      headers['RateLimit-Policy'] = headerRef('RateLimitPolicy');
    }
    if (status === 429) headers['Retry-After'] = headerRef('RetryAfter');
    if (status === 401) headers['WWW-Authenticate'] = headerRef('WWWAuthenticate');
    if (status === 403) headers['WWW-Authenticate'] = headerRef('WWWAuthenticateScope');
    if (status === 416) headers['Content-Range'] = headerRef('ContentRangeUnsatisfied');
    // Headers a route declares itself (a file download's) are kept.
    response.headers = { ...headers, ...(response.headers ?? {}) };
  }
}

/** The component whose schema a request body inlines (the body validator needs it inline). */
function bodyComponent(schemas: Json, body: Json): string | undefined {
  const same = (a: Json, b: Json) =>
    JSON.stringify(a.properties) === JSON.stringify(b.properties) &&
    JSON.stringify(a.required ?? []) === JSON.stringify(b.required ?? []);
  return Object.keys(schemas).find((name) => same(schemas[name], body));
}

/** Every `$ref` under `node`. */
function refsIn(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value);
      else refsIn(value, into);
    }
  }
  return into;
}

/** Drops the components nothing refers to (from the paths and webhooks, transitively). */
function dropUnusedComponents(doc: Json): void {
  const used = refsIn([doc.paths, doc.webhooks], new Set());
  for (let grew = true; grew;) {
    grew = false;
    for (const ref of [...used]) {
      const [, , kind, name] = ref.split('/');
      for (const inner of refsIn(doc.components?.[kind!]?.[name!], new Set())) {
        if (!used.has(inner)) {
          used.add(inner);
          grew = true;
        }
      }
    }
  }
  for (const kind of Object.keys(doc.components ?? {})) {
    if (kind === 'securitySchemes') continue;
    for (const name of Object.keys(doc.components[kind])) {
      if (!used.has(`#/components/${kind}/${name}`)) delete doc.components[kind][name];
    }
    if (Object.keys(doc.components[kind]).length === 0) delete doc.components[kind];
  }
}

function webhooks(): Json {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event.type,
      {
        post: {
          operationId: `on${event.schemaName.replace(/Event$/, '')}`,
          summary: event.summary,
          description:
            'POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.',
          tags: ['Webhooks'],
          security: [],
          parameters: WEBHOOK_PARAMETERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${event.schemaName}` },
                example: event.example,
              },
            },
          },
          responses: {
            '200': {
              description:
                'Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive',
            },
          },
        },
      },
    ]),
  );
}

/**
 * The rules the server checks in code, said in the document the way tools read them: the
 * text formats (custom Ajv formats no other tool knows) as patterns (not blank where the
 * service trims the text before checking its length), and the Idempotency-Key
 * and If-Match syntax as patterns of their parameters.
 */
function declareRules(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) declareRules(item);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.format === 'single-line' || schema.format === 'multi-line') {
    const patterns =
      schema[TRIMMED] && schema.minLength > 0 ? NON_BLANK_TEXT_PATTERNS : TEXT_PATTERNS;
    schema.pattern = patterns[schema.format as TextKind];
    delete schema.format;
  }
  delete schema[TRIMMED];
  if (schema.in === 'header' && schema.schema) {
    if (schema.name === 'idempotency-key') schema.schema.pattern = IDEMPOTENCY_KEY_PATTERN;
    if (schema.name === 'if-match') schema.schema.pattern = IF_MATCH_PATTERN;
  }
  for (const value of Object.values(schema)) declareRules(value);
}

/** What routes do not say one by one, added to the generated document (see the top). */
export function finishDocument(doc: Json): Json {
  const schemas: Json = (doc.components.schemas ??= {});
  for (const event of WEBHOOK_EVENTS) schemas[event.schemaName] = event.schema;
  doc.components.headers = HEADERS;
  doc.components.securitySchemes = SECURITY_SCHEMES;
  doc.security = [{ bearer: [], companyId: [], branchId: [] }];
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, Json][]) {
    for (const [method, op] of Object.entries(item) as [string, Json][]) {
      op.operationId ??= operationIdOf(method, path);
      const media = op.requestBody?.content?.['application/json'];
      const name = media?.schema && bodyComponent(schemas, media.schema);
      if (name) media.schema = { $ref: `#/components/schemas/${name}` };
      finishResponses(path, method, op);
    }
  }
  doc.webhooks = webhooks();
  declareRules([doc.paths, doc.components.schemas]);
  // One money type for generated clients, and one error type with every code.
  doc.paths = shareMoney(doc.paths);
  doc.components.schemas = { ...(shareMoney(schemas) as Json), ...MONEY_COMPONENTS };
  declareBodyRules(doc);
  declareExamples(doc);
  doc.components.schemas.Problem.properties.code.enum = Object.keys(PROBLEM_STATUS);
  dropUnusedComponents(doc);
  return doc;
}

/** The @fastify/swagger options of the open API. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Integration console open API',
        version: '1.0.0',
        description:
          'Server-to-server API of the branch. Authenticate with `Authorization: Bearer <secret key>` plus `x-company-id` and `x-branch-id`. Errors are RFC 9457 problem+json with a stable `code`. Catalog changes are also pushed as signed webhooks (`webhooks`).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      tags: [
        { name: 'Keys', description: 'The calling API key' },
        { name: 'Products', description: 'Products of the branch' },
        { name: 'Categories', description: 'Product categories of the branch' },
        { name: 'Inventory', description: 'Stock levels' },
        { name: 'Tax rates', description: 'The tax rates of the branch, applied to order lines' },
        { name: 'Customers', description: "The branch's customers" },
        { name: 'Orders', description: 'Sales: orders, their lines, pricing and statuses' },
        { name: 'Payments', description: 'Payments taken on an order' },
        { name: 'Refunds', description: 'Money (and goods) given back on a completed order' },
        { name: 'Rewards', description: 'What loyalty points can be redeemed for' },
        { name: 'Loyalty', description: "A customer's points and their redemptions" },
        { name: 'Tables', description: 'The restaurant floor (restaurant companies only)' },
        { name: 'Bookings', description: 'Table bookings (restaurant companies only)' },
        { name: 'Reports', description: 'Sales summary and saved custom reports' },
        { name: 'API keys', description: "The branch's API keys" },
        { name: 'Events', description: 'The event log as a pull feed' },
        { name: 'Webhooks', description: 'Events pushed to registered receivers' },
        { name: 'Settings', description: "The branch's settings" },
        { name: 'Users', description: "Staff accounts of the key's branch" },
        { name: 'Exports', description: 'Files of orders, payments, refunds, products, customers' },
        {
          name: 'Scheduled reports',
          description: 'Reports and exports made daily, weekly or monthly',
        },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transformObject: (documents) =>
      finishDocument((documents as { openapiObject: Json }).openapiObject),
  };
}

/**
 * The reference page (GET /api/v1/docs): Swagger UI as the npm package ships it, served by the
 * service itself, so an integrator on the branch LAN needs no internet. No authentication
 * (it tells what the document tells); its try-it sends the key typed under Authorize.
 */
export function referencePageOptions(routePrefix: string): FastifySwaggerUiOptions {
  return {
    routePrefix,
    uiConfig: {
      // No top bar: it only offers to load another document from elsewhere.
      layout: 'BaseLayout',
      deepLinking: true,
      persistAuthorization: false,
      displayRequestDuration: true,
      tryItOutEnabled: false,
      // The schemas are shown with each operation; a list of 150 more is noise.
      defaultModelsExpandDepth: -1,
    },
    // Everything from this origin: no font, script or validator badge from elsewhere.
    staticCSP:
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    theme: { title: 'Integration console open API' },
  };
}
