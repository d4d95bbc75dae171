import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `cli use` keeps its choice here, in the data directory it applies to. */
export const DEFAULTS_FILE = 'cli-defaults.json';

export interface StoredDefaults {
  company_id: string;
  branch_id: string;
}

/** Where a default came from, named in errors so a wrong default is easy to find. */
export type DefaultSource = 'IC_COMPANY' | 'IC_BRANCH' | '`cli use`';

export interface TenantDefault {
  id: string;
  source: DefaultSource;
}

export async function readStoredDefaults(dataDir: string): Promise<StoredDefaults | null> {
  let text: string;
  try {
    text = await readFile(join(dataDir, DEFAULTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredDefaults>;
    return typeof parsed.company_id === 'string' && typeof parsed.branch_id === 'string'
      ? { company_id: parsed.company_id, branch_id: parsed.branch_id }
      : null;
  } catch {
    return null; // a hand-edited, broken file counts as no default
  }
}

export async function writeStoredDefaults(dataDir: string, value: StoredDefaults): Promise<void> {
  const file = join(dataDir, DEFAULTS_FILE);
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // writeFile's mode applies only when it creates the file
}

export async function clearStoredDefaults(dataDir: string): Promise<void> {
  await rm(join(dataDir, DEFAULTS_FILE), { force: true });
}

/** The default company and branch: IC_COMPANY/IC_BRANCH first, then the `cli use` file. */
export async function resolveTenantDefaults(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ company?: TenantDefault; branch?: TenantDefault }> {
  const stored = await readStoredDefaults(dataDir);
  const pick = (
    envName: 'IC_COMPANY' | 'IC_BRANCH',
    storedId: string | undefined,
  ): TenantDefault | undefined => {
    const fromEnv = env[envName];
    if (fromEnv) return { id: fromEnv, source: envName };
    return storedId ? { id: storedId, source: '`cli use`' } : undefined;
  };
  const company = pick('IC_COMPANY', stored?.company_id);
  const branch = pick('IC_BRANCH', stored?.branch_id);
  return { ...(company ? { company } : {}), ...(branch ? { branch } : {}) };
}
