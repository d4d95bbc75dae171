import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService, type Service } from '../../service/app';
import { resolveConfig, type ServiceConfig } from '../../service/config';
import { createLogger, type Logger } from '../../service/util/logger';
import type { Industry } from '../../shared/scopes';

export interface TestTenant {
  companyId: string;
  branchId: string;
}

export interface TestService {
  service: Service;
  dataDir: string;
  tenant: TestTenant;
  /** http://127.0.0.1:<port> when the API runs. */
  baseUrl: string;
  /** A new key with these scopes; returns its secret and the headers to call the API with. */
  createKey(
    scopes: string[],
    tenant?: TestTenant,
  ): { publicKey: string; secret: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'ic-test-'));
}

/**
 * A real service on a temp data directory (file vault, real SQLite, real socket on an
 * ephemeral port), set up with one company and branch.
 */
export async function startTestService(
  options: Partial<ServiceConfig> & {
    industry?: Industry;
    dataDir?: string;
    setup?: boolean;
    /** A logger of your own (e.g. capturing every line at trace level). */
    log?: Logger;
  } = {},
): Promise<TestService> {
  const { log, ...configOptions } = options;
  const dataDir = options.dataDir ?? (await makeDataDir());
  const config = resolveConfig(
    {
      vault: 'file',
      host: '127.0.0.1',
      port: 0,
      // A LAN host (`::`) also listens for HTTPS: on a free port, never the shared default.
      lanPort: 0,
      logLevel: 'silent',
      api: true,
      worker: true,
      ...configOptions,
      dataDir,
    },
    {},
  );
  const service = await createService(config, log ?? createLogger(options.logLevel ?? 'silent'));
  let tenant: TestTenant = { companyId: '', branchId: '' };
  if (options.setup !== false && !service.tenancy.isSetUp()) {
    const result = await service.tenancy.setup({
      company: { name: 'Test company', industry: options.industry ?? 'retail' },
      branch: { name: 'Main branch', currency: 'EUR', timeZone: 'Europe/Paris' },
      admin: { username: 'admin', password: 'correct horse battery' },
    });
    tenant = { companyId: result.company.id, branchId: result.branch.id };
  } else if (service.tenancy.isSetUp()) {
    const company = service.tenancy.companies()[0]!;
    tenant = { companyId: company.id, branchId: service.tenancy.branches(company.id)[0]!.id };
  }
  return {
    service,
    dataDir,
    tenant,
    baseUrl: service.address ?? '',
    createKey(scopes, t = tenant) {
      const { key, secret_key } = service.keys.create(
        { companyId: t.companyId, branchId: t.branchId, name: 'Test key', scopes },
        'test',
      );
      return {
        publicKey: key.public_key,
        secret: secret_key,
        headers: {
          authorization: `Bearer ${secret_key}`,
          'x-company-id': t.companyId,
          'x-branch-id': t.branchId,
        },
      };
    },
    async close() {
      await service.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
