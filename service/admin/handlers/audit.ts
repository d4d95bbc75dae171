import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Audit log (Super Admin). */
type AuditChannel = Extract<Channel, `audit.${string}`>;

export const auditHandlers = (a: AdminKit): Handlers<AuditChannel> => ({
  'audit.list': {
    access: 'super_admin',
    handle: (_ctx, input) => {
      const companyId = input.optionalString('companyId', 'Company');
      const action = input.optionalString('action', 'Action');
      const actor = input.optionalString('actor', 'Actor');
      const targetId = input.optionalString('targetId', 'Target');
      const limit = input.optionalInteger('limit', 'Limit');
      const beforeId = input.optionalInteger('beforeId', 'Before');
      input.done();
      return a.service.audit.list({
        ...(companyId ? { companyId } : {}),
        ...(action ? { action } : {}),
        ...(actor ? { actor } : {}),
        ...(targetId ? { targetId } : {}),
        ...(limit ? { limit } : {}),
        ...(beforeId ? { beforeId } : {}),
      });
    },
  },
});
