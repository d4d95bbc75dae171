/**
 * The audit log as people read it: every action the service records, its label for the
 * filter, and the sentence that describes one entry. The service writes the sentence into
 * each listed entry and each exported row; the renderer only shows it.
 */

export type AuditTargetType =
  'api_key' | 'webhook' | 'user' | 'company' | 'branch' | 'settings' | 'system';

export const AUDIT_TARGET_TYPES: readonly { id: AuditTargetType; label: string }[] = [
  { id: 'api_key', label: 'API keys' },
  { id: 'webhook', label: 'Webhooks' },
  { id: 'user', label: 'Users and sign-ins' },
  { id: 'company', label: 'Companies' },
  { id: 'branch', label: 'Branches' },
  { id: 'settings', label: 'Settings' },
  { id: 'system', label: 'System' },
];

/** What a sentence is made from: the entry with the names the service found for its ids. */
export interface AuditFacts {
  action: string;
  actor: string;
  actor_name: string | null;
  target_id: string | null;
  target_name: string | null;
  details: unknown;
}

const quote = (text: string | null | undefined) => (text ? `"${text}"` : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : String(v ?? ''));
const field = (details: unknown, key: string): unknown =>
  details && typeof details === 'object' ? (details as Record<string, unknown>)[key] : undefined;

/** "API key "Till sync" (pk_…)": a name when known, and always the id the log holds. */
function keyLabel(f: AuditFacts): string {
  return f.target_name
    ? `API key ${quote(f.target_name)} (${f.target_id})`
    : `API key ${f.target_id}`;
}
function webhookLabel(f: AuditFacts): string {
  const url = f.target_name ?? (field(f.details, 'url') as string | undefined);
  return url ? `webhook ${url}` : `webhook ${f.target_id}`;
}
function userLabel(f: AuditFacts): string {
  return f.target_name && f.target_name !== f.target_id
    ? `user ${f.target_id} (${f.target_name})`
    : `user ${f.target_id}`;
}
const named = (kind: string, f: AuditFacts) =>
  f.target_name ? `${kind} ${quote(f.target_name)}` : `${kind} ${f.target_id ?? ''}`.trim();

/** What a failed sign-in or setup-code redemption got wrong (service/accounts/attempts.ts). */
const FAILURE_REASONS: Record<string, string> = {
  password: 'wrong password',
  totp: 'wrong two-factor code',
  setup_code: 'wrong setup code',
};

