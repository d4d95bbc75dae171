import { Notification } from 'electron';
import type { Service } from '../service/app';
import type { WebhookInfo } from '../shared/ipc';
import { alertText, failingCount, healthAlerts } from '../service/webhooks/health-alerts';

/** How often main reads the webhooks' health (docs/desktop.md, "Notifications"). */
export const HEALTH_CHECK_MS = 30_000;

/**
 * Every 30 s, reads every branch's webhooks from the registry, raises an OS notification for
 * each one that started failing or was deactivated automatically since the last check
 * (health-alerts.ts decides which), and reports the failing count (the tray's tooltip).
 * Returns a stop function.
 */
export function watchWebhookHealth(
  service: Service,
  options: { onFailingCount: (count: number) => void; onClick: () => void },
): () => void {
  let previous: WebhookInfo[] | null = null;
  const check = () => {
    try {
      const branchNames = new Map<string, string>();
      const current: WebhookInfo[] = [];
      for (const company of service.tenancy.companies()) {
        for (const branch of service.tenancy.branches(company.id)) {
          branchNames.set(branch.id, branch.name);
          current.push(...service.webhooks.list(company.id, branch.id));
        }
      }
      const alerts = healthAlerts(previous, current);
      previous = current;
      options.onFailingCount(failingCount(current));
      if (!Notification.isSupported()) return;
      for (const alert of alerts) {
        const note = new Notification(alertText(alert, branchNames.get(alert.webhook.branch_id)));
        note.on('click', options.onClick);
        note.show();
      }
    } catch (error) {
      service.log.warn({ err: error }, 'webhook health check failed; will retry');
    }
  };
  check();
  const timer = setInterval(check, HEALTH_CHECK_MS);
  return () => clearInterval(timer);
}
