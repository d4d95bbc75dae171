import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../shared/errors';
import type { ApiKeys, AuthenticatedKey } from '../keys/api-keys';
import type { UsageRecorder } from '../keys/usage';
import type { SettingsStore } from '../settings/settings';
import { displayAddress } from '../keys/ip-allow-list';
import { RateLimiter } from './rate-limit';
import { sendProblem } from './problem';
import { isRestaurantOnlyScope } from '../../shared/scopes';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: AuthenticatedKey | null;
  }
  interface FastifyContextConfig {
    /** The scope a route needs; routes without one are public (the OpenAPI document). */
    scope?: string;
  }
}

/**
 * The RateLimit headers in the syntax of draft-ietf-httpapi-ratelimit-headers (structured-field
 * lists): one policy, named "default", of `q` requests per `w` seconds, and what is left of it
 * (`r` requests, for `t` more seconds).
 */
export const RATE_LIMIT_POLICY = 'default';
export const rateLimitPolicyHeader = (quota: number) => `"${RATE_LIMIT_POLICY}";q=${quota};w=60`;
export const rateLimitHeader = (remaining: number, resetSeconds: number) =>
  `"${RATE_LIMIT_POLICY}";r=${remaining};t=${resetSeconds}`;

/** Failed authentications allowed per source address and minute, before 429. */
export const FAILED_AUTH_PER_MINUTE = 30;

export interface AuthDeps {
  keys: ApiKeys;
  usage: UsageRecorder;
  settings: SettingsStore;
  now: () => number;
}

/** Throws 403 insufficient_scope naming the scope, for checks that depend on the body. */
export function requireScope(request: FastifyRequest, scope: string): void {
  if (!request.apiKey?.scopes.has(scope)) {
    throw new AppError(
      'insufficient_scope',
      `This API key does not have the ${scope} permission.`,
      [],
      {
        required_scope: scope,
      },
    );
  }
}

/**
 * The secret of "Authorization: Bearer <secret>", or null when missing or malformed. The scheme
 * is case-insensitive (RFC 9110 §11.1): `bearer` and `BEARER` are accepted too.
 */
function bearerSecret(header: string | undefined): string | null {
  return (header && /^bearer (\S+)$/i.exec(header)?.[1]) || null;
}

/**
 * The authentication order (docs/api.md, "Authentication"), each step with its own status and
 * code: credentials → key (known, active, not expired) → the key's IP allow-list → context
 * headers → context match → rate limit → scope.
 */
export function registerAuth(app: FastifyInstance, deps: AuthDeps): void {
  const perKey = new RateLimiter(deps.now);
  const failures = new RateLimiter(deps.now);
  app.decorateRequest('apiKey', null);

  /**
   * A failed authentication: 401, or 429 past the address's failures for this minute. Only
   * failures are throttled: a valid key from the same address (another integration behind one
   * NAT) never meets this limit. Retry-After is what is left of the minute.
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, missing: boolean) => {
    const r = failures.hit(request.ip, FAILED_AUTH_PER_MINUTE);
    if (!r.allowed) {
      return sendProblem(
        reply.header('retry-after', String(r.resetSeconds)),
        'rate_limited',
        `Too many failed authentication attempts from this address. Retry after ${r.resetSeconds} seconds, and check the secret key.`,
      );
    }
    if (missing) {
      // RFC 9110 §11.6.1: a 401 names the scheme the client should use.
      return sendProblem(
        reply.header('www-authenticate', 'Bearer'),
        'missing_credentials',
        'Send the secret key as "Authorization: Bearer <secret key>".',
      );
    }
    return sendProblem(
      reply.header('www-authenticate', 'Bearer error="invalid_token"'),
      'invalid_api_key',
      'The API key is not valid. It may be mistyped, deactivated, expired or replaced by a regenerated secret.',
    );
  };

  /** True: the request goes on; false: the refusal was sent. */
  const authorize = (request: FastifyRequest, reply: FastifyReply, scope: string): boolean => {
    const now = deps.now();
    const headers = request.headers;
    const secret = bearerSecret(headers.authorization);
    if (secret === null) {
      refuse(request, reply, true);
      return false;
    }
    const key = deps.keys.authenticate(secret, now);
    if (!key) {
      refuse(request, reply, false);
      return false;
    }

    // Known key, before anything else about the request: a key used from elsewhere learns nothing
    // more (not even whether its context headers would match). Not a failed authentication.
    if (key.allowed_ips !== null && !key.allowed_ips.allows(request.ip)) {
      sendProblem(
        reply,
        'ip_not_allowed',
        `This API key may not be used from ${displayAddress(request.ip)}. An admin can add the address to the key's allowed IP addresses (Settings → API Keys).`,
      );
      return false;
    }

    const company = headers['x-company-id'];
    const branch = headers['x-branch-id'];
    if (
      typeof company !== 'string' ||
      company === '' ||
      typeof branch !== 'string' ||
      branch === ''
    ) {
      sendProblem(
        reply,
        'missing_context_header',
        'Send both x-company-id and x-branch-id (Settings → General shows them).',
      );
      return false;
    }
    if (company !== key.company_id || branch !== key.branch_id) {
      sendProblem(
        reply,
        'context_mismatch',
        'This API key belongs to another company or branch than the x-company-id and x-branch-id headers name.',
      );
      return false;
    }
    request.apiKey = key;
    deps.usage.record(key.id, key.time_zone, now);

    const limit = deps.settings.branch(key.branch_id).rate_limit_per_minute;
    if (limit > 0) {
      const r = perKey.hit(key.id, limit, now);
      reply.header('ratelimit-policy', rateLimitPolicyHeader(limit));
      reply.header('ratelimit', rateLimitHeader(r.remaining, r.resetSeconds));
      if (!r.allowed) {
        sendProblem(
          reply.header('retry-after', String(r.resetSeconds)),
          'rate_limited',
          `This API key made more than ${limit} requests in a minute. Retry after ${r.resetSeconds} seconds.`,
        );
        return false;
      }
    }
    // The restaurant floor's routes do not exist for other companies (their keys cannot hold
    // those scopes either): 404, as for any unknown path.
    if (!key.restaurant && scope !== '' && isRestaurantOnlyScope(scope)) {
      sendProblem(
        reply,
        'not_found',
        `No route ${request.method} ${request.url.split('?')[0]!}: tables and bookings exist for restaurant companies only.`,
      );
      return false;
    }
    if (scope !== '' && !key.scopes.has(scope)) {
      sendProblem(
        reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`),
        'insufficient_scope',
        `This API key does not have the ${scope} permission.`,
        { required_scope: scope },
      );
      return false;
    }
    return true;
  };

  // Only routes with a scope run the check (public ones, like the OpenAPI document, do not).
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope;
    if (scope === undefined) return;
    const hook: onRequestHookHandler = (request, reply, done) => {
      if (authorize(request, reply, scope)) done();
    };
    const others = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [hook, ...others] as typeof route.onRequest;
  });
}
