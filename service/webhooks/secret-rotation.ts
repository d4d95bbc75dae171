/**
 * The rules of "Rotate signing secret" (docs/webhooks.md, "Rotating the signing secret"):
 * the secret a rotation replaces keeps signing, next to the new one, until the end of the
 * overlap the admin picked; from then on it signs nothing and is erased by the sweep.
 * A rotation during an overlap replaces the previous secret too: the newest previous wins.
 */
import type { WebhookRow } from '../db/entities';
import type { Logger } from '../util/logger';

/**
 * The AES-GCM associated data of a webhook's previous secret: distinct from the current
 * secret's (the webhook id), so neither ciphertext decrypts in the other's place.
 */
export const previousSecretAad = (webhookId: string): string => `${webhookId}:previous`;

type PreviousColumns = Pick<WebhookRow, 'previous_secret_enc' | 'previous_secret_expires_at'>;

/** Whether the previous secret still signs at `now` (epoch ms): until the overlap's end, excluded. */
export function previousSecretSigns(row: PreviousColumns, now: number): boolean {
  return (
    row.previous_secret_enc !== null &&
    row.previous_secret_expires_at !== null &&
    now < Date.parse(row.previous_secret_expires_at)
  );
}

/** How the delivery worker reads a webhook's secrets (webhook-secrets.ts decrypts them). */
export interface SigningSecrets {
  signingSecret(row: Pick<WebhookRow, 'id' | 'secret_enc'>): string;
  /** The secret a rotation replaced; only while previousSecretSigns. */
  previousSigningSecret(row: Pick<WebhookRow, 'id' | 'previous_secret_enc'>): string;
}

/** What one delivery is signed with (spread into signedHeaders' input). */
export interface SigningKeys {
  secret: string;
  previousSecret: string | null;
}

interface CachedKeys {
  enc: string;
  previousEnc: string | null;
  previousUntil: string | null;
  /** Epoch ms; 0 when no previous secret was decrypted. */
  until: number;
  both: SigningKeys;
  currentOnly: SigningKeys;
}

/**
 * The delivery worker's decrypted secrets by webhook, valid while the row's secret columns are
 * the same; the overlap's end is checked at every attempt, so time alone retires the previous
 * secret, with no write. A previous secret whose overlap is over is never decrypted.
 */
export class SigningSecretCache {
  private readonly byWebhook = new Map<string, CachedKeys>();

  constructor(private readonly secrets: SigningSecrets) {}

  of(webhook: WebhookRow, now: number): SigningKeys {
    let cached = this.byWebhook.get(webhook.id);
    if (
      cached?.enc !== webhook.secret_enc ||
      cached.previousEnc !== webhook.previous_secret_enc ||
      cached.previousUntil !== webhook.previous_secret_expires_at ||
      (cached.until === 0 && previousSecretSigns(webhook, now))
    ) {
      const secret = this.secrets.signingSecret(webhook);
      const signs = previousSecretSigns(webhook, now);
      const previousSecret = signs ? this.secrets.previousSigningSecret(webhook) : null;
      cached = {
        enc: webhook.secret_enc,
        previousEnc: webhook.previous_secret_enc,
        previousUntil: webhook.previous_secret_expires_at,
        until: signs ? Date.parse(webhook.previous_secret_expires_at!) : 0,
        both: { secret, previousSecret },
        currentOnly: { secret, previousSecret: null },
      };
      if (this.byWebhook.size >= 10_000) this.byWebhook.clear();
      this.byWebhook.set(webhook.id, cached);
    }
    return now < cached.until ? cached.both : cached.currentOnly;
  }
}

/** How often the sweep erases previous secrets whose overlap is over. */
export const PREVIOUS_SECRET_SWEEP_MS = 60_000;

/**
 * Runs `erase` now and every minute (unref'd). Erasing is housekeeping: an expired previous
 * secret signs nothing whether or not it was erased yet.
 */
export function startPreviousSecretSweep(
  erase: () => number,
  log: Logger,
  intervalMs = PREVIOUS_SECRET_SWEEP_MS,
): () => void {
  const run = () => {
    try {
      const erased = erase();
      if (erased) log.info({ erased }, 'erased webhook signing secrets whose overlap ended');
    } catch (error) {
      log.warn({ err: error }, 'erasing expired webhook signing secrets failed; will retry');
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
