import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { ApiKeys, ApiKeyView } from '../../keys/api-keys';
import { parseExpiry } from '../../keys/key-expiry';
import type { Clock } from '../../util/clock';
import { sendOnce, writeHeaders, writeOptionsOf } from '../../resources/http';
import { checkVersion } from '../../resources/context';
import {
  keyedPage,
  keyedPageSchema,
  keyedQuery,
  type KeyedQuery,
} from '../../resources/keyed-page';
import type { Writer } from '../../resources/writer';
import { authErrors, idSchema, timestamp } from '../schemas';
import {
  actorOf,
  allowListOf,
  requireGrantable,
  requireOwnBranch,
  requireOwnContext,
  requireWithinCaller,
} from './caller-limits';

/**
 * /api-keys: the console's and the CLI's API key operations (service/keys/api-keys.ts) for a
 * key with system_settings:manage_api_keys, within what it holds (caller-limits.ts); and
 * POST /me/regenerate, with which any key rotates its own secret. `reveal` stays in the console.
 */

const SCOPE = 'system_settings:manage_api_keys';
const TAGS = ['API keys'];

const apiKeySchema = {
  type: 'object',
  description: 'An API key as the console lists it; never its secret',
  properties: {
    public_key: { type: 'string', examples: ['pk_8fJ2kL0pQrS7tUvW1xYz3aBc'] },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    scopes: { type: 'array', items: { type: 'string' }, examples: [['products:view']] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    company_id: idSchema('cmp'),
    branch_id: idSchema('brn'),
    total_requests: { type: 'integer' },
    requests_today: { type: 'integer', description: "In the branch's time zone" },
    last_used_at: { ...timestamp, type: ['string', 'null'] },
    created_at: timestamp,
    updated_at: timestamp,
    secret_rotated_at: timestamp,
    allowed_ips: {
      type: 'array',
      items: { type: 'string' },
      description: 'Addresses and CIDR ranges the key may be used from; empty: any address',
    },
    expires_at: { ...timestamp, type: ['string', 'null'] },
    expired: { type: 'boolean' },
    expires_soon: { type: 'boolean', description: 'Expires within 7 days' },
    version: {
      type: 'integer',
      description: 'Raised on every change of its settings or status; send it as If-Match ("3")',
    },
  },
  required: [
    'public_key',
    'name',
    'description',
    'scopes',
    'status',
    'company_id',
    'branch_id',
    'total_requests',
    'requests_today',
    'last_used_at',
    'created_at',
    'updated_at',
    'secret_rotated_at',
    'allowed_ips',
    'expires_at',
    'expired',
    'expires_soon',
    'version',
  ],
};

const withSecret = {
  ...apiKeySchema,
  description: 'The key with its secret, shown this once: store it now',
  properties: {
    ...apiKeySchema.properties,
    secret_key: { type: 'string', description: 'Shown once; the console can reveal it later' },
  },
  required: [...apiKeySchema.required, 'secret_key'],
};

const accessFields = {
  allowed_ips: {
    type: ['array', 'null'],
    maxItems: 1000,
    items: { type: 'string', maxLength: 100 },
    description: 'Addresses or CIDR ranges (at most 50); empty or null: any address',
  },
  expires_at: {
    type: ['string', 'null'],
    format: 'date-time',
    maxLength: 64,
    description: 'An instant within 10 years of now; null: never',
  },
};

const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    description: { type: ['string', 'null'], maxLength: 5000 },
    scopes: {
      type: 'array',
      maxItems: 200,
      items: { type: 'string', maxLength: 100 },
      description:
        '`entity:action` or `entity:*`; only permissions the calling key holds itself (403 insufficient_scope otherwise)',
    },
    ...accessFields,
    company_id: { type: 'string', maxLength: 64, description: "Optional; the key's own only" },
    branch_id: { type: 'string', maxLength: 64, description: "Optional; the key's own only" },
  },
  required: ['name', 'scopes'],
};

const updateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    description: { type: ['string', 'null'], maxLength: 5000 },
    ...accessFields,
  },
};

const publicKeyParam = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      maxLength: 64,
      description: 'The public key (pk_…)',
      examples: ['pk_8fJ2kL0pQrS7tUvW1xYz3aBc'],
    },
  },
  required: ['id'],
};

const usageSchema = {
  type: 'object',
  properties: {
    public_key: { type: 'string' },
    total_requests: { type: 'integer' },
    requests_today: { type: 'integer' },
    last_used_at: { ...timestamp, type: ['string', 'null'] },
    days: {
      type: 'array',
      description: "Requests per day of the last 30 (the branch's days), newest first",
      items: {
        type: 'object',
        properties: {
          day: { type: 'string', examples: ['2026-11-21'] },
          requests: { type: 'integer' },
        },
        required: ['day', 'requests'],
      },
    },
  },
  required: ['public_key', 'total_requests', 'requests_today', 'last_used_at', 'days'],
};

