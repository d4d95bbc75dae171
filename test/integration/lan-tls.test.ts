/**
 * HTTPS for LAN clients (issue 17): the real service with LAN access on, its TLS listener bound
 * to 127.0.0.1 on a random port (the test machine has no LAN; the leaf names 127.0.0.1 too),
 * called by real TLS clients.
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type PeerCertificate } from 'node:tls';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { TLS_META } from '../../service/tls/local-ca';
import { ManualClock } from '../../service/util/clock';
import type { Channel, IpcEnvelope, Req } from '../../shared/ipc';
import { ensureServiceBuilt, runCli } from '../support/serve-process';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';

const DAY = 86_400_000;
const LAN = { lanHost: '127.0.0.1', lanPort: 0 };

/** The certificate the LAN listener presents, verified against `ca` only. */
function servedCertificate(address: string, ca: string): Promise<PeerCertificate> {
  const { hostname: host, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: Number(port), ca }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(cert);
    });
    socket.on('error', reject);
  });
}

const ok = <T>(envelope: IpcEnvelope<T>): T => {
  if (envelope.error) throw new Error(`${envelope.error.code}: ${envelope.error.message}`);
  return envelope.result as T;
};

let ts: TestService;
let lanAddress: string;
let tmp: string;
let caPem: string;
let cliFingerprint: string;

beforeAll(async () => {
  ensureServiceBuilt();
  tmp = await mkdtemp(join(tmpdir(), 'ic-lan-tls-'));
  ts = await startTestService(LAN);
  lanAddress = ts.service.lan!.address;
  // The CLI (another process, next to the running service) exports the CA the clients trust.
  const out = join(tmp, 'ca.pem');
  const { stdout } = await runCli(ts.dataDir, 'tls', 'export-ca', '--out', out);
  cliFingerprint = String((JSON.parse(stdout) as { fingerprint: string }).fingerprint);
  caPem = readFileSync(out, 'utf8');
}, 180_000);

