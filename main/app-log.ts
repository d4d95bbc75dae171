import roll from 'pino-roll';
import { join } from 'node:path';
import { createLogger, LOG_BACKLOG_BYTES, type Logger } from '../service/util/logger';

/** One log file grows to this size, then the next one starts; the newest five are kept. */
const LOG_FILE_SIZE = '10m';
const OLD_LOG_FILES = 4;
/** The current file is `integration-console.N.log` in the logs folder (N grows with each file). */
export const LOG_FILE_PREFIX = 'integration-console';

/**
 * The desktop app's log: rotating files in the OS logs folder, never stdout. A packaged app
 * started from the Start menu has no stdout, and a failed write there must not become an
 * uncaught error. Lines are written off the event loop, as the service's stdout log is.
 */
export async function openAppLog(dir: string, level: string): Promise<Logger> {
  const stream = await roll({
    file: join(dir, LOG_FILE_PREFIX),
    extension: '.log',
    size: LOG_FILE_SIZE,
    limit: { count: OLD_LOG_FILES },
    mkdir: true,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
    maxLength: LOG_BACKLOG_BYTES,
    // Next to the data folder's files, and as private as they are.
    mode: 0o600,
  });
  // A full or vanished disk loses log lines; it must not stop the service or show a dialog.
  stream.on('error', () => undefined);
  return createLogger(level, stream);
}
