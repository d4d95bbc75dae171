/**
 * `cli companies …`, `cli branches …` and the default company/branch (`cli use`, IC_COMPANY,
 * IC_BRANCH) over the built CLI on a real data directory.
 */
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS_FILE } from '../../service/cli/tenant-defaults';
import { runCliSync } from '../support/cli-process';
import { CLI_SETUP_ARGS, databaseFile, ensureServiceBuilt, withDb } from '../support/serve-process';
import { makeDataDir } from '../support/test-service';

let dataDir = '';
let first = { company_id: '', branch_id: '' };
beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
  const setup = runCliSync(dataDir, ['--json', ...CLI_SETUP_ARGS]);
  expect(setup.code, setup.stderr).toBe(0);
  first = setup.json as typeof first;
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const json = (...args: string[]) => {
  const r = runCliSync(dataDir, ['--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return r.json!;
};

describe('cli companies and branches', { timeout: 120_000 }, () => {
  it('companies create validates like setup and adds the company with its first branch', () => {
    const bad = runCliSync(dataDir, [
      '--json',
      'companies',
      'create',
      '--name',
      'AB',
      '--industry',
      'bakery',
      '--branch',
      'Harbour',
      '--currency',
      'EURO',
      '--timezone',
      'Mars/Olympus',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.error?.fields?.map((f) => f.message)).toEqual([
      'Company name must be at least 3 characters.',
      'Industry must be one of: restaurant, retail, default.',
      'Currency must be an ISO 4217 code such as EUR or USD.',
      'Time zone must be an IANA name such as Europe/Paris or UTC.',
    ]);
    const human = runCliSync(dataDir, ['companies', 'create', '--name', 'AB']);
    expect(human.stderr).toBe('error: Missing --industry.\n');

    const created = json(
      'companies',
      'create',
      '--name',
      'Acme Bistro',
      '--industry',
      'restaurant',
      '--branch',
      'Harbour',
      '--currency',
      'usd',
      '--timezone',
      'America/New_York',
    );
    expect(created.company_id).toMatch(/^cmp_/);
    expect(created.branch_id).toMatch(/^brn_/);
    const companies = json('companies', 'list').companies as { name: string; branches: number }[];
    expect(companies.map((c) => [c.name, c.branches])).toEqual([
      ['Acme Bistro', 1],
      ['Shop', 1],
    ]);
    const branches = json('branches', 'list', '--company', String(created.company_id))
      .companies as { branches: { name: string; currency: string }[] }[];
    expect(branches[0]!.branches).toMatchObject([{ name: 'Harbour', currency: 'USD' }]);
    const audit = withDb(databaseFile(dataDir), (db) =>
      db.prepare("SELECT actor FROM audit_log WHERE action = 'company.created'").all(),
    );
    expect(audit).toEqual([{ actor: `cli:${userInfo().username}` }]);
  });

  it('branches create checks the company and the branch fields', () => {
    const unknown = runCliSync(dataDir, [
      'branches',
      'create',
      '--company',
      'cmp_nope',
      '--name',
      'Airport',
      '--currency',
      'EUR',
      '--timezone',
      'UTC',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('error: No company with id cmp_nope.\n');
    const bad = runCliSync(dataDir, [
      '--json',
      'branches',
      'create',
      '--company',
      first.company_id,
      '--name',
      'Airport',
      '--currency',
      'XYZ',
      '--timezone',
      'UTC',
    ]);
    expect(bad.error?.message).toBe('Currency must be an ISO 4217 code such as EUR or USD.');
    const branch = json(
      'branches',
      'create',
      '--company',
      first.company_id,
      '--name',
      'Airport',
      '--currency',
      'EUR',
      '--timezone',
      'UTC',
    );
    expect(branch).toMatchObject({ company_id: first.company_id, name: 'Airport' });
    const listed = runCliSync(dataDir, ['branches', 'list', '--company', first.company_id]);
    expect(listed.stdout).toMatch(/Airport {2}EUR {2}UTC/);
    expect(listed.stdout).toMatch(/Main {2}EUR {2}Europe\/Paris/);
  });
});

describe('the default company and branch', { timeout: 120_000 }, () => {
  it('without one, the error names the three ways to give it', () => {
    const r = runCliSync(dataDir, ['keys', 'list']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'error: Missing --company. Pass --company ID, set IC_COMPANY, or run `cli use --company ID --branch ID`.\n',
    );
  });

  it('cli use stores a checked pair in a 0600 file; commands use it when the flags are omitted', () => {
    const wrong = runCliSync(dataDir, [
      'use',
      '--company',
      first.company_id,
      '--branch',
      'brn_nope',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`No branch with id brn_nope in company ${first.company_id}.`);
    const half = runCliSync(dataDir, ['use', '--company', first.company_id]);
    expect(half.stderr).toBe(
      'error: Give both --company and --branch (`cli branches list` shows them).\n',
    );

    json('use', '--company', first.company_id, '--branch', first.branch_id);
    const file = join(dataDir, DEFAULTS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(json('use')).toEqual({
      company_id: first.company_id,
      company_from: '`cli use`',
      branch_id: first.branch_id,
      branch_from: '`cli use`',
    });

    const key = json('keys', 'create', '--name', 'Default tenant', '--scopes', 'products:view');
    expect(key).toMatchObject({ company_id: first.company_id, branch_id: first.branch_id });
    expect(json('settings', 'get', 'allow_http_local')).toEqual({ allow_http_local: false });
    // A flag still wins over the default.
    const other = runCliSync(dataDir, ['keys', 'list', '--branch', 'brn_other']);
    expect(other.stderr).toContain(`No branch with id brn_other in company ${first.company_id}.`);
  });

  it('IC_COMPANY and IC_BRANCH win over cli use; a bad default says where it came from', () => {
    const r = runCliSync(dataDir, ['keys', 'list'], { env: { IC_COMPANY: 'cmp_gone' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'error: No company with id cmp_gone. (cmp_gone came from IC_COMPANY: pass --company/--branch, or run `cli use` again.)\n',
    );
    const fromEnv = runCliSync(dataDir, ['--json', 'use'], {
      env: { IC_COMPANY: 'cmp_env', IC_BRANCH: 'brn_env' },
    });
    expect(fromEnv.json).toMatchObject({ company_from: 'IC_COMPANY', branch_from: 'IC_BRANCH' });
  });

  it('branches list ignores the default (it is a filter); cli use --clear removes it', () => {
    const all = json('branches', 'list').companies as unknown[];
    expect(all).toHaveLength(2);
    expect(json('use', '--clear')).toEqual({ cleared: true });
    expect(runCliSync(dataDir, ['keys', 'list']).stderr).toContain('Missing --company.');
  });
});
