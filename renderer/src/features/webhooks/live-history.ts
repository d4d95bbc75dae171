import type { DeliveryAttemptInfo, WebhookAttemptPush } from '../../../../shared/ipc';

/** The history shows the newest 100 attempts, as the service keeps. */
const SHOWN = 100;

/**
 * A webhook's history list with a pushed batch merged in: the batch's attempts of this webhook
 * (oldest first in the push) go on top, newest first, without duplicates, 100 at most.
 */
export function mergePushed(
  rows: DeliveryAttemptInfo[],
  pushed: readonly WebhookAttemptPush[],
  webhookId: string,
): DeliveryAttemptInfo[] {
  const known = new Set(rows.map((r) => r.id));
  const fresh: DeliveryAttemptInfo[] = [];
  for (let i = pushed.length - 1; i >= 0; i--) {
    const p = pushed[i]!;
    if (p.webhookId !== webhookId || known.has(p.attempt.id)) continue;
    known.add(p.attempt.id);
    fresh.push(p.attempt);
  }
  return fresh.length ? [...fresh, ...rows].slice(0, SHOWN) : rows;
}
