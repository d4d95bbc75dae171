import type { Channel } from '../../../shared/ipc';
import { generateDemo, readDemoOptions } from '../../demo/demo';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Small enough to load in seconds from the first-run screen, big enough to fill the reports. */
const CONSOLE_DEMO = { days: 30, ordersPerDay: 80 };

/** "Load demo data" on the first-run screen: the generator of `cli demo`, with small sizes. */
export const demoHandlers = (a: AdminKit): Handlers<Extract<Channel, 'demo.load'>> => ({
  'demo.load': {
    access: 'super_admin',
    handle: async (ctx, input) => {
      const options = readDemoOptions({
        industry: input.raw.industry,
        days: input.raw.days ?? CONSOLE_DEMO.days,
        ordersPerDay: input.raw.ordersPerDay ?? CONSOLE_DEMO.ordersPerDay,
      });
      const made = await generateDemo(a.service, options, ctx.actor, (progress) =>
        a.pushTo(ctx.key, 'demo.progress', progress),
      );
      const tenant = { companyId: made.company_id, branchId: made.branch_id };
      a.options.preferences?.setLastTenant(ctx.user.id, tenant);
      const { company_id, branch_id, orders, products, customers, seconds } = made;
      return {
        session: a.sessionInfo(ctx.user),
        tenant,
        demo: { company_id, branch_id, orders, products, customers, seconds },
      };
    },
  },
});
