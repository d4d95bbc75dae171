import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import packageJson from '../../package.json';
import { createService } from '../app';
import { DATABASE_FILE } from '../db/data-source';
import type { TableStats } from '../maintenance/maintenance';
import { readListeningFiles } from '../http/listening-file';
import { isWorkerLockHeld, WORKER_LOCK_FILE } from '../webhooks/worker-lock';
import type { OfflineCommand } from './command';

const fileSize = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Each table's rows, size, oldest row and retention rule, in aligned columns. */
function tableLines(tables: (TableStats & { keeps: string | null })[]): string {
  const rows: string[][] = [
    ['table', 'rows', 'size', 'oldest', 'kept'],
    ...tables.map((t) => [
      t.table,
      String(t.rows),
      megabytes(t.bytes),
      t.oldest?.slice(0, 10) ?? '-',
      t.keeps ?? 'kept',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '),
    )
    .join('\n');
}

/**
 * Offline so that asking about a data directory never creates one: the service is opened
 * (read, migrated if needed) only when the database already exists.
 */
export const statusCommand: OfflineCommand = {
  name: 'status',
  summary: 'Version, data directory, vault, database size, API address, delivery worker',
  usage: 'status',
  examples: ['cli status', 'cli --json status', 'cli --data-dir /srv/ic status'],
  async runOffline({ config, log }) {
    const database = join(config.dataDir, DATABASE_FILE);
    const exists = existsSync(database);
    let vault: string | null = null;
    let counts: { companies: number; branches: number; users: number } | null = null;
    let tables: (TableStats & { keeps: string | null })[] = [];
    if (exists) {
      const service = await createService({ ...config, api: false, worker: false }, log);
      try {
        vault = service.vault.kind;
        const rows = (table: string) =>
          service.db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
        counts = {
          companies: rows('companies'),
          branches: rows('branches'),
          users: rows('users'),
        };
        const keeps = new Map(
          service.maintenance.rules.flatMap((r) => r.tables.map((t) => [t, r.keeps] as const)),
        );
        tables = service.maintenance
          .tableStats()
          .map((t) => ({ ...t, keeps: keeps.get(t.table) ?? null }));
      } finally {
        await service.close();
      }
    }
    const listening = await readListeningFiles(config.dataDir);
    const worker = exists && isWorkerLockHeld(config.dataDir);
    const bytes = fileSize(database) + fileSize(`${database}-wal`);
    const data = {
      version: packageJson.version,
      data_dir: config.dataDir,
      database: exists ? { file: database, bytes } : null,
      vault: { mode: config.vault, in_use: vault },
      set_up: counts !== null && counts.users > 0,
      counts,
      api: {
        listening: listening.map((l) => ({ address: l.address, pid: l.pid, since: l.started_at })),
        /** Where `serve` listens with this configuration (IC_HOST, IC_PORT). */
        configured_address: `http://${config.host}:${config.port}`,
      },
      delivery_worker: { running: worker, lock_file: join(config.dataDir, WORKER_LOCK_FILE) },
      tables,
    };
    const text = [
      `version:         ${data.version}`,
      `data directory:  ${data.data_dir}`,
      `database:        ${exists ? `${megabytes(bytes)} (${DATABASE_FILE} and its WAL)` : 'none yet (run `cli setup`)'}`,
      `vault:           ${vault ? `${vault === 'file' ? 'master.key in the data directory' : 'OS keychain'} (mode ${config.vault})` : `mode ${config.vault}`}`,
      `set up:          ${counts ? (data.set_up ? `yes: ${count(counts.companies, 'company', 'companies')}, ${count(counts.branches, 'branch', 'branches')}, ${count(counts.users, 'user', 'users')}` : 'no (run `cli setup`)') : 'no (run `cli setup`)'}`,
      `open API:        ${listening.length ? listening.map((l) => `${l.address} (pid ${l.pid})`).join(', ') : `not running (\`serve\` would listen on ${data.api.configured_address})`}`,
      `delivery worker: ${worker ? 'running (a process holds delivery-worker.lock)' : 'not running: webhooks wait until serve or the desktop app runs'}`,
      ...(tables.length ? ['', tableLines(tables)] : []),
    ].join('\n');
    return { data, text };
  },
};
