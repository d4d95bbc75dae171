import type { CliCommand } from './command';
import { keyValues, positional, required } from './command';

const tenantOptions = { company: { type: 'string' }, branch: { type: 'string' } } as const;

export const settingsCommands: CliCommand[] = [
  {
    name: 'settings get',
    summary: 'Branch settings (all, or one KEY)',
    usage: 'settings get --company ID --branch ID [KEY]',
    examples: [
      'cli settings get --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
      'cli settings get rate_limit_per_minute   # after `cli use`',
    ],
    options: tenantOptions,
    run(ctx) {
      const { branch } = ctx.service.tenancy.tenant(
        required(ctx.values, 'company'),
        required(ctx.values, 'branch'),
      );
      const all = ctx.service.settings.branch(branch.id) as Record<string, unknown>;
      const key = ctx.positionals[0];
      const data = key ? { [key]: all[key] } : all;
      if (key && !(key in all)) {
        return ctx.service.settings.setBranch(branch.id, key, undefined) as never; // throws: unknown setting
      }
      return { data, text: keyValues(data) };
    },
  },
  {
    name: 'settings set',
    summary: 'Change one branch setting',
    usage: 'settings set --company ID --branch ID KEY VALUE',
    examples: [
      'cli settings set --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J allow_http_local true',
      'cli settings set rate_limit_per_minute 600   # after `cli use`',
    ],
    options: tenantOptions,
    run(ctx) {
      const { company, branch } = ctx.service.tenancy.tenant(
        required(ctx.values, 'company'),
        required(ctx.values, 'branch'),
      );
      const key = positional(ctx, 0, 'KEY');
      // The store's rules (restaurant-only options included), as in the console and the API.
      const value = (
        ctx.service.settings.updateBranch(branch.id, company.industry === 'restaurant', {
          [key]: positional(ctx, 1, 'VALUE'),
        }) as Record<string, unknown>
      )[key];
      ctx.service.audit.record({
        actor: ctx.actor,
        action: 'settings.updated',
        targetType: 'settings',
        targetId: key,
        companyId: branch.company_id,
        branchId: branch.id,
        details: { key, value },
      });
      return { data: { [key]: value }, text: `${key} = ${String(value)}` };
    },
  },
];
