/**
 * A webhook's health against real receivers on 127.0.0.1, delivered by the service's own worker
 * (test events, sent at once): one answering 500, a closed port, an untrusted certificate, and a
 * success afterwards. Also the history's filters (event, status, outcome) on real attempts.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { makePki, startReceiver, type Reply } from '../support/webhook-receiver';
import type { EventType } from '../../shared/events';
import { runCliSync } from '../support/cli-process';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function service(): Promise<TestService> {
  const ts = await startTestService();
  cleanups.push(() => ts.close());
  ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
  return ts;
}

/** A receiver whose answer the test changes as it goes. */
async function receiver(tls?: { key: string; cert: string }) {
  const state: { reply: Reply } = { reply: { status: 500, body: 'boom' } };
  const r = await startReceiver(() => state.reply, tls);
  cleanups.push(() => r.close());
  return Object.assign(r, { state });
}

/** A port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function register(ts: TestService, url: string, events: EventType[] = ['product.created']) {
  return ts.service.webhooks.create(
    { companyId: ts.tenant.companyId, branchId: ts.tenant.branchId, url, events },
    'test',
  ).webhook;
}

/** Sends a test event and waits until the history holds `n` attempts. */
async function attempt(ts: TestService, id: string, n: number) {
  ts.service.webhooks.sendTest(id, 'test');
  const until = Date.now() + 20_000;
  while (ts.service.webhooks.deliveries(id).length < n) {
    if (Date.now() > until) throw new Error(`No attempt ${n} within 20 s.`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhook health', () => {
  it('a receiver answering 500 is failing with "HTTP 500 from the receiver"; a success makes it ok', async () => {
    const ts = await service();
    const r = await receiver();
    const hook = register(ts, r.url);
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'ok',
      failing_since: null,
      last_error: null,
    });

    await attempt(ts, hook.id, 1);
    const first = ts.service.webhooks.deliveries(hook.id)[0]!;
    const failing = ts.service.webhooks.show(hook.id);
    expect(failing).toMatchObject({
      health: 'failing',
      failing_since: first.at,
      last_error: 'HTTP 500 from the receiver',
    });
    expect(ts.service.webhooks.list(ts.tenant.companyId, ts.tenant.branchId)[0]).toMatchObject({
      health: 'failing',
    });

    // A second failure keeps the first one's time.
    r.state.reply = { status: 503 };
    await attempt(ts, hook.id, 2);
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'failing',
      failing_since: first.at,
      last_error: 'HTTP 503 from the receiver',
    });

    r.state.reply = { status: 200, body: 'ok' };
    await attempt(ts, hook.id, 3);
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'ok',
      failing_since: null,
      last_error: null,
    });

    // Failing again: since the first failure after that success.
    r.state.reply = { status: 500 };
    await attempt(ts, hook.id, 4);
    const again = ts.service.webhooks.deliveries(hook.id)[0]!;
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'failing',
      failing_since: again.at,
    });

    // An Inactive webhook is not failing: its status says it delivers nothing.
    ts.service.webhooks.setStatus(hook.id, 'inactive', 'test');
    expect(ts.service.webhooks.show(hook.id).health).toBe('ok');
  });

  it('a closed port is failing with "Connection refused by 127.0.0.1:PORT"', async () => {
    const ts = await service();
    const port = await closedPort();
    const hook = register(ts, `http://127.0.0.1:${port}/hook`);
    await attempt(ts, hook.id, 1);
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'failing',
      last_error: `Connection refused by 127.0.0.1:${port}`,
    });
    // No kept attempt succeeded: the worker's earlier start of the failure run (the kept
    // history is only the newest 100) is the one shown.
    const earlier = Date.parse(ts.service.webhooks.show(hook.id).failing_since!) - 3_600_000;
    ts.service.db
      .prepare('UPDATE webhooks SET failing_since = ? WHERE id = ?')
      .run(earlier, hook.id);
    expect(ts.service.webhooks.show(hook.id).failing_since).toBe(new Date(earlier).toISOString());
  });

  it('a receiver whose certificate no CA vouches for is failing with "Certificate not trusted"', async () => {
    const ts = await service();
    const pki = makePki();
    const r = await receiver({ key: pki.key, cert: pki.cert });
    r.state.reply = { status: 200 };
    const hook = register(ts, r.url);
    await attempt(ts, hook.id, 1);
    expect(ts.service.webhooks.show(hook.id)).toMatchObject({
      health: 'failing',
      last_error: 'Certificate not trusted',
    });
  });
});

