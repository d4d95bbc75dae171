import type { Channel } from '../../../shared/ipc';
import { scopeGroupsFor, type Industry } from '../../../shared/scopes';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → API Keys (Admin and Super Admin). */
type KeysChannel = Extract<Channel, 'scopes.catalog' | `keys.${string}`>;

export const keysHandlers = (a: AdminKit): Handlers<KeysChannel> => ({
  'scopes.catalog': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company } = a.tenant(ctx, input);
      return { groups: scopeGroupsFor(company.industry), industry: company.industry as Industry };
    },
  },
  'keys.stats': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      return a.service.keys.stats(company.id, branch.id);
    },
  },
  'keys.list': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const includeInactive = input.optionalBoolean('includeInactive', 'Show deactivated');
      input.done();
      return a.service.keys.list(company.id, branch.id, {
        includeInactive: includeInactive ?? false,
      });
    },
  },
  'keys.create': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      return a.service.keys.create(
        {
          companyId: company.id,
          branchId: branch.id,
          name: input.raw.name,
          description: input.raw.description,
          scopes: input.raw.scopes,
          allowed_ips: input.raw.allowed_ips,
          expires_at: input.raw.expires_at,
        },
        ctx.actor,
      );
    },
  },
  'keys.reveal': {
    access: 'admin',
    handle: (ctx, input) => a.service.keys.reveal(a.key(ctx, input).public_key, ctx.actor),
  },
  'keys.regenerate': {
    access: 'admin',
    handle: (ctx, input) => a.service.keys.regenerate(a.key(ctx, input).public_key, ctx.actor),
  },
  'keys.setStatus': {
    access: 'admin',
    handle: (ctx, input) => {
      const key = a.key(ctx, input);
      const status = input.oneOf('status', ['active', 'inactive'] as const, 'Status');
      input.done();
      return a.service.keys.setStatus(key.public_key, status!, ctx.actor);
    },
  },
  'keys.update': {
    access: 'admin',
    handle: (ctx, input) => {
      const key = a.key(ctx, input);
      return a.service.keys.update(
        key.public_key,
        {
          name: input.raw.name,
          description: input.raw.description,
          allowed_ips: input.raw.allowed_ips,
          expires_at: input.raw.expires_at,
          scopes: input.raw.scopes,
        },
        ctx.actor,
      );
    },
  },
});
