import Store from 'electron-store';
import type { TenantPreferences } from '../service/admin/ipc-handlers';
import type { Tenant } from '../shared/ipc';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

interface PreferenceData {
  windowBounds: WindowBounds;
  /** Last company and branch, per user id. */
  lastTenant: Record<string, Tenant>;
  /** Start (hidden, in the tray) when the OS user signs in: the tills need the API. */
  startAtLogin: boolean;
  /** The notice that closing the window keeps the service running was shown once. */
  closeNoticeShown: boolean;
}

/** App and UI preferences (electron-store, JSON in userData). Domain data stays in SQLite. */
export class Preferences implements TenantPreferences {
  private readonly store = new Store<PreferenceData>({
    name: 'preferences',
    // userData is the data directory: its files are the owner's only (service/util/private-files.ts).
    configFileMode: 0o600,
    defaults: {
      windowBounds: { width: 1200, height: 820 },
      lastTenant: {},
      startAtLogin: true,
      closeNoticeShown: false,
    },
  });

  windowBounds(): WindowBounds {
    return this.store.get('windowBounds');
  }

  setWindowBounds(bounds: WindowBounds): void {
    this.store.set('windowBounds', bounds);
  }

  lastTenant(userId: string): Tenant | null {
    return this.store.get('lastTenant')[userId] ?? null;
  }

  setLastTenant(userId: string, tenant: Tenant): void {
    this.store.set('lastTenant', { ...this.store.get('lastTenant'), [userId]: tenant });
  }

  startAtLogin(): boolean {
    return this.store.get('startAtLogin');
  }

  setStartAtLogin(enabled: boolean): void {
    this.store.set('startAtLogin', enabled);
  }

  /** True the first time only. */
  takeCloseNotice(): boolean {
    if (this.store.get('closeNoticeShown')) return false;
    this.store.set('closeNoticeShown', true);
    return true;
  }
}
