/**
 * `cli setup` and `cli users …` over the built CLI on a real data directory: passwords come
 * from stdin or a no-echo prompt (never argv), every change goes through the console's Users
 * operations, and the audit log names `cli:<OS user>`.
 */
import { userInfo } from 'node:os';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../service/accounts/passwords';
import { runCliOnTty, runCliSync } from '../support/cli-process';
import { databaseFile, ensureServiceBuilt, withDb } from '../support/serve-process';
import { makeDataDir } from '../support/test-service';

const SETUP = [
  'setup',
  '--company',
  'Acme Retail',
  '--industry',
  'retail',
  '--branch',
  'Main street',
  '--currency',
  'EUR',
  '--timezone',
  'Europe/Paris',
  '--admin-username',
  'admin',
];
const actor = `cli:${userInfo().username}`;

let dataDir = '';
beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface UserRow {
  username: string;
  password_hash: string;
  disabled: number;
  failed_logins: number;
  locked_until: number | null;
}
const userRow = (username: string) =>
  withDb(databaseFile(dataDir), (db) =>
    db.prepare('SELECT * FROM users WHERE username = ?').get(username),
  ) as UserRow;
const audit = (target: string) =>
  withDb(databaseFile(dataDir), (db) =>
    db
      .prepare('SELECT actor, action, details FROM audit_log WHERE target_id = ? ORDER BY id')
      .all(target),
  ) as { actor: string; action: string; details: string | null }[];

