import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { IpcHandlers, type TenantPreferences } from '../../../service/admin/ipc-handlers';
import type { DesktopControls } from '../../../service/admin/kit';
import { contentTypeFor, CONTENT_SECURITY_POLICY, resolveAppFile } from '../../../main/security';
import type { Tenant } from '../../../shared/ipc';
import type { Role } from '../../../shared/roles';
import type { Industry } from '../../../shared/scopes';
import { startTestService, type TestService } from '../../support/test-service';

export const ADMIN = { username: 'admin', password: 'correct horse battery' };
const RENDERER_DIR = join(process.cwd(), 'dist', 'renderer');

/** Serves dist/renderer with the same CSP the app:// protocol sends. */
async function startStaticServer(): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const file = resolveAppFile(RENDERER_DIR, `app://console${(req.url ?? '/').split('?')[0]}`);
    if (!file) return res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': contentTypeFor(file),
        'content-security-policy': CONTENT_SECURITY_POLICY,
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html` };
}

class MemoryPreferences implements TenantPreferences {
  private readonly map = new Map<string, Tenant>();
  lastTenant(userId: string) {
    return this.map.get(userId) ?? null;
  }
  setLastTenant(userId: string, tenant: Tenant) {
    this.map.set(userId, tenant);
  }
}

export interface Console {
  ts: TestService;
  handlers: IpcHandlers;
  url: string;
  /**
   * A page whose window.api goes to the handler table, as the given window (session key).
   * Context options set the viewport, device scale factor or colour scheme.
   */
  open(browser: Browser, context?: BrowserContextOptions): Promise<Page>;
  addUser(username: string, role: Role, password?: string): Promise<void>;
  close(): Promise<void>;
}

let pageCounter = 0;

/** A real service on a temp data dir + the IPC handler table + the built renderer. */
export async function startConsole(
  options: {
    setup?: boolean;
    industry?: Industry;
    lan?: boolean;
    /** The desktop shell's controls (General → This computer); absent as in a browser. */
    desktop?: DesktopControls;
  } = {},
): Promise<Console> {
  const ts = await startTestService({
    setup: options.setup ?? true,
    ...(options.industry ? { industry: options.industry } : {}),
    // LAN access on, its HTTPS listener on loopback (the test machine has no LAN).
    ...(options.lan ? { lanHost: '127.0.0.1', lanPort: 0 } : {}),
  });
  const handlers = new IpcHandlers(ts.service, {
    preferences: new MemoryPreferences(),
    usagePushDelayMs: 100,
    ...(options.desktop ? { desktop: options.desktop } : {}),
  });
  const { server, url } = await startStaticServer();
  const pages = new Map<string, Page>();
  handlers.onPush((key, name, payload) => {
    const page = pages.get(key);
    if (page && !page.isClosed()) {
      void page
        .evaluate(
          ([n, p]) =>
            (window as unknown as { __icPush(n: string, p: unknown): void }).__icPush(n, p),
          [name, payload] as const,
        )
        .catch(() => undefined);
    }
  });
  return {
    ts,
    handlers,
    url,
    async open(browser, contextOptions) {
      const context = await browser.newContext(contextOptions);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      const sessionKey = `page-${++pageCounter}`;
      pages.set(sessionKey, page);
      // Only the transport is swapped: the same handler table main binds to ipcMain.handle.
      await page.exposeBinding('__icInvoke', (_source, channel: unknown, input: unknown) =>
        handlers.invoke(channel, input, { sessionKey }),
      );
      await page.addInitScript(() => {
        const listeners = new Map<string, Set<(p: unknown) => void>>();
        const w = window as unknown as {
          __icInvoke(c: string, i: unknown): Promise<unknown>;
          __icPush(n: string, p: unknown): void;
          api: unknown;
        };
        w.__icPush = (name, payload) => listeners.get(name)?.forEach((l) => l(payload));
        w.api = Object.freeze({
          invoke: (channel: string, request: unknown) => w.__icInvoke(channel, request),
          on: (name: string, listener: (p: unknown) => void) => {
            if (!listeners.has(name)) listeners.set(name, new Set());
            listeners.get(name)!.add(listener);
            return () => listeners.get(name)?.delete(listener);
          },
          // Main compares with Electron's clipboard; here the test browser may read it.
          clearClipboardIf: async (text: string) => {
            if ((await navigator.clipboard.readText()) !== text) return false;
            await navigator.clipboard.writeText('');
            return true;
          },
        });
      });
      await page.goto(url);
      return page;
    },
    async addUser(username, role, password = 'password-123') {
      await handlers.users.create(
        {
          username,
          password,
          role,
          displayName: `${role[0]!.toUpperCase()}${role.slice(1)} user`,
          companyIds: [ts.tenant.companyId],
        },
        'test',
      );
    },
    async close() {
      handlers.dispose();
      await new Promise((r) => server.close(r));
      await ts.close();
    },
  };
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** Opens a table row's Actions menu and chooses one of its items. */
export async function rowAction(row: Locator, item: string): Promise<void> {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await row.page().getByRole('menuitem', { name: item, exact: true }).click();
}
