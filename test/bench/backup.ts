/**
 * `cli backup` and `cli restore` against a plain copy of the same database (docs/reliability.md,
 * "Backup and restore"), on a data directory made beforehand (`cli setup`, then `cli demo`).
 *
 * The directory is copied to a temporary one first. For each of ROUNDS rounds: a plain copy
 * (`copyFileSync`, and the same followed by an fsync, as a backup's copy ends); backupDatabase
 * and restoreDatabase in this process (no start-up); `cli backup` and `cli restore` as separate
 * processes; and `cli --help` (Node and the CLI's modules, the start-up every command pays).
 * Prints one JSON line of medians and the load average.
 *
 * Usage: BACKUP_DATA_DIR=dir npm run bench -- --only=backup
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase, restoreDatabase } from '../../service/db/backup';
import { Database } from '../../service/db/database';
import { DATABASE_FILE } from '../../service/db/data-source';
import { FileVault } from '../../service/vault/file-vault';

const ROUNDS = Number(process.env.BACKUP_ROUNDS ?? 3);
const source = process.env.BACKUP_DATA_DIR;
if (!source) throw new Error('Set BACKUP_DATA_DIR to a data directory made with cli demo.');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function timed(fn: () => unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function run(...argv: string[]): void {
  const child = spawnSync(process.execPath, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (child.status !== 0) throw new Error(`node ${argv.join(' ')} exited ${child.status}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'ic-backup-bench-'));
try {
  copyFileSync(join(source, DATABASE_FILE), join(dataDir, DATABASE_FILE));
  copyFileSync(join(source, 'master.key'), join(dataDir, 'master.key'));
  const live = join(dataDir, DATABASE_FILE);
  // Migrations a demo directory made by an older build lacks run here, not in a timed round.
  await (await Database.open(dataDir)).close();
  const out = join(dataDir, 'backup.sqlite');
  const cli = (...argv: string[]) =>
    run('dist/service/cli.js', '--data-dir', dataDir, '--vault', 'file', ...argv);
  const figures: Record<string, number[]> = {
    copy: [],
    copy_fsync: [],
    backup_in_process: [],
    restore_in_process: [],
    cli_backup: [],
    cli_restore: [],
    cli_start: [],
  };
  for (let round = 0; round < ROUNDS; round++) {
    const copy = join(dataDir, 'copy.sqlite');
    figures.copy!.push(await timed(() => copyFileSync(live, copy)));
    rmSync(copy);
    figures.copy_fsync!.push(
      await timed(() => {
        copyFileSync(live, copy);
        const fd = openSync(copy, 'r+');
        fsyncSync(fd);
        closeSync(fd);
      }),
    );
    rmSync(copy);
    const db = await Database.open(dataDir);
    try {
      figures.backup_in_process!.push(await timed(() => backupDatabase(db, out)));
    } finally {
      await db.close();
    }
    figures.restore_in_process!.push(
      await timed(() => restoreDatabase(out, dataDir, [new FileVault(dataDir)])),
    );
    rmSync(out);
    figures.cli_backup!.push(await timed(() => cli('backup', '--out', out)));
    figures.cli_restore!.push(await timed(() => cli('restore', '--from', out)));
    rmSync(out);
    figures.cli_start!.push(await timed(() => run('dist/service/cli.js', '--help')));
  }
  const ms = Object.fromEntries(
    Object.entries(figures).map(([name, xs]) => [`${name}_ms`, Math.round(median(xs))]),
  );
  console.log(
    JSON.stringify({
      db_mb: Math.round(statSync(live).size / 1e5) / 10,
      rounds: ROUNDS,
      ...ms,
      load_average: loadAverage(),
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