describe('cli setup and cli users', { timeout: 120_000 }, () => {
  it('before setup, users, companies and branches cannot be added around it', () => {
    for (const args of [
      ['users', 'create', 'early', '--role', 'super_admin', '--password-stdin'],
      ['companies', 'create', '--name', 'Early', '--industry', 'retail', '--branch', 'Main'],
      ['branches', 'create', '--company', 'cmp_x', '--name', 'Main'],
    ]) {
      const tail = args[0] === 'users' ? [] : ['--currency', 'EUR', '--timezone', 'UTC'];
      const r = runCliSync(dataDir, ['--json', ...args, ...tail], { input: 'early password' });
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.error?.code).toBe('setup_required');
      expect(r.error?.message).toContain('run `cli setup` first');
    }
  });

  it('setup reads the admin password from stdin; piped without the flag, it refuses', async () => {
    const refused = runCliSync(dataDir, ['--json', ...SETUP], { input: 'correct horse battery\n' });
    expect(refused.code).toBe(1);
    expect(refused.error?.message).toContain('--admin-password-stdin');

    const ok = runCliSync(dataDir, ['--json', ...SETUP, '--admin-password-stdin'], {
      input: 'correct horse battery\n',
    });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toBe('');
    expect(ok.json).toMatchObject({ company_id: expect.stringMatching(/^cmp_/) });
    // One trailing newline is dropped; the rest is the password.
    expect(await verifyPassword('correct horse battery', userRow('admin').password_hash)).toBe(
      true,
    );

    const again = runCliSync(dataDir, [...SETUP, '--admin-password', 'x'.repeat(12)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already set up');
  });

  it('the argv password still works for old scripts, with a warning that others can read it', async () => {
    const other = await makeDataDir();
    try {
      const r = runCliSync(other, ['--json', ...SETUP, '--admin-password', 'argv password!']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/^warning: --admin-password .*other users of this machine/);
      expect(r.json).toMatchObject({ branch_id: expect.stringMatching(/^brn_/) });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('setup at a terminal refuses a short password at once and ends with the next commands', async () => {
    const other = await makeDataDir();
    try {
      const short = runCliOnTty(other, SETUP, [['Password for admin: ', 'short\r']]);
      expect(short.code, short.screen).toBe(1);
      expect(short.screen).toContain('Password must be at least 8 characters.');
      expect(short.screen).not.toContain('Repeat it');

      const ok = runCliOnTty(other, SETUP, [
        ['Password for admin: ', 'correct horse battery\r'],
        ['Repeat it: ', 'correct horse battery\r'],
      ]);
      expect(ok.code, ok.screen).toBe(0);
      const company = /company_id: +(cmp_\w+)/.exec(ok.screen)![1];
      const branch = /branch_id: +(brn_\w+)/.exec(ok.screen)![1];
      expect(ok.screen).toContain(`Next:\r\n  cli use --company ${company} --branch ${branch}`);
      expect(ok.screen).toContain('  scripts/run.sh');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('users create: stdin password, role and company rules from the Users operations', async () => {
    const companyId = (
      runCliSync(dataDir, ['--json', 'companies', 'list']).json!.companies as { id: string }[]
    )[0]!.id;
    const noCompany = runCliSync(
      dataDir,
      ['--json', 'users', 'create', 'alice', '--role', 'admin', '--password-stdin'],
      { input: 'alice password' },
    );
    expect(noCompany.code).toBe(1);
    expect(noCompany.error).toMatchObject({
      code: 'validation_failed',
      message: 'Give access to at least one company.',
    });
    const short = runCliSync(
      dataDir,
      ['users', 'create', 'alice', '--role', 'admin', '--companies', companyId, '--password-stdin'],
      { input: 'short' },
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters.');

    const created = runCliSync(
      dataDir,
      [
        '--json',
        'users',
        'create',
        'alice',
        '--role',
        'admin',
        '--companies',
        companyId,
        '--display-name',
        'Alice A.',
        '--password-stdin',
      ],
      { input: 'alice password\n' },
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.json).toMatchObject({
      username: 'alice',
      role: 'admin',
      display_name: 'Alice A.',
      company_ids: [companyId],
    });
    expect(await verifyPassword('alice password', userRow('alice').password_hash)).toBe(true);
    expect(audit('alice')[0]).toMatchObject({ actor, action: 'user.created' });
    // The password is in no argv and no audit detail.
    expect(JSON.stringify(audit('alice'))).not.toContain('alice password');

    const listed = runCliSync(dataDir, ['users', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^username\s+role\s+status/);
    expect(listed.stdout).toMatch(/alice\s+admin\s+active/);
    expect(listed.stdout).toMatch(/admin\s+super_admin\s+active\s+off\s+all/);
  });

  it('users disable and enable; the last active Super Admin cannot be disabled', () => {
    const disabled = runCliSync(dataDir, ['--json', 'users', 'disable', 'alice']);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.json).toMatchObject({ username: 'alice', disabled: true });
    expect(userRow('alice').disabled).toBe(1);
    expect(runCliSync(dataDir, ['users', 'list']).stdout).toMatch(/alice\s+admin\s+disabled/);

    const enabled = runCliSync(dataDir, ['users', 'enable', 'alice']);
    expect(enabled.code).toBe(0);
    expect(enabled.stdout.trim()).toBe('alice is now enabled.');
    expect(userRow('alice').disabled).toBe(0);
    expect(audit('alice').map((a) => [a.actor, a.action])).toEqual([
      [actor, 'user.created'],
      [actor, 'user.disabled'],
      [actor, 'user.enabled'],
    ]);

    const last = runCliSync(dataDir, ['--json', 'users', 'disable', 'admin']);
    expect(last.code).toBe(1);
    expect(last.error?.message).toBe('Keep at least one active Super Admin.');
    const unknown = runCliSync(dataDir, ['users', 'disable', 'nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user named nobody. `cli users list` shows them.');
  });

  it('users branches limits an account to branches of its companies, or lifts the limit', () => {
    const branches = runCliSync(dataDir, ['--json', 'branches', 'list']).json as unknown;
    const branchId = JSON.stringify(branches).match(/brn_[0-9A-Z]{26}/)![0];
    const limited = runCliSync(dataDir, [
      '--json',
      'users',
      'branches',
      'alice',
      '--branches',
      branchId,
    ]);
    expect(limited.code, limited.stderr).toBe(0);
    expect(limited.json).toMatchObject({ username: 'alice', branch_ids: [branchId] });
    const unknown = runCliSync(dataDir, [
      '--json',
      'users',
      'branches',
      'alice',
      '--branches',
      'brn_nope',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.error?.code).toBe('validation_failed');
    const every = runCliSync(dataDir, ['users', 'branches', 'alice', '--branches', '']);
    expect(every.code, every.stderr).toBe(0);
    expect(every.stdout.trim()).toBe('alice may work in every branch of their companies.');
    expect(audit('alice').filter((a) => a.action === 'user.access_changed')).toHaveLength(2);
  });

  it('users reset-password lifts a Super Admin lockout (stdin)', async () => {
    // Locked out by five failed sign-ins, as the console's login would leave it.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(databaseFile(dataDir));
    db.prepare("UPDATE users SET failed_logins = 5, locked_until = ? WHERE username = 'admin'").run(
      Date.now() + 5 * 60_000,
    );
    db.close();
    expect(runCliSync(dataDir, ['users', 'list']).stdout).toMatch(
      /admin\s+super_admin\s+locked until/,
    );

    const r = runCliSync(dataDir, ['users', 'reset-password', 'admin', '--password-stdin'], {
      input: 'a brand new password\n',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('The password of admin is changed and the lockout lifted.');
    const row = userRow('admin');
    expect(row.failed_logins).toBe(0);
    expect(row.locked_until).toBeNull();
    expect(await verifyPassword('a brand new password', row.password_hash)).toBe(true);
    expect(audit('admin').at(-1)).toMatchObject({ actor, action: 'user.password_reset' });

    const noStdin = runCliSync(dataDir, ['--json', 'users', 'reset-password', 'admin']);
    expect(noStdin.code).toBe(1);
    expect(noStdin.error?.message).toContain('Pipe the password in with --password-stdin');
  });

  it('at a terminal, reset-password prompts twice and echoes nothing', async () => {
    const typed = 'typed at the tty 42';
    const r = runCliOnTty(
      dataDir,
      ['users', 'reset-password', 'alice'],
      [
        ['New password for alice: ', `${typed}\r`],
        ['Repeat it: ', `${typed}\r`],
      ],
    );
    expect(r.code, r.screen).toBe(0);
    expect(r.screen).toContain('The password of alice is changed.');
    expect(r.screen).not.toContain(typed);
    expect(await verifyPassword(typed, userRow('alice').password_hash)).toBe(true);

    const mismatch = runCliOnTty(
      dataDir,
      ['users', 'reset-password', 'alice'],
      [
        ['New password for alice: ', 'first try 123\r'],
        ['Repeat it: ', 'second try 456\r'],
      ],
    );
    expect(mismatch.code).toBe(1);
    expect(mismatch.screen).toContain('The two passwords differ; nothing was changed.');
    expect(await verifyPassword(typed, userRow('alice').password_hash)).toBe(true);
  });
});
