/**
 * WAL checkpoints on their own thread, and commits without an fsync (service/db/checkpointer.ts,
 * Database.tx's `durable: false`), on real SQLite files. Whether the thread checkpointed is read
 * where SQLite keeps it: the -shm file's WAL-index header (mxFrame, the frames in the WAL) and
 * checkpoint info (nBackfill, the frames copied into the database), native byte order.
 *
 * Reproduce: npx vitest run test/integration/checkpoints.test.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { endianness } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { BackgroundCheckpointer } from '../../service/db/checkpointer';
import { Database } from '../../service/db/database';
import { makeDataDir } from '../support/test-service';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function openDb(): Promise<Database> {
  const dir = await makeDataDir();
  const db = await Database.open(dir);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  cleanups.push(() => db.close());
  db.sql.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, blob BLOB NOT NULL)');
  return db;
}

/** Frames in the WAL and frames checkpointed, from the -shm file. */
function walState(db: Database): { frames: number; backfilled: number } {
  const shm = readFileSync(`${db.sql.name}-shm`);
  const read = (at: number) =>
    endianness() === 'LE' ? shm.readUInt32LE(at) : shm.readUInt32BE(at);
  return { frames: read(16), backfilled: read(96) };
}

/** ~`pages` pages written in small durable commits, as the service's writes are. */
function write(db: Database, pages: number): void {
  const insert = db.sql.prepare('INSERT INTO filler (blob) VALUES (randomblob(3500))');
  for (let i = 0; i < pages; i += 10) db.tx(() => Array.from({ length: 10 }, () => insert.run()));
}

async function until(condition: () => boolean, ms = 3000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

const threadStarted = async (db: Database) => {
  const errors: Error[] = [];
  db.startBackgroundCheckpoints((error) => errors.push(error));
  await db.holdCheckpoints().then((release) => release()); // resolves once the thread is up
  return errors;
};

describe('WAL checkpoints on a thread', () => {
  it('checkpoints what the event loop commits, with SQLite’s own checkpoint only a fallback', async () => {
    const db = await openDb();
    const errors = await threadStarted(db);
    expect(errors).toEqual([]);
    expect(db.sql.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    // Past SQLite's default threshold of 1,000 pages, far below the fallback's: only the thread
    // can have copied every frame (SQLite's default would leave the frames after its checkpoint).
    write(db, 1500);
    expect(
      await until(() => walState(db).frames > 0 && walState(db).backfilled === walState(db).frames),
    ).toBe(true);
    // The next commit starts the WAL again from its beginning.
    write(db, 10);
    expect(walState(db).frames).toBeLessThan(100);
  });

  it('holds checkpoints while a reader of the WAL asks, and resumes after', async () => {
    const db = await openDb();
    await threadStarted(db);
    const release = await db.holdCheckpoints();
    expect(db.sql.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    write(db, 300);
    await new Promise((resolve) => setTimeout(resolve, 400)); // four of the thread's intervals
    expect(walState(db).backfilled).toBe(0);
    await release();
    expect(db.sql.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    expect(await until(() => walState(db).backfilled === walState(db).frames)).toBe(true);
  });

  it('closes its connection first, so the service’s closes last and removes the WAL', async () => {
    const db = await openDb();
    await threadStarted(db);
    write(db, 50);
    const wal = `${db.sql.name}-wal`;
    expect(existsSync(wal)).toBe(true);
    await db.close();
    expect(existsSync(wal)).toBe(false);
  });

  it('fails to start, with the reason, when the database cannot be opened', async () => {
    await expect(
      BackgroundCheckpointer.start('/nonexistent/dir/db.sqlite', 'FULL', { onError: () => {} }),
    ).rejects.toThrow(/unable to open|no such file|directory does not exist/i);
    // The service's fallback: the error is reported and SQLite's own threshold stays.
    const db = await openDb();
    const errors: Error[] = [];
    await rm(db.sql.name); // the thread's open fails (fileMustExist); this connection keeps its handle
    db.startBackgroundCheckpoints((error) => errors.push(error));
    expect(await until(() => errors.length > 0)).toBe(true);
    expect(db.sql.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});

describe('commits without an fsync (durable: false)', () => {
  it('commits, and puts the connection back to synchronous FULL after a commit and a rollback', async () => {
    const db = await openDb();
    const FULL = 2;
    expect(db.sql.pragma('synchronous', { simple: true })).toBe(FULL);
    let seen: unknown;
    db.tx(
      () => {
        seen = db.sql.pragma('synchronous', { simple: true });
        db.sql.prepare('INSERT INTO filler (blob) VALUES (zeroblob(1))').run();
      },
      { durable: false },
    );
    expect(seen).toBe(1); // NORMAL for this commit
    expect(db.sql.pragma('synchronous', { simple: true })).toBe(FULL);
    expect(() =>
      db.tx(
        () => {
          db.sql.prepare('INSERT INTO filler (blob) VALUES (zeroblob(2))').run();
          throw new Error('rolled back');
        },
        { durable: false },
      ),
    ).toThrow('rolled back');
    expect(db.sql.pragma('synchronous', { simple: true })).toBe(FULL);
    expect(db.sql.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 1 });
    // Inside another transaction it is a savepoint of a durable commit: nothing changes.
    db.tx(() =>
      db.tx(
        () => {
          seen = db.sql.pragma('synchronous', { simple: true });
        },
        { durable: false },
      ),
    );
    expect(seen).toBe(FULL);
  });
});
