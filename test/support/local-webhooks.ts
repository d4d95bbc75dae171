/**
 * Services with plain http to local receivers allowed, and receivers on 127.0.0.1, each closed
 * after the test that made it (register `closeAll` in afterEach).
 */
import { startTestService, type TestService } from './test-service';
import { startReceiver, type Receiver } from './webhook-receiver';

export function localWebhookFixtures() {
  const cleanups: (() => Promise<void>)[] = [];
  return {
    async service(): Promise<TestService> {
      const ts = await startTestService();
      cleanups.push(() => ts.close());
      ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
      return ts;
    },
    async receiver(): Promise<Receiver> {
      const r = await startReceiver();
      cleanups.push(() => r.close());
      return r;
    },
    async closeAll(): Promise<void> {
      while (cleanups.length) await cleanups.pop()!().catch(() => {});
    },
  };
}
