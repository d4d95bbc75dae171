import type { WebhookInfo } from '../../shared/ipc';

/** What the desktop tells an admin about, without their looking (docs/desktop.md). */
export type HealthAlert =
  { kind: 'failing'; webhook: WebhookInfo } | { kind: 'deactivated'; webhook: WebhookInfo };

/**
 * The alerts between two checks of the same webhooks: one that **started failing** (it was ok,
 * or new, or failing since an earlier time, i.e. it succeeded and failed again in between), and
 * one the system **deactivated** (Inactive with a reason, which only automatic deactivation
 * sets, and Active or deactivated at another time before). The first check (`previous` null)
 * raises nothing: what was already wrong when the app started shows in the console and the tray.
 */
export function healthAlerts(
  previous: readonly WebhookInfo[] | null,
  current: readonly WebhookInfo[],
): HealthAlert[] {
  if (previous === null) return [];
  const before = new Map(previous.map((w) => [w.id, w]));
  const alerts: HealthAlert[] = [];
  for (const webhook of current) {
    const was = before.get(webhook.id);
    if (
      webhook.health === 'failing' &&
      (was?.health !== 'failing' || was.failing_since !== webhook.failing_since)
    ) {
      alerts.push({ kind: 'failing', webhook });
    }
    if (
      webhook.status === 'inactive' &&
      webhook.disabled_reason !== null &&
      was !== undefined &&
      (was.status === 'active' || was.deactivated_at !== webhook.deactivated_at)
    ) {
      alerts.push({ kind: 'deactivated', webhook });
    }
  }
  return alerts;
}

/** How many of these webhooks are failing (the console's header, the tray). */
export const failingCount = (webhooks: readonly Pick<WebhookInfo, 'health'>[]): number =>
  webhooks.filter((w) => w.health === 'failing').length;

/** An alert's notification text: a title and a sentence naming the receiver. */
export function alertText(
  alert: HealthAlert,
  branchName?: string,
): { title: string; body: string } {
  const w = alert.webhook;
  const where = branchName ? `${branchName}: ${w.url}` : w.url;
  return alert.kind === 'failing'
    ? { title: 'Webhook failing', body: `${where}\n${w.last_error ?? 'Its deliveries fail.'}` }
    : {
        title: 'Webhook deactivated',
        body: `${where}\n${w.disabled_reason ?? 'It was set Inactive.'} Events are no longer sent to it.`,
      };
}
