import { AppError } from '../../shared/errors';
import type { CliCommand } from './command';
import { keyValues, optional } from './command';
import {
  clearStoredDefaults,
  DEFAULTS_FILE,
  resolveTenantDefaults,
  writeStoredDefaults,
} from './tenant-defaults';

export const useCommands: CliCommand[] = [
  {
    name: 'use',
    summary: 'Set the company and branch used when --company/--branch are omitted',
    usage: 'use [--company ID --branch ID | --clear]',
    options: {
      company: { type: 'string' },
      branch: { type: 'string' },
      clear: { type: 'boolean' },
    },
    // The values given are what is being stored, never filled from the old defaults.
    defaultTenant: false,
    examples: [
      'cli use --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
      'cli use',
      'cli use --clear',
    ],
    async run({ service, values, actor }) {
      const dataDir = service.config.dataDir;
      if (values.clear === true) {
        await clearStoredDefaults(dataDir);
        return { data: { cleared: true }, text: 'No default company and branch now.' };
      }
      const companyId = optional(values, 'company');
      const branchId = optional(values, 'branch');
      if (companyId === undefined && branchId === undefined) {
        const current = await resolveTenantDefaults(dataDir);
        const data = {
          company_id: current.company?.id ?? null,
          company_from: current.company?.source ?? null,
          branch_id: current.branch?.id ?? null,
          branch_from: current.branch?.source ?? null,
        };
        return { data, text: keyValues(data) };
      }
      if (companyId === undefined || branchId === undefined) {
        const message = 'Give both --company and --branch (`cli branches list` shows them).';
        throw new AppError('validation_failed', message, [
          { path: companyId === undefined ? 'company' : 'branch', message },
        ]);
      }
      // Checked together now: a default that points nowhere would only defer the error.
      const { company, branch } = service.tenancy.tenant(companyId, branchId);
      await writeStoredDefaults(dataDir, { company_id: company.id, branch_id: branch.id });
      service.log.debug({ actor, company: company.id, branch: branch.id }, 'cli defaults set');
      const data = {
        company_id: company.id,
        company: company.name,
        branch_id: branch.id,
        branch: branch.name,
        file: DEFAULTS_FILE,
      };
      return {
        data,
        text: `${keyValues(data)}\nIC_COMPANY and IC_BRANCH, when set, still take precedence.`,
      };
    },
  },
];
