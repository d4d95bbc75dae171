/**
 * Sign-in under concurrent attempts (issue 17): parallel clients against the IPC table of a real
 * service on a temp data directory, on a manual clock. Each attack is fired as one burst of
 * parallel `auth.login` calls, the way a script would.
 * - Lockout: a burst of guesses gets at most MAX_FAILED_LOGINS of them checked, and once the
 *   account is locked every answer is the same bytes whatever the password.
 * - Single use: a TOTP code or a recovery code signs in once, however many parallel sign-ins
 *   carry it, and spending two recovery codes at once spends both.
 * - Disabled accounts: one answer whatever the password, and the password is not checked.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { LOCKOUT_MS, MAX_FAILED_LOGINS } from '../../service/accounts/login';
import { ManualClock } from '../../service/util/clock';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let ipc: IpcHandlers;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  t = await startTestService({ worker: false, api: false, clock });
  ipc = new IpcHandlers(t.service);
  const root = await ipc.call(
    'auth.login',
    { username: 'admin', password: 'correct horse battery' },
    { sessionKey: 'root' },
  );
  expect(root.error).toBeUndefined();
}, 60_000);
afterAll(async () => {
  ipc?.dispose();
  await t?.close();
});

let sessionCounter = 0;
const login = (username: string, password: string, code?: string) =>
  ipc.call(
    'auth.login',
    { username, password, ...(code === undefined ? {} : { code }) },
    { sessionKey: `client-${++sessionCounter}` },
  );
type Answer = Awaited<ReturnType<typeof login>>;
/** What a client sees: `ok`, `totp_required`, or the error code. */
const status = (a: Answer) => a.result?.status ?? a.error?.code;
/** The exact bytes of a refusal, to compare answers for equality. */
const bytes = (a: Answer) => JSON.stringify(a.error ?? a.result);

async function createUser(username: string, password: string): Promise<string> {
  const created = await ipc.call(
    'users.create',
    { username, password, role: 'admin', companyIds: [t.tenant.companyId] },
    { sessionKey: 'root' },
  );
  expect(created.error).toBeUndefined();
  return created.result!.id;
}

/** Audit entries of guesses that were checked and failed (the service's own record). */
const checkedFailures = (username: string): number =>
  (
    t.service.db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action IN ('user.login_failed', 'user.locked')",
      )
      .get(username) as { n: number }
  ).n;