afterAll(async () => {
  await ts?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the LAN listener', () => {
  it('serves HTTPS on the LAN address and keeps plain HTTP on loopback', () => {
    expect(lanAddress).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(ts.service.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers GET /api/v1/me to a client that trusts only the exported CA', async () => {
    const { headers } = ts.createKey(['products:view']);
    const dispatcher = new Agent({ connect: { ca: caPem } });
    try {
      const response = await request(`${lanAddress}/api/v1/me`, { headers, dispatcher });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toBeTruthy();
      const body = (await response.body.json()) as { branch_id?: string; branch?: { id: string } };
      expect(JSON.stringify(body)).toContain(ts.tenant.branchId);
      // The same routes and error handling as the HTTP listener: a missing key is the contract's 401.
      const anonymous = await request(`${lanAddress}/api/v1/me`, { dispatcher });
      expect(anonymous.statusCode).toBe(401);
      expect(((await anonymous.body.json()) as { code: string }).code).toBe('missing_credentials');
    } finally {
      await dispatcher.close();
    }
  });

  it('answers a request the HTTP parser refuses with the same problem+json as the HTTP port', async () => {
    const { hostname: host, port } = new URL(lanAddress);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host, port: Number(port), ca: caPem }, () => {
        socket.write('GET /api/v1/me HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 422 /);
    expect(raw).toContain('application/problem+json');
    expect(raw).toContain('"code":"validation_failed"');
  });

  it('fails certificate verification for a client that trusts only the default roots', async () => {
    const { headers } = ts.createKey(['products:view']);
    const dispatcher = new Agent();
    try {
      const error = await request(`${lanAddress}/api/v1/me`, { headers, dispatcher }).then(
        () => null,
        (e: unknown) => e as NodeJS.ErrnoException,
      );
      expect(error).not.toBeNull();
      expect(error!.code).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED|CERT/);
    } finally {
      await dispatcher.close();
    }
  });

  it('presents a leaf whose subjectAltNames hold the host name, localhost and 127.0.0.1', async () => {
    const cert = await servedCertificate(lanAddress, caPem);
    const sans = (cert.subjectaltname ?? '').split(', ');
    expect(sans).toContain(`DNS:${hostname().toLowerCase()}`);
    expect(sans).toContain('DNS:localhost');
    expect(sans).toContain('IP Address:127.0.0.1');
    expect(sans.some((s) => /^IP Address:0:0:0:0:0:0:0:1$|^IP Address:::1$/.test(s))).toBe(true);
    const validDays = (Date.parse(cert.valid_to) - Date.parse(cert.valid_from)) / DAY;
    expect(validDays).toBeLessThanOrEqual(398);
  });

  it('keeps the CA private key (and the leaf key) out of the database file in plaintext', async () => {
    const files = [DATABASE_FILE, `${DATABASE_FILE}-wal`]
      .map((name) => join(ts.dataDir, name))
      .filter((file) => existsSync(file));
    const bytes = Buffer.concat(await Promise.all(files.map((file) => readFile(file))));
    for (const name of [TLS_META.caKey, TLS_META.leafKey]) {
      const sealed = ts.service.db
        .prepare<[string], { value: string }>('SELECT value FROM system_meta WHERE key = ?')
        .get(name)!.value;
      expect(sealed.startsWith('v1.')).toBe(true);
      const pem = ts.service.master.decrypt(sealed, name);
      expect(pem).toContain('BEGIN PRIVATE KEY');
      const key = createPrivateKey(pem);
      const der = key.export({ format: 'der', type: 'pkcs8' });
      const scalar = Buffer.from(key.export({ format: 'jwk' }).d!, 'base64url');
      const base64Body = pem.split('\n').filter((l) => l && !l.startsWith('-----'))[0]!;
      expect(bytes.includes(Buffer.from(pem))).toBe(false);
      expect(bytes.includes(Buffer.from(base64Body))).toBe(false);
      expect(bytes.includes(der)).toBe(false);
      expect(bytes.includes(scalar)).toBe(false);
    }
  });

  it('exports with the CLI a PEM whose fingerprint is the one the console shows', async () => {
    const ipc = new IpcHandlers(ts.service);
    try {
      const call = <C extends Channel>(channel: C, input: Req<C>) =>
        ipc.call(channel, input, { sessionKey: 'admin' });
      ok(await call('auth.login', { username: 'admin', password: 'correct horse battery' }));
      const general = ok(await call('general.get', ts.tenant));
      const exported = ok(await call('general.exportCa', ts.tenant));
      const fingerprint = new X509Certificate(caPem).fingerprint256;
      expect(general.lanTls.ca_fingerprint).toBe(fingerprint);
      expect(general.lanTls.address).toBe(lanAddress);
      expect(cliFingerprint).toBe(fingerprint);
      expect(exported.fingerprint).toBe(fingerprint);
      expect(exported.pem).toBe(caPem);
      expect(general.settings.lan_port).toBe(8443);
      // The HTTPS port is installation-wide: checked like the API port, and never the same port.
      const same = await call('general.update', {
        ...ts.tenant,
        lan_port: general.settings.api_port,
      });
      expect(same.error?.code).toBe('validation_failed');
      expect(same.error?.fields?.[0]?.path).toBe('lan_port');
      const moved = ok(await call('general.update', { ...ts.tenant, lan_port: 9443 }));
      expect(moved.settings.lan_port).toBe(9443);
    } finally {
      ipc.dispose();
    }
  });

  it('refuses to write the export over an existing file or through a symlink', async () => {
    const target = join(tmp, 'victim.txt');
    writeFileSync(target, 'keep me');
    const link = join(tmp, 'link.pem');
    symlinkSync(target, link);
    for (const out of [target, link]) {
      const failure = await runCli(ts.dataDir, 'tls', 'export-ca', '--out', out).then(
        () => null,
        (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ''}${e.stderr ?? ''}`,
      );
      expect(failure).toMatch(/already exists|symbolic link/);
    }
    expect(readFileSync(target, 'utf8')).toBe('keep me');
  }, 60_000);

  it('shows the fingerprint, the leaf names and expiry with cli tls status', async () => {
    const { stdout } = await runCli(ts.dataDir, 'tls', 'status');
    const status = JSON.parse(stdout) as Record<string, unknown>;
    expect(status.ca_fingerprint).toBe(cliFingerprint);
    expect(status.leaf_names).toContain('IP Address:127.0.0.1');
    expect(Date.parse(String(status.leaf_not_after))).toBeGreaterThan(Date.now() + 300 * DAY);
  }, 60_000);
});

describe('when TLS is on', () => {
  it('turns LAN access on for any host but loopback, and keeps plain HTTP on 127.0.0.1', () => {
    const env = {};
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(resolveConfig({ host }, env)).toMatchObject({ host, lanHost: null });
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(resolveConfig({ host }, env)).toMatchObject({
        host: '127.0.0.1',
        lanHost: host,
        lanPort: 8443,
      });
    }
    expect(resolveConfig({}, { IC_HOST: '0.0.0.0', IC_LAN_PORT: '9443' })).toMatchObject({
      host: '127.0.0.1',
      lanHost: '0.0.0.0',
      lanPort: 9443,
    });
    expect(() => resolveConfig({}, { IC_LAN_PORT: 'https' })).toThrow(/LAN port/);
  });
});

describe('renewal', () => {
  it('re-issues a leaf near expiry with the same CA, on the timer and at start', async () => {
    const dataDir = await makeDataDir();
    // The service was first started 380 days ago: its leaf has 17 days left today.
    const clock = new ManualClock(Date.now() - 380 * DAY);
    let t = await startTestService({ ...LAN, dataDir, clock });
    try {
      const ca = (await t.service.tls.ensureCa()).pem;
      const first = await servedCertificate(t.service.lan!.address, ca);
      expect(Date.parse(first.valid_to) - Date.now()).toBeLessThan(18 * DAY);

      // Today: the hourly check finds less than 30 days left and swaps the certificate in place.
      clock.set(Date.now());
      expect(await t.service.lan!.renew()).toBe(true);
      const second = await servedCertificate(t.service.lan!.address, ca);
      expect(second.serialNumber).not.toBe(first.serialNumber);
      expect(Date.parse(second.valid_to) - Date.now()).toBeGreaterThan(390 * DAY);
      expect((await t.service.tls.ensureCa()).pem).toBe(ca);
      expect(await t.service.lan!.renew()).toBe(false);
      await t.close();

      // Started again 370 days later: the leaf is re-issued at start, still by the same CA.
      clock.advance(370 * DAY);
      t = await startTestService({ ...LAN, dataDir, clock });
      const status = t.service.tls.status();
      expect(status.ca!.fingerprint).toBe(new X509Certificate(ca).fingerprint256);
      expect(status.leaf!.serial).not.toBe(second.serialNumber);
      expect(Date.parse(status.leaf!.not_after) - clock.now()).toBeGreaterThan(390 * DAY);

      // A changed set of addresses is a reason too (DHCP gave the machine a new address).
      const names = { dns: ['localhost'], ips: ['127.0.0.1', '192.0.2.7'] };
      const renamed = await t.service.tls.leaf(names);
      expect(renamed.renewed).toBe(true);
      expect(renamed.leaf.serial).not.toBe(status.leaf!.serial);
      expect(new X509Certificate(renamed.leaf.certPem).subjectAltName).toContain('192.0.2.7');
      expect((await t.service.tls.leaf(names)).renewed).toBe(false);

      // Ten days before the CA itself ends, the leaf is cut to the CA's end once, then left.
      const caEnd = Date.parse(status.ca!.not_after);
      clock.set(caEnd - 10 * DAY);
      const last = await t.service.tls.leaf(names);
      expect(last.renewed).toBe(true);
      expect(last.leaf.notAfter.getTime()).toBe(caEnd);
      expect((await t.service.tls.leaf(names)).renewed).toBe(false);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
