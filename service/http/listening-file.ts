import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Each process serving the open API leaves `api-listening-<pid>.json` in the data directory
 * while it listens, so `cli status` can say where the API is (the desktop app's port is a
 * preference the CLI cannot see). A file whose process is gone (kill -9) is ignored.
 */
const PREFIX = 'api-listening-';

export interface ListeningRecord {
  address: string;
  pid: number;
  started_at: string;
}

const fileFor = (dataDir: string, pid: number) => join(dataDir, `${PREFIX}${pid}.json`);

export async function writeListeningFile(dataDir: string, address: string): Promise<void> {
  const record: ListeningRecord = {
    address,
    pid: process.pid,
    started_at: new Date().toISOString(),
  };
  await writeFile(fileFor(dataDir, process.pid), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

export async function removeListeningFile(dataDir: string): Promise<void> {
  await rm(fileFor(dataDir, process.pid), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/** The processes listening on this data directory now. */
export async function readListeningFiles(dataDir: string): Promise<ListeningRecord[]> {
  let names: string[];
  try {
    names = (await readdir(dataDir)).filter((n) => n.startsWith(PREFIX) && n.endsWith('.json'));
  } catch {
    return [];
  }
  const records: ListeningRecord[] = [];
  for (const name of names) {
    try {
      const record = JSON.parse(await readFile(join(dataDir, name), 'utf8')) as ListeningRecord;
      if (typeof record.address === 'string' && Number.isInteger(record.pid) && isAlive(record.pid))
        records.push(record);
    } catch {
      // removed meanwhile, or half written: not a listener to report
    }
  }
  return records.sort((a, b) => a.started_at.localeCompare(b.started_at));
}
