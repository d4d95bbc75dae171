import { useEffect, useRef, useState } from 'react';
import { ROLE_LABELS, TAB_LABELS, type TabId } from '../../../shared/roles';
import { useApp, useTenantInfo } from '../store/app';
import { Brand } from './Brand';
import { GeneralTab } from '../features/general/GeneralTab';
import { ApiKeysTab } from '../features/api-keys/ApiKeysTab';
import { WebhooksTab } from '../features/webhooks/WebhooksTab';
import { ProfileTab } from '../features/profile/ProfileTab';
import { OrderPageTab } from '../features/order-page/OrderPageTab';
import { UsersTab } from '../features/users/UsersTab';
import { AuditTab } from '../features/audit/AuditTab';
import { ReportsTab } from '../features/reports/ReportsTab';
import { AddTenantDialog } from '../features/tenancy/AddTenantDialog';
import { useFailingWebhooks } from '../features/webhooks/useFailingWebhooks';

function TenantSelector() {
  const session = useApp((s) => s.session)!;
  const selectTenant = useApp((s) => s.selectTenant);
  const { company, tenant } = useTenantInfo();
  const [adding, setAdding] = useState<'company' | 'branch' | null>(null);
  // Only a Super Admin adds companies and branches (main checks it again).
  const canAdd = session.user.role === 'super_admin';
  const addButtons = canAdd && (
    <div className="tenant-actions">
      <button type="button" className="btn btn-small" onClick={() => setAdding('company')}>
        Add company
      </button>
      {company && (
        <button type="button" className="btn btn-small" onClick={() => setAdding('branch')}>
          Add branch
        </button>
      )}
      {adding && (
        <AddTenantDialog
          mode={adding}
          companyId={company?.id ?? null}
          onClose={() => setAdding(null)}
        />
      )}
    </div>
  );
  if (session.companies.length === 0)
    return (
      <div className="tenant-selector">
        <span className="muted">No company assigned</span>
        {addButtons}
      </div>
    );
  return (
    <div className="tenant-selector">
      <label className="select-label">
        <span>Company</span>
        <select
          aria-label="Company"
          value={tenant?.companyId ?? ''}
          onChange={(e) => {
            const c = session.companies.find((x) => x.id === e.target.value);
            const b = c?.branches[0];
            if (c && b) selectTenant({ companyId: c.id, branchId: b.id });
          }}
        >
          {session.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="select-label">
        <span>Branch</span>
        <select
          aria-label="Branch"
          value={tenant?.branchId ?? ''}
          onChange={(e) =>
            company && selectTenant({ companyId: company.id, branchId: e.target.value })
          }
        >
          {company?.branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      {addButtons}
    </div>
  );
}

function UserMenu() {
  const session = useApp((s) => s.session)!;
  const logout = useApp((s) => s.logout);
  const setTab = useApp((s) => s.setTab);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The menu button pattern: ArrowDown opens on the first item, arrows move, Escape goes back.
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  const [focusFirst, setFocusFirst] = useState(false);
  useEffect(() => {
    if (open && focusFirst) items()[0]?.focus();
    setFocusFirst(false);
  }, [open, focusFirst]);
  const onMenuKey = (e: React.KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') list[(i + 1) % list.length]?.focus();
    else if (e.key === 'ArrowUp') list[(i - 1 + list.length) % list.length]?.focus();
    else if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else return;
    e.preventDefault();
  };
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  const initials = session.user.display_name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="user-menu" ref={ref}>
      <button
        ref={button}
        type="button"
        className="user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
          setFocusFirst(true);
        }}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-text">
          <span className="user-name">{session.user.display_name}</span>
          <span className="user-role">{ROLE_LABELS[session.user.role]}</span>
        </span>
        <span aria-hidden="true" className="chevron">
          ▾
        </span>
      </button>
      {open && (
        <div className="menu" role="menu" onKeyDown={onMenuKey}>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setTab('profile');
              setOpen(false);
            }}
          >
            Profile and security
          </button>
          <button type="button" role="menuitem" onClick={() => void logout()}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}

