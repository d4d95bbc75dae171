import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import { isEventType } from '../../../shared/events';
import { ALL_SCOPES } from '../../../shared/scopes';
import { viewScopeOf } from '../../events/event-feed';
import type { ApiKeyView } from '../../keys/api-keys';
import { normaliseAllowList } from '../../keys/ip-allow-list';
import { expiryMs } from '../../keys/key-expiry';
import { BRANCH_SETTINGS, SECURITY_SETTINGS } from '../../settings/settings';

/**
 * The rule above all for administration through the open API: a key never obtains more than it
 * holds. Each check here answers 403 (or 404 for what is not the caller's), before any change.
 */

/** The audit actor of an open-API request: `key:pk_…`. */
export const actorOf = (request: FastifyRequest): string => `key:${request.apiKey!.public_key}`;

const refuse = (scope: string, message: string) =>
  new AppError('insufficient_scope', message, [], { required_scope: scope });

/** 404 for a key or webhook of another company or branch: its existence is never revealed. */
export function requireOwnBranch(
  request: FastifyRequest,
  row: { company_id: string; branch_id: string },
  notFound: string,
): void {
  const key = request.apiKey!;
  if (row.company_id !== key.company_id || row.branch_id !== key.branch_id) {
    throw new AppError('not_found', notFound);
  }
}

/** A body's optional `company_id` / `branch_id`: only the caller's own (403 context_mismatch). */
export function requireOwnContext(request: FastifyRequest, body: Record<string, unknown>): void {
  const key = request.apiKey!;
  if (
    (body.company_id !== undefined && body.company_id !== key.company_id) ||
    (body.branch_id !== undefined && body.branch_id !== key.branch_id)
  ) {
    throw new AppError(
      'context_mismatch',
      "An API key acts only in its own company and branch: company_id and branch_id may only name the key's own.",
    );
  }
}

/**
 * Every scope asked for (after `entity:*` is expanded) must be one the caller holds; anything
 * else (another group, an industry-only scope, `*`, a name not in the catalog) is 403.
 */
export function requireGrantable(request: FastifyRequest, requested: readonly string[]): void {
  const held = request.apiKey!.scopes;
  for (const raw of requested) {
    const scope = raw.trim();
    if (scope === '') continue;
    const [entity, action] = scope.split(':');
    const expanded =
      action === '*' && entity !== '*'
        ? ALL_SCOPES.filter((s) => s.startsWith(`${entity}:`))
        : [scope];
    const missing = expanded.length === 0 ? scope : expanded.find((s) => !held.has(s));
    if (missing !== undefined) {
      throw refuse(
        missing,
        `This API key cannot grant "${missing.slice(0, 60)}": a key grants only permissions it holds itself.`,
      );
    }
  }
}

/**
 * A key the caller creates, changes or acts on stays within the caller: its permissions are the
 * caller's or fewer, and when the caller may be used only from some addresses or until some
 * instant, so may the other key (same entries or fewer; same expiry or earlier). Otherwise a key
 * could mint or take over a credential with more reach than its own.
 */
export function requireWithinCaller(
  request: FastifyRequest,
  caller: ApiKeyView,
  target: { scopes: readonly string[]; allowed_ips: readonly string[]; expires_at: string | null },
  what: string,
): void {
  requireGrantable(request, target.scopes);
  if (caller.allowed_ips.length > 0) {
    const inside =
      target.allowed_ips.length > 0 &&
      target.allowed_ips.every((e) => caller.allowed_ips.includes(e));
    if (!inside) {
      throw new AppError(
        'forbidden',
        `This API key may be used only from ${caller.allowed_ips.join(', ')}, so ${what} must be limited to those addresses too.`,
      );
    }
  }
  if (caller.expires_at !== null) {
    const end = expiryMs(caller.expires_at);
    if (target.expires_at === null || expiryMs(target.expires_at) > end) {
      throw new AppError(
        'forbidden',
        `This API key expires at ${caller.expires_at}, so ${what} must expire no later.`,
      );
    }
  }
}

