/**
 * Property-based fuzzing of the IPC handler table (issue 7): every channel of shared/ipc.ts,
 * called as every role (super_admin, admin, manager, cashier, staff) and logged out, with
 * random inputs (wrong types, missing and unknown fields, unicode, NUL bytes, huge strings,
 * other companies' ids, valid-looking values).
 *
 * Invariants: invoke() never throws; the answer is exactly `{ result }` or
 * `{ error: { code, message, fields } }` with a code from shared/errors.ts and never
 * internal_error; `unauthenticated` exactly for a logged-out caller on a non-public channel
 * (and wrong sign-ins), `forbidden` always for a role below the channel's access level.
 *
 * Fixed seed (IC_FUZZ_SEED, default 7007); IC_FUZZ_IPC_RUNS cases (default 5,000; password
 * channels run scrypt, ~50 ms each).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { CHANNELS, type Channel } from '../../shared/ipc';
import type { Role } from '../../shared/roles';
import type { ErrorCode } from '../../shared/errors';
import { startTestService, type TestService } from '../support/test-service';

const SEED = Number(process.env.IC_FUZZ_SEED ?? 7007);
const RUNS = Number(process.env.IC_FUZZ_IPC_RUNS ?? 5_000);

type Access = 'public' | 'user' | 'admin' | 'super_admin';

/** The role matrix, as DECISIONS.md and the Settings tabs describe it. */
const ACCESS: Record<Channel, Access> = {
  'app.state': 'public',
  'auth.setup': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.redeemSetupCode': 'public',
  'tenant.select': 'user',
  'companies.create': 'super_admin',
  'demo.load': 'super_admin',
  'branches.create': 'super_admin',
  'general.get': 'admin',
  'general.update': 'admin',
  'general.addTrustedCa': 'admin',
  'general.removeTrustedCa': 'admin',
  'general.exportCa': 'admin',
  'desktop.openLogsFolder': 'admin',
  'desktop.setStartAtLogin': 'admin',
  'scopes.catalog': 'admin',
  'keys.stats': 'admin',
  'keys.list': 'admin',
  'keys.create': 'admin',
  'keys.reveal': 'admin',
  'keys.regenerate': 'admin',
  'keys.setStatus': 'admin',
  'keys.update': 'admin',
  'webhooks.list': 'admin',
  'webhooks.categories': 'admin',
  'webhooks.create': 'admin',
  'webhooks.update': 'admin',
  'webhooks.setStatus': 'admin',
  'webhooks.delete': 'admin',
  'webhooks.deliveries': 'admin',
  'webhooks.attempt': 'admin',
  'webhooks.redeliver': 'admin',
  'webhooks.sendTest': 'admin',
  'webhooks.rotateSecret': 'admin',
  'orderPage.get': 'user',
  'orderPage.update': 'user',
  'profile.update': 'user',
  'profile.changePassword': 'user',
  'totp.begin': 'user',
  'totp.confirm': 'user',
  'totp.disable': 'user',
  'users.list': 'super_admin',
  'users.create': 'super_admin',
  'users.update': 'super_admin',
  'users.resetPassword': 'super_admin',
  'audit.list': 'super_admin',
  'audit.export': 'super_admin',
  'reports.list': 'admin',
  'reports.saveFile': 'admin',
  'reports.day': 'user',
  'reports.closeDay': 'admin',
  'reports.createExport': 'admin',
  'reports.saveSchedule': 'admin',
};

const ERROR_CODES = new Set<ErrorCode>([
  'missing_credentials',
  'invalid_api_key',
  'missing_context_header',
  'context_mismatch',
  'insufficient_scope',
  'validation_failed',
  'invalid_cursor',
  'not_found',
  'conflict',
  'precondition_failed',
  'idempotency_mismatch',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'limit_reached',
  'unauthenticated',
  'forbidden',
  'account_locked',
  'setup_required',
  'already_set_up',
  'vault_error',
]);