const TAB_VIEWS: Record<TabId, () => React.JSX.Element | null> = {
  general: GeneralTab,
  'api-keys': ApiKeysTab,
  webhooks: WebhooksTab,
  reports: ReportsTab,
  profile: ProfileTab,
  'order-page': OrderPageTab,
  users: UsersTab,
  audit: AuditTab,
};

/** The next tab for a key of the WAI-ARIA tabs pattern, or null for any other key. */
function tabFor(key: string, tabs: readonly TabId[], current: TabId): TabId | null {
  const i = tabs.indexOf(current);
  const n = tabs.length;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return tabs[(i + 1) % n] ?? null;
    case 'ArrowUp':
    case 'ArrowLeft':
      return tabs[(i - 1 + n) % n] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[n - 1] ?? null;
    default:
      return null;
  }
}

export function Shell() {
  const session = useApp((s) => s.session)!;
  const tab = useApp((s) => s.tab);
  const setTab = useApp((s) => s.setTab);
  const { tenant } = useTenantInfo();
  const active = session.tabs.includes(tab) ? tab : (session.tabs[0] ?? 'profile');
  const View = TAB_VIEWS[active];
  const failing = useFailingWebhooks(tenant, session.tabs.includes('webhooks'));
  // After sign-in the page's main heading takes focus once it is shown (the tab may still be
  // loading), so reading starts at the content; unless the person has moved focus meanwhile.
  useEffect(() => {
    const panel = document.getElementById('tab-panel');
    if (!panel) return;
    const start = document.activeElement;
    const focusHeading = () => {
      const heading = panel.querySelector<HTMLElement>('h1');
      if (!heading || document.activeElement !== start) return heading !== null;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="app">
      <header className="topbar">
        <Brand />
        <TenantSelector />
        <UserMenu />
      </header>
      <div className="layout">
        <nav className="sidebar" aria-label="Settings">
          <p className="sidebar-title" aria-hidden="true">
            Settings
          </p>
          {/* Roving tabindex: Tab reaches the selected tab, the arrow keys, Home and End move
              between tabs and select them (automatic activation: panels load fast). */}
          <ul
            role="tablist"
            aria-label="Settings"
            onKeyDown={(e) => {
              const next = tabFor(e.key, session.tabs, active);
              if (!next) return;
              e.preventDefault();
              setTab(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {session.tabs.map((id) => (
              <li key={id} role="presentation">
                <button
                  type="button"
                  role="tab"
                  id={`tab-${id}`}
                  tabIndex={id === active ? 0 : -1}
                  aria-selected={id === active}
                  aria-controls="tab-panel"
                  className={`nav-item${id === active ? ' nav-item-active' : ''}`}
                  onClick={() => setTab(id)}
                >
                  {TAB_LABELS[id]}
                  {id === 'webhooks' && !!failing && (
                    <span
                      className="nav-badge"
                      data-testid="failing-webhooks-count"
                      title={`${failing} failing webhook${failing === 1 ? '' : 's'} in this branch`}
                    >
                      {failing}
                      <span className="sr-only"> failing</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {session.twoFactorRecommended && (
            <button type="button" className="nudge" onClick={() => setTab('profile')}>
              <strong>Protect your account</strong>
              <span>Turn on two-factor authentication: this account can manage API keys.</span>
            </button>
          )}
        </nav>
        <main className="content">
          <div id="tab-panel" role="tabpanel" aria-labelledby={`tab-${active}`} tabIndex={-1}>
            {tenant || active === 'profile' || active === 'users' || active === 'audit' ? (
              <View key={`${active}:${tenant?.branchId ?? ''}`} />
            ) : (
              <p className="muted">
                You have no company assigned yet. Ask a Super Admin for access.
              </p>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