/** allowed_ips of a request body in their stored form, or undefined when absent or invalid (the service says why). */
export function allowListOf(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = normaliseAllowList(raw === null ? [] : raw);
  return list.problem === undefined ? list.entries : undefined;
}

/**
 * A webhook carries event bodies to its URL, and its history keeps them: a key may subscribe to,
 * and act on a webhook of, only events it may read itself (`products:view` for product.*,
 * `categories:view` for category.*), as in the event feed.
 */
export function requireEventScopes(request: FastifyRequest, events: unknown): void {
  if (!Array.isArray(events)) return; // the registry says why
  for (const event of events) {
    if (typeof event !== 'string' || !isEventType(event)) continue; // the registry says why
    const scope = viewScopeOf(event);
    if (!request.apiKey!.scopes.has(scope)) {
      throw refuse(
        scope,
        `This API key does not have the ${scope} permission, which ${event} events need: a webhook carries only events its key may read.`,
      );
    }
  }
}

/** Branch settings a key may change: the order-page options, never an installation or security one. */
const EDITABLE_SETTINGS: ReadonlySet<string> = new Set(
  Object.keys(BRANCH_SETTINGS).filter((k) => !SECURITY_SETTINGS.has(k)),
);

/** A settings change naming a security or installation setting is 403, before any change. */
export function requireEditableSettings(names: readonly string[]): void {
  const refused = names.filter((n) => !EDITABLE_SETTINGS.has(n));
  if (refused.length > 0) {
    throw new AppError(
      'forbidden',
      `${refused.join(', ')} cannot be changed through the API: the port, LAN access, plain HTTP to the local network, trusted CAs, rate limits and TLS stay in the console and the CLI.`,
    );
  }
}

/** The roles a key may see, create and manage; never Admin or Super Admin. */
export const KEY_MANAGED_ROLES: readonly string[] = ['manager', 'cashier', 'staff'];

/**
 * A user a key may see and manage: Manager, Cashier or Staff, with access limited to the key's
 * company and branch. Anyone else (an Admin, a user of another branch or of every branch) is
 * 404, as for an unknown id: the key does not learn that they exist.
 */
export function requireManageableUser(
  request: FastifyRequest,
  user: { role: string; company_ids: readonly string[]; branch_ids: readonly string[] },
  notFound: string,
): void {
  if (!isManageableUser(request, user)) throw new AppError('not_found', notFound);
}

export function isManageableUser(
  request: FastifyRequest,
  user: { role: string; company_ids: readonly string[]; branch_ids: readonly string[] },
): boolean {
  const key = request.apiKey!;
  return (
    KEY_MANAGED_ROLES.includes(user.role) &&
    user.company_ids.length === 1 &&
    user.company_ids[0] === key.company_id &&
    user.branch_ids.length === 1 &&
    user.branch_ids[0] === key.branch_id
  );
}

/** A role a key gives: Manager, Cashier or Staff only (403 otherwise). */
export function requireGrantableRole(role: unknown): void {
  if (typeof role === 'string' && !KEY_MANAGED_ROLES.includes(role)) {
    throw new AppError(
      'forbidden',
      'An API key gives only the Manager, Cashier or Staff role: Admins and Super Admins are made in the console.',
    );
  }
}

/** Branch access a key gives: its own branch only (403 otherwise). */
export function requireOwnBranches(request: FastifyRequest, branchIds: unknown): void {
  if (!Array.isArray(branchIds)) return; // the schema says why
  const own = request.apiKey!.branch_id;
  if (branchIds.length === 0 || branchIds.some((id) => id !== own)) {
    throw new AppError(
      'forbidden',
      "An API key gives access to its own branch only: branch_ids must be exactly [the key's branch].",
    );
  }
}
