import { resolve } from 'node:path';
import { backupDatabase, restoreDatabase } from '../db/backup';
import { ensurePrivateDir } from '../util/private-files';
import { openVaults } from '../vault/open-vault';
import type { CliCommand, OfflineCommand } from './command';
import { keyValues, required } from './command';

export const backupCommands: CliCommand[] = [
  {
    name: 'backup',
    summary: 'Consistent online copy of the database (safe while serve runs)',
    usage: 'backup --out FILE [--force]',
    examples: ['cli backup --out /var/backups/ic-$(date +%F).sqlite'],
    options: { out: { type: 'string' }, force: { type: 'boolean' } },
    async run({ service, values, actor }) {
      const out = resolve(required(values, 'out'));
      // A new file, mode 0600, never through a symbolic link; an existing file only with --force.
      const { pages } = await backupDatabase(service.db, out, { force: values.force === true });
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
    'Replace the database with a backup made with this vault’s master key and the schema the migrations make (stop serve first)',
  usage: 'restore --from FILE',
  examples: [
    'cli restore --from /var/backups/ic-2026-11-23.sqlite   # stop serve and the desktop app first',
  ],
  options: { from: { type: 'string' } },
  async runOffline({ config, log, values }) {
    await ensurePrivateDir(config.dataDir, log);
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
