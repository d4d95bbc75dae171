import { createHash } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { PRIVATE_FILE_MODE } from '../util/private-files';
import { csvCells, type Cell, type RowSource } from './row-sources';

export type ExportFormat = 'csv' | 'jsonl';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'jsonl'];

export interface WrittenFile {
  rowCount: number;
  bytes: number;
  sha256: string;
}

export interface WriteOptions {
  source: RowSource;
  format: ExportFormat;
  /** The final path; the file is written to `<path>.part` and renamed when complete. */
  path: string;
  /** Called after each chunk with the rows written so far. */
  onChunk?: (rows: number, progress: number) => void;
  /** Checked between chunks: true stops the write (the partial file is removed). */
  stopped?: () => boolean;
  /** How long one chunk may hold the event loop (ms). */
  sliceMs?: number;
}

export class ExportStopped extends Error {
  constructor() {
    super('The export was stopped.');
  }
}

/** RFC 4180: comma, double quotes where needed, CRLF between records. */
const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

function formatChunk(rows: Cell[][], source: RowSource, format: ExportFormat): string {
  if (format === 'csv') {
    const cells = rows.map((row) => csvCells(row, source.textColumns));
    return stringify(cells, CSV_OPTIONS);
  }
  let text = '';
  const header = source.header;
  for (const row of rows) {
    const object: Record<string, Cell> = {};
    for (let i = 0; i < header.length; i++) object[header[i]!] = row[i] ?? null;
    text += `${JSON.stringify(object)}\n`;
  }
  return text;
}

/**
 * Streams a row source to a file a chunk at a time: each chunk is read and formatted within
 * about `sliceMs` (the chunk size adapts to it), then written with the event loop free, so the
 * API and the delivery worker keep answering during a large export. The SHA-256 and the size
 * are computed on the bytes as written; the file is created 0600, fsynced, then renamed into
 * place, so a file under its final name is always complete.
 */
export async function writeExportFile(options: WriteOptions): Promise<WrittenFile> {
  const { source, format, path } = options;
  const sliceMs = options.sliceMs ?? 3;
  const partial = `${path}.part`;
  const file = await open(partial, 'w', PRIVATE_FILE_MODE);
  const hash = createHash('sha256');
  let bytes = 0;
  let rowCount = 0;
  const write = async (text: string) => {
    if (text === '') return;
    const buffer = Buffer.from(text, 'utf8');
    hash.update(buffer);
    bytes += buffer.length;
    await file.write(buffer);
  };
  try {
    if (process.platform !== 'win32') await file.chmod(PRIVATE_FILE_MODE);
    if (format === 'csv') await write(stringify([source.header], CSV_OPTIONS));
    let size = 200;
    for (;;) {
      if (options.stopped?.()) throw new ExportStopped();
      const started = performance.now();
      const rows = source.read(size);
      if (rows === null) break;
      const text = formatChunk(rows, source, format);
      const took = performance.now() - started;
      // Aim at sliceMs per chunk: grow or shrink by at most 2x at a time.
      const ratio = took > 0 ? sliceMs / took : 2;
      size = Math.round(Math.min(Math.max(size * Math.min(Math.max(ratio, 0.5), 2), 20), 20_000));
      rowCount += rows.length;
      await write(text);
      options.onChunk?.(rowCount, source.progress());
      // The write above may complete at once: let timers and sockets run between chunks.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await file.sync();
    await file.close();
    await rename(partial, path);
    return { rowCount, bytes, sha256: hash.digest('hex') };
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}
