import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';
import { desktopHandlers } from './desktop';
import { generalHandlers } from './general';
import { keysHandlers } from './keys';
import { orderPageHandlers } from './order-page';
import { profileHandlers } from './profile';
import { reportsHandlers } from './reports';
import { tenancyHandlers } from './tenancy';
import { usersHandlers } from './users';
import { webhooksHandlers } from './webhooks';

/**
 * The handler modules, one per domain. Their union must be every channel of shared/ipc.ts:
 * a missing channel fails type-checking here, a handler of an unknown channel fails in its
 * module, and test/unit/ipc-table.test.ts checks the same at run time (no channel twice).
 */
export const HANDLER_MODULES = [
  authHandlers,
  tenancyHandlers,
  demoHandlers,
  generalHandlers,
  desktopHandlers,
  keysHandlers,
  webhooksHandlers,
  orderPageHandlers,
  profileHandlers,
  usersHandlers,
  auditHandlers,
  reportsHandlers,
] as const;

export function handlerTable(kit: AdminKit): Handlers<Channel> {
  return {
    ...authHandlers(kit),
    ...tenancyHandlers(kit),
    ...demoHandlers(kit),
    ...generalHandlers(kit),
    ...desktopHandlers(kit),
    ...keysHandlers(kit),
    ...webhooksHandlers(kit),
    ...orderPageHandlers(kit),
    ...profileHandlers(kit),
    ...usersHandlers(kit),
    ...auditHandlers(kit),
    ...reportsHandlers(kit),
  };
}
