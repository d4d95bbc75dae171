import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService | undefined;
afterAll(() => t?.close());

describe('Service.listen (the desktop opens the service first, then listens where settings say)', () => {
  it('keeps the service usable when the port is taken, and starts API and worker once it is free', async () => {
    t = await startTestService({ api: false, worker: true });
    expect(t.service.http).toBeNull();
    expect(t.service.worker).toBeNull();

    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    await expect(t.service.listen('127.0.0.1', taken)).rejects.toThrow(/EADDRINUSE/);
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    expect(t.service.http).toBeNull();
    expect(t.service.worker).toBeNull();
    // The rest of the service works without the API (the console's IPC uses it).
    const key = t.createKey(['products:view']);
    expect(t.service.keys.show(key.publicKey).status).toBe('active');

    const address = await t.service.listen('127.0.0.1', 0);
    expect(t.service.address).toBe(address);
    expect(t.service.worker).not.toBeNull();
    const res = await fetch(`${address}/api/v1/me`, { headers: key.headers });
    expect(res.status).toBe(200);
    await expect(t.service.listen('127.0.0.1', 0)).rejects.toThrow(/already listening/);
  });
});
