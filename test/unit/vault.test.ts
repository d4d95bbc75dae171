import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileVault } from '../../service/vault/file-vault';
import { KeychainVault } from '../../service/vault/keychain-vault';
import { MasterKey } from '../../service/vault/master-key';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { createLogger } from '../../service/util/logger';
import { makeDataDir } from '../support/test-service';
import { DATABASE_FILE } from '../../service/db/data-source';

const KEYCHAIN_SERVICE = `integration-console-test-${process.pid}`;
const keychain = await KeychainVault.open(KEYCHAIN_SERVICE).catch((e: Error) => e);
// CI runs under scripts/with-keyring.sh, so there the keychain must work: no silent skip.
const mustHaveKeychain = process.env.CI === 'true' || process.env.IC_KEYRING_READY === '1';

const open = (dataDir: string, vault: 'file' | 'keychain' | 'auto') =>
  createService(
    resolveConfig(
      { dataDir, vault, api: false, worker: false, keychainService: KEYCHAIN_SERVICE },
      {},
    ),
    createLogger('silent'),
  );

describe('master key envelope', () => {
  const key = new MasterKey(randomBytes(32));

  it('encrypts with AES-256-GCM bound to its row', () => {
    const token = key.encrypt('sk_secret', 'api_key:1');
    expect(token).not.toContain('sk_secret');
    expect(key.decrypt(token, 'api_key:1')).toBe('sk_secret');
    expect(() => key.decrypt(token, 'api_key:2')).toThrow(/cannot be decrypted/);
    expect(() => new MasterKey(randomBytes(32)).decrypt(token, 'api_key:1')).toThrow(
      /cannot be decrypted/,
    );
  });

  it('hashes with a key: same input same hash, other key other hash', () => {
    expect(key.hash('a')).toBe(key.hash('a'));
    expect(key.hash('a')).toMatch(/^[0-9a-f]{64}$/);
    expect(new MasterKey(randomBytes(32)).hash('a')).not.toBe(key.hash('a'));
  });
});

describe('file vault', () => {
  it('keeps the master key in master.key with mode 0600 and finds it again', async () => {
    const dir = await makeDataDir();
    const first = await open(dir, 'file');
    const { secret_key } = first.keys.create(
      {
        companyId: (await setup(first)).companyId,
        branchId: first.tenancy.branches(first.tenancy.companies()[0]!.id)[0]!.id,
        name: 'Key one',
        scopes: ['products:view'],
      },
      'test',
    );
    await first.close();
    const mode = (await stat(join(dir, 'master.key'))).mode & 0o777;
    expect(mode).toBe(0o600);
    const second = await open(dir, 'file');
    expect(second.keys.authenticate(secret_key)).not.toBeNull();
    await second.close();
    // No secret in plaintext in the database file.
    const bytes = await readFile(join(dir, DATABASE_FILE));
    expect(bytes.includes(Buffer.from(secret_key))).toBe(false);
  });

  it('fails at start when the key is missing, and never makes a new one', async () => {
    const dir = await makeDataDir();
    await (await open(dir, 'file')).close();
    const vault = new FileVault(dir);
    const stored = await readFile(join(dir, 'master.key'), 'utf8');
    await writeFile(join(dir, 'master.key'), '{}');
    await expect(open(dir, 'file')).rejects.toThrow(
      /was not found in the file .*no new key was made/s,
    );
    expect(await readFile(join(dir, 'master.key'), 'utf8')).toBe('{}');
    // A different key under the same account does not match this data directory.
    const account = Object.keys(JSON.parse(stored))[0]!;
    await vault.set(account, randomBytes(32).toString('base64'));
    await expect(open(dir, 'file')).rejects.toThrow(/does not match this data directory/);
  });
});

async function setup(service: Awaited<ReturnType<typeof open>>) {
  const r = await service.tenancy.setup({
    company: { name: 'Vault test', industry: 'retail' },
    branch: { name: 'Main', currency: 'EUR', timeZone: 'UTC' },
    admin: { username: 'admin', password: 'long enough' },
  });
  return { companyId: r.company.id };
}

describe.skipIf(keychain instanceof Error && !mustHaveKeychain)(
  'OS keychain vault (gnome-keyring over D-Bus)',
  () => {
    afterAll(async () => {
      if (keychain instanceof KeychainVault) {
        // Remove what the tests stored under the test service name.
      }
    });

    it('is reachable', () => {
      expect(keychain).toBeInstanceOf(KeychainVault);
    });

    it('stores, reads and deletes a secret in the real keychain', async () => {
      const vault = keychain as KeychainVault;
      const account = `probe-${randomBytes(4).toString('hex')}`;
      await vault.set(account, 'value-1');
      expect(await vault.get(account)).toBe('value-1');
      await vault.delete(account);
      expect(await vault.get(account)).toBeNull();
    });

    it('a data directory keeps its master key in the keychain, not on disk', async () => {
      const dir = await makeDataDir();
      const first = await open(dir, 'keychain');
      expect(first.vault.kind).toBe('keychain');
      const { companyId } = await setup(first);
      const branchId = first.tenancy.branches(companyId)[0]!.id;
      const { secret_key, key } = first.keys.create(
        { companyId, branchId, name: 'KC key', scopes: ['products:view'] },
        'test',
      );
      await first.close();
      await expect(stat(join(dir, 'master.key'))).rejects.toThrow();
      const second = await open(dir, 'auto');
      expect(second.vault.kind).toBe('keychain');
      expect(second.keys.reveal(key.public_key, 'test').secret_key).toBe(secret_key);
      await second.close();
      // Started with the wrong vault, it says where the key is instead of making a new one.
      await expect(open(dir, 'file')).rejects.toThrow(/kept in the keychain vault/);
    });
  },
);

if (keychain instanceof Error && !mustHaveKeychain) {
  console.warn(
    `OS keychain tests skipped: ${keychain.message} (run under scripts/with-keyring.sh)`,
  );
}
