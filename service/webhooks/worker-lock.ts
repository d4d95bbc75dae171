import { existsSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createPrivateFile } from '../util/private-files';

/** Beside the database in the data directory. */
export const WORKER_LOCK_FILE = 'delivery-worker.lock';

/**
 * One delivery worker per data directory, enforced rather than assumed: the worker holds an
 * exclusive SQLite lock on a small file beside the database while it runs. A second process on
 * the same directory (the desktop app next to `serve`) cannot take it and does not send, so the
 * worker can keep its claims in memory (no write transaction per claim). The operating system
 * drops the lock when the holder dies, kill -9 included, so a restart takes it at once.
 */
export class WorkerLock {
  private constructor(private handle: BetterSqlite3.Database | null) {}

  /**
   * The lock, or null while another live worker (this process or another) holds it. `name`: the
   * lock file (the export runner holds one of its own).
   */
  static tryAcquire(dataDir: string, name = WORKER_LOCK_FILE): WorkerLock | null {
    const file = join(dataDir, name);
    createPrivateFile(file);
    const handle = new BetterSqlite3(file, { timeout: 0 });
    try {
      // EXCLUSIVE locking mode keeps the lock the first write takes until close().
      handle.pragma('locking_mode = EXCLUSIVE');
      handle.exec('BEGIN EXCLUSIVE; COMMIT');
      return new WorkerLock(handle);
    } catch (error) {
      handle.close();
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
      throw error;
    }
  }

  release(): void {
    this.handle?.close();
    this.handle = null;
  }
}

/**
 * Whether a live worker holds the lock, for `cli status`, without taking it: the holder's
 * exclusive lock refuses even a read. The read's own shared lock lasts one statement; a
 * worker that tries to start in that instant simply takes the lock at its next poll.
 */
export function isWorkerLockHeld(dataDir: string): boolean {
  const file = join(dataDir, WORKER_LOCK_FILE);
  if (!existsSync(file)) return false;
  const handle = new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 0 });
  try {
    handle.prepare('SELECT count(*) FROM sqlite_master').get();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    handle.close();
  }
}
