import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openWalIndexHeader, type WalIndexHeader } from '../../service/db/wal-index-header';

let dir: string;
let ours: BetterSqlite3.Database;
let other: BetterSqlite3.Database;
let file: string;
let headers: WalIndexHeader[];

/** Opened here and closed after the connections (closing first would drop their locks). */
function openHeader(access?: 'mapped' | 'read'): WalIndexHeader {
  const header = openWalIndexHeader(file, access)!;
  headers.push(header);
  return header;
}

/**
 * Another process reads the database. When it finds nobody holding the -shm file (its locks
 * gone), it takes itself for the first user and rebuilds the file: the header changes.
 */
function readByAnotherProcess(): void {
  execFileSync(process.execPath, [
    '-e',
    `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)});
     d.prepare('SELECT count(*) FROM t').get(); d.close();`,
  ]);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wal-header-'));
  file = join(dir, 'db.sqlite');
  ours = new BetterSqlite3(file);
  ours.pragma('journal_mode = WAL');
  ours.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  other = new BetterSqlite3(file);
  headers = [];
});
afterEach(() => {
  other.close();
  ours.close();
  for (const header of headers) header.close();
  rmSync(dir, { recursive: true, force: true });
});

it('is null for a database without a -shm file', () => {
  expect(openWalIndexHeader(join(dir, 'missing.sqlite'))).toBeNull();
  expect(openWalIndexHeader(join(dir, 'missing.sqlite'), 'read')).toBeNull();
});

it('is mapped by default: the addon is built (npm ci builds native/wal-index-header)', () => {
  const header = openHeader();
  expect(header.access).toBe('mapped');
  header.close();
  expect(header.changed()).toBeNull();
});

describe.each(['mapped', 'read'] as const)('WalIndexHeader (%s)', (access) => {
  let header: WalIndexHeader;
  beforeEach(() => {
    header = openHeader(access);
    expect(header.access).toBe(access);
  });

  it('reports every commit, by another connection or this one, and not reads', () => {
    const dataVersion = ours.prepare('PRAGMA data_version').pluck();
    const op = fc.constantFrom(
      'insert',
      'insert by this connection',
      'update',
      'delete',
      'empty transaction',
      'rolled back',
      'read',
      'checkpoint passive',
      'checkpoint truncate',
      'checkpoint restart',
    );
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
        header.changed();
        let seenVersion = dataVersion.get();
        for (const name of ops) {
          switch (name) {
            case 'insert':
              other.prepare('INSERT INTO t (v) VALUES (?)').run(String(Math.random()));
              break;
            case 'insert by this connection':
              ours.prepare('INSERT INTO t (v) VALUES (?)').run('mine');
              break;
            case 'update':
              other.prepare("UPDATE t SET v = v || 'x' WHERE id = (SELECT max(id) FROM t)").run();
              break;
            case 'delete':
              other.prepare('DELETE FROM t WHERE id = (SELECT min(id) FROM t)').run();
              break;
            case 'empty transaction':
              other.exec('BEGIN IMMEDIATE; COMMIT');
              break;
            case 'rolled back':
              other.exec("BEGIN IMMEDIATE; INSERT INTO t (v) VALUES ('gone'); ROLLBACK");
              break;
            case 'read':
              other.prepare('SELECT count(*) FROM t').get();
              break;
            default:
              other.pragma(`wal_checkpoint(${name.split(' ')[1]!.toUpperCase()})`);
          }
          const version = dataVersion.get();
          const changed = header.changed();
          // Every change data_version sees, the header sees too (no missed commit).
          if (version !== seenVersion) expect(changed, `after ${name}`).toBe(true);
          // This connection's own commits too (data_version does not count those).
          if (name === 'insert by this connection') expect(changed).toBe(true);
          // Reads, rollbacks and passive checkpoints report nothing. (A TRUNCATE or RESTART
          // checkpoint rewrites the header to start the log afresh: a harmless extra refresh.)
          if (['read', 'rolled back', 'checkpoint passive'].includes(name)) {
            expect(changed, `after ${name}`).toBe(false);
          }
          seenVersion = version;
        }
      }),
      { numRuns: 200, seed: 4242 },
    );
  });

  it('reports a commit by another process', () => {
    header.changed();
    execFileSync(process.execPath, [
      '-e',
      `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)}); d.prepare("INSERT INTO t (v) VALUES ('p')").run(); d.close();`,
    ]);
    expect(header.changed()).toBe(true);
    expect(header.changed()).toBe(false);
  });
});

it('keeps its one descriptor per file open while a handle is open, so SQLite keeps its locks', () => {
  // Each handle keeps its own last copy: two handles on one file both see a commit.
  const a = openHeader();
  const b = openHeader('read');
  a.changed();
  b.changed();
  other.prepare("INSERT INTO t (v) VALUES ('x')").run();
  expect([a.changed(), b.changed()]).toEqual([true, true]);

  // Closing one of two handles closes no descriptor: SQLite's locks hold, another process's
  // read leaves the header as it is.
  a.close();
  readByAnotherProcess();
  expect(b.changed()).toBe(false);

  // The hazard the rule avoids (why Database.close closes the header after its connection):
  // closing any other descriptor of the -shm file drops this process's locks on it, and the
  // next process to open the database rebuilds the file under our open connections.
  closeSync(openSync(`${file}-shm`, 'r'));
  readByAnotherProcess();
  expect(b.changed()).toBe(true);
});
