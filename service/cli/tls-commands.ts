import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { AppError } from '../../shared/errors';
import type { CliCommand } from './command';
import { keyValues, required } from './command';

/**
 * Writes a new file and nothing else: O_EXCL refuses an existing file (or a planted symlink,
 * which O_CREAT|O_EXCL never follows), O_NOFOLLOW says the same where the platform has it.
 */
async function writeNewFile(path: string, text: string): Promise<void> {
  const flags =
    constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);
  let handle;
  try {
    handle = await open(path, flags, 0o644);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EEXIST' || code === 'ELOOP'
        ? `${path} already exists (or is a symbolic link): choose a new file name; nothing was overwritten.`
        : `Cannot create ${path}: ${(error as Error).message}`;
    throw new AppError('validation_failed', message, [{ path: 'out', message }]);
  }
  try {
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}

export const tlsCommands: CliCommand[] = [
  {
    name: 'tls export-ca',
    summary: 'Write the local CA certificate (PEM) that LAN clients trust for HTTPS',
    usage: 'tls export-ca --out FILE',
    examples: ['cli tls export-ca --out shop-ca.pem   # copy it to the PCs that call the API'],
    options: { out: { type: 'string' } },
    async run({ service, values }) {
      const out = resolve(required(values, 'out'));
      const ca = await service.tls.ensureCa();
      await writeNewFile(out, ca.pem);
      const data = { file: out, fingerprint: ca.fingerprint };
      return {
        data,
        text: `${keyValues(data)}\nCompare the fingerprint with the one \`cli tls status\` or Settings → General shows before trusting the file.`,
      };
    },
  },
  {
    name: 'tls status',
    summary: 'The local CA fingerprint and the LAN certificate’s names and expiry',
    usage: 'tls status',
    examples: ['cli tls status --json'],
    run({ service }) {
      const { ca, leaf } = service.tls.status();
      const data = {
        ca_fingerprint: ca?.fingerprint ?? null,
        ca_subject: ca?.subject ?? null,
        ca_not_after: ca?.not_after ?? null,
        leaf_serial: leaf?.serial ?? null,
        leaf_names: leaf?.names ?? [],
        leaf_not_after: leaf?.not_after ?? null,
      };
      const note = !ca
        ? '\nNo local CA yet: it is made when LAN access first starts, or by `tls export-ca`.'
        : !leaf
          ? '\nNo LAN certificate yet: it is issued when LAN access starts.'
          : '';
      return { data, text: `${keyValues(data)}${note}` };
    },
  },
];
