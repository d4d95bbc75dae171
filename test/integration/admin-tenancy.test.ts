import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { startTestService, type TestService } from '../support/test-service';
import type { Channel, IpcEnvelope, Req } from '../../shared/ipc';
import type { Role } from '../../shared/roles';

let ts: TestService;
let ipc: IpcHandlers;

const as = (sessionKey: string) => ({
  call: <C extends Channel>(channel: C, input: Req<C>) => ipc.call(channel, input, { sessionKey }),
});
const ok = <T>(envelope: IpcEnvelope<T>): T => {
  if (envelope.error) throw new Error(`${envelope.error.code}: ${envelope.error.message}`);
  return envelope.result as T;
};
const BRANCH = { name: 'Harbour', currency: 'EUR', timeZone: 'Europe/Paris' };

beforeAll(async () => {
  ts = await startTestService();
  ipc = new IpcHandlers(ts.service);
  ok(await as('root').call('auth.login', { username: 'admin', password: 'correct horse battery' }));
  for (const role of ['admin', 'manager', 'cashier', 'staff'] as Role[]) {
    ok(
      await as('root').call('users.create', {
        username: `${role}-user`,
        password: 'password-123',
        role,
        companyIds: [ts.tenant.companyId],
      }),
    );
    ok(await as(role).call('auth.login', { username: `${role}-user`, password: 'password-123' }));
  }
}, 60_000);
afterAll(async () => {
  ipc.dispose();
  await ts.close();
});

describe('companies and branches after setup (console, Super Admin)', () => {
  it('lets only a Super Admin add a company or a branch', async () => {
    for (const role of ['admin', 'manager', 'cashier', 'staff']) {
      const company = await as(role).call('companies.create', {
        company: { name: `Shop of ${role}`, industry: 'retail' },
        branch: BRANCH,
      });
      expect(company.error?.code, role).toBe('forbidden');
      const branch = await as(role).call('branches.create', {
        companyId: ts.tenant.companyId,
        branch: BRANCH,
      });
      expect(branch.error?.code, role).toBe('forbidden');
    }
    const anon = await as('nobody').call('companies.create', {
      company: { name: 'Anonymous Ltd', industry: 'retail' },
      branch: BRANCH,
    });
    expect(anon.error?.code).toBe('unauthenticated');
    expect(ts.service.tenancy.companies()).toHaveLength(1);
    expect(ts.service.tenancy.branches(ts.tenant.companyId)).toHaveLength(1);
  });

  it('adds a company with its first branch, selects it and audits it', async () => {
    const { session, tenant } = ok(
      await as('root').call('companies.create', {
        company: { name: 'Bistro Nord', industry: 'restaurant' },
        branch: { name: 'Lille', currency: 'eur', timeZone: 'Europe/Paris' },
      }),
    );
    const added = session.companies.find((c) => c.id === tenant.companyId)!;
    expect(added).toMatchObject({ name: 'Bistro Nord', industry: 'restaurant' });
    expect(added.branches).toEqual([
      expect.objectContaining({ id: tenant.branchId, name: 'Lille', currency: 'EUR' }),
    ]);
    // An Admin sees it only once a Super Admin gives access.
    const adminState = ok(await as('admin').call('app.state', undefined));
    expect(adminState.session!.companies.map((c) => c.id)).not.toContain(tenant.companyId);
    const audit = ok(await as('root').call('audit.list', { action: 'company.created' }));
    expect(audit.entries[0]).toMatchObject({
      actor: 'user:admin',
      target_id: tenant.companyId,
      summary: 'Added company "Bistro Nord".',
    });
  });

  it('adds a branch to a company', async () => {
    const { session, tenant } = ok(
      await as('root').call('branches.create', {
        companyId: ts.tenant.companyId,
        branch: { name: 'Airport', currency: 'USD', timeZone: 'UTC' },
      }),
    );
    expect(tenant.companyId).toBe(ts.tenant.companyId);
    const company = session.companies.find((c) => c.id === ts.tenant.companyId)!;
    expect(company.branches.map((b) => b.name)).toContain('Airport');
    // The Admin of that company sees the new branch.
    const adminState = ok(await as('admin').call('app.state', undefined));
    const seen = adminState.session!.companies.find((c) => c.id === ts.tenant.companyId)!;
    expect(seen.branches.map((b) => b.id)).toContain(tenant.branchId);
  });

  it('applies the setup rules, with the same field paths and sentences', async () => {
    const bad = await as('root').call('companies.create', {
      company: { name: 'ab', industry: 'mining' as never },
      branch: { name: 'x', currency: 'EURO', timeZone: 'Mars/Olympus' },
    });
    expect(bad.error?.code).toBe('validation_failed');
    const byPath = Object.fromEntries(bad.error!.fields.map((f) => [f.path, f.message]));
    expect(byPath).toMatchObject({
      'company.name': 'Company name must be at least 3 characters.',
      'branch.name': 'Branch name must be at least 3 characters.',
      'branch.currency': 'Currency must be an ISO 4217 code such as EUR or USD.',
      'branch.timeZone': 'Time zone must be an IANA name such as Europe/Paris or UTC.',
    });
    expect(byPath['company.industry']).toBeDefined();

    const badBranch = await as('root').call('branches.create', {
      companyId: ts.tenant.companyId,
      branch: { name: 'Ok name', currency: 'XYZ1', timeZone: 'UTC' },
    });
    expect(badBranch.error?.fields.map((f) => f.path)).toEqual(['branch.currency']);

    const unknown = await as('root').call('branches.create', {
      companyId: 'cmp_unknown',
      branch: BRANCH,
    });
    expect(unknown.error?.code).toBe('not_found');
    const notObject = await as('root').call('companies.create', {
      company: 'Acme' as never,
      branch: BRANCH,
    });
    expect(notObject.error?.code).toBe('validation_failed');
  });
});
