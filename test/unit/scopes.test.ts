import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  SCOPE_GROUPS,
  closeScopes,
  describeScopeProblems,
  normalizeScopes,
  scopeGroupsFor,
  scopeLabel,
} from '../../shared/scopes';
import { editDistance } from '../../shared/closest';

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

describe('suggestions for a mistyped scope', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('products:view', 'products:view')).toBe(0);
    expect(editDistance('prodcuts:view', 'products:view')).toBe(1); // swap
    expect(editDistance('product:view', 'products:view')).toBe(1); // insertion
    expect(editDistance('products:viewx', 'products:view')).toBe(1); // deletion
    expect(editDistance('products:vieq', 'products:view')).toBe(1); // substitution
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('offers the nearest catalog scopes, nearest first, and nothing for a stranger', () => {
    expect(closeScopes('prodcuts:veiw')).toEqual(['products:view']);
    expect(closeScopes('products:manage-stock')).toEqual(['products:manage_stock']);
    expect(closeScopes('Orders:View')).toEqual(['orders:view']);
    expect(closeScopes('product:*')).toEqual(['products:*']);
    expect(closeScopes('categories:updat')).toEqual(['categories:update']);
    expect(closeScopes('users:delet')[0]).toBe('users:delete');
    expect(closeScopes('banana')).toEqual([]);
    expect(closeScopes('nope:*')).toEqual([]);
    expect(closeScopes('products:fly')).toEqual([]);
    for (const scope of ALL_SCOPES) expect(closeScopes(scope)[0]).toBe(scope);
  });

  it('puts them in the unknown-scope sentence', () => {
    const r = normalizeScopes(['prodcuts:view', 'orders:veiw', 'nope:*'], 'retail');
    expect(describeScopeProblems(r.problems)).toBe(
      'Unknown permissions: prodcuts:view (did you mean products:view?), orders:veiw (did you mean orders:view?), nope:*.',
    );
  });
});
