import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Profile (every role, own account): display name, password, two-factor. */
type ProfileChannel = Extract<Channel, `profile.${string}` | `totp.${string}`>;

export const profileHandlers = (a: AdminKit): Handlers<ProfileChannel> => ({
  'profile.update': {
    access: 'user',
    handle: (ctx, input) => {
      const displayName = input.string('displayName', 'Display name');
      input.done();
      a.users.update(ctx.user.id, { displayName }, ctx.actor, ctx.user.id);
      return a.sessionInfo(a.users.row(ctx.user.id));
    },
  },
  'profile.changePassword': {
    access: 'user',
    handle: async (ctx, input) => {
      await a.auth.changePassword(ctx.user.id, input.raw.currentPassword, input.raw.newPassword);
      a.endSessionsOf(ctx.user.id, 'Your password was changed in another window.', ctx.key);
      a.sessions.start(ctx.key, ctx.user.id);
      return { ok: true as const };
    },
  },
  'totp.begin': { access: 'user', handle: (ctx) => a.auth.beginTotp(ctx.user.id) },
  'totp.confirm': {
    access: 'user',
    handle: (ctx, input) => {
      const recoveryCodes = a.auth.confirmTotp(ctx.user.id, input.raw.code);
      return { recoveryCodes, session: a.sessionInfo(a.users.row(ctx.user.id)) };
    },
  },
  'totp.disable': {
    access: 'user',
    handle: async (ctx, input) => {
      await a.auth.disableTotp(ctx.user.id, input.raw.password);
      return a.sessionInfo(a.users.row(ctx.user.id));
    },
  },
});
