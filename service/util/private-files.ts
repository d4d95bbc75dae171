import { chmodSync, closeSync, constants, fchmodSync, openSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import type { Logger } from './logger';

/**
 * The data directory holds password hashes, the audit log and catalog data: only its owner may
 * read it, whatever the umask. Every file the service writes goes through these functions.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Windows has no POSIX modes (chmod only toggles read-only): the profile's ACLs apply there. */
const POSIX = process.platform !== 'win32';

/** Creates the directory 0700, or tightens an existing one to 0700 (with an info line). */
export async function ensurePrivateDir(dir: string, log?: Logger): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!POSIX) return;
  const mode = (await stat(dir)).mode & 0o777;
  if (mode === PRIVATE_DIR_MODE) return;
  try {
    await chmod(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    throw new Error(
      `The data directory ${dir} has mode ${mode.toString(8)} and cannot be made 0700 ` +
        `(${(error as Error).message}): make it yours, or choose another with --data-dir.`,
      { cause: error },
    );
  }
  log?.info(
    { dir, was: mode.toString(8) },
    'data directory tightened to 0700 (it holds password hashes, the audit log and catalog data)',
  );
}

/**
 * Creates `path` empty with mode 0600 (or keeps it, tightened to 0600) before SQLite opens it:
 * SQLite creates files 0644 less the umask, and gives a database's -wal and -shm the mode of
 * the database file itself.
 */
export function createPrivateFile(path: string): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT, PRIVATE_FILE_MODE);
  try {
    if (POSIX) fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

/** Tightens an existing file to 0600 (a file from an installation made before); absent: nothing. */
export function tightenFile(path: string): void {
  if (!POSIX) return;
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
