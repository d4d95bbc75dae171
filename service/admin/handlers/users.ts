import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Users (Super Admin). */
type UsersChannel = Extract<Channel, `users.${string}`>;

export const usersHandlers = (a: AdminKit): Handlers<UsersChannel> => ({
  'users.list': { access: 'super_admin', handle: () => a.users.list() },
  'users.create': {
    access: 'super_admin',
    handle: (ctx, input) =>
      a.users.create(
        {
          username: input.raw.username,
          displayName: input.raw.displayName,
          password: input.raw.password,
          role: input.raw.role,
          companyIds: input.raw.companyIds,
        },
        ctx.actor,
      ),
  },
  'users.update': {
    access: 'super_admin',
    handle: (ctx, input) => {
      const id = input.string('id', 'User');
      input.done();
      const updated = a.users.update(
        id!,
        {
          displayName: input.raw.displayName,
          role: input.raw.role,
          companyIds: input.raw.companyIds,
          disabled: input.raw.disabled,
        },
        ctx.actor,
        ctx.user.id,
      );
      if (updated.disabled) a.endSessionsOf(updated.id, 'Your account was disabled.');
      return updated;
    },
  },
  'users.resetPassword': {
    access: 'super_admin',
    handle: async (ctx, input) => {
      const id = input.string('id', 'User');
      input.done();
      const updated = await a.users.setPassword(id!, input.raw.password, ctx.actor);
      if (updated.id !== ctx.user.id)
        a.endSessionsOf(updated.id, 'Your password was reset by a Super Admin.');
      return updated;
    },
  },
});