describe('delivery history filters', () => {
  it('narrows by event, status and outcome in the query', async () => {
    const ts = await service();
    const r = await receiver();
    const hook = register(ts, r.url);
    // An event answered 500: failed, its retry due in about 10 s (retrying).
    ts.service.events.transaction(() =>
      ts.service.events.append({
        type: 'product.created',
        companyId: ts.tenant.companyId,
        branchId: ts.tenant.branchId,
        object: { id: 'prd_1', name: 'Tea', version: 1 },
      }),
    );
    const until = Date.now() + 20_000;
    while (ts.service.webhooks.deliveries(hook.id).length < 1) {
      if (Date.now() > until) throw new Error('No first attempt.');
      await new Promise((res) => setTimeout(res, 25));
    }
    r.state.reply = { status: 200 };
    await attempt(ts, hook.id, 2); // ping, 200
    r.state.reply = { status: 404 };
    await attempt(ts, hook.id, 3); // ping, 404: tried once, not retrying
    const all = ts.service.webhooks.deliveries(hook.id).map((a) => a.id);
    const [ping404, ping200, event500] = all;
    const ids = (filter: Parameters<typeof ts.service.webhooks.deliveries>[1]) =>
      ts.service.webhooks.deliveries(hook.id, filter).map((a) => a.id);

    expect(ids({ event: 'ping' })).toEqual([ping404, ping200]);
    expect(ids({ event: 'product.created' })).toEqual([event500]);
    expect(ids({ status: '500' })).toEqual([event500]);
    expect(ids({ status: '5xx' })).toEqual([event500]);
    expect(ids({ status: '4xx' })).toEqual([ping404]);
    expect(ids({ status: '2xx' })).toEqual([ping200]);
    expect(ids({ status: 'none' })).toEqual([]);
    expect(ids({ outcome: 'succeeded' })).toEqual([ping200]);
    expect(ids({ outcome: 'failed' })).toEqual([ping404, event500]);
    expect(ids({ outcome: 'retrying' })).toEqual([event500]);
    expect(ids({ event: 'ping', outcome: 'failed' })).toEqual([ping404]);
    expect(ids({ event: '', status: ' ', outcome: undefined })).toEqual(all);

    expect(() => ids({ status: '600' })).toThrow(/HTTP status/);
    expect(() => ids({ outcome: 'maybe' })).toThrow(/outcome must be one of/);
    expect(() => ids({ event: 'order.created' })).toThrow(/event must be one of/);
  });
});

describe('CLI', () => {
  it('webhooks list shows a HEALTH column, --json carries health, failing_since, last_error', async () => {
    const ts = await service();
    const port = await closedPort();
    const hook = register(ts, `http://127.0.0.1:${port}/hook`);
    await attempt(ts, hook.id, 1);
    const since = ts.service.webhooks.show(hook.id).failing_since!;
    const tenant = ['--company', ts.tenant.companyId, '--branch', ts.tenant.branchId];

    const json = runCliSync(ts.dataDir, ['--json', 'webhooks', 'list', ...tenant]);
    expect(json.code).toBe(0);
    expect((json.json as { webhooks: unknown[] }).webhooks[0]).toMatchObject({
      id: hook.id,
      health: 'failing',
      failing_since: since,
      last_error: `Connection refused by 127.0.0.1:${port}`,
    });

    const text = runCliSync(ts.dataDir, ['webhooks', 'list', ...tenant]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/HEALTH/i);
    expect(text.stdout).toContain(
      `failing since ${since}: Connection refused by 127.0.0.1:${port}`,
    );

    const filtered = runCliSync(ts.dataDir, [
      '--json',
      'webhooks',
      'deliveries',
      hook.id,
      '--outcome',
      'succeeded',
    ]);
    expect(filtered.json).toEqual({ attempts: [] });
    const bad = runCliSync(ts.dataDir, [
      '--json',
      'webhooks',
      'deliveries',
      hook.id,
      '--status',
      'x',
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.error).toMatchObject({ code: 'validation_failed' });
  });
});