const problem = { $ref: 'Problem#' };
const errors = { ...authErrors, 404: problem, 413: problem, 415: problem };
const writeErrors = { ...errors, 409: problem, 412: problem };

type Params = { id: string };
type Body = Record<string, unknown>;

export function apiKeyRoutes(keys: ApiKeys, clock: Clock, writer: Writer) {
  const idempotent = writeHeaders(false, true);
  /** The caller's own key as the console shows it (its allow-list and expiry). */
  const callerOf = (request: FastifyRequest) => keys.show(request.apiKey!.public_key);

  /** A key of the caller's branch, else 404 (as for an unknown key). */
  const ownBranchKey = (request: FastifyRequest, publicKey: string): ApiKeyView => {
    const notFound = `No API key with public key ${publicKey.slice(0, 64)} in this branch.`;
    let key: ApiKeyView;
    try {
      key = keys.show(publicKey);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        throw new AppError('not_found', notFound);
      }
      throw error;
    }
    requireOwnBranch(request, key, notFound);
    return key;
  };

  /** A key of the caller's branch that the caller may act on (within what it holds). */
  const manageable = (request: FastifyRequest, publicKey: string): ApiKeyView => {
    const key = ownBranchKey(request, publicKey);
    requireWithinCaller(request, callerOf(request), key, 'a key it manages');
    return key;
  };

  /** A manageable key whose version the caller's If-Match names (412 otherwise). */
  const current = (request: FastifyRequest, publicKey: string): ApiKeyView => {
    const key = manageable(request, publicKey);
    checkVersion('API key', key.version, writeOptionsOf(request));
    return key;
  };

  const plain = (key: ApiKeyView) => key;
  const secretOnce = (r: { key: ApiKeyView; secret_key: string }) => ({
    ...r.key,
    secret_key: r.secret_key,
  });

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/api-keys',
      {
        config: { scope: SCOPE },
        schema: {
          summary: "List the branch's API keys",
          description:
            'Never a secret. `include_inactive=true` adds deactivated keys. Newest first, a page at a time (`limit`, `cursor`).',
          tags: TAGS,
          querystring: {
            ...keyedQuery,
            properties: {
              ...keyedQuery.properties,
              include_inactive: { type: 'boolean', default: false },
            },
          },
          response: { 200: keyedPageSchema(apiKeySchema), ...errors },
        },
      },
      async (
        request: FastifyRequest<{ Querystring: KeyedQuery & { include_inactive: boolean } }>,
      ) => {
        const key = request.apiKey!;
        const includeInactive = request.query.include_inactive;
        const rows = keys
          .list(key.company_id, key.branch_id, { includeInactive })
          .sort((a, b) =>
            a.created_at === b.created_at
              ? b.id.localeCompare(a.id)
              : b.created_at.localeCompare(a.created_at),
          );
        return keyedPage(request, 'api-keys', rows, (k) => [k.created_at, k.id], request.query, [
          includeInactive,
        ]);
      },
    );

    app.get<{ Params: Params }>(
      '/api-keys/:id',
      {
        config: { scope: SCOPE },
        schema: {
          summary: 'Show an API key',
          tags: TAGS,
          params: publicKeyParam,
          response: { 200: apiKeySchema, ...errors },
        },
      },
      async (request) => plain(ownBranchKey(request, request.params.id)),
    );

    app.get<{ Params: Params }>(
      '/api-keys/:id/usage',
      {
        config: { scope: SCOPE },
        schema: {
          summary: "An API key's usage statistics",
          tags: TAGS,
          params: publicKeyParam,
          response: { 200: usageSchema, ...errors },
        },
      },
      async (request) => {
        const key = ownBranchKey(request, request.params.id);
        return {
          public_key: key.public_key,
          total_requests: key.total_requests,
          requests_today: key.requests_today,
          last_used_at: key.last_used_at,
          days: keys.usageByDay(key.public_key),
        };
      },
    );

    app.post<{ Body: Body }>(
      '/api-keys',
      {
        config: { scope: SCOPE },
        schema: {
          summary: 'Create an API key',
          description:
            "For the calling key's company and branch only, with permissions it holds itself; when the calling key is limited to some addresses or expires, the new key is limited to those addresses and expires no later (403 insufficient_scope otherwise). `secret_key` is in this response only.",
          tags: TAGS,
          headers: idempotent,
          body: createBody,
          response: { 201: withSecret, ...writeErrors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        requireOwnContext(request, body);
        const scopes = Array.isArray(body.scopes) ? (body.scopes as string[]) : [];
        requireGrantable(request, scopes);
        const caller = callerOf(request);
        const expiry =
          body.expires_at === undefined
            ? { expiresAt: null }
            : parseExpiry(body.expires_at, clock.now());
        requireWithinCaller(
          request,
          caller,
          {
            scopes,
            allowed_ips: allowListOf(body.allowed_ips) ?? [],
            expires_at: expiry.expiresAt ?? null,
          },
          'a key it creates',
        );
        const key = request.apiKey!;
        const location = (made: Record<string, string>) => `/api/v1/api-keys/${made.public_key}`;
        return sendOnce(writer, request, reply, { status: 201, sealed: true, location }, () =>
          secretOnce(
            keys.create(
              {
                companyId: key.company_id,
                branchId: key.branch_id,
                name: body.name,
                description: body.description ?? undefined,
                scopes,
                ...(body.allowed_ips !== undefined ? { allowed_ips: body.allowed_ips } : {}),
                ...(body.expires_at !== undefined ? { expires_at: body.expires_at } : {}),
              },
              actorOf(request),
            ),
          ),
        );
      },
    );

    app.patch<{ Params: Params; Body: Body }>(
      '/api-keys/:id',
      {
        config: { scope: SCOPE },
        schema: {
          summary: "Change an API key's name, description, allowed IP addresses or expiry",
          description:
            'Fields left out keep their value; permissions stay as created. The result must stay within the calling key (a key cannot widen its own allowed addresses or extend its own expiry).',
          tags: TAGS,
          params: publicKeyParam,
          headers: writeHeaders(true, false),
          body: updateBody,
          response: { 200: apiKeySchema, ...writeErrors },
        },
      },
      async (request) => {
        const body = request.body;
        const key = current(request, request.params.id);
        const expiry =
          body.expires_at === undefined
            ? { expiresAt: key.expires_at }
            : parseExpiry(body.expires_at, clock.now());
        requireWithinCaller(
          request,
          callerOf(request),
          {
            scopes: key.scopes,
            allowed_ips: allowListOf(body.allowed_ips) ?? key.allowed_ips,
            expires_at: expiry.expiresAt === undefined ? key.expires_at : expiry.expiresAt,
          },
          'a key it changes',
        );
        return keys.update(
          key.public_key,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.allowed_ips !== undefined ? { allowed_ips: body.allowed_ips } : {}),
            ...(body.expires_at !== undefined ? { expires_at: body.expires_at } : {}),
          },
          actorOf(request),
        );
      },
    );

    app.post<{ Params: Params }>(
      '/api-keys/:id/regenerate',
      {
        config: { scope: SCOPE },
        schema: {
          summary: "Regenerate an API key's secret",
          description:
            'The old secret stops working at once; `secret_key` is in this response only. Any key may regenerate itself without this permission: POST /me/regenerate.',
          tags: TAGS,
          params: publicKeyParam,
          headers: writeHeaders(true, true),
          response: { 200: withSecret, ...errors, 412: problem },
        },
      },
      async (request, reply) => {
        const key = current(request, request.params.id);
        return sendOnce(writer, request, reply, { status: 200, sealed: true }, () =>
          secretOnce(keys.regenerate(key.public_key, actorOf(request))),
        );
      },
    );

    for (const [verb, status] of [
      ['activate', 'active'],
      ['deactivate', 'inactive'],
    ] as const) {
      app.post<{ Params: Params }>(
        `/api-keys/:id/${verb}`,
        {
          config: { scope: SCOPE },
          schema: {
            summary: `${verb === 'activate' ? 'Activate' : 'Deactivate'} an API key`,
            description:
              verb === 'activate'
                ? 'The key authenticates again (unless expired).'
                : 'The key is refused (401 invalid_api_key) from the next request on; a key may deactivate itself.',
            tags: TAGS,
            params: publicKeyParam,
            headers: writeHeaders(true, true),
            response: { 200: apiKeySchema, ...errors, 412: problem },
          },
        },
        async (request, reply) => {
          const key = current(request, request.params.id);
          return sendOnce(writer, request, reply, { status: 200 }, () =>
            keys.setStatus(key.public_key, status, actorOf(request)),
          );
        },
      );
    }

    app.post(
      '/me/regenerate',
      {
        // Any key, on itself only: an ERP rotates its own credential without managing keys.
        config: { scope: '' },
        schema: {
          summary: "Regenerate the calling key's own secret",
          description:
            'Any active key, on itself only. The old secret stops working at once (send the next request with the new one); `secret_key` is in this response only.',
          tags: ['Keys'],
          headers: idempotent,
          response: { 200: withSecret, ...authErrors, 413: problem, 415: problem },
        },
      },
      async (request, reply) =>
        sendOnce(writer, request, reply, { status: 200, sealed: true }, () =>
          secretOnce(keys.regenerate(request.apiKey!.public_key, actorOf(request))),
        ),
    );
  };
}
