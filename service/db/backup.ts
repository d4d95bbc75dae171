import BetterSqlite3 from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { Database } from './database';
import { DATABASE_FILE } from './data-source';
import { MasterKey } from '../vault/master-key';
import type { SecretVault } from '../vault/secret-vault';

/**
 * A consistent online copy through SQLite's backup API: safe while `serve` writes, since
 * the copy is taken page by page under SQLite's own locking.
 */
export async function backupDatabase(db: Database, outFile: string): Promise<{ pages: number }> {
  if (existsSync(outFile)) {
    throw new AppError('conflict', `${outFile} already exists; choose a new file name.`);
  }
  const result = await db.sql.backup(outFile);
  return { pages: result.totalPages };
}

interface BackupIdentity {
  installationId: string;
  check: string;
}

function readIdentity(file: string): BackupIdentity {
  let source: BetterSqlite3.Database;
  try {
    source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new AppError(
      'validation_failed',
      `Cannot open ${file} as a database: ${(error as Error).message}`,
    );
  }
  try {
    const integrity = source.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new AppError('validation_failed', `${file} is damaged: ${String(integrity)}.`);
    const meta = (key: string) =>
      (
        source.prepare('SELECT value FROM system_meta WHERE key = ?').get(key) as
          { value: string } | undefined
      )?.value;
    const installationId = meta('installation_id');
    const check = meta('master_key_check');
    if (!installationId || !check) {
      throw new AppError(
        'validation_failed',
        `${file} is not a backup of an integration console data directory.`,
      );
    }
    return { installationId, check };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'validation_failed',
      `${file} is not a backup of an integration console data directory.`,
    );
  } finally {
    source.close();
  }
}

/**
 * Restores a backup into a data directory, only when the vault holds the master key the
 * backup was made with: restoring data whose secrets cannot be decrypted would lose them.
 * Stop `serve` (and the desktop app) on that data directory first.
 */
export async function restoreDatabase(
  file: string,
  dataDir: string,
  vaults: readonly SecretVault[],
): Promise<{ installationId: string; vault: string }> {
  const identity = readIdentity(file);
  for (const vault of vaults) {
    const stored = await vault.get(`master-key:${identity.installationId}`);
    if (!stored) continue;
    const actual = Buffer.from(new MasterKey(Buffer.from(stored, 'base64')).check, 'hex');
    const expected = Buffer.from(identity.check, 'hex');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) continue;
    const source = new BetterSqlite3(file, { readonly: true });
    try {
      await source.backup(join(dataDir, DATABASE_FILE));
    } finally {
      source.close();
    }
    return { installationId: identity.installationId, vault: vault.location };
  }
  throw new AppError(
    'vault_error',
    `This backup was made with the master key of installation ${identity.installationId}, which is not in ` +
      `${vaults.map((v) => v.location).join(' or ')}. Restoring it would make every stored secret unreadable, so nothing was changed.`,
  );
}
