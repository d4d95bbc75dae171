import { AppError } from '../../../shared/errors';
import type { Channel } from '../../../shared/ipc';
import { Input } from '../input';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Signing in and out, first-run setup, and the company/branch the window works in. */
type AuthChannel = Extract<
  Channel,
  | 'app.state'
  | 'auth.setup'
  | 'auth.login'
  | 'auth.logout'
  | 'auth.redeemSetupCode'
  | 'tenant.select'
>;

export const authHandlers = (a: AdminKit): Handlers<AuthChannel> => ({
  'app.state': {
    access: 'public',
    handle: (ctx) => ({
      setUp: a.service.tenancy.isSetUp(),
      session: ctx.user ? a.sessionInfo(ctx.user) : null,
    }),
  },

  'auth.setup': {
    access: 'public',
    handle: async (ctx, input) => {
      const company = new Input(input.raw.company);
      const branch = new Input(input.raw.branch);
      const admin = new Input(input.raw.admin);
      const result = await a.service.tenancy.setup({
        company: { name: company.raw.name, industry: company.raw.industry },
        branch: {
          name: branch.raw.name,
          currency: branch.raw.currency,
          timeZone: branch.raw.timeZone,
        },
        admin: {
          username: admin.raw.username,
          password: admin.raw.password,
          displayName: admin.raw.displayName,
        },
      });
      a.sessions.start(ctx.key, result.userId);
      a.options.preferences?.setLastTenant(result.userId, {
        companyId: result.company.id,
        branchId: result.branch.id,
      });
      return a.sessionInfo(a.users.row(result.userId));
    },
  },

  'auth.login': {
    access: 'public',
    handle: async (ctx, input) => {
      if (!a.service.tenancy.isSetUp())
        throw new AppError('setup_required', 'Set up the first company and Super Admin first.');
      const outcome = await a.auth.login({
        username: input.raw.username,
        password: input.raw.password,
        code: input.raw.code,
      });
      if (outcome.status === 'totp_required') return { status: 'totp_required' };
      a.sessions.start(ctx.key, outcome.user.id);
      return { status: 'ok', session: a.sessionInfo(outcome.user) };
    },
  },

  'auth.redeemSetupCode': {
    access: 'public',
    handle: async (ctx, input) => {
      // The code proves the person; they are signed in with the password they just chose.
      const user = await a.users.redeemSetupCode(
        input.raw.username,
        input.raw.code,
        input.raw.password,
      );
      a.sessions.start(ctx.key, user.id);
      return { status: 'ok' as const, session: a.sessionInfo(a.users.row(user.id)) };
    },
  },

  'auth.logout': {
    access: 'public',
    handle: (ctx) => {
      if (ctx.user) {
        a.service.audit.record({
          actor: ctx.actor,
          action: 'user.logout',
          targetType: 'user',
          targetId: ctx.user.username,
        });
      }
      a.sessions.end(ctx.key);
      return { ok: true as const };
    },
  },

  'tenant.select': {
    access: 'user',
    handle: (ctx, input) => {
      const rows = a.tenant(ctx, input);
      a.options.preferences?.setLastTenant(ctx.user.id, {
        companyId: rows.company.id,
        branchId: rows.branch.id,
      });
      return { ok: true as const };
    },
  },
});
