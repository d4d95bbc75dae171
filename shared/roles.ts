/**
 * Roles and the Settings tabs each role sees: the contract the renderer (which tabs to
 * show) and main (which channels a role may call, service/admin/guards.ts) agree on.
 */
export type Role = 'super_admin' | 'admin' | 'manager' | 'cashier' | 'staff';
export const ROLES: readonly Role[] = ['super_admin', 'admin', 'manager', 'cashier', 'staff'];
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  manager: 'Manager',
  cashier: 'Cashier',
  staff: 'Staff',
};

/** Settings tabs; which ones a role sees is decided in one place (tabsFor). */
export type TabId =
  'general' | 'api-keys' | 'webhooks' | 'reports' | 'profile' | 'order-page' | 'users' | 'audit';
export const TAB_LABELS: Record<TabId, string> = {
  general: 'General',
  'api-keys': 'API Keys',
  webhooks: 'Webhooks',
  reports: 'Reports',
  profile: 'Profile',
  'order-page': 'Order page',
  users: 'Users',
  audit: 'Audit log',
};

export function tabsFor(role: Role): TabId[] {
  if (role === 'super_admin')
    return [
      'general',
      'api-keys',
      'webhooks',
      'reports',
      'profile',
      'order-page',
      'users',
      'audit',
    ];
  if (role === 'admin')
    return ['general', 'api-keys', 'webhooks', 'reports', 'profile', 'order-page'];
  return ['profile', 'order-page'];
}

export const isAdminRole = (role: Role): boolean => role === 'super_admin' || role === 'admin';
