import type { DeliveryErrorKind, WebhookHealth } from '../../shared/ipc';
import type { DeliveryStore } from './delivery-store';

/** What health reads of an attempt: its outcome and what the history stored about a failure. */
export interface FailedAttempt {
  http_status: number | null;
  error_kind: string | null;
  error_message: string | null;
}

/** A webhook's health as its representation carries it (docs/webhooks.md, "Failing webhooks"). */
export interface HealthView {
  health: WebhookHealth;
  /** When the first failed attempt after the last success was made (ISO 8601); null when ok. */
  failing_since: string | null;
  /** The newest attempt's failure in words a person understands; null when ok. */
  last_error: string | null;
}

export const HEALTHY: HealthView = { health: 'ok', failing_since: null, last_error: null };

/** "host:port" of a URL, with the scheme's default port when it names none. */
function hostPort(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'http:' ? '80' : '443')}`;
  } catch {
    return 'the receiver';
  }
}

/** The address an error message names ("connect ECONNREFUSED 192.168.1.20:443"), if any. */
function addressIn(message: string | null): string | undefined {
  const m = message?.match(/(\d{1,3}(?:\.\d{1,3}){3}|\[?[0-9a-f]*:[0-9a-f:.]+\]?):(\d{1,5})\b/i);
  if (!m) return undefined;
  const host = m[1]!.includes(':') && !m[1]!.startsWith('[') ? `[${m[1]}]` : m[1]!;
  return `${host}:${m[2]}`;
}

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/**
 * The failure of an attempt as a sentence for the console, the CLI and notifications, from what
 * the history stores (kind, HTTP status, the network error's message) and the webhook's URL.
 */
export function describeFailure(attempt: FailedAttempt, url: string): string {
  const message = attempt.error_message ?? '';
  const kind = attempt.error_kind as DeliveryErrorKind | null;
  const where = addressIn(message) ?? hostPort(url);
  switch (kind) {
    case 'refused':
      return `Connection refused by ${where}`;
    case 'timeout': {
      const within = message.match(/within (\d+(?:\.\d+)?) s/);
      if (within) return `Timed out after ${within[1]} s`;
      const connect = message.match(/timeout: (\d+)\s*ms/i);
      if (connect) return `Could not connect to ${where} within ${seconds(Number(connect[1]))}`;
      return `Timed out waiting for ${where}`;
    }
    case 'tls':
      if (/expired/i.test(message)) return 'Certificate expired';
      if (/altnames|hostname|does not match/i.test(message))
        return `Certificate does not match ${where.replace(/:\d+$/, '')}`;
      if (/self.signed|verify|issuer|not trusted|unable to get/i.test(message))
        return 'Certificate not trusted';
      return `Secure connection (TLS) to ${where} failed`;
    case 'dns':
      return `Host name ${where.replace(/:\d+$/, '')} not found`;
    case 'reset':
      return `Connection to ${where} closed before an answer`;
    case 'blocked':
      return `Address not allowed: ${message || where}`;
    case 'redirect':
      return `Redirect (HTTP ${attempt.http_status ?? '3xx'}) from the receiver, not followed`;
    case 'http':
      return `HTTP ${attempt.http_status ?? '?'} from the receiver`;
    default:
      return attempt.http_status !== null
        ? `HTTP ${attempt.http_status} from the receiver`
        : message || 'Delivery failed';
  }
}

/**
 * A webhook's health from its newest attempts (every kind of event, test events too: a
 * successful test shows the receiver answers again). It is **failing** when it is Active and its
 * newest attempt failed; failing since the first attempt after its last success. When no kept
 * attempt succeeded (the history keeps 100), the worker's own count of the failure run
 * (`webhooks.failing_since`, which deactivation after 72 h uses) is earlier and wins. An Inactive
 * webhook delivers nothing and is not failing: its status and reason say why. Read-only; the
 * history's queries are the delivery store's.
 */
export function webhookHealth(
  store: DeliveryStore,
  webhook: { id: string; url: string; status: string; failing_since: number | null },
): HealthView {
  if (webhook.status !== 'active') return HEALTHY;
  const newest = store.lastAttempt(webhook.id);
  if (!newest || newest.succeeded === 1) return HEALTHY;
  const success = store.lastSuccessId(webhook.id);
  const first = store.firstAttemptAfter(webhook.id, success ?? 0)!;
  const run = webhook.failing_since;
  const since =
    success === null && run !== null && run < Date.parse(first)
      ? new Date(run).toISOString()
      : first;
  return {
    health: 'failing',
    failing_since: since,
    last_error: describeFailure(newest, webhook.url),
  };
}
