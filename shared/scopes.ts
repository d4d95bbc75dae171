/**
 * The permission catalog: the single source of truth for scopes, their groups and labels.
 * Used by the open API (scope checks), the CLI (validation), the dashboard picker and the docs.
 */
import { closest } from './closest';

export type Industry = 'restaurant' | 'retail' | 'default';
export const INDUSTRIES: readonly Industry[] = ['restaurant', 'retail', 'default'];

export interface ScopeGroup {
  /** Entity part of the scope, e.g. `products`. */
  entity: string;
  label: string;
  /** Offered only to companies whose industry is `restaurant`. */
  restaurantOnly: boolean;
  actions: readonly { action: string; label: string }[];
}

const group = (
  entity: string,
  label: string,
  actions: readonly string[],
  restaurantOnly = false,
): ScopeGroup => ({
  entity,
  label,
  restaurantOnly,
  actions: actions.map((label) => ({ action: label.toLowerCase().replace(/ /g, '_'), label })),
});

export const SCOPE_GROUPS: readonly ScopeGroup[] = [
  group('products', 'Products', [
    'View',
    'Create',
    'Update',
    'Delete',
    'Manage Stock',
    'Manage Pricing',
  ]),
  group('categories', 'Categories', ['View', 'Create', 'Update', 'Delete', 'Manage Hierarchy']),
  group('orders', 'Orders', [
    'View',
    'Create',
    'Update',
    'Delete',
    'Manage Status',
    'Process Payments',
    'Manage Refunds',
  ]),
  group(
    'tables',
    'Tables',
    ['View', 'Create', 'Update', 'Delete', 'Manage Reservations', 'Manage Status'],
    true,
  ),
  group('bookings', 'Bookings', ['View', 'Create', 'Update', 'Delete'], true),
  group('customer', 'Customer', ['View', 'Create']),
  group('rewards', 'Rewards', [
    'View',
    'Create',
    'Update',
    'Delete',
    'Manage Points',
    'Manage Redemptions',
  ]),
  group('users', 'Users', ['View', 'Create', 'Update', 'Delete', 'Manage Roles', 'Manage Access']),
  group('inventory', 'Inventory', ['View']),
  group('reports', 'Reports and Analytics', [
    'View',
    'Export',
    'Create Custom Reports',
    'Manage Scheduled Reports',
  ]),
  group('system_settings', 'System Settings', [
    'View',
    'Update',
    'Manage Integrations',
    'Manage API Keys',
  ]),
];

export const ALL_SCOPES: readonly string[] = SCOPE_GROUPS.flatMap((g) =>
  g.actions.map((a) => `${g.entity}:${a.action}`),
);

const SCOPE_SET = new Set(ALL_SCOPES);
const RESTAURANT_ONLY = new Set(SCOPE_GROUPS.filter((g) => g.restaurantOnly).map((g) => g.entity));

/** True for a scope of a restaurant-only group (`tables:view`): its routes exist for restaurants only. */
export function isRestaurantOnlyScope(scope: string): boolean {
  return RESTAURANT_ONLY.has(scope.split(':')[0]!);
}

/** The groups a company of this industry may choose from. */
export function scopeGroupsFor(industry: Industry): ScopeGroup[] {
  return SCOPE_GROUPS.filter((g) => industry === 'restaurant' || !g.restaurantOnly);
}

export function scopeLabel(scope: string): string {
  const [entity, action] = scope.split(':');
  const g = SCOPE_GROUPS.find((x) => x.entity === entity);
  const a = g?.actions.find((x) => x.action === action);
  return g && a ? `${g.label}: ${a.label}` : scope;
}

export interface ScopeProblem {
  scope: string;
  reason: 'unknown' | 'restaurant_only';
}

/**
 * Expands `entity:*` to the whole group, removes duplicates, sorts in catalog order, and
 * reports every unknown or industry-forbidden scope.
 */
export function normalizeScopes(
  requested: readonly string[],
  industry: Industry,
): { scopes: string[]; problems: ScopeProblem[] } {
  const chosen = new Set<string>();
  const problems: ScopeProblem[] = [];
  for (const raw of requested) {
    const scope = raw.trim();
    if (scope === '') continue;
    const [entity, action] = scope.split(':');
    const expanded =
      action === '*' ? ALL_SCOPES.filter((s) => s.startsWith(`${entity}:`)) : [scope];
    if (expanded.length === 0 || !expanded.every((s) => SCOPE_SET.has(s))) {
      problems.push({ scope, reason: 'unknown' });
      continue;
    }
    if (industry !== 'restaurant' && entity !== undefined && RESTAURANT_ONLY.has(entity)) {
      problems.push({ scope, reason: 'restaurant_only' });
      continue;
    }
    expanded.forEach((s) => chosen.add(s));
  }
  return { scopes: ALL_SCOPES.filter((s) => chosen.has(s)), problems };
}

/**
 * The catalog scopes (or `entity:*` wildcards, for a wildcard) closest to a mistyped one,
 * nearest first (see `closest`).
 */
export function closeScopes(input: string, limit = 3): string[] {
  const needle = input.trim().toLowerCase().replace(/-/g, '_');
  const candidates = needle.endsWith(':*') ? SCOPE_GROUPS.map((g) => `${g.entity}:*`) : ALL_SCOPES;
  return closest(needle, candidates, limit);
}

const withSuggestion = (scope: string): string => {
  const close = closeScopes(scope);
  return close.length ? `${scope} (did you mean ${close.join(' or ')}?)` : scope;
};

export function describeScopeProblems(problems: readonly ScopeProblem[]): string {
  const unknown = problems
    .filter((p) => p.reason === 'unknown')
    .map((p) => withSuggestion(p.scope));
  const restaurant = problems.filter((p) => p.reason === 'restaurant_only').map((p) => p.scope);
  const parts: string[] = [];
  if (unknown.length)
    parts.push(`Unknown permission${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (restaurant.length) parts.push(`Only restaurant companies can use: ${restaurant.join(', ')}.`);
  return parts.join(' ');
}
