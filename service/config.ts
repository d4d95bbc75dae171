import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Clock } from './util/clock';

export type VaultMode = 'auto' | 'keychain' | 'file';
export const VAULT_MODES: readonly VaultMode[] = ['auto', 'keychain', 'file'];

export interface ServiceConfig {
  dataDir: string;
  /** Plain HTTP: loopback only when LAN access is on (see lanHost). */
  host: string;
  port: number;
  /** HTTPS for LAN clients on this address (null: LAN access off). */
  lanHost: string | null;
  lanPort: number;
  vault: VaultMode;
  /** Keychain service name; tests use their own so they never touch a real install. */
  keychainService: string;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** Start the HTTP API (serve, desktop) or not (CLI). */
  api: boolean;
  /** Start the webhook delivery worker. */
  worker: boolean;
  clock?: Clock;
}

export const APP_NAME = 'integration-console';
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;
export const DEFAULT_LAN_PORT = 8443;

export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Where the API listens for a requested host: a loopback host is plain HTTP there and nothing
 * else; any other host (0.0.0.0, ::, a LAN address) turns LAN access on, which is HTTPS on that
 * host, while plain HTTP stays on 127.0.0.1. Bearer secrets never cross the network in clear.
 */
export function listenPlan(host: string): { host: string; lanHost: string | null } {
  return isLoopbackHost(host) ? { host, lanHost: null } : { host: DEFAULT_HOST, lanHost: host };
}

/** The platform's app-data folder, the same place Electron's `userData` points to. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32') {
    return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  }
  if (process.platform === 'darwin') {
    return join(homedir(), 'Library', 'Application Support', APP_NAME);
  }
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME);
}

export function resolveConfig(
  overrides: Partial<ServiceConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig {
  const vault = (overrides.vault ?? env.IC_VAULT ?? 'auto') as VaultMode;
  if (!VAULT_MODES.includes(vault)) {
    throw new Error(`Unknown vault mode "${vault}": use auto, keychain or file.`);
  }
  const plan = listenPlan(overrides.host ?? env.IC_HOST ?? DEFAULT_HOST);
  const lanPort =
    overrides.lanPort ?? (env.IC_LAN_PORT ? Number(env.IC_LAN_PORT) : DEFAULT_LAN_PORT);
  if (!Number.isInteger(lanPort) || lanPort < 0 || lanPort > 65535) {
    const given = overrides.lanPort ?? env.IC_LAN_PORT;
    throw new Error(`The LAN port must be a whole number from 1 to 65535, not "${given}".`);
  }
  return {
    dataDir: resolve(overrides.dataDir ?? env.IC_DATA_DIR ?? defaultDataDir(env)),
    host: plan.host,
    port: overrides.port ?? (env.IC_PORT ? Number(env.IC_PORT) : DEFAULT_PORT),
    lanHost: overrides.lanHost !== undefined ? overrides.lanHost : plan.lanHost,
    lanPort,
    vault,
    keychainService: overrides.keychainService ?? env.IC_KEYCHAIN_SERVICE ?? APP_NAME,
    logLevel: overrides.logLevel ?? (env.IC_LOG_LEVEL as ServiceConfig['logLevel']) ?? 'info',
    api: overrides.api ?? true,
    worker: overrides.worker ?? true,
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  };
}
