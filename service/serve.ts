import { parseArgs } from 'node:util';
import { createService } from './app';
import { resolveConfig, type VaultMode } from './config';
import { createLogger, flushLog } from './util/logger';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'lan-port': { type: 'string' },
    vault: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(
    'Usage: serve [--data-dir D] [--port P] [--host H] [--lan-port P] [--vault auto|keychain|file]\n' +
      '  --host other than loopback (0.0.0.0, ::, a LAN address) turns LAN access on: HTTPS on\n' +
      '  that host and --lan-port (default 8443); plain HTTP stays on 127.0.0.1 and --port.\n',
  );
  process.exit(0);
}

const config = resolveConfig({
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  ...(values.port ? { port: Number(values.port) } : {}),
  ...(values.host ? { host: values.host } : {}),
  ...(values['lan-port'] ? { lanPort: Number(values['lan-port']) } : {}),
  ...(values.vault ? { vault: values.vault as VaultMode } : {}),
});
const log = createLogger(config.logLevel);

try {
  const service = await createService(config, log);
  log.info(
    {
      address: service.address,
      lanAddress: service.lan?.address ?? null,
      dataDir: config.dataDir,
      vault: service.vault.kind,
    },
    'open API listening',
  );
  // Before the line below: whoever reads it may send SIGTERM at once, and must get a clean stop.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await service.close();
    await flushLog(log);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A machine-readable line for scripts and tests that start serve on port 0.
  process.stdout.write(`listening on ${service.address}\n`);
  if (service.lan) {
    const ca = service.tls.caCertificate()!;
    process.stdout.write(
      `LAN clients: listening on ${service.lan.address} (HTTPS; CA SHA-256 ${ca.fingerprint})\n`,
    );
  }
  if (!service.tenancy.isSetUp()) {
    process.stdout.write(
      `This data directory is empty. Create the first company and admin:\n` +
        `  npm run --silent cli -- --data-dir "${config.dataDir}" setup --company "My company" --industry retail ` +
        `--branch "Main" --currency EUR --timezone Europe/Paris --admin-username admin\n` +
        `  (it asks for the password; or pipe it in with --admin-password-stdin)\n`,
    );
  }
} catch (error) {
  process.stderr.write(`Cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
