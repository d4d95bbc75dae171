/**
 * What the commits of a stretch of work wrote, by table and index (`BENCH_PAGES=1`, see
 * docs/performance.md "Method"): the WAL frames appended since `start()` are read back from the
 * file, grouped by commit, and each frame's page number is named with SQLite's `dbstat` table
 * (pages no table owns any more, freed in the stretch, count as "free"). A page written twice
 * in one commit counts once, as SQLite writes it once. Checkpoints are held off in between, so
 * the WAL keeps every frame; the next `start()` checkpoints and truncates it.
 */
import { readFileSync, statSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

export interface WalPages {
  commits: number;
  framesPerCommit: number;
  /** Distinct pages per commit, by the table or index that owns them. */
  perCommit: Record<string, number>;
}

export function startWalPages(sql: BetterSqlite3.Database): () => WalPages {
  sql.pragma('wal_autocheckpoint = 0');
  sql.pragma('wal_checkpoint(TRUNCATE)');
  const walFile = `${sql.name}-wal`;
  const start = statSync(walFile).size;
  return () => {
    const wal = readFileSync(walFile);
    const pageSize = wal.readUInt32BE(8);
    const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
    const owner = new Map<number, string>();
    for (const r of sql.prepare('SELECT name, pageno FROM dbstat').all() as {
      name: string;
      pageno: number;
    }[]) {
      owner.set(r.pageno, r.name);
    }
    const byOwner = new Map<string, number>();
    let commits = 0;
    let frames = 0;
    let pages = new Set<number>();
    for (
      let at = Math.max(start, WAL_HEADER);
      at + FRAME_HEADER + pageSize <= wal.length;
      at += FRAME_HEADER + pageSize
    ) {
      if (wal.readUInt32BE(at + 8) !== salt[0] || wal.readUInt32BE(at + 12) !== salt[1]) break;
      frames++;
      pages.add(wal.readUInt32BE(at));
      if (wal.readUInt32BE(at + 4) === 0) continue; // not a commit frame
      commits++;
      for (const page of pages) {
        const name = owner.get(page) ?? 'free';
        byOwner.set(name, (byOwner.get(name) ?? 0) + 1);
      }
      pages = new Set();
    }
    sql.pragma('wal_autocheckpoint = 1000');
    const perCommit = Object.fromEntries(
      [...byOwner]
        .sort((a, b) => b[1] - a[1])
        .map(([name, n]) => [name, Math.round((10 * n) / commits) / 10]),
    );
    return { commits, framesPerCommit: Math.round((10 * frames) / commits) / 10, perCommit };
  };
}
