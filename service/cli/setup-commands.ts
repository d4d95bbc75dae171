import { AppError } from '../../shared/errors';
import { INDUSTRIES } from '../../shared/scopes';
import type { CliCommand } from './command';
import { keyValues, optional, required } from './command';
import { readPassword } from './password-input';

/** Printed when the password came from argv, which any user of the machine can read in `ps`. */
export const ARGV_PASSWORD_WARNING =
  'warning: --admin-password puts the password in the command line, where other users of this machine can read it; use --admin-password-stdin or the prompt instead.\n';

export const setupCommands: CliCommand[] = [
  {
    name: 'setup',
    summary: 'First run: the Super Admin, the first company and its first branch',
    usage: `setup --company NAME --industry ${INDUSTRIES.join('|')} --branch NAME --currency CODE --timezone TZ --admin-username U [--admin-password-stdin]`,
    options: {
      company: { type: 'string' },
      industry: { type: 'string' },
      branch: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
      'admin-username': { type: 'string' },
      'admin-password-stdin': { type: 'boolean' },
      /** Deprecated: visible to other users in `ps`; kept for scripts, with a warning. */
      'admin-password': { type: 'string' },
    },
    // --company and --branch are the new names here, not ids.
    defaultTenant: false,
    examples: [
      'cli setup --company "Acme Retail" --industry retail --branch "Main street" --currency EUR --timezone Europe/Paris --admin-username admin',
      'cli setup --company "Acme Retail" --industry retail --branch "Main street" --currency EUR --timezone Europe/Paris --admin-username admin --admin-password-stdin < admin-password.txt',
    ],
    async run({ service, values }) {
      // Checked before the password is asked for: a set-up directory needs no prompt.
      if (service.tenancy.isSetUp())
        throw new AppError(
          'already_set_up',
          'This data directory is already set up. Add users with `cli users create`, companies with `cli companies create`.',
        );
      const company = { name: required(values, 'company'), industry: required(values, 'industry') };
      const branch = {
        name: required(values, 'branch'),
        currency: required(values, 'currency'),
        timeZone: required(values, 'timezone'),
      };
      const username = required(values, 'admin-username');
      let password = optional(values, 'admin-password');
      if (password !== undefined) process.stderr.write(ARGV_PASSWORD_WARNING);
      else
        password = await readPassword({
          fromStdin: values['admin-password-stdin'] === true,
          confirm: true,
          label: `Password for ${username}`,
          stdinOption: '--admin-password-stdin',
        });
      const result = await service.tenancy.setup({
        company,
        branch,
        admin: { username, password },
      });
      const data = {
        company_id: result.company.id,
        branch_id: result.branch.id,
        admin_user_id: result.userId,
      };
      const next = [
        '',
        'Next:',
        `  cli use --company ${data.company_id} --branch ${data.branch_id}   # the default for --company/--branch`,
        '  scripts/run.sh   # starts the service and its open API',
      ];
      return { data, text: [keyValues(data), ...next].join('\n') };
    },
  },
];
