import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { Database } from '../db/database';
import { AppError } from '../../shared/errors';
import type { SecretVault } from './secret-vault';

const CHECK_LABEL = 'integration-console/master-key-check';

/**
 * Envelope encryption with one master key (32 random bytes) held by the vault.
 * Sub-keys are derived: one for the keyed lookup hash, one for AES-256-GCM, one for list tokens.
 */
export class MasterKey {
  private readonly lookupKey: Buffer;
  private readonly encryptionKey: Buffer;
  private readonly tokenKey: Buffer;
  readonly check: string;

  constructor(master: Buffer) {
    if (master.length !== 32) throw new Error('The master key must be 32 bytes.');
    this.lookupKey = Buffer.from(hkdfSync('sha256', master, '', 'lookup-hash', 32));
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, '', 'encryption', 32));
    this.tokenKey = Buffer.from(hkdfSync('sha256', master, '', 'list-tokens', 32));
    this.check = createHmac('sha256', master).update(CHECK_LABEL).digest('hex');
  }

  /** Keyed hash (HMAC-SHA256, hex) of a secret: indexed for lookup, useless without the key. */
  hash(secret: string): string {
    return createHmac('sha256', this.lookupKey).update(secret).digest('hex');
  }

  /**
   * The key that signs cursors and sync tokens (resources/list-tokens.ts): derived from the
   * master key, so it lives as long as the installation with nothing more to store.
   */
  listTokenKey(): Buffer {
    return this.tokenKey;
  }

  /** AES-256-GCM; `aad` binds the ciphertext to its row (a copied ciphertext will not decrypt). */
  encrypt(plaintext: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(aad));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  decrypt(token: string, aad: string): string {
    if (!token.startsWith('v1.')) throw new AppError('vault_error', 'Unknown ciphertext format.');
    const raw = Buffer.from(token.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new AppError(
        'vault_error',
        'A stored secret cannot be decrypted with this data directory’s master key.',
      );
    }
  }
}

const meta = (db: Database, key: string): string | undefined =>
  db.prepare<[string], { value: string }>('SELECT value FROM system_meta WHERE key = ?').get(key)
    ?.value;

const setMeta = (db: Database, key: string, value: string): void => {
  db.prepare('INSERT OR REPLACE INTO system_meta (key, value) VALUES (?, ?)').run(key, value);
};

/**
 * Loads this data directory's master key, or creates it for a brand-new directory.
 * A directory that already has data but whose key is missing or wrong is a startup
 * error: making a new key silently would orphan every stored secret.
 */
export async function loadMasterKey(
  db: Database,
  vaults: readonly SecretVault[],
): Promise<{ key: MasterKey; vault: SecretVault }> {
  const primary = vaults[0];
  if (!primary) throw new Error('No vault configured.');
  let installationId = meta(db, 'installation_id');
  const account = (id: string) => `master-key:${id}`;

  if (!installationId) {
    installationId = randomBytes(12).toString('hex');
    const master = randomBytes(32);
    const key = new MasterKey(master);
    // Vault first: a crash between the two leaves an unused vault entry, never a dataless key.
    await primary.set(account(installationId), master.toString('base64'));
    db.tx(() => {
      setMeta(db, 'installation_id', installationId!);
      setMeta(db, 'master_key_check', key.check);
      setMeta(db, 'vault_kind', primary.kind);
    });
    return { key, vault: primary };
  }

  for (const vault of vaults) {
    const stored = await vault.get(account(installationId));
    if (!stored) continue;
    const key = new MasterKey(Buffer.from(stored, 'base64'));
    const expected = Buffer.from(meta(db, 'master_key_check') ?? '', 'hex');
    const actual = Buffer.from(key.check, 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new AppError(
        'vault_error',
        `The master key found in ${vault.location} does not match this data directory ` +
          `(installation ${installationId}). Restore the right key or the right data directory; ` +
          'no new key was made.',
      );
    }
    return { key, vault };
  }
  const where = vaults.map((v) => v.location).join(' or ');
  throw new AppError(
    'vault_error',
    `The master key for this data directory (installation ${installationId}, kept in the ` +
      `${meta(db, 'vault_kind') ?? 'unknown'} vault) was not found in ${where}. ` +
      'Start with the vault that holds it (--vault keychain or --vault file); no new key was made, ' +
      'because that would make every stored secret unreadable.',
  );
}
