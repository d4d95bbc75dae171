import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The WAL-index header SQLite keeps at the start of `<database>-shm` (the "WAL-Index Format" of
 * SQLite's file-format documentation, shared by every SQLite version that opens the file). Every
 * commit by any connection rewrites it (its change counter, frame count and checksums move), and
 * a reader compares it with its last copy to learn that the database changed: the test
 * `PRAGMA data_version` makes, without taking the read lock.
 *
 * The writer stores the second copy first and this first copy last, so once the first copy
 * reads as new the commit is visible to the next read transaction. A read torn by a commit in
 * progress only reports a change early; the finished commit differs from it and reports again.
 * A TRUNCATE or RESTART checkpoint rewrites it too: a harmless extra report.
 *
 * **The descriptor rule.** Closing any descriptor of a file drops every POSIX lock this process
 * holds on it, SQLite's included (SQLite's "How To Corrupt" page, 2.2): another process would
 * then take the -shm file as unused, reset it under our connection and lose commits. So one
 * descriptor per -shm file is opened per process and shared, and it is closed only when the
 * last user closes, which Database.close does after closing its SQLite connection.
 */
export interface WalIndexHeader {
  /** `mapped`: a shared read-only mapping (~50 ns a check); `read`: one pread (0.4–1.5 µs). */
  readonly access: 'mapped' | 'read';
  /**
   * True when the header differs from the one seen at this handle's previous call (and at its
   * first call); null when it cannot be read any more (the caller falls back to the pragma).
   */
  changed(): boolean | null;
  /** Call after closing the SQLite connection (see the descriptor rule above). */
  close(): void;
}

/** The first copy of the header: 48 bytes, before any byte SQLite locks (mandatory on Windows). */
const HEADER_SIZE = 48;

interface Addon {
  map(fd: number): object;
  watcher(mapping: object): () => boolean;
  unmap(mapping: object): void;
}

/** native/wal-index-header (POSIX mmap); null where it was not built or cannot load. */
const addon = ((): Addon | null => {
  try {
    return createRequire(import.meta.url)('wal-index-header') as Addon;
  } catch {
    return null;
  }
})();

/** The -shm files this process has open, by device and inode: one descriptor each. */
interface OpenShm {
  fd: number;
  mapping: object | null;
  users: number;
}
const openFiles = new Map<string, OpenShm>();
const fileKey = (stat: { dev: bigint; ino: bigint }) => `${stat.dev}:${stat.ino}`;

function acquire(shm: string): { key: string; file: OpenShm } | null {
  let key: string;
  try {
    key = fileKey(statSync(shm, { bigint: true }));
  } catch {
    return null;
  }
  let file = openFiles.get(key);
  if (!file) {
    let fd: number;
    try {
      fd = openSync(shm, 'r');
    } catch {
      return null;
    }
    // Replaced between the stat and the open: use what was opened (never close a descriptor
    // of a file SQLite may have open, so a second one of a known file is simply kept).
    key = fileKey(fstatSync(fd, { bigint: true }));
    file = openFiles.get(key) ?? { fd, mapping: null, users: 0 };
    openFiles.set(key, file);
  }
  file.users++;
  return { key, file };
}

function release(key: string, file: OpenShm): void {
  if (--file.users > 0) return;
  if (file.mapping) addon?.unmap(file.mapping);
  closeSync(file.fd);
  openFiles.delete(key);
}

/**
 * Opens the header of `databaseFile`, mapped when the addon can, else read with pread. Null when
 * the database has no shared-memory file (not in WAL mode, or not opened yet). Open it after
 * the SQLite connection has used the file (SQLite resets a -shm file nobody else has open).
 */
export function openWalIndexHeader(
  databaseFile: string,
  access: 'mapped' | 'read' = addon ? 'mapped' : 'read',
): WalIndexHeader | null {
  const acquired = acquire(`${databaseFile}-shm`);
  if (!acquired) return null;
  const { key, file } = acquired;
  if (access === 'mapped' && addon && !file.mapping) {
    try {
      file.mapping = addon.map(file.fd);
    } catch {
      // Not mappable here (Windows, or a file shorter than a page): pread below.
    }
  }
  const seen = Buffer.alloc(HEADER_SIZE);
  const current = Buffer.alloc(HEADER_SIZE);
  let open = true;
  const mapped = access === 'mapped' && file.mapping ? addon!.watcher(file.mapping) : null;
  return {
    access: mapped ? 'mapped' : 'read',
    changed() {
      if (!open) return null;
      if (mapped) return mapped();
      try {
        if (readSync(file.fd, current, 0, HEADER_SIZE, 0) !== HEADER_SIZE) return null;
      } catch {
        return null;
      }
      if (current.equals(seen)) return false;
      current.copy(seen);
      return true;
    },
    close() {
      if (open) release(key, file);
      open = false;
    },
  };
}
