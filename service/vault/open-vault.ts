import { join } from 'node:path';
import type { VaultMode } from '../config';
import type { Logger } from '../util/logger';
import { FileVault } from './file-vault';
import { KeychainVault } from './keychain-vault';
import type { SecretVault } from './secret-vault';

export interface OpenVaultOptions {
  mode: VaultMode;
  dataDir: string;
  keychainService: string;
  log: Logger;
}

/** keychain | file | auto (keychain when reachable, else the file, with a visible warning). */
export async function openVault(options: OpenVaultOptions): Promise<SecretVault> {
  if (options.mode === 'file') return new FileVault(options.dataDir);
  try {
    return await KeychainVault.open(options.keychainService);
  } catch (error) {
    if (options.mode === 'keychain') {
      throw new Error(
        `The OS keychain is not reachable (${(error as Error).message}). ` +
          'Unlock it, or start with --vault file to keep the master key in the data directory.',
        { cause: error },
      );
    }
    options.log.warn(
      { reason: (error as Error).message },
      `The OS keychain is not reachable, so the master key is kept in ${join(options.dataDir, 'master.key')} (mode 0600); pass --vault keychain to require the keychain, or --vault file to silence this.`,
    );
    return new FileVault(options.dataDir);
  }
}

/**
 * The vaults to look for an existing master key in: the configured one, and in `auto` mode
 * also the file, so a key made earlier while the keychain was unreachable is still found.
 */
export async function openVaults(options: OpenVaultOptions): Promise<SecretVault[]> {
  const vault = await openVault(options);
  return options.mode === 'auto' && vault.kind === 'keychain'
    ? [vault, new FileVault(options.dataDir)]
    : [vault];
}
