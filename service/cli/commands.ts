import type { CliCommand } from './command';
import { setupCommands } from './setup-commands';
import { keyCommands } from './keys-commands';
import { settingsCommands } from './settings-commands';
import { webhookCommands } from './webhooks-commands';
import { productCommands } from './products-commands';

/** Every CLI command; each module owns its group. */
export const COMMANDS: CliCommand[] = [
  ...setupCommands,
  ...keyCommands,
  ...settingsCommands,
  ...webhookCommands,
  ...productCommands,
];
