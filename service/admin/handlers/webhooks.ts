import { AppError } from '../../../shared/errors';
import type { Channel } from '../../../shared/ipc';
import { attemptInfo } from '../pushes';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Webhooks (Admin and Super Admin). */
type WebhooksChannel = Extract<Channel, `webhooks.${string}`>;

export const webhooksHandlers = (a: AdminKit): Handlers<WebhooksChannel> => ({
  'webhooks.list': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      return a.service.webhooks.list(company.id, branch.id);
    },
  },
  'webhooks.categories': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      return a.service.webhooks.filterCategories(company.id, branch.id);
    },
  },
  'webhooks.create': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const { webhook, signing_secret } = a.service.webhooks.create(
        {
          companyId: company.id,
          branchId: branch.id,
          url: input.raw.url,
          description: input.raw.description,
          secret: input.raw.secret,
          events: input.raw.events,
          filter: input.raw.filter,
          max_per_second: input.raw.max_per_second,
        },
        ctx.actor,
      );
      return { webhook, secret: signing_secret };
    },
  },
  'webhooks.update': {
    access: 'admin',
    handle: (ctx, input) => {
      const hook = a.webhook(ctx, input);
      const updated = a.service.webhooks.update(
        hook.id,
        {
          url: input.raw.url,
          description: input.raw.description,
          secret: input.raw.secret,
          events: input.raw.events,
          filter: input.raw.filter,
          max_per_second: input.raw.max_per_second,
        },
        ctx.actor,
      );
      return updated;
    },
  },
  'webhooks.setStatus': {
    access: 'admin',
    handle: (ctx, input) => {
      const hook = a.webhook(ctx, input);
      const status = input.oneOf('status', ['active', 'inactive'] as const, 'Status');
      const replayMissed = input.optionalBoolean('replayMissed', 'Replay missed events');
      input.done();
      const result = a.service.webhooks.setStatus(hook.id, status!, ctx.actor, {
        replayMissed: replayMissed ?? false,
      });
      return result;
    },
  },
  'webhooks.delete': {
    access: 'admin',
    handle: (ctx, input) => {
      a.service.webhooks.delete(a.webhook(ctx, input).id, ctx.actor);
      return { ok: true as const };
    },
  },
  'webhooks.deliveries': {
    access: 'admin',
    handle: (ctx, input) => {
      const filter = {
        event: input.optionalString('event', 'Event'),
        status: input.optionalString('status', 'Status'),
        outcome: input.optionalString('outcome', 'Outcome'),
      };
      const { id } = a.webhook(ctx, input);
      return a.service.webhooks.deliveries(id, { limit: 100, ...filter }).map(attemptInfo);
    },
  },
  'webhooks.attempt': {
    access: 'admin',
    handle: (ctx, input) => {
      const hook = a.webhook(ctx, input);
      const attemptId = input.optionalInteger('attemptId', 'Attempt');
      input.done();
      const attempt = a.service.webhooks
        .deliveries(hook.id, { limit: 100 })
        .find((row) => row.id === attemptId);
      if (!attempt)
        throw new AppError(
          'not_found',
          'That attempt is no longer in the history (the last 100 are kept).',
        );
      return attempt;
    },
  },
  'webhooks.redeliver': {
    access: 'admin',
    handle: (ctx, input) => {
      const hook = a.webhook(ctx, input);
      const eventId = input.string('eventId', 'Event');
      input.done();
      a.service.webhooks.redeliver(hook.id, eventId!, ctx.actor);
      return { ok: true as const };
    },
  },
  'webhooks.sendTest': {
    access: 'admin',
    handle: (ctx, input) => {
      a.service.webhooks.sendTest(a.webhook(ctx, input).id, ctx.actor);
      return { ok: true as const };
    },
  },
  'webhooks.rotateSecret': {
    access: 'admin',
    handle: (ctx, input) => {
      const hook = a.webhook(ctx, input);
      const { webhook, signing_secret } = a.service.webhooks.rotateSecret(
        hook.id,
        { overlap: input.raw.overlap },
        ctx.actor,
      );
      return { webhook, secret: signing_secret };
    },
  },
});
