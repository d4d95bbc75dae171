import type { CliCommand, OfflineCommand } from './command';
import { setupCommands } from './setup-commands';
import { tenancyCommands } from './tenancy-commands';
import { useCommands } from './use-commands';
import { userCommands } from './users-commands';
import { keyCommands } from './keys-commands';
import { scopeCommands } from './scopes-commands';
import { settingsCommands } from './settings-commands';
import { webhookCommands } from './webhooks-commands';
import { productCommands } from './products-commands';
import { backupCommands, restoreCommand } from './backup-commands';
import { tlsCommands } from './tls-commands';
import { statusCommand } from './status-commands';
import { demoCommands } from './demo-commands';

/** Every CLI command; each module owns its group. */
export const COMMANDS: CliCommand[] = [
  ...setupCommands,
  ...tenancyCommands,
  ...useCommands,
  ...userCommands,
  ...keyCommands,
  ...scopeCommands,
  ...settingsCommands,
  ...webhookCommands,
  ...productCommands,
  ...backupCommands,
  ...tlsCommands,
  ...demoCommands,
];

/** Commands that must not open the data directory as a service first. */
export const OFFLINE_COMMANDS: OfflineCommand[] = [restoreCommand, statusCommand];
