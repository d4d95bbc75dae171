/**
 * What an integration reads about its branch: GET /me names the branch with its currency,
 * time zone, closeout hour and industry (any active key, whatever its scopes); GET /settings shows the
 * port the API answers on now (the test service listens on an ephemeral port, not the stored
 * api_port) and PATCH /settings sets export_retention_days, which the exports keep to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { client } from '../support/catalog-client';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';

let dataDir: string;
let ts: TestService;

beforeAll(async () => {
  dataDir = await makeDataDir();
  ts = await startTestService({ dataDir, industry: 'restaurant' });
}, 60_000);
afterAll(async () => {
  await ts?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /me', () => {
  it("names the key's branch and its business-day rule, for a key with any scope", async () => {
    ts.service.settings.setBranch(ts.tenant.branchId, 'closeout_hour', 5);
    const res = await client(ts.baseUrl, ts.createKey(['products:view']).headers).get('/me');
    expect(res.status).toBe(200);
    expect(res.body.branch).toEqual({
      id: ts.tenant.branchId,
      name: 'Main branch',
      currency: 'EUR',
      time_zone: 'Europe/Paris',
      closeout_hour: 5,
      industry: 'restaurant',
    });
  });
});

describe('/settings', () => {
  const api = () =>
    client(ts.baseUrl, ts.createKey(['system_settings:view', 'system_settings:update']).headers);

  it('shows the port the API answers on, not the stored default', async () => {
    const res = await api().get('/settings');
    expect(res.status).toBe(200);
    const port = Number(new URL(ts.baseUrl).port);
    expect(ts.service.settings.global().api_port).not.toBe(port);
    expect(res.body.security.api_port).toBe(port);
  });

  it('sets export_retention_days, as docs/api.md tells integrators to', async () => {
    const read = await api().get('/settings');
    expect(read.body.export_retention_days).toBe(30);
    const res = await api().patch(
      '/settings',
      { export_retention_days: 90 },
      { 'if-match': `"${read.body.version}"` },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.export_retention_days).toBe(90);
    expect(ts.service.settings.branch(ts.tenant.branchId).export_retention_days).toBe(90);
    const wrong = await api().patch('/settings', { export_retention_days: 0 });
    expect(wrong.status).toBe(422);
  });
});
