import { pino, type Logger as PinoLogger, type DestinationStream } from 'pino';

export type Logger = PinoLogger;

/**
 * Paths whose values are never written to a log, whatever the level. Secrets are also
 * never passed to the logger on purpose; this is the second belt.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  'secret',
  'secret_key',
  'signing_secret',
  'password',
  '*.secret',
  '*.secret_key',
  '*.signing_secret',
  '*.password',
];

/**
 * Log lines waiting for a slow stdout, at most: past it new lines are dropped rather than
 * held in memory (a consumer that stopped reading must not grow the process without bound).
 */
export const LOG_BACKLOG_BYTES = 16 * 1024 * 1024;
/**
 * Lines are written 4 KiB at a time (~20 access lines), or after at most a second: a write of
 * each line on its own, through the thread pool, cost more server CPU than the access line.
 */
const LOG_BATCH_BYTES = 4096;
const LOG_BATCH_MS = 1000;

/**
 * Stdout, written without blocking: lines go to a buffer and the buffer to the file descriptor
 * from libuv's thread pool, so a terminal, pipe or disk that is slow or not read never holds a
 * request (test/integration/access-log.test.ts). What is buffered at exit is written by pino's
 * exit hook, and by flushLog before a shutdown.
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_BATCH_MS,
    maxLength: LOG_BACKLOG_BYTES,
  });
}

const BASE = { svc: 'ic' };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: BASE },
    destination ?? (level === 'silent' ? undefined : stdoutDestination()),
  );
}

/**
 * A logger for lines made only of fields that cannot hold a secret (the access line): the
 * level, base and destination of `log`, without the redaction pass: with the wildcard paths
 * that pass costs about half of what the access line costs.
 */
export function unredactedLogger(log: Logger): Logger {
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: log.level, base: BASE }, stream);
}

/**
 * Resolves once the lines buffered for stdout are written, or after `timeoutMs` if stdout is
 * not being read. Called before `process.exit`: pino's exit hook writes what is buffered, but
 * loses the rest of a write the thread pool had only partly done.
 */
export function flushLog(log: Logger, timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    log.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
