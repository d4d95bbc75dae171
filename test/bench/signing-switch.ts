/**
 * Bundled in place of service/webhooks/signing.ts for the bench server only (see run.mjs):
 * the same module, with a switch the "signing" figure flips to measure deliveries without the
 * two signatures (signedHeaders' `sign: false`). The product never contains this switch.
 */
import { signedHeaders as realSignedHeaders } from '../../service/webhooks/signing';

export * from '../../service/webhooks/signing';

export const benchSigning = { enabled: true };

export function signedHeaders(
  input: Parameters<typeof realSignedHeaders>[0],
): ReturnType<typeof realSignedHeaders> {
  return realSignedHeaders(benchSigning.enabled ? input : { ...input, sign: false });
}
