import type { CliCommand, OfflineCommand } from './command';
import { setupCommands } from './setup-commands';
import { keyCommands } from './keys-commands';
import { settingsCommands } from './settings-commands';
import { webhookCommands } from './webhooks-commands';
import { productCommands } from './products-commands';
import { backupCommands, restoreCommand } from './backup-commands';
import { tlsCommands } from './tls-commands';

/** Every CLI command; each module owns its group. */
export const COMMANDS: CliCommand[] = [
  ...setupCommands,
  ...keyCommands,
  ...settingsCommands,
  ...webhookCommands,
  ...productCommands,
  ...backupCommands,
  ...tlsCommands,
];

/** Commands that must not open the data directory as a service first. */
export const OFFLINE_COMMANDS: OfflineCommand[] = [restoreCommand];
