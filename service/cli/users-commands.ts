import { AppError } from '../../shared/errors';
import type { UserInfo } from '../../shared/ipc';
import type { Service } from '../app';
import type { CliCommand, CommandContext } from './command';
import { keyValues, list, optional, positional, required, requireSetUp, table } from './command';
import { Users } from '../accounts/users';
import { readPassword } from './password-input';

/**
 * Super Admin operations on dashboard accounts, through the same `Users` operations the
 * console's Users tab calls. Whoever can run the CLI on the data directory acts as Super
 * Admin: that is also how a locked-out or forgotten Super Admin is recovered.
 */

const users = (service: Service) => new Users(service.db, service.audit, service.clock);

const passwordOption = { 'password-stdin': { type: 'boolean' } } as const;

/** A user by username, or by id (`usr_…`). */
function findUser(service: Service, ref: string) {
  const row = ref.startsWith('usr_') ? users(service).row(ref) : users(service).byUsername(ref);
  if (!row) throw new AppError('not_found', `No user named ${ref}. \`cli users list\` shows them.`);
  return row;
}

const userRef = (ctx: CommandContext) => positional(ctx, 0, 'USERNAME');

const row = (u: UserInfo) => ({
  username: u.username,
  role: u.role,
  status: u.disabled ? 'disabled' : u.locked_until ? `locked until ${u.locked_until}` : 'active',
  two_factor: u.totp_enabled ? 'on' : 'off',
  companies: u.role === 'super_admin' ? 'all' : u.company_ids.join(','),
  id: u.id,
});

export const userCommands: CliCommand[] = [
  {
    name: 'users list',
    summary: 'Dashboard accounts: role, status (disabled, locked), two-factor, companies',
    usage: 'users list',
    examples: ['cli users list', 'cli --json users list'],
    run({ service }) {
      const all = users(service).list();
      return {
        data: { users: all },
        text: table(all.map(row), ['username', 'role', 'status', 'two_factor', 'companies', 'id']),
      };
    },
  },
  {
    name: 'users create',
    summary: 'Create a dashboard account (the password is prompted for, or read from stdin)',
    usage:
      'users create USERNAME --role super_admin|admin|manager|cashier|staff [--companies ID,ID] [--display-name N] [--password-stdin]',
    options: {
      role: { type: 'string' },
      companies: { type: 'string' },
      'display-name': { type: 'string' },
      ...passwordOption,
    },
    examples: [
      'cli users create alice --role admin --companies cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H',
      'cli users create ops --role super_admin --password-stdin < ops-password.txt',
    ],
    async run(ctx) {
      requireSetUp(ctx.service);
      const username = userRef(ctx);
      const role = required(ctx.values, 'role');
      const password = await readPassword({
        fromStdin: ctx.values['password-stdin'] === true,
        confirm: true,
        label: `Password for ${username}`,
      });
      const user = await users(ctx.service).create(
        {
          username,
          displayName: optional(ctx.values, 'display-name'),
          password,
          role,
          companyIds: list(optional(ctx.values, 'companies')),
        },
        ctx.actor,
      );
      return { data: user, text: keyValues(row(user)) };
    },
  },
  ...(['disable', 'enable'] as const).map((verb): CliCommand => ({
    name: `users ${verb}`,
    summary:
      verb === 'disable'
        ? 'Stop an account from signing in (the console ends its session)'
        : 'Let a disabled account sign in again',
    usage: `users ${verb} USERNAME`,
    examples: [`cli users ${verb} alice`],
    run(ctx) {
      const target = findUser(ctx.service, userRef(ctx));
      // No signed-in user acts here, so the "not your own account" rule has no one to protect.
      const user = users(ctx.service).update(
        target.id,
        { disabled: verb === 'disable' },
        ctx.actor,
        '',
      );
      return {
        data: user,
        text: `${user.username} is now ${user.disabled ? 'disabled' : 'enabled'}.`,
      };
    },
  })),
  {
    name: 'users branches',
    summary:
      'Limit an account to some branches of its companies (none: every branch); an API key manages only users limited to its branch',
    usage: 'users branches USERNAME --branches ID,ID|""',
    options: { branches: { type: 'string' } },
    examples: [
      'cli users branches maria --branches brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
      'cli users branches maria --branches ""   # every branch again',
    ],
    run(ctx) {
      const target = findUser(ctx.service, userRef(ctx));
      const raw = ctx.values.branches;
      if (typeof raw !== 'string') {
        const message =
          'Missing --branches: branch ids separated by commas, or "" for every branch.';
        throw new AppError('validation_failed', message, [{ path: 'branches', message }]);
      }
      const ids = list(raw);
      const user = users(ctx.service).setBranches(target.id, ids, ctx.actor);
      const now = users(ctx.service).branchIds(user.id);
      return {
        data: { ...user, branch_ids: now },
        text: `${user.username} may work in ${now.length ? now.join(', ') : 'every branch of their companies'}.`,
      };
    },
  },
  {
    name: 'users reset-password',
    summary: 'Set a new password and lift a lockout (recovers a locked-out Super Admin)',
    usage: 'users reset-password USERNAME [--password-stdin]',
    options: passwordOption,
    examples: [
      'cli users reset-password admin',
      'printf \'%s\' "$NEW_PASSWORD" | cli users reset-password admin --password-stdin',
    ],
    async run(ctx) {
      const target = findUser(ctx.service, userRef(ctx));
      const password = await readPassword({
        fromStdin: ctx.values['password-stdin'] === true,
        confirm: true,
        label: `New password for ${target.username}`,
      });
      const user = await users(ctx.service).setPassword(target.id, password, ctx.actor);
      return {
        data: user,
        text: `The password of ${user.username} is changed${target.locked_until ? ' and the lockout lifted' : ''}.`,
      };
    },
  },
];
