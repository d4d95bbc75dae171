import { create } from 'zustand';
import type { SessionInfo, Tenant } from '../../../shared/ipc';
import type { TabId } from '../../../shared/roles';
import { call, messageOf } from '../api';

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
}

/** A webhook's signing secret, shown once: kept until the admin dismisses it. */
export interface WebhookSecretNotice {
  secret: string;
  webhookId: string;
  url: string;
  branchId: string;
  /** After a rotation: until when the old secret keeps signing (null: it stopped at once). */
  rotated?: { previousUntil: string | null };
}

interface AppState {
  phase: 'loading' | 'setup' | 'login' | 'ready' | 'error';
  fatal: string | null;
  session: SessionInfo | null;
  tenant: Tenant | null;
  tab: TabId;
  toasts: Toast[];
  /** Why the user is back at the login screen (session ended elsewhere). */
  notice: string | null;
  webhookSecret: WebhookSecretNotice | null;
  init(): Promise<void>;
  signedIn(session: SessionInfo): void;
  updateSession(session: SessionInfo): void;
  selectTenant(tenant: Tenant): void;
  setTab(tab: TabId): void;
  logout(): Promise<void>;
  sessionEnded(reason: string): void;
  toast(message: string, kind?: Toast['kind']): void;
  dismiss(id: number): void;
  showWebhookSecret(notice: WebhookSecretNotice): void;
  dismissWebhookSecret(): void;
}

let toastId = 0;
const MAX_TOASTS = 3;

function initialTenant(session: SessionInfo): Tenant | null {
  if (session.lastTenant) return session.lastTenant;
  const company = session.companies[0];
  const branch = company?.branches[0];
  return company && branch ? { companyId: company.id, branchId: branch.id } : null;
}

export const useApp = create<AppState>((set, get) => ({
  phase: 'loading',
  fatal: null,
  session: null,
  tenant: null,
  tab: 'general',
  toasts: [],
  notice: null,
  webhookSecret: null,

  async init() {
    try {
      const state = await call('app.state', undefined);
      if (!state.setUp) set({ phase: 'setup' });
      else if (state.session) get().signedIn(state.session);
      else set({ phase: 'login' });
    } catch (error) {
      set({ phase: 'error', fatal: messageOf(error) });
    }
  },

  signedIn(session) {
    const tenant = initialTenant(session);
    const tab = session.tabs[0] ?? 'profile';
    set({ phase: 'ready', session, tenant, tab, notice: null });
  },

  updateSession(session) {
    const current = get().tenant;
    const stillVisible =
      current &&
      session.companies.some(
        (c) => c.id === current.companyId && c.branches.some((b) => b.id === current.branchId),
      );
    set({ session, tenant: stillVisible ? current : initialTenant(session) });
  },

  selectTenant(tenant) {
    set({ tenant });
    void call('tenant.select', tenant).catch(() => undefined);
  },

  setTab(tab) {
    set({ tab });
  },

  async logout() {
    await call('auth.logout', undefined).catch(() => undefined);
    set({ phase: 'login', session: null, tenant: null, notice: null, webhookSecret: null });
  },

  sessionEnded(reason) {
    set({ phase: 'login', session: null, tenant: null, notice: reason, webhookSecret: null });
  },

  toast(message, kind = 'success') {
    const id = ++toastId;
    // The newest few only: a burst of actions must not bury the screen in notices.
    set({ toasts: [...get().toasts, { id, message, kind }].slice(-MAX_TOASTS) });
    setTimeout(() => get().dismiss(id), kind === 'error' ? 7000 : 4000);
  },

  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },

  showWebhookSecret(notice) {
    set({ webhookSecret: notice });
  },

  dismissWebhookSecret() {
    set({ webhookSecret: null });
  },
}));

/** The selected company and branch objects. */
export function useTenantInfo() {
  const session = useApp((s) => s.session);
  const tenant = useApp((s) => s.tenant);
  const company = session?.companies.find((c) => c.id === tenant?.companyId) ?? null;
  const branch = company?.branches.find((b) => b.id === tenant?.branchId) ?? null;
  return { company, branch, tenant };
}
