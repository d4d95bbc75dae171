/**
 * Brute force (issue 7), on a manual clock: the sign-in lockout through the IPC table, the
 * per-key API rate limit, and the per-address limit on failed API authentication
 * (service/http/auth.ts: 30 failures a minute from one address → 429 rate_limited for the
 * failures that follow, until the minute is over; a valid key from that address is never refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { FAILED_AUTH_PER_MINUTE } from '../../service/http/auth';
import { LOCKOUT_MS, MAX_FAILED_LOGINS } from '../../service/accounts/login';
import { ManualClock } from '../../service/util/clock';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let ipc: IpcHandlers;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  t = await startTestService({ worker: false, clock });
  ipc = new IpcHandlers(t.service);
  await ipc.call(
    'auth.login',
    { username: 'admin', password: 'correct horse battery' },
    { sessionKey: 'root' },
  );
  const created = await ipc.call(
    'users.create',
    {
      username: 'target',
      password: 'the-right-password',
      role: 'admin',
      companyIds: [t.tenant.companyId],
    },
    { sessionKey: 'root' },
  );
  expect(created.error).toBeUndefined();
}, 60_000);
afterAll(async () => {
  ipc?.dispose();
  await t?.close();
});

const login = (password: string, key = 'attacker') =>
  ipc.call('auth.login', { username: 'target', password }, { sessionKey: key });

describe('sign-in lockout through the IPC table', () => {
  it(`${MAX_FAILED_LOGINS} failures lock for 5 minutes; the right password is refused while locked`, async () => {
    expect(MAX_FAILED_LOGINS).toBe(5);
    expect(LOCKOUT_MS).toBe(5 * 60_000);
    const codes: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) codes.push((await login(`guess-${i}`)).error!.code);
    expect(codes).toEqual([
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
      'account_locked',
    ]);
    // A scripted attack keeps going, with the right password among the guesses.
    for (const password of ['guess-x', 'the-right-password', 'guess-y', 'the-right-password']) {
      expect((await login(password)).error?.code).toBe('account_locked');
    }
    clock.advance(LOCKOUT_MS - 1_000);
    expect((await login('the-right-password')).error?.code).toBe('account_locked');
    clock.advance(2_000);
    expect((await login('the-right-password')).result?.status).toBe('ok');
  });

  it('a parallel burst of wrong guesses locks the account and none of them gets in', async () => {
    clock.advance(LOCKOUT_MS + 1_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(i === 19 ? 'the-right-password' : `burst-${i}`, `p${i}`),
      ),
    );
    const codes = results.map((r) => r.error?.code ?? r.result?.status);
    // Each guess takes its place in the failure count before it is checked: the right password,
    // last of the burst, is not checked at all (test/integration/sign-in-concurrency.test.ts).
    expect(codes).not.toContain('ok');
    expect(codes.filter((c) => c === 'unauthenticated').length).toBe(MAX_FAILED_LOGINS - 1);
    expect((await login('the-right-password')).error?.code).toBe('account_locked');
    const row = t.service.db.sql
      .prepare("SELECT locked_until FROM users WHERE username = 'target'")
      .get() as {
      locked_until: number;
    };
    expect(row.locked_until).toBeGreaterThan(clock.now());
    clock.advance(LOCKOUT_MS + 1_000);
    expect((await login('the-right-password')).result?.status).toBe('ok');
  });
});

describe('API rate limits under a scripted attack', () => {
  const inject = (headers: Record<string, string>, ip = '127.0.0.1') =>
    t.service.http!.inject({ method: 'GET', url: '/api/v1/me', headers, remoteAddress: ip });

  it('per key: the limit holds, other keys are unaffected, and it resets after the minute', async () => {
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 50);
    clock.set(Date.UTC(2026, 5, 2, 12, 0, 0));
    const attacker = t.createKey(['products:view']);
    const bystander = t.createKey(['products:view']);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await inject(attacker.headers, '10.0.0.1')).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBe(50);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    const limited = await inject(attacker.headers, '10.0.0.1');
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-policy']).toBe('"default";q=50;w=60');
    expect((await inject(bystander.headers, '10.0.0.2')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await inject(attacker.headers, '10.0.0.1')).statusCode).toBe(200);
    t.service.settings.setBranch(t.tenant.branchId, 'rate_limit_per_minute', 1200);
  });

  it(`per address: ${FAILED_AUTH_PER_MINUTE} failed authentications a minute, then 429 for failures only`, async () => {
    clock.set(Date.UTC(2026, 5, 3, 12, 0, 0));
    const valid = t.createKey(['products:view']);
    const attackerIp = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_AUTH_PER_MINUTE + 20; i++) {
      const guess = `sk_${String(i).padStart(32, 'A')}abcdef`;
      statuses.push(
        (await inject({ ...valid.headers, authorization: `Bearer ${guess}` }, attackerIp))
          .statusCode,
      );
    }
    expect(statuses.slice(0, FAILED_AUTH_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FAILED_AUTH_PER_MINUTE).every((s) => s === 429)).toBe(true);
    // Missing credentials count too.
    expect((await inject({}, attackerIp)).statusCode).toBe(429);
    // A valid key from the same address (another integration behind the same NAT) goes on.
    for (let i = 0; i < 5; i++)
      expect((await inject(valid.headers, attackerIp)).statusCode).toBe(200);
    // Retry-After is what is left of the minute, not a fixed 60.
    clock.advance(45_000);
    const throttled = await inject({ authorization: 'Bearer sk_wrong' }, attackerIp);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('rate_limited');
    expect(throttled.headers['retry-after']).toBe('15');
    expect((await inject(valid.headers, attackerIp)).statusCode).toBe(200);
    // Other addresses are unaffected, and the address recovers after the minute.
    expect((await inject({ authorization: 'Bearer sk_wrong' }, '203.0.113.10')).statusCode).toBe(
      401,
    );
    clock.advance(15_000);
    expect((await inject({ authorization: 'Bearer sk_wrong' }, attackerIp)).statusCode).toBe(401);
  });

  it('successful requests do not count as failures', async () => {
    clock.set(Date.UTC(2026, 5, 4, 12, 0, 0));
    const valid = t.createKey(['products:view']);
    for (let i = 0; i < FAILED_AUTH_PER_MINUTE * 2; i++)
      expect((await inject(valid.headers, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('setup-code redemption under the sign-in failure limit', () => {
  const redeem = (username: string, code: string, key = 'invitee') =>
    ipc.call(
      'auth.redeemSetupCode',
      { username, code, password: 'a good password' },
      { sessionKey: key },
    );
  const invite = async (username: string) =>
    (
      await t.service.users.invite(
        { username, role: 'staff', companyIds: [t.tenant.companyId], branchIds: [] },
        'test',
      )
    ).setupCode;
  const guess = (i: number) => `ZZZZ-ZZZZ-ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`;

  it(`${MAX_FAILED_LOGINS} wrong codes lock the account; the right code waits for the lock to end`, async () => {
    clock.set(Date.UTC(2026, 5, 10, 12, 0, 0));
    const code = await invite('invitee');
    const codes: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      codes.push((await redeem('invitee', guess(i))).error!.code);
    expect(codes).toEqual([
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
      'account_locked',
    ]);
    const locked = await redeem('invitee', code);
    expect(locked.error?.code).toBe('account_locked');
    expect(locked.error?.message).toContain('Try again in 5 minutes.');
    const actions = t.service.audit
      .list({ actor: 'user:invitee', limit: 20 })
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual([...Array(4).fill('user.login_failed'), 'user.locked'].sort());
    clock.advance(LOCKOUT_MS + 1_000);
    const ok = await redeem('invitee', code);
    expect(ok.error).toBeUndefined();
    expect(t.service.users.byUsername('invitee')!.failed_logins).toBe(0);
  });

  it('a parallel burst of guesses gets at most the allowance checked', async () => {
    const code = await invite('burst.invitee');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem('burst.invitee', i === 19 ? code : guess(i), `b${i}`),
      ),
    );
    const codes = results.map((r) => r.error?.code ?? r.result?.status);
    expect(codes).not.toContain('ok');
    expect(codes.filter((c) => c === 'unauthenticated').length).toBe(MAX_FAILED_LOGINS - 1);
  });

  it('guesses at an account with no pending code refuse alike and lock nothing', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS + 2; i++)
      expect((await redeem('target', guess(i))).error?.code).toBe('unauthenticated');
    expect((await login('the-right-password', 'target-owner')).result?.status).toBe('ok');
  });
});