type Caller = Role | 'logged_out';
const CALLERS: Caller[] = ['super_admin', 'admin', 'manager', 'cashier', 'staff', 'logged_out'];

let t: TestService;
let ipc: IpcHandlers;
const userIds = new Map<Role, string>();
const pool: Record<string, unknown[]> = {};
const stats = { cases: 0, results: 0, codes: new Map<string, number>() };

beforeAll(async () => {
  t = await startTestService({ worker: false });
  ipc = new IpcHandlers(t.service);
  const rootId = t.service.db.sql
    .prepare("SELECT id FROM users WHERE username = 'admin'")
    .get() as {
    id: string;
  };
  userIds.set('super_admin', rootId.id);
  ipc.sessions.start('root', rootId.id);
  const other = t.service.tenancy.createCompany(
    {
      name: 'Other company',
      industry: 'restaurant',
      branch: { name: 'Other branch', currency: 'USD', timeZone: 'UTC' },
    },
    'test',
  );
  for (const role of ['admin', 'manager', 'cashier', 'staff'] as const) {
    const r = await ipc.call(
      'users.create',
      {
        username: `fuzz-${role}`,
        password: 'password-123',
        role,
        companyIds: [t.tenant.companyId],
      },
      { sessionKey: 'root' },
    );
    if (!r.result) throw new Error(JSON.stringify(r.error));
    userIds.set(role, r.result.id);
  }
  const key = t.createKey(['products:view']);
  const hook = t.service.webhooks.create(
    {
      companyId: t.tenant.companyId,
      branchId: t.tenant.branchId,
      url: 'https://receiver.example.com/hook',
      events: ['product.created'],
    },
    'test',
  );
  Object.assign(pool, {
    companyId: [t.tenant.companyId, other.company.id, 'cmp_x', ''],
    branchId: [t.tenant.branchId, other.branch.id, 'brn_x', ''],
    publicKey: [key.publicKey, 'pk_x'],
    id: [hook.webhook.id, ...userIds.values(), 'whk_x', 'usr_x'],
    role: ['super_admin', 'admin', 'manager', 'cashier', 'staff', 'root'],
    status: ['active', 'inactive', 'deleted'],
    events: [['product.created'], ['nope'], []],
    scopes: [['products:view'], ['tables:view'], ['nope'], []],
    url: ['https://receiver.example.com/x', 'http://169.254.169.254/', 'javascript:alert(1)'],
    username: ['admin', 'fuzz-admin', 'nobody'],
    companyIds: [[t.tenant.companyId], [other.company.id], ['cmp_x']],
    default_order_type: ['dine_in', 'takeaway', 'nope'],
    overlap: ['none', '1h', '24h', '7d', '0', '2d'],
  });
}, 60_000);

afterAll(async () => {
  console.info(
    `IPC fuzz: ${stats.cases} cases (seed ${SEED}), ${stats.results} results; error codes ${JSON.stringify(Object.fromEntries(stats.codes))}`,
  );
  ipc?.dispose();
  await t?.close();
});

/** Puts the fixture accounts back (a fuzzed users.update may disable or demote one). */
function resetAccounts(): void {
  const update = t.service.db.sql.prepare(
    'UPDATE users SET role = ?, disabled = 0, failed_logins = 0, locked_until = NULL WHERE id = ?',
  );
  for (const [role, id] of userIds) {
    update.run(role, id);
    ipc.sessions.start(`as-${role}`, id);
  }
  ipc.sessions.end('as-logged_out');
}

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    "' OR 1=1 --",
    '<script>',
    '__proto__',
    'x'.repeat(5000),
  ),
);

const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(nasty, tie('v'), { maxKeys: 3 }),
  ),
})).v;

