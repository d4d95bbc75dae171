import { createRequire } from 'node:module';
import type { SecretVault } from './secret-vault';

type Keytar = typeof import('keytar');

/** The OS keychain (libsecret / Keychain / Credential Manager) through keytar. */
export class KeychainVault implements SecretVault {
  readonly kind = 'keychain' as const;
  readonly location: string;

  private constructor(
    private readonly keytar: Keytar,
    private readonly service: string,
  ) {
    this.location = `the OS keychain (service "${service}")`;
  }

  /** Loads keytar and proves the keychain answers; throws with the reason when it does not. */
  static async open(service: string): Promise<KeychainVault> {
    const require = createRequire(import.meta.url);
    const keytar = require('keytar') as Keytar;
    // A read proves the secret service is reachable and unlocked.
    await keytar.getPassword(service, '__probe__');
    return new KeychainVault(keytar, service);
  }

  get(account: string): Promise<string | null> {
    return this.keytar.getPassword(this.service, account);
  }

  set(account: string, value: string): Promise<void> {
    return this.keytar.setPassword(this.service, account, value);
  }

  async delete(account: string): Promise<void> {
    await this.keytar.deletePassword(this.service, account);
  }
}
