import BetterSqlite3 from 'better-sqlite3';
import {
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  lstatSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { Database } from './database';
import { DATABASE_FILE, openDataSource } from './data-source';
import { checkBackupSchema } from './backup-schema';
import { MasterKey } from '../vault/master-key';
import type { SecretVault } from '../vault/secret-vault';
import { PRIVATE_FILE_MODE, tightenFile } from '../util/private-files';

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * The backup copies every page in one step: in small steps (SQLite's default) it is several
 * times slower, and starts over after each commit another process (serve) makes meanwhile. A
 * step holds only a read snapshot, which in WAL mode does not hold up serve's writes.
 */
const ALL_PAGES = 0x7fffffff;

/** Creates `path` 0600, failing if anything (a file, a link, even a dangling one) is there. */
function createExclusive(path: string): void {
  let fd: number;
  try {
    fd = openSync(
      path,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW,
      PRIVATE_FILE_MODE,
    );
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'EEXIST' ||
      (error as NodeJS.ErrnoException).code === 'ELOOP'
    ) {
      throw new AppError(
        'conflict',
        `${path} appeared while the backup started; choose a new file name.`,
      );
    }
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

function existing(path: string) {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A consistent online copy through SQLite's backup API: safe while `serve` writes, since
 * the copy is taken page by page under SQLite's own locking. The file is created 0600 and
 * never through a symbolic link; an existing file is replaced only with `force` (the copy is
 * written beside it and renamed over it, so the old one stays whole until the new one is).
 */
export async function backupDatabase(
  db: Database,
  outFile: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ pages: number }> {
  const found = existing(outFile);
  if (found?.isSymbolicLink()) {
    throw new AppError(
      'unsafe_path',
      `${outFile} is a symbolic link; a backup is never written through one. Choose another file name.`,
    );
  }
  if (found && !found.isFile()) {
    throw new AppError(
      'unsafe_path',
      `${outFile} is not a regular file; choose another file name.`,
    );
  }
  if (found && !force) {
    throw new AppError(
      'conflict',
      `${outFile} already exists; choose a new file name, or pass --force to replace it.`,
    );
  }
  const target = found
    ? join(dirname(outFile), `.${basename(outFile)}.${randomBytes(6).toString('hex')}.tmp`)
    : outFile;
  createExclusive(target);
  try {
    const result = await db.sql.backup(target, { progress: () => ALL_PAGES });
    // rename replaces the name itself: a link put there meanwhile is replaced, not followed.
    if (target !== outFile) renameSync(target, outFile);
    return { pages: result.totalPages };
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
}

interface BackupIdentity {
  installationId: string;
  check: string;
}

const notABackup = (file: string) =>
  new AppError(
    'validation_failed',
    `${file} is not a backup of an integration console data directory.`,
  );

/**
 * The checks on the staged copy: whole, the migrations' schema, an installation's identity.
 * `quick_check` reads every page and checks each b-tree, record and constraint, which finds a
 * truncated or damaged file; it skips only matching each index against its table, a mismatch
 * SQLite itself never writes, and which a crafted file could not use for more than the rows it
 * could put in its tables anyway.
 */
async function checkBackup(staged: string, file: string): Promise<BackupIdentity> {
  const db = new BetterSqlite3(staged, { fileMustExist: true });
  try {
    const integrity = db.pragma('quick_check', { simple: true });
    if (integrity !== 'ok')
      throw new AppError('validation_failed', `${file} is damaged: ${String(integrity)}.`);
    await checkBackupSchema(db, file);
    const meta = (key: string) =>
      (
        db.prepare('SELECT value FROM system_meta WHERE key = ?').get(key) as
          { value: string } | undefined
      )?.value;
    const installationId = meta('installation_id');
    const check = meta('master_key_check');
    if (!installationId || !check) throw notABackup(file);
    return { installationId, check };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notABackup(file);
  } finally {
    db.close();
  }
}

/**
 * Copies `file` (and its write-ahead log, if one lies beside it) into `staged`, in the data
 * directory, so the checks and the restore read the same bytes. A copy takes the source's
 * mode: tightened to 0600 (the staging folder is 0700 meanwhile).
 */
async function stage(file: string, staged: string): Promise<void> {
  try {
    await copyFile(file, staged);
    tightenFile(staged);
    if (existsSync(`${file}-wal`)) {
      await copyFile(`${file}-wal`, `${staged}-wal`);
      tightenFile(`${staged}-wal`);
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // A full disk is the data directory's problem, not the backup's.
    if (code === 'ENOSPC')
      throw new AppError(
        'internal_error',
        `The data directory has no room for a copy of ${file}: a restore needs the backup's size free beside the database. Nothing was changed.`,
      );
    throw new AppError('validation_failed', `Cannot read ${file}: ${message}`);
  }
}

/**
 * Takes a database out of WAL mode, which SQLite allows only when no other connection has it
 * open: the file then holds every committed page, with no log beside it, and can be renamed.
 * On the live database it refuses a restore under a running serve or desktop app.
 */
function leaveWal(file: string): void {
  const db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      throw new AppError(
        'conflict',
        `${file} is in use: stop serve and the desktop app on this data directory, then restore again. Nothing was changed.`,
      );
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into a data directory, only when its schema is the one the migrations
 * make (see checkBackupSchema) and the vault holds the master key it was made with: restoring
 * data whose secrets cannot be decrypted would lose them. The backup is copied into the data
 * directory first, checked and migrated there, and only then renamed over the database, so a
 * refused backup leaves the database as it was. Refused while `serve` (or the desktop app) has
 * that database open.
 */
export async function restoreDatabase(
  file: string,
  dataDir: string,
  vaults: readonly SecretVault[],
): Promise<{ installationId: string; vault: string }> {
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const staged = join(staging, DATABASE_FILE);
    await stage(file, staged);
    const identity = await checkBackup(staged, file);
    const vault = await vaultWithKey(identity, vaults);
    // A backup by an older version gets the migrations it lacks before it replaces anything.
    await (await openDataSource(staging)).destroy();
    const live = join(dataDir, DATABASE_FILE);
    leaveWal(staged);
    if (existsSync(live)) leaveWal(live);
    renameSync(staged, live);
    return { installationId: identity.installationId, vault: vault.location };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function vaultWithKey(
  identity: BackupIdentity,
  vaults: readonly SecretVault[],
): Promise<SecretVault> {
  for (const vault of vaults) {
    const stored = await vault.get(`master-key:${identity.installationId}`);
    if (!stored) continue;
    const actual = Buffer.from(new MasterKey(Buffer.from(stored, 'base64')).check, 'hex');
    const expected = Buffer.from(identity.check, 'hex');
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return vault;
  }
  throw new AppError(
    'vault_error',
    `This backup was made with the master key of installation ${identity.installationId}, which is not in ` +
      `${vaults.map((v) => v.location).join(' or ')}. Restoring it would make every stored secret unreadable, so nothing was changed.`,
  );
}
