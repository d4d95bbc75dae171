/**
 * The server `test/bench/instructions.mjs` runs under valgrind: the real service's HTTP layer
 * (buildServer with the real keys, usage, settings and auth hook) with the three routes of the
 * auth figures, and nothing periodic (no delivery worker, no usage flush timer, no RSS sampler),
 * so two loads of the same route cost the same instructions.
 *
 * Usage: node dist/bench/instructions-server.js <dataDir> <ready-file>
 */
import { writeFileSync } from 'node:fs';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { buildServer } from '../../service/http/server';
import { createLogger } from '../../service/util/logger';
import { authBenchRoutes } from './auth-routes';

const [dataDir, readyFile] = process.argv.slice(2);
if (!dataDir || !readyFile) throw new Error('usage: instructions-server.js <dataDir> <ready-file>');

const log = createLogger('silent');
const config = resolveConfig(
  { dataDir, vault: 'file', api: false, worker: false, logLevel: 'silent' },
  {},
);
const service = await createService(config, log);
const { company, branch } = await service.tenancy.setup({
  company: { name: 'Bench company', industry: 'retail' },
  branch: { name: 'Bench branch', currency: 'EUR', timeZone: 'Europe/Paris' },
  admin: { username: 'admin', password: 'correct horse battery' },
});
// Counted and checked on every request, never near half (where the RateLimit headers start).
service.settings.setBranch(branch.id, 'rate_limit_per_minute', 1_000_000);
const { secret_key } = service.keys.create(
  { companyId: company.id, branchId: branch.id, name: 'bench', scopes: ['products:view'] },
  'bench',
);
const page = Buffer.from(JSON.stringify({ data: 'x'.repeat(15_000) }));

const app = await buildServer({
  db: service.db,
  log,
  keys: service.keys,
  usage: service.usage,
  settings: service.settings,
  now: () => service.clock.now(),
  extraRoutes: [async (v1) => authBenchRoutes(v1, page)],
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
writeFileSync(
  readyFile,
  JSON.stringify({
    address,
    headers: {
      authorization: `Bearer ${secret_key}`,
      'x-company-id': company.id,
      'x-branch-id': branch.id,
    },
  }),
);
