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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { svc: 'ic' } },
    destination,
  );
}
