import { AppError } from '../../shared/errors';
import { isAdminRole } from '../../shared/roles';
import type { Service } from '../app';
import type { UserRow } from '../db/entities';
import type { Users } from '../accounts/users';
import type { Tenant as TenantRows } from '../tenancy/tenancy';
import type { WebhookView } from '../webhooks/registry';
import type { AuthedCtx } from './caller';
import type { Input } from './input';

/** Who may call a channel: anyone, any signed-in user, admins, or the Super Admin only. */
export type Access = 'public' | 'user' | 'admin' | 'super_admin';

const ROLE_DENIED: Record<Exclude<Access, 'public' | 'user'>, string> = {
  admin: 'Only an Admin or a Super Admin can do this.',
  super_admin: 'Only a Super Admin can do this.',
};

/** The role check of every non-public channel, run in main before its handler. */
export function requireAccess(
  access: Exclude<Access, 'public'>,
  user: UserRow | null,
): asserts user is UserRow {
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  if (access === 'admin' && !isAdminRole(user.role))
    throw new AppError('forbidden', ROLE_DENIED.admin);
  if (access === 'super_admin' && user.role !== 'super_admin')
    throw new AppError('forbidden', ROLE_DENIED.super_admin);
}

/**
 * Tenant guards: the company and branch a request names, checked against the caller's
 * company access, and the key or webhook it names, checked to belong to that branch.
 */
export class Guards {
  constructor(
    private readonly service: Service,
    private readonly users: Users,
  ) {}

  /** The company and branch of the request, checked against the caller's company access. */
  tenant(ctx: AuthedCtx, input: Input): TenantRows {
    const companyId = input.string('companyId', 'Company');
    const branchId = input.string('branchId', 'Branch');
    input.done();
    const rows = this.service.tenancy.tenant(companyId!, branchId!);
    if (!this.users.canAccessCompany(ctx.user, rows.company.id)) {
      throw new AppError('forbidden', 'You do not have access to this company.');
    }
    return rows;
  }

  /** A key of the selected branch; keys of other branches are "not found" here. */
  key(ctx: AuthedCtx, input: Input) {
    const { branch } = this.tenant(ctx, input);
    const publicKey = input.string('publicKey', 'Public key');
    input.done();
    const key = this.service.keys.show(publicKey!);
    if (key.branch_id !== branch.id)
      throw new AppError('not_found', `No API key with public key ${publicKey} in this branch.`);
    return key;
  }

  webhook(ctx: AuthedCtx, input: Input): WebhookView {
    const { branch } = this.tenant(ctx, input);
    const id = input.string('id', 'Webhook');
    input.done();
    const hook = this.service.webhooks.show(id!);
    if (hook.branch_id !== branch.id)
      throw new AppError('not_found', `No webhook with id ${id} in this branch.`);
    return hook;
  }
}
