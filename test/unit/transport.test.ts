/** Routes and agents per webhook (service/webhooks/transport.ts) against a real SQLite file. */
import { afterEach, describe, expect, it } from 'vitest';
import { Transport } from '../../service/webhooks/transport';
import { deliveryFixture, type DeliveryFixture } from '../support/delivery-fixture';
import { makePki } from '../support/webhook-receiver';

let f: DeliveryFixture;
let transport: Transport | null = null;
afterEach(async () => {
  await transport?.close();
  await f?.close();
});

const row = (id: string) =>
  f.s.db.prepare<[string], never>('SELECT * FROM webhooks WHERE id = ?').get(id)!;

describe('Transport', () => {
  it('keeps a webhook’s agent while nothing changes, and makes a new one when the plain-HTTP setting or the company’s CAs change', async () => {
    f = await deliveryFixture();
    transport = new Transport({
      db: f.s.db,
      settings: f.s.settings,
      connections: 4,
      connectTimeoutMs: 1000,
    });
    const hook = f.webhook('https://127.0.0.1:9/hook');
    const first = transport.route(row(hook.id));
    if (!first.ok) throw new Error(first.message);
    expect(first).toMatchObject({ origin: 'https://127.0.0.1:9', path: '/hook' });
    const again = transport.route(row(hook.id));
    expect(again.ok && again.dispatcher).toBe(first.dispatcher);

    f.s.trustedCas.add(f.ts.tenant.companyId, makePki().caPem, 'admin');
    const withCa = transport.route(row(hook.id));
    expect(withCa.ok && withCa.dispatcher).not.toBe(first.dispatcher);

    f.s.settings.setBranch(f.ts.tenant.branchId, 'allow_http_local', false);
    const strict = transport.route(row(hook.id));
    expect(strict.ok && strict.dispatcher).not.toBe(withCa.ok && withCa.dispatcher);
  });

  it('a plain-HTTP local URL is blocked once the setting is off', async () => {
    f = await deliveryFixture();
    transport = new Transport({
      db: f.s.db,
      settings: f.s.settings,
      connections: 4,
      connectTimeoutMs: 1000,
    });
    const hook = f.webhook('http://127.0.0.1:9/hook');
    expect(transport.route(row(hook.id)).ok).toBe(true);
    f.s.settings.setBranch(f.ts.tenant.branchId, 'allow_http_local', false);
    const blocked = transport.route(row(hook.id));
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.message).toMatch(/.+/);
  });
});
