import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Integration Console';
export const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, username: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step a code belongs to, or null when it is not valid at `now` (±1 step of
 * clock drift allowed). The caller refuses a step it accepted before (no replay).
 */
export function matchTotp(
  secretBase32: string,
  username: string,
  code: string,
  now: number,
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, username).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

export async function qrDataUrl(otpauthUrl: string): Promise<string> {
  return QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use codes like `k7dq-3mzp-xw2a`, shown once; only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join(
      '',
    );
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Recovery codes have 60 bits of entropy; a plain SHA-256 of the normalized code is enough. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');

export const looksLikeRecoveryCode = (code: string): boolean =>
  normalizeRecoveryCode(code).length === 12;