const SENTENCES: Record<string, (f: AuditFacts) => string> = {
  'setup.completed': (f) => `Set up the console with the first company, ${named('company', f)}.`,
  'company.created': (f) => `Added ${named('company', f)}.`,
  'branch.created': (f) => `Added ${named('branch', f)}.`,
  'api_key.created': (f) => {
    const scopes = field(f.details, 'scopes');
    return `Created ${keyLabel(f)} with ${Array.isArray(scopes) ? scopes.length : 0} permission(s).`;
  },
  'api_key.updated': (f) => {
    const fields = field(f.details, 'fields');
    return `Edited ${keyLabel(f)}${fields ? ` (${list(fields)})` : ''}.`;
  },
  'api_key.permissions_changed': (f) => {
    const added = field(f.details, 'added');
    const removed = field(f.details, 'removed');
    const parts = [
      Array.isArray(added) && added.length ? `added ${list(added)}` : '',
      Array.isArray(removed) && removed.length ? `removed ${list(removed)}` : '',
    ].filter(Boolean);
    return `Changed the permissions of ${keyLabel(f)}${parts.length ? `: ${parts.join('; ')}` : ''}.`;
  },
  'api_key.secret_revealed': (f) => `Revealed the secret of ${keyLabel(f)}.`,
  'api_key.secret_regenerated': (f) =>
    `Regenerated the secret of ${keyLabel(f)}; the old one stopped working.`,
  'api_key.activated': (f) => `Activated ${keyLabel(f)}.`,
  'api_key.deactivated': (f) => `Deactivated ${keyLabel(f)}.`,
  'webhook.created': (f) =>
    `Registered ${webhookLabel(f)} for ${list(field(f.details, 'events'))}.`,
  'webhook.updated': (f) => `Edited ${webhookLabel(f)} (${list(field(f.details, 'fields'))}).`,
  'webhook.activated': (f) => `Activated ${webhookLabel(f)}.`,
  'webhook.deactivated': (f) => `Deactivated ${webhookLabel(f)}.`,
  'webhook.auto_deactivated': (f) =>
    `The service deactivated ${webhookLabel(f)}: ${String(field(f.details, 'reason') ?? 'its deliveries kept failing')}.`,
  'webhook.deleted': (f) => `Deleted ${webhookLabel(f)} and its history.`,
  'webhook.redelivered': (f) =>
    `Redelivered event ${String(field(f.details, 'event_id') ?? '')} to ${webhookLabel(f)}.`,
  'webhook.secret_rotated': (f) => {
    const until = field(f.details, 'previous_secret_expires_at');
    return `Rotated the signing secret of ${webhookLabel(f)}; ${
      typeof until === 'string'
        ? `the old one signs too until ${until}`
        : 'the old one stopped at once'
    }.`;
  },
  'webhook.test_sent': (f) => `Sent a test event to ${webhookLabel(f)}.`,
  'webhook.replayed': (f) =>
    `Replayed ${String(field(f.details, 'replayed') ?? '')} missed event(s) to ${webhookLabel(f)}.`,
  'user.created': (f) => `Created ${userLabel(f)} as ${String(field(f.details, 'role') ?? '')}.`,
  'user.updated': (f) => `Edited ${userLabel(f)} (${list(field(f.details, 'fields'))}).`,
  'user.disabled': (f) => `Disabled ${userLabel(f)}.`,
  'user.enabled': (f) => `Enabled ${userLabel(f)}.`,
  'user.deleted': (f) => `Deleted ${userLabel(f)}; the account can no longer sign in.`,
  'user.access_changed': (f) =>
    `Limited ${userLabel(f)} to the branches ${list(field(f.details, 'branchIds'))}.`,
  'user.setup_code_redeemed': (f) =>
    `Set the password of ${userLabel(f)} with their one-time setup code.`,
  'user.password_reset': (f) => `Reset the password of ${userLabel(f)}.`,
  'user.password_changed': (f) => `Changed the password of ${userLabel(f)}.`,
  'user.login': (f) =>
    field(f.details, 'recovery_code')
      ? `Signed in as ${userLabel(f)} with a recovery code.`
      : `Signed in as ${userLabel(f)}.`,
  'user.login_failed': (f) =>
    `A sign-in as ${userLabel(f)} failed: ${FAILURE_REASONS[String(field(f.details, 'reason'))] ?? 'wrong password'}.`,
  'user.locked': (f) =>
    `Locked ${userLabel(f)} for 5 minutes after ${String(field(f.details, 'failures') ?? 5)} failed sign-ins.`,
  'user.logout': (f) => `Signed out of ${userLabel(f)}.`,
  'user.totp_enabled': (f) => `Turned on two-factor sign-in for ${userLabel(f)}.`,
  'user.totp_disabled': (f) => `Turned off two-factor sign-in for ${userLabel(f)}.`,
  'settings.updated': (f) =>
    `Set ${String(field(f.details, 'key') ?? f.target_id)} to ${JSON.stringify(field(f.details, 'value'))}.`,
  'settings.ca_added': (f) =>
    `Trusted the CA certificate ${String(field(f.details, 'subject') ?? '')} (${f.target_id}).`,
  'settings.ca_removed': (f) =>
    `Stopped trusting the CA certificate ${String(field(f.details, 'subject') ?? '')} (${f.target_id}).`,
  'day.closed': (f) =>
    `Closed the business day ${String(field(f.details, 'business_date') ?? '')} of ${named('branch', f)} as Z-report ${String(field(f.details, 'number') ?? '')}; its figures never change.`,
  'system.backup': (f) =>
    `Backed up the data directory to ${String(field(f.details, 'file') ?? '')}.`,
  'products.imported': (f) =>
    `Imported ${String(field(f.details, 'products') ?? 0)} product(s) and ${String(field(f.details, 'categories') ?? 0)} categor(ies).`,
  'demo.created': (f) =>
    `Added demo data to ${named('company', f)}: ${String(field(f.details, 'days') ?? 0)} day(s) of ${String(field(f.details, 'industry') ?? '')} sales.`,
};

/** Every action with a sentence, for the filter. */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(SENTENCES).sort();

/** Kinds of action for the filter: an `action` ending in "." matches every action it starts. */
export const AUDIT_ACTION_KINDS: readonly { prefix: string; label: string }[] = [
  { prefix: 'api_key.', label: 'Every API key action' },
  { prefix: 'webhook.', label: 'Every webhook action' },
  { prefix: 'user.', label: 'Every user and sign-in action' },
  { prefix: 'settings.', label: 'Every settings change' },
  { prefix: 'company.', label: 'Every company action' },
  { prefix: 'branch.', label: 'Every branch action' },
];

const KIND_LABELS: Record<string, string> = {
  api_key: 'API key',
  webhook: 'Webhook',
  user: 'User',
  settings: 'Settings',
  company: 'Company',
  branch: 'Branch',
  setup: 'Setup',
  system: 'System',
  products: 'Products',
};

/** An action for the filter, in words: `api_key.secret_regenerated` → "API key: secret regenerated". */
export function actionLabel(action: string): string {
  const [kind = '', what = ''] = action.split('.');
  return `${KIND_LABELS[kind] ?? kind}: ${what.replace(/_/g, ' ')}`;
}

/** One sentence for one entry; an action without its own sentence still reads sensibly. */
export function describeAudit(facts: AuditFacts): string {
  const sentence = SENTENCES[facts.action];
  if (sentence) return sentence(facts);
  const target = facts.target_name ?? facts.target_id;
  return `${facts.action}${target ? ` on ${target}` : ''}.`;
}