/** Turns on TOTP for a user through the IPC table and returns a code generator and the recovery codes. */
async function enrolTotp(
  username: string,
  password: string,
): Promise<{ codeAt: (ms: number) => string; recoveryCodes: string[] }> {
  const key = `enrol-${username}`;
  expect((await ipc.call('auth.login', { username, password }, { sessionKey: key })).error).toBe(
    undefined,
  );
  const enrolment = await ipc.call('totp.begin', undefined, { sessionKey: key });
  const totp = new TOTP({
    secret: Secret.fromBase32(enrolment.result!.secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  const confirmed = await ipc.call(
    'totp.confirm',
    { code: totp.generate({ timestamp: clock.now() }) },
    { sessionKey: key },
  );
  expect(confirmed.error).toBeUndefined();
  await ipc.call('auth.logout', undefined, { sessionKey: key });
  // The code that confirmed the enrolment is spent: move to the next time step.
  clock.advance(30_000);
  return {
    codeAt: (ms) => totp.generate({ timestamp: ms }),
    recoveryCodes: confirmed.result!.recoveryCodes,
  };
}

describe('lockout under a parallel burst of guesses', () => {
  const username = 'burst-target';
  const password = 'the-right-password';

  it(`checks at most ${MAX_FAILED_LOGINS} of 40 parallel guesses, and answers the right password like the wrong ones once locked`, async () => {
    await createUser(username, password);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((p) => login(username, p)));

    expect(answers.map(status)).not.toContain('ok');
    // Only guesses that were checked may say "wrong password"; the failure that locks says
    // locked, so at most MAX_FAILED_LOGINS - 1 of them.
    const wrong = answers.filter((a) => status(a) === 'unauthenticated');
    expect(wrong.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS - 1);
    const locked = answers.filter((a) => status(a) === 'account_locked');
    expect(wrong.length + locked.length).toBe(40);
    // Every locked answer is the same bytes, the right password's included.
    expect(new Set(locked.map(bytes)).size).toBe(1);
    expect(bytes(answers[39]!)).toBe(bytes(locked[0]!));
    expect(locked[0]!.error!.message).toBe(
      `This account is locked after ${MAX_FAILED_LOGINS} failed sign-ins. Try again in 5 minutes.`,
    );
    // The service's audit log records each checked guess that failed: exactly the limit.
    expect(checkedFailures(username)).toBe(MAX_FAILED_LOGINS);
  });

  it('checks no guess at all while locked: another parallel burst gets one answer, byte for byte', async () => {
    const before = checkedFailures(username);
    const lockedAnswer = bytes(await login(username, 'wrong-again'));
    const guesses = Array.from({ length: 12 }, (_, i) =>
      i % 4 === 1 ? password : `still-wrong-${i}`,
    );
    const answers = await Promise.all(guesses.map((p) => login(username, p)));
    expect(answers.map(status)).toEqual(guesses.map(() => 'account_locked'));
    expect(new Set(answers.map(bytes))).toEqual(new Set([lockedAnswer]));
    expect(checkedFailures(username)).toBe(before);
  });

  it('lets the right password in once the lockout is over', async () => {
    clock.advance(LOCKOUT_MS + 1_000);
    expect(status(await login(username, password))).toBe('ok');
    // A fresh allowance: the next wrong guess is checked and refused as wrong.
    expect(status(await login(username, 'wrong-after'))).toBe('unauthenticated');
    expect(status(await login(username, password))).toBe('ok');
  });

  it('a parallel burst that includes the right password among the first guesses lets it in', async () => {
    // The allowance is MAX_FAILED_LOGINS checked guesses, not fewer: the right one among
    // them signs in.
    clock.advance(LOCKOUT_MS + 1_000);
    const guesses = [password, 'w1', 'w2', 'w3'];
    const answers = await Promise.all(guesses.map((p) => login(username, p)));
    expect(status(answers[0]!)).toBe('ok');
    expect(answers.slice(1).map(status)).toEqual([
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
    ]);
  });
});

describe('single-use TOTP and recovery codes under parallel sign-ins', () => {
  const username = 'two-factor';
  const password = 'two-factor-password';
  let codeAt: (ms: number) => string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    await createUser(username, password);
    ({ codeAt, recoveryCodes } = await enrolTotp(username, password));
  });

  it('the same TOTP code in 3 parallel sign-ins opens exactly one session', async () => {
    clock.advance(30_000);
    const code = codeAt(clock.now());
    const answers = await Promise.all([1, 2, 3].map(() => login(username, password, code)));
    expect(answers.map(status).sort()).toEqual(['ok', 'unauthenticated', 'unauthenticated']);
    for (const refused of answers.filter((a) => a.error))
      expect(refused.error!.fields[0]?.path).toBe('code');
  });

  it('the same recovery code twice in parallel opens exactly one session', async () => {
    const code = recoveryCodes[0]!;
    const answers = await Promise.all([1, 2].map(() => login(username, password, code)));
    expect(answers.map(status).sort()).toEqual(['ok', 'unauthenticated']);
    expect(status(await login(username, password, code))).toBe('unauthenticated');
  });

  it('two different recovery codes in parallel both sign in, and both are spent', async () => {
    const [one, two] = [recoveryCodes[1]!, recoveryCodes[2]!];
    const answers = await Promise.all([one, two].map((c) => login(username, password, c)));
    expect(answers.map(status)).toEqual(['ok', 'ok']);
    expect(status(await login(username, password, one))).toBe('unauthenticated');
    expect(status(await login(username, password, two))).toBe('unauthenticated');
    // The other codes are untouched.
    expect(status(await login(username, password, recoveryCodes[3]!))).toBe('ok');
  });

  it('asking for the code does not use up the allowance of failed sign-ins', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS + 2; i++)
      expect(status(await login(username, password))).toBe('totp_required');
    clock.advance(30_000);
    expect(status(await login(username, password, codeAt(clock.now())))).toBe('ok');
  });

  it('wrong codes count as failed sign-ins: a parallel burst locks the account', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(guesses.map((c) => login(username, password, c)));
    expect(answers.filter((a) => status(a) === 'unauthenticated').length).toBeLessThanOrEqual(
      MAX_FAILED_LOGINS - 1,
    );
    clock.advance(30_000);
    const locked = await login(username, password, codeAt(clock.now()));
    expect(status(locked)).toBe('account_locked');
    clock.advance(LOCKOUT_MS);
    expect(status(await login(username, password, codeAt(clock.now())))).toBe('ok');
  });
});

describe('disabled accounts', () => {
  const username = 'disabled-user';
  const password = 'disabled-password';
  let id: string;

  beforeAll(async () => {
    id = await createUser(username, password);
  });

  const setDisabled = async (disabled: boolean) =>
    expect(
      (await ipc.call('users.update', { id, disabled }, { sessionKey: 'root' })).error,
    ).toBeUndefined();

  it('answers the same whatever the password, and checks none of them', async () => {
    await setDisabled(true);
    const guesses = [password, 'wrong-1', password, 'wrong-2', 'wrong-3', 'wrong-4', 'wrong-5'];
    const answers = await Promise.all(guesses.map((p) => login(username, p)));
    expect(answers.map(status)).toEqual(guesses.map(() => 'forbidden'));
    expect(new Set(answers.map(bytes)).size).toBe(1);
    expect(answers[0]!.error!.message).toBe(
      'This account is disabled. Ask a Super Admin to enable it.',
    );
    expect(status(await login(username, 'wrong-6'))).toBe('forbidden');
    expect(checkedFailures(username)).toBe(0);
    // The guesses were not counted: enabled again, the account is not locked.
    await setDisabled(false);
    expect(status(await login(username, password))).toBe('ok');
  });

  it('refuses a sign-in whose password was being checked when the account was disabled', async () => {
    const pending = login(username, password);
    await setDisabled(true);
    const answer = await pending;
    expect(status(answer)).toBe('forbidden');
    await setDisabled(false);
  });
});
