/**
 * How long a webhook's previous signing secret keeps signing after "Rotate signing secret": the
 * choices the console, the CLI and the service share (docs/webhooks.md, "Rotating the signing
 * secret").
 */

const HOUR_MS = 60 * 60 * 1000;

export const SECRET_OVERLAPS = ['none', '1h', '24h', '7d'] as const;
export type SecretOverlap = (typeof SECRET_OVERLAPS)[number];

export const DEFAULT_SECRET_OVERLAP: SecretOverlap = '24h';

export const SECRET_OVERLAP_MS: Record<SecretOverlap, number> = {
  none: 0,
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

export const SECRET_OVERLAP_LABELS: Record<SecretOverlap, string> = {
  none: 'None: the old secret stops at once',
  '1h': '1 hour',
  '24h': '24 hours',
  '7d': '7 days',
};

/** `0` is the CLI's spelling of `none`. */
export function parseSecretOverlap(value: string): SecretOverlap | undefined {
  if (value === '0') return 'none';
  return (SECRET_OVERLAPS as readonly string[]).includes(value)
    ? (value as SecretOverlap)
    : undefined;
}
