/**
 * Commits without an fsync (Database.tx's `durable: false`, the delivery worker's records) on a
 * real SQLite file: the connection runs that one commit at synchronous NORMAL and is back at
 * FULL after it, whether it committed or rolled back; inside another transaction nothing changes.
 * (What a power cut then loses, a record whose delivery is sent again, needs a VM to show.)
 *
 * Reproduce: npx vitest run test/integration/durability.test.ts
 */
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
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
