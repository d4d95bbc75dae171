import type { Channel, OrderPageInfo } from '../../../shared/ipc';
import type { Tenant as TenantRows } from '../../tenancy/tenancy';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Order page (every role, for the companies they can see). */
type OrderPageChannel = Extract<Channel, `orderPage.${string}`>;

function orderPage(a: AdminKit, rows: TenantRows): OrderPageInfo {
  const s = a.service.settings.branch(rows.branch.id);
  return {
    settings: {
      default_order_type: s.default_order_type,
      show_product_images: s.show_product_images,
      require_table_number: s.require_table_number,
    },
    restaurant: rows.company.industry === 'restaurant',
  };
}

export const orderPageHandlers = (a: AdminKit): Handlers<OrderPageChannel> => ({
  'orderPage.get': {
    access: 'user',
    handle: (ctx, input) => orderPage(a, a.tenant(ctx, input)),
  },
  'orderPage.update': {
    access: 'user',
    handle: (ctx, input) => {
      const rows = a.tenant(ctx, input);
      const type =
        input.raw.default_order_type === undefined
          ? undefined
          : input.oneOf(
              'default_order_type',
              ['dine_in', 'takeaway', 'delivery'] as const,
              'Default order type',
            );
      const images = input.optionalBoolean('show_product_images', 'Show product images');
      const table = input.optionalBoolean('require_table_number', 'Require a table number');
      input.done();
      const changes = Object.fromEntries(
        (
          [
            ['default_order_type', type],
            ['show_product_images', images],
            ['require_table_number', table],
          ] as [string, unknown][]
        ).filter(([, value]) => value !== undefined),
      );
      // The store's rules (restaurant-only options included), as for the open API's PATCH /settings.
      a.service.db.tx(() => {
        a.service.settings.updateBranch(
          rows.branch.id,
          rows.company.industry === 'restaurant',
          changes,
        );
        for (const [key, value] of Object.entries(changes)) a.recordSetting(ctx, rows, key, value);
      });
      return orderPage(a, rows);
    },
  },
});
