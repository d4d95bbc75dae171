import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

let t: TestService | undefined;
let receiver: Receiver | undefined;
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('Service.listen (the desktop opens the service first, then listens where settings say)', () => {
  it('delivers webhooks while the port is taken, and starts the API once it is free', async () => {
    t = await startTestService({ api: false, worker: true });
    expect(t.service.http).toBeNull();
    // Background work runs with the service, not with the listener.
    expect(t.service.worker).not.toBeNull();
    expect(t.service.exportRunner).not.toBeNull();

    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    await expect(t.service.listen('127.0.0.1', taken)).rejects.toThrow(/EADDRINUSE/);
    expect(t.service.http).toBeNull();

    // A product change made while the port is taken reaches the receiver.
    receiver = await startReceiver();
    t.service.settings.setBranch(t.tenant.branchId, 'allow_http_local', true);
    t.service.webhooks.create(
      { ...t.tenant, url: receiver.url, events: ['product.created'] },
      'test',
    );
    t.service.events.transaction(() =>
      t!.service.events.append({
        type: 'product.created',
        ...t!.tenant,
        object: { id: 'prd_busy_port', name: 'Made while the port is taken', version: 1 },
      }),
    );
    const [delivered] = await receiver.waitFor(1, 10_000);
    expect(JSON.parse(delivered!.body).data.object.id).toBe('prd_busy_port');
    await new Promise<void>((resolve) => blocker.close(() => resolve()));

    // The rest of the service works without the API (the console's IPC uses it).
    const key = t.createKey(['products:view']);
    expect(t.service.keys.show(key.publicKey).status).toBe('active');

    const address = await t.service.listen('127.0.0.1', 0);
    expect(t.service.address).toBe(address);
    const res = await fetch(`${address}/api/v1/me`, { headers: key.headers });
    expect(res.status).toBe(200);
    await expect(t.service.listen('127.0.0.1', 0)).rejects.toThrow(/already listening/);
  });
});