const KEYS = [
  'companyId',
  'branchId',
  'includeInactive',
  'name',
  'description',
  'scopes',
  'publicKey',
  'status',
  'url',
  'secret',
  'events',
  'id',
  'replayMissed',
  'attemptId',
  'eventId',
  'default_order_type',
  'show_product_images',
  'require_table_number',
  'displayName',
  'currentPassword',
  'newPassword',
  'code',
  'password',
  'username',
  'role',
  'companyIds',
  'disabled',
  'limit',
  'cursor',
  'since',
  'until',
  'targetType',
  'targetId',
  'action',
  'allow_http_local',
  'lan_access',
  'api_port',
  'lan_port',
  'pem',
  'fingerprint',
  'company',
  'branch',
  'admin',
];

const fieldValue = (key: string) =>
  pool[key] ? fc.oneof(fc.constantFrom(...pool[key]!), anyValue) : anyValue;

const input = fc.oneof(
  { weight: 1, arbitrary: anyValue },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.boolean(), fc.subarray(KEYS, { maxLength: 6 }), fc.nat())
      .chain(([tenant, keys]) =>
        fc.tuple(...keys.map((k) => fieldValue(k)), fc.nat(1)).map((values) => {
          const o: Record<string, unknown> = {};
          keys.forEach((k, i) => (o[k] = values[i]));
          // Mostly the caller's own company and branch, so the handlers run.
          if (tenant) {
            o.companyId ??= pool.companyId![0];
            o.branchId ??= pool.branchId![0];
          }
          return o;
        }),
      ),
  },
);

function rank(caller: Caller): number {
  return caller === 'logged_out' ? 0 : caller === 'super_admin' ? 3 : caller === 'admin' ? 2 : 1;
}
const NEED: Record<Access, number> = { public: 0, user: 1, admin: 2, super_admin: 3 };

describe('IPC handler table fuzzing', () => {
  it('covers every channel of shared/ipc.ts in the role matrix', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...CHANNELS].sort());
  });

  it(`${RUNS} random calls: always an envelope with a stable code; unauthenticated and forbidden exactly where the role matrix says`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CHANNELS),
        fc.constantFrom(...CALLERS),
        input,
        async (channel, caller, payload) => {
          resetAccounts();
          stats.cases++;
          let envelope: unknown;
          try {
            envelope = await ipc.invoke(channel, payload, { sessionKey: `as-${caller}` });
          } catch (error) {
            throw new Error(`${channel} as ${caller} threw: ${String(error)}`, { cause: error });
          }
          const e = envelope as {
            result?: unknown;
            error?: { code: string; message: string; fields: unknown };
          };
          const keys = Object.keys(e).filter((k) => e[k as keyof typeof e] !== undefined);
          if (keys.length !== 1 || (keys[0] !== 'result' && keys[0] !== 'error'))
            throw new Error(
              `${channel} as ${caller}: not an envelope: ${JSON.stringify(e).slice(0, 200)}`,
            );
          const need = NEED[ACCESS[channel]];
          const have = rank(caller);
          if (e.error) {
            const { code, message, fields } = e.error;
            stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
            if (!ERROR_CODES.has(code as ErrorCode))
              throw new Error(`${channel} as ${caller}: code ${code}: ${message}`);
            if (typeof message !== 'string' || message === '' || !Array.isArray(fields))
              throw new Error(
                `${channel} as ${caller}: malformed error ${JSON.stringify(e.error)}`,
              );
            if (have === 0 && need > 0 && code !== 'unauthenticated')
              throw new Error(`${channel} logged out: ${code}, expected unauthenticated`);
            if (have > 0 && have < need && code !== 'forbidden')
              throw new Error(`${channel} as ${caller}: ${code}, expected forbidden`);
            // A refused sign-in (wrong password, or setup code) is unauthenticated by design.
            const signIn = channel === 'auth.login' || channel === 'auth.redeemSetupCode';
            if (code === 'unauthenticated' && !(have === 0 && need > 0) && !signIn)
              throw new Error(`${channel} as ${caller}: unexpected unauthenticated`);
          } else {
            stats.results++;
            if (have < need) throw new Error(`${channel} as ${caller}: a result above the role`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`IPC fuzz: ${RUNS} runs in ${Date.now() - started} ms`);
    expect(stats.results).toBeGreaterThan(RUNS / 20);
  }, 120_000);
});
