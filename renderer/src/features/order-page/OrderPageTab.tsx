import { call, messageOf } from '../../api';
import type { OrderPageSettings } from '../../../../shared/ipc';
import { useApp, useTenantInfo } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { Card, ErrorBanner, Spinner, Toggle } from '../../components/ui';

const ORDER_TYPES: { value: OrderPageSettings['default_order_type']; label: string }[] = [
  { value: 'takeaway', label: 'Takeaway' },
  { value: 'dine_in', label: 'Dine in' },
  { value: 'delivery', label: 'Delivery' },
];

export function OrderPageTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const { branch } = useTenantInfo();
  const { data, error, loading, reload, setData } = useLoad(
    () => call('orderPage.get', tenant),
    [tenant.companyId, tenant.branchId],
  );

  async function save(change: Partial<OrderPageSettings>) {
    try {
      setData(await call('orderPage.update', { ...tenant, ...change }));
      toast('Order page setting saved.');
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Order page</h1>
          <p className="muted">
            How the order screen of {branch?.name ?? 'this branch'} behaves for everyone at the
            till.
          </p>
        </div>
      </div>
      {loading && !data && <Spinner />}
      {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
      {data && (
        <Card title="Order screen">
          <div className="toggle-row">
            <div>
              <span className="toggle-label" id="order-type-label">
                Default order type
              </span>
              <p className="toggle-description">Pre-selected when a new order starts.</p>
            </div>
            <div className="segmented" role="radiogroup" aria-labelledby="order-type-label">
              {ORDER_TYPES.map((t) => (
                <button
                  key={t.value}
                  type="button"
                  role="radio"
                  aria-checked={data.settings.default_order_type === t.value}
                  className={data.settings.default_order_type === t.value ? 'selected' : ''}
                  onClick={() => void save({ default_order_type: t.value })}
                >
                  {t.label}
                </button>
              ))}
            </div>
          </div>
          <Toggle
            label="Show product images"
            description="Product tiles show their picture. Turn off on slow devices."
            checked={data.settings.show_product_images}
            onChange={(v) => void save({ show_product_images: v })}
          />
          {data.restaurant && (
            <Toggle
              label="Require a table number"
              description="Dine-in orders cannot be sent to the kitchen without a table."
              checked={data.settings.require_table_number}
              onChange={(v) => void save({ require_table_number: v })}
            />
          )}
        </Card>
      )}
    </div>
  );
}
