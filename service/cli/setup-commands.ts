import type { CliCommand } from './command';
import { keyValues, optional, required } from './command';

export const setupCommands: CliCommand[] = [
  {
    name: 'setup',
    summary: 'First run: the Super Admin, the first company and its first branch',
    usage:
      'setup --company NAME --industry restaurant|retail|default --branch NAME --currency CODE --timezone TZ --admin-username U --admin-password P',
    options: {
      company: { type: 'string' },
      industry: { type: 'string' },
      branch: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
      'admin-username': { type: 'string' },
      'admin-password': { type: 'string' },
    },
    async run({ service, values }) {
      const result = await service.tenancy.setup({
        company: { name: required(values, 'company'), industry: required(values, 'industry') },
        branch: {
          name: required(values, 'branch'),
          currency: required(values, 'currency'),
          timeZone: required(values, 'timezone'),
        },
        admin: {
          username: required(values, 'admin-username'),
          password: required(values, 'admin-password'),
        },
      });
      const data = {
        company_id: result.company.id,
        branch_id: result.branch.id,
        admin_user_id: result.userId,
      };
      return { data, text: keyValues(data) };
    },
  },
  {
    name: 'branches list',
    summary: 'Companies and their branches',
    usage: 'branches list [--company ID]',
    options: { company: { type: 'string' } },
    run({ service, values }) {
      const companyId = optional(values, 'company');
      const companies = service.tenancy.companies().filter((c) => !companyId || c.id === companyId);
      const data = companies.map((c) => ({ ...c, branches: service.tenancy.branches(c.id) }));
      const text = data
        .map(
          (c) =>
            `${c.id}  ${c.name} (${c.industry})\n${c.branches.map((b) => `  ${b.id}  ${b.name}  ${b.currency}  ${b.time_zone}`).join('\n')}`,
        )
        .join('\n');
      return { data: { companies: data }, text: text || '(none: run setup first)' };
    },
  },
];
