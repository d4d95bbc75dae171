import type { EventType } from '../../shared/events';
import { ManualClock } from '../../service/util/clock';
import { DeliveryStore } from '../../service/webhooks/delivery-store';
import { startTestService, type TestService } from './test-service';

/**
 * A service on a real SQLite file in a temp directory (no API, no worker) on a manual clock,
 * for tests of one delivery stage: webhooks registered through the registry, events appended
 * through the event log (so the fan-out writes their delivery rows).
 */
export async function deliveryFixture() {
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  const ts: TestService = await startTestService({ api: false, worker: false, clock });
  const s = ts.service;
  s.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
  const store = new DeliveryStore(s.db);
  return {
    ts,
    s,
    clock,
    store,
    /** A webhook of the test branch, subscribed to `events`. */
    webhook(url = 'http://127.0.0.1:9/hook', events: EventType[] = ['product.created']) {
      return s.webhooks.create(
        { companyId: ts.tenant.companyId, branchId: ts.tenant.branchId, url, events },
        'test',
      ).webhook;
    },
    /** `n` events of `type` in one transaction. */
    emit(n = 1, type: EventType = 'product.created') {
      return s.events.transaction(() =>
        Array.from({ length: n }, (_, i) =>
          s.events.append({
            type,
            companyId: ts.tenant.companyId,
            branchId: ts.tenant.branchId,
            object: { id: `prd_${i}`, name: `Product ${i}`, version: 1 },
          }),
        ),
      );
    },
    close: () => ts.close(),
  };
}

export type DeliveryFixture = Awaited<ReturnType<typeof deliveryFixture>>;
