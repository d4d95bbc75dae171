import { createService, type Service } from '../service/app';
import { listenPlan, resolveConfig, type VaultMode } from '../service/config';
import type { Logger } from '../service/util/logger';
import type { ApiServerStatus } from '../shared/ipc';

/** The API listener's state, as General and the tray show it. */
export interface ApiStatusBox {
  current: ApiServerStatus | null;
}

/** Why the listener did not start, with what to do, in the words General shows. */
export function listenFailureText(error: unknown, port: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  const still = 'Webhooks and scheduled reports keep running.';
  if (code === 'EADDRINUSE')
    return (
      `Port ${port} is used by another program, so the tills cannot reach the API. Choose ` +
      `another port below and restart the app, or close the other program. ${still}`
    );
  if (code === 'EACCES')
    return `This computer account may not use port ${port}. Choose a port from 1024 to 65535 below and restart the app. ${still}`;
  return `${(error as Error).message}. ${still}`;
}

/**
 * Opens the service (SQLite, vault, delivery worker, exports, maintenance), then the API where
 * the stored settings say. The port and LAN access are installation settings in the database:
 * the service opens first. A listener that fails leaves the rest running, with the reason in
 * `apiStatus`; any other failure throws (the start-up error window).
 */
export async function openService(options: {
  dataDir: string;
  log: Logger;
  apiStatus: ApiStatusBox;
}): Promise<Service> {
  const { log } = options;
  const config = resolveConfig({
    dataDir: options.dataDir,
    vault: (process.env.IC_VAULT as VaultMode | undefined) ?? 'keychain',
    api: false,
  });
  const service = await createService(config, log);
  const global = service.settings.global();
  // LAN access: HTTPS on every interface (lan_port), plain HTTP on 127.0.0.1 only.
  const plan = listenPlan(process.env.IC_HOST ?? (global.lan_access ? '0.0.0.0' : '127.0.0.1'));
  const host = plan.host;
  const port = process.env.IC_PORT ? Number(process.env.IC_PORT) : global.api_port;
  const lanPort = process.env.IC_LAN_PORT ? Number(process.env.IC_LAN_PORT) : global.lan_port;
  const lan = plan.lanHost === null ? null : { host: plan.lanHost, port: lanPort };
  try {
    const address = await service.listen(host, port, lan);
    options.apiStatus.current = { state: 'listening', address, host, port, error: null };
  } catch (error) {
    log.error({ err: error }, 'the open API could not start');
    // Node's listen error names the port (the LAN one may be the busy one).
    const failedPort = (error as { port?: number }).port ?? port;
    options.apiStatus.current = {
      state: 'error',
      address: null,
      host,
      port,
      error: listenFailureText(error, failedPort),
    };
  }
  return service;
}
