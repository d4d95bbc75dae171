/**
 * Settings → Reports over the IPC handler table (the same table main binds): Admins and Super
 * Admins see the branch's scheduled reports and export files and get a finished file to save;
 * a Manager is refused in main, not only in the UI; another branch's export is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import type { Channel, IpcEnvelope, Req } from '../../shared/ipc';
import { tabsFor } from '../../shared/roles';
import { seedSales } from '../support/sales-rows';
import { startTestService, type TestService } from '../support/test-service';

let ts: TestService;
let ipc: IpcHandlers;
let exportId: string;

const as = (sessionKey: string) => ({
  call: <C extends Channel>(channel: C, input: Req<C>) => ipc.call(channel, input, { sessionKey }),
});
const ok = <T>(envelope: IpcEnvelope<T>): T => {
  if (envelope.error) throw new Error(`${envelope.error.code}: ${envelope.error.message}`);
  return envelope.result as T;
};

beforeAll(async () => {
  ts = await startTestService();
  ipc = new IpcHandlers(ts.service);
  ok(await as('root').call('auth.login', { username: 'admin', password: 'correct horse battery' }));
  seedSales(ts.service.db.sql, { ...ts.tenant, count: 5, dates: ['2026-03-01'] });
  exportId = ts.service.exports.create(
    ts.tenant,
    { resource: 'orders', from: '2026-03-01', to: '2026-03-01' },
    'test',
  ).id;
  ts.service.scheduledReports.create(
    ts.tenant,
    { name: 'Nightly orders', report: { type: 'export', resource: 'orders' }, frequency: 'daily' },
    'test',
  );
  await ts.service.exportRunner!.settle();
}, 60_000);
afterAll(async () => {
  ipc?.dispose();
  await ts?.close();
});

describe('Settings → Reports', () => {
  it('is a tab of Admins and Super Admins only', () => {
    expect(tabsFor('admin')).toContain('reports');
    expect(tabsFor('super_admin')).toContain('reports');
    expect(tabsFor('manager')).not.toContain('reports');
  });

  it('lists the scheduled reports and export files, and gives a finished file to save', async () => {
    const root = as('root');
    const list = ok(await root.call('reports.list', ts.tenant));
    expect(list.schedules).toEqual([
      expect.objectContaining({
        name: 'Nightly orders',
        what: 'orders export',
        frequency: 'daily',
        time_zone: 'Europe/Paris',
      }),
    ]);
    expect(list.exports[0]).toMatchObject({ id: exportId, status: 'done', row_count: 5 });
    const file = ok(await root.call('reports.saveFile', { ...ts.tenant, exportId }));
    expect(file.file_name).toBe('orders-2026-03-01.csv');
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.source).toContain(ts.dataDir);
  });

  it('refuses a Manager in main, and another branch’s export is not found', async () => {
    ok(
      await as('root').call('users.create', {
        username: 'manager1',
        password: 'password-123',
        role: 'manager',
        companyIds: [ts.tenant.companyId],
      }),
    );
    ok(await as('m').call('auth.login', { username: 'manager1', password: 'password-123' }));
    const refused = await as('m').call('reports.list', ts.tenant);
    expect(refused.error?.code).toBe('forbidden');
    const branch = ts.service.tenancy.createBranch(
      ts.tenant.companyId,
      { name: 'Other', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const other = { companyId: ts.tenant.companyId, branchId: branch.id };
    const missing = await as('root').call('reports.saveFile', { ...other, exportId });
    expect(missing.error?.code).toBe('not_found');
    const unknown = await as('root').call('reports.saveFile', { ...ts.tenant, exportId: 'nope' });
    expect(unknown.error?.code).toBe('not_found');
  });
});
