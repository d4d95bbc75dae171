/**
 * Permission presets: the usual integrations' permissions, offered beside the checkboxes so a
 * branch admin does not have to know the scope names. A preset only fills the checkboxes.
 */
export interface ScopePreset {
  id: string;
  label: string;
  /** What the integration does with it, in one sentence. */
  description: string;
  scopes: readonly string[];
}

export const SCOPE_PRESETS: readonly ScopePreset[] = [
  {
    id: 'read-only-catalog',
    label: 'Read-only catalog',
    description: 'A web shop or price display that reads products, categories and stock.',
    scopes: ['products:view', 'categories:view', 'inventory:view'],
  },
  {
    id: 'accounting-export',
    label: 'Accounting export',
    description: 'Accounting software that reads sales, refunds and reports, and exports them.',
    scopes: ['orders:view', 'customer:view', 'reports:view', 'reports:export'],
  },
  {
    id: 'pos-sync',
    label: 'POS sync',
    description: 'A till or stock system that keeps the catalog, stock and orders in step.',
    scopes: [
      'products:view',
      'products:update',
      'products:manage_stock',
      'products:manage_pricing',
      'categories:view',
      'orders:view',
      'orders:create',
      'orders:update',
      'orders:manage_status',
      'orders:process_payments',
      'customer:view',
      'inventory:view',
    ],
  },
];

/** The preset whose permissions are exactly these, if any. */
export function presetOf(scopes: ReadonlySet<string>): ScopePreset | undefined {
  return SCOPE_PRESETS.find(
    (p) => p.scopes.length === scopes.size && p.scopes.every((s) => scopes.has(s)),
  );
}
