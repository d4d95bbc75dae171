import { readFile, writeFile, rename, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, tightenFile } from '../util/private-files';
import type { SecretVault } from './secret-vault';

export const MASTER_KEY_FILE = 'master.key';

/**
 * A JSON file of accounts in the data directory, mode 0600. For servers without a
 * keychain; whoever can read the data directory can read the secrets.
 */
export class FileVault implements SecretVault {
  readonly kind = 'file' as const;
  readonly location: string;
  private readonly path: string;
  private tightened = false;

  constructor(dataDir: string) {
    this.path = join(dataDir, MASTER_KEY_FILE);
    this.location = `the file ${this.path}`;
  }

  private async readAll(): Promise<Record<string, string>> {
    try {
      // A master.key written by an installation made before may be looser than 0600.
      if (!this.tightened) tightenFile(this.path);
      this.tightened = true;
      return JSON.parse(await readFile(this.path, 'utf8')) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new Error(`Cannot read ${this.path}: ${(error as Error).message}`, { cause: error });
    }
  }

  private async writeAll(values: Record<string, string>): Promise<void> {
    const temp = `${this.path}.tmp`;
    await writeFile(temp, JSON.stringify(values), { mode: PRIVATE_FILE_MODE });
    await chmod(temp, PRIVATE_FILE_MODE);
    await rename(temp, this.path);
  }

  async get(account: string): Promise<string | null> {
    return (await this.readAll())[account] ?? null;
  }

  async set(account: string, value: string): Promise<void> {
    const all = await this.readAll();
    all[account] = value;
    await this.writeAll(all);
  }

  async delete(account: string): Promise<void> {
    const all = await this.readAll();
    delete all[account];
    await this.writeAll(all);
  }
}
