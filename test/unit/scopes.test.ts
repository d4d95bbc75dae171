import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  SCOPE_GROUPS,
  describeScopeProblems,
  normalizeScopes,
  scopeGroupsFor,
  scopeLabel,
} from '../../shared/scopes';

describe('scope catalog', () => {
  it('has the eleven groups of the spec with their actions', () => {
    expect(SCOPE_GROUPS.map((g) => g.entity)).toEqual([
      'products',
      'categories',
      'orders',
      'tables',
      'bookings',
      'customer',
      'rewards',
      'users',
      'inventory',
      'reports',
      'system_settings',
    ]);
    expect(ALL_SCOPES).toContain('products:manage_pricing');
    expect(ALL_SCOPES).toContain('orders:manage_refunds');
    expect(ALL_SCOPES).toContain('reports:create_custom_reports');
    expect(ALL_SCOPES).toContain('system_settings:manage_api_keys');
    expect(ALL_SCOPES).toHaveLength(6 + 5 + 7 + 6 + 4 + 2 + 6 + 6 + 1 + 4 + 4);
    for (const s of ALL_SCOPES) expect(s).toMatch(/^[a-z_]+:[a-z_]+$/);
  });

  it('offers tables and bookings to restaurants only', () => {
    expect(scopeGroupsFor('restaurant').map((g) => g.entity)).toContain('tables');
    expect(scopeGroupsFor('retail').map((g) => g.entity)).not.toContain('tables');
    expect(scopeGroupsFor('default').map((g) => g.entity)).not.toContain('bookings');
  });

  it('expands a whole group, removes duplicates and sorts in catalog order', () => {
    const r = normalizeScopes(['inventory:view', 'products:*', 'products:view'], 'retail');
    expect(r.problems).toEqual([]);
    expect(r.scopes).toEqual([
      'products:view',
      'products:create',
      'products:update',
      'products:delete',
      'products:manage_stock',
      'products:manage_pricing',
      'inventory:view',
    ]);
  });

  it('reports unknown scopes and restaurant-only scopes in a sentence', () => {
    const r = normalizeScopes(['products:fly', 'tables:view', 'bookings:*', 'nope:*'], 'retail');
    expect(r.problems).toEqual([
      { scope: 'products:fly', reason: 'unknown' },
      { scope: 'tables:view', reason: 'restaurant_only' },
      { scope: 'bookings:*', reason: 'restaurant_only' },
      { scope: 'nope:*', reason: 'unknown' },
    ]);
    expect(describeScopeProblems(r.problems)).toBe(
      'Unknown permissions: products:fly, nope:*. Only restaurant companies can use: tables:view, bookings:*.',
    );
    expect(normalizeScopes(['tables:view'], 'restaurant')).toEqual({
      scopes: ['tables:view'],
      problems: [],
    });
  });

  it('labels scopes for people', () => {
    expect(scopeLabel('products:manage_stock')).toBe('Products: Manage Stock');
    expect(scopeLabel('x:y')).toBe('x:y');
  });
});
