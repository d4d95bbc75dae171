import { INDUSTRIES } from '../../shared/scopes';
import type { CliCommand } from './command';
import { keyValues, optional, required, requireSetUp, table } from './command';

/** Companies and branches, with the same validation as `setup` and the console (Tenancy). */
export const tenancyCommands: CliCommand[] = [
  {
    name: 'companies list',
    summary: 'Companies, with their industry and number of branches',
    usage: 'companies list',
    examples: ['cli companies list'],
    run({ service }) {
      const companies = service.tenancy.companies().map((c) => ({
        ...c,
        branches: service.tenancy.branches(c.id).length,
      }));
      return {
        data: { companies },
        text:
          companies.length === 0
            ? '(none: run `cli setup` first)'
            : table(companies, ['id', 'name', 'industry', 'branches', 'created_at']),
      };
    },
  },
  {
    name: 'companies create',
    summary: 'Add a company with its first branch',
    usage: `companies create --name NAME --industry ${INDUSTRIES.join('|')} --branch NAME --currency CODE --timezone TZ`,
    options: {
      name: { type: 'string' },
      industry: { type: 'string' },
      branch: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
    },
    // --branch is the new branch's name here, not an id: never filled from the defaults.
    defaultTenant: false,
    examples: [
      'cli companies create --name "Acme Bistro" --industry restaurant --branch "Harbour" --currency EUR --timezone Europe/Paris',
    ],
    run({ service, values, actor }) {
      requireSetUp(service);
      const { company, branch } = service.tenancy.createCompany(
        {
          name: required(values, 'name'),
          industry: required(values, 'industry'),
          branch: {
            name: required(values, 'branch'),
            currency: required(values, 'currency'),
            timeZone: required(values, 'timezone'),
          },
        },
        actor,
      );
      const data = { company_id: company.id, branch_id: branch.id };
      return { data, text: keyValues(data) };
    },
  },
  {
    name: 'branches list',
    summary: 'Companies and their branches (one company with --company)',
    usage: 'branches list [--company ID]',
    options: { company: { type: 'string' } },
    // --company filters here; without it every company is listed.
    defaultTenant: false,
    examples: ['cli branches list', 'cli branches list --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H'],
    run({ service, values }) {
      const companyId = optional(values, 'company');
      if (companyId) service.tenancy.company(companyId); // not_found for an unknown id
      const companies = service.tenancy.companies().filter((c) => !companyId || c.id === companyId);
      const data = companies.map((c) => ({ ...c, branches: service.tenancy.branches(c.id) }));
      const text = data
        .map(
          (c) =>
            `${c.id}  ${c.name} (${c.industry})\n${c.branches.map((b) => `  ${b.id}  ${b.name}  ${b.currency}  ${b.time_zone}`).join('\n')}`,
        )
        .join('\n');
      return { data: { companies: data }, text: text || '(none: run `cli setup` first)' };
    },
  },
  {
    name: 'branches create',
    summary: 'Add a branch to a company',
    usage: 'branches create --company ID --name NAME --currency CODE --timezone TZ',
    options: {
      company: { type: 'string' },
      name: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
    },
    examples: [
      'cli branches create --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --name "Airport" --currency EUR --timezone Europe/Paris',
    ],
    run({ service, values, actor }) {
      requireSetUp(service);
      const branch = service.tenancy.createBranch(
        required(values, 'company'),
        {
          name: required(values, 'name'),
          currency: required(values, 'currency'),
          timeZone: required(values, 'timezone'),
        },
        actor,
      );
      return { data: branch, text: keyValues({ ...branch }) };
    },
  },
];
