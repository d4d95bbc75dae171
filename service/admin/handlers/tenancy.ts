import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import { Input } from '../input';
import type { AdminKit } from '../kit';

/** Companies and branches after the first run (Super Admin); the rules are Tenancy's. */
type TenancyChannel = Extract<Channel, `companies.${string}` | `branches.${string}`>;

export const tenancyHandlers = (a: AdminKit): Handlers<TenancyChannel> => ({
  'companies.create': {
    access: 'super_admin',
    handle: (ctx, input) => {
      const company = new Input(input.raw.company);
      const branch = new Input(input.raw.branch);
      const rows = a.service.tenancy.createCompany(
        {
          name: company.raw.name,
          industry: company.raw.industry,
          branch: {
            name: branch.raw.name,
            currency: branch.raw.currency,
            timeZone: branch.raw.timeZone,
          },
        },
        ctx.actor,
      );
      const tenant = { companyId: rows.company.id, branchId: rows.branch.id };
      a.options.preferences?.setLastTenant(ctx.user.id, tenant);
      return { session: a.sessionInfo(ctx.user), tenant };
    },
  },
  'branches.create': {
    access: 'super_admin',
    handle: (ctx, input) => {
      const companyId = input.string('companyId', 'Company');
      input.done();
      const branch = new Input(input.raw.branch);
      const row = a.service.tenancy.createBranch(
        companyId!,
        { name: branch.raw.name, currency: branch.raw.currency, timeZone: branch.raw.timeZone },
        ctx.actor,
      );
      const tenant = { companyId: row.company_id, branchId: row.id };
      a.options.preferences?.setLastTenant(ctx.user.id, tenant);
      return { session: a.sessionInfo(ctx.user), tenant };
    },
  },
});
