import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { backupDatabase, restoreDatabase } from '../db/backup';
import { openVaults } from '../vault/open-vault';
import type { CliCommand, OfflineCommand } from './command';
import { keyValues, required } from './command';

export const backupCommands: CliCommand[] = [
  {
    name: 'backup',
    summary: 'Consistent online copy of the database (safe while serve runs)',
    usage: 'backup --out FILE',
    examples: ['cli backup --out /var/backups/ic-$(date +%F).sqlite'],
    options: { out: { type: 'string' } },
    async run({ service, values, actor }) {
      const out = resolve(required(values, 'out'));
      const { pages } = await backupDatabase(service.db, out);
      service.audit.record({
        actor,
        action: 'system.backup',
        targetType: 'system',
        details: { file: out },
      });
      const data = { file: out, pages };
      return {
        data,
        text: `${keyValues(data)}\nThe master key is not in the file: keep the vault (keychain or master.key) too.`,
      };
    },
  },
];

export const restoreCommand: OfflineCommand = {
  name: 'restore',
  summary:
    'Replace the database with a backup made with this vault’s master key (stop serve first)',
  usage: 'restore --from FILE',
  examples: [
    'cli restore --from /var/backups/ic-2026-11-23.sqlite   # stop serve and the desktop app first',
  ],
  options: { from: { type: 'string' } },
  async runOffline({ config, log, values }) {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    const vaults = await openVaults({
      mode: config.vault,
      dataDir: config.dataDir,
      keychainService: config.keychainService,
      log,
    });
    const result = await restoreDatabase(resolve(required(values, 'from')), config.dataDir, vaults);
    const data = {
      restored: true,
      data_dir: config.dataDir,
      installation_id: result.installationId,
      vault: result.vault,
    };
    return { data, text: keyValues(data) };
  },
};
