import { describe, expect, it } from 'vitest';
import type { WebhookInfo } from '../../shared/ipc';
import { describeFailure } from '../../service/webhooks/health';
import { alertText, failingCount, healthAlerts } from '../../service/webhooks/health-alerts';

const URL_ = 'https://192.168.1.20/hook';

describe('describeFailure: the last error in words', () => {
  const cases: [string, Parameters<typeof describeFailure>[0], string][] = [
    [
      'refused, the address from the message',
      {
        http_status: null,
        error_kind: 'refused',
        error_message: 'connect ECONNREFUSED 192.168.1.20:443',
      },
      'Connection refused by 192.168.1.20:443',
    ],
    [
      'refused, the address from the URL',
      { http_status: null, error_kind: 'refused', error_message: 'fetch failed' },
      'Connection refused by 192.168.1.20:443',
    ],
    [
      'refused on IPv6',
      { http_status: null, error_kind: 'refused', error_message: 'connect ECONNREFUSED ::1:8443' },
      'Connection refused by [::1]:8443',
    ],
    [
      'the attempt deadline',
      { http_status: null, error_kind: 'timeout', error_message: 'No 2xx answer within 10 s.' },
      'Timed out after 10 s',
    ],
    [
      'the connect deadline',
      {
        http_status: null,
        error_kind: 'timeout',
        error_message:
          'Connect Timeout Error (attempted address: 192.168.1.20:443, timeout: 3000ms)',
      },
      'Could not connect to 192.168.1.20:443 within 3 s',
    ],
    [
      'a self-signed certificate',
      { http_status: null, error_kind: 'tls', error_message: 'self-signed certificate' },
      'Certificate not trusted',
    ],
    [
      'an unknown issuer',
      {
        http_status: null,
        error_kind: 'tls',
        error_message: 'unable to verify the first certificate',
      },
      'Certificate not trusted',
    ],
    [
      'an expired certificate',
      { http_status: null, error_kind: 'tls', error_message: 'certificate has expired' },
      'Certificate expired',
    ],
    [
      'a certificate for another name',
      {
        http_status: null,
        error_kind: 'tls',
        error_message:
          "Hostname/IP does not match certificate's altnames: IP: 10.0.0.1 is not in the cert's list",
      },
      'Certificate does not match 192.168.1.20',
    ],
    [
      'dns',
      { http_status: null, error_kind: 'dns', error_message: 'getaddrinfo ENOTFOUND x' },
      'Host name 192.168.1.20 not found',
    ],
    [
      'http 500',
      { http_status: 500, error_kind: 'http', error_message: 'The receiver answered HTTP 500.' },
      'HTTP 500 from the receiver',
    ],
    [
      'a redirect',
      { http_status: 302, error_kind: 'redirect', error_message: null },
      'Redirect (HTTP 302) from the receiver, not followed',
    ],
    [
      'a reset',
      { http_status: null, error_kind: 'reset', error_message: 'other side closed' },
      'Connection to 192.168.1.20:443 closed before an answer',
    ],
  ];
  for (const [name, attempt, sentence] of cases) {
    it(name, () => expect(describeFailure(attempt, URL_)).toBe(sentence));
  }
  it('uses port 80 for plain http', () =>
    expect(
      describeFailure(
        { http_status: null, error_kind: 'refused', error_message: null },
        'http://shop.lan/h',
      ),
    ).toBe('Connection refused by shop.lan:80'));
});

const hook = (over: Partial<WebhookInfo> = {}): WebhookInfo => ({
  id: 'whk_1',
  company_id: 'cmp_1',
  branch_id: 'brn_1',
  url: URL_,
  description: null,
  events: ['product.created'],
  filter: null,
  max_per_second: null,
  status: 'active',
  disabled_reason: null,
  deactivated_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  last_delivery: null,
  pending_deliveries: 0,
  missed: null,
  previous_secret_expires_at: null,
  health: 'ok',
  failing_since: null,
  last_error: null,
  ...over,
});
const failing = (since = '2026-01-01T10:00:00.000Z') =>
  hook({ health: 'failing', failing_since: since, last_error: 'HTTP 500 from the receiver' });
const deactivated = (at = '2026-01-04T10:00:00.000Z') =>
  hook({
    status: 'inactive',
    disabled_reason: 'Every attempt failed for 72 hours.',
    deactivated_at: at,
  });

describe('healthAlerts: which webhooks newly started failing or were deactivated', () => {
  it('raises nothing on the first check, even for webhooks already failing', () => {
    expect(healthAlerts(null, [failing(), deactivated()])).toEqual([]);
  });

  it('ok → failing raises one alert; still failing since the same time raises none', () => {
    const now = failing();
    expect(healthAlerts([hook()], [now])).toEqual([{ kind: 'failing', webhook: now }]);
    expect(healthAlerts([failing()], [failing()])).toEqual([]);
  });

  it('a webhook new since the last check that fails raises an alert', () => {
    const now = failing();
    expect(healthAlerts([], [now])).toEqual([{ kind: 'failing', webhook: now }]);
  });

  it('failing since a later time (it succeeded in between) raises an alert again', () => {
    const now = failing('2026-01-01T11:00:00.000Z');
    expect(healthAlerts([failing()], [now])).toEqual([{ kind: 'failing', webhook: now }]);
  });

  it('failing → ok raises nothing', () => {
    expect(healthAlerts([failing()], [hook()])).toEqual([]);
  });

  it('automatic deactivation raises one alert; a manual one (no reason) none', () => {
    const now = deactivated();
    expect(healthAlerts([failing()], [now])).toEqual([{ kind: 'deactivated', webhook: now }]);
    expect(healthAlerts([now], [deactivated()])).toEqual([]);
    expect(
      healthAlerts(
        [hook()],
        [hook({ status: 'inactive', deactivated_at: '2026-01-04T10:00:00.000Z' })],
      ),
    ).toEqual([]);
  });

  it('deactivated again at another time (reactivated between checks) raises an alert', () => {
    const now = deactivated('2026-01-05T10:00:00.000Z');
    expect(healthAlerts([deactivated()], [now])).toEqual([{ kind: 'deactivated', webhook: now }]);
  });

  it('counts failing webhooks and words the notifications', () => {
    expect(failingCount([failing(), hook(), failing()])).toBe(2);
    expect(alertText({ kind: 'failing', webhook: failing() }, 'Main branch')).toEqual({
      title: 'Webhook failing',
      body: `Main branch: ${URL_}\nHTTP 500 from the receiver`,
    });
    expect(alertText({ kind: 'deactivated', webhook: deactivated() }).title).toBe(
      'Webhook deactivated',
    );
  });
});
