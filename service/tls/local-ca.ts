// @peculiar/x509 resolves its ASN.1 serializers through tsyringe, which needs the Reflect
// metadata polyfill loaded first (typeorm loads the same package).
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createPrivateKey, webcrypto, X509Certificate } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database';
import type { MasterKey } from '../vault/master-key';
import type { Clock } from '../util/clock';
import { sameNames, type MachineNames } from './machine-names';

const crypto = webcrypto as unknown as Crypto;
const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const DAY = 86_400_000;

/** The installation's CA lives ten years; nothing re-creates it while it is valid. */
export const CA_VALID_DAYS = 3650;
/** Leaf lifetime: at most 397 days, the limit browsers and Apple's TLS stack enforce. */
export const LEAF_VALID_DAYS = 397;
/** A leaf with less than this left is re-issued (at start and by the listener's timer). */
export const RENEW_BEFORE_DAYS = 30;
/** Certificates start an hour in the past, for clients whose clocks are a little behind. */
const BACKDATE_MS = 3_600_000;

/** system_meta keys. The two private keys are AES-256-GCM ciphertexts (AAD = their key name). */
export const TLS_META = {
  caCert: 'tls_ca_cert',
  caKey: 'tls_ca_key',
  leafCert: 'tls_leaf_cert',
  leafKey: 'tls_leaf_key',
  leafNames: 'tls_leaf_names',
} as const;

export interface LeafCertificate {
  certPem: string;
  /** PKCS#8 PEM, decrypted: handed to node:https only. */
  keyPem: string;
  serial: string;
  notAfter: Date;
  names: MachineNames;
}

export interface TlsStatus {
  ca: { fingerprint: string; subject: string; not_before: string; not_after: string } | null;
  leaf: {
    serial: string;
    names: string[];
    not_before: string;
    not_after: string;
  } | null;
}

/** The SHA-256 fingerprint as `openssl x509 -fingerprint -sha256` and browsers print it. */
export const fingerprintOf = (pem: string): string => new X509Certificate(pem).fingerprint256;

async function exportKeyPem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await crypto.subtle.exportKey('pkcs8', key));
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();
}

async function importSigningKey(pem: string): Promise<CryptoKey> {
  const der = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' });
  return crypto.subtle.importKey('pkcs8', der, ALG, false, ['sign']);
}

const generateKeys = () =>
  crypto.subtle.generateKey(ALG, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;

/**
 * The installation's local certificate authority and the leaf certificate the LAN listener
 * serves. Everything is kept in system_meta; the private keys only as ciphertexts under the
 * master key, like every other secret.
 */
export class LocalCa {
  constructor(
    private readonly db: Database,
    private readonly master: MasterKey,
    private readonly clock: Clock,
  ) {}

  private meta(key: string): string | undefined {
    return this.db
      .prepare<[string], { value: string }>('SELECT value FROM system_meta WHERE key = ?')
      .get(key)?.value;
  }

  private setMeta(key: string, value: string): void {
    this.db
      .prepare('INSERT OR REPLACE INTO system_meta (key, value) VALUES (?, ?)')
      .run(key, value);
  }

  /** The CA certificate (PEM) and its fingerprint, or null before the CA exists. */
  caCertificate(): { pem: string; fingerprint: string } | null {
    const pem = this.meta(TLS_META.caCert);
    return pem ? { pem, fingerprint: fingerprintOf(pem) } : null;
  }

  /**
   * Creates the CA the first time it is needed (LAN access starting, an export). Two processes
   * doing this at once agree on one: the insert checks again inside its transaction.
   */
  async ensureCa(): Promise<{ pem: string; fingerprint: string }> {
    const existing = this.caCertificate();
    if (existing) return existing;
    const now = this.clock.now();
    const keys = await generateKeys();
    const cert = await x509.X509CertificateGenerator.createSelfSigned(
      {
        // Structured names: a host name with "," or "=" cannot change the DN's meaning.
        name: [
          { CN: [`Integration Console local CA (${hostname()})`] },
          { O: ['Integration Console'] },
        ],
        keys,
        signingAlgorithm: ALG,
        notBefore: new Date(now - BACKDATE_MS),
        notAfter: new Date(now + CA_VALID_DAYS * DAY),
        extensions: [
          // pathLength 0: it signs leaf certificates only, never another CA.
          new x509.BasicConstraintsExtension(true, 0, true),
          new x509.KeyUsagesExtension(
            x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
            true,
          ),
          await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
        ],
      },
      crypto,
    );
    const pem = cert.toString('pem');
    const keyPem = await exportKeyPem(keys.privateKey);
    this.db.tx(() => {
      if (this.meta(TLS_META.caCert)) return;
      this.setMeta(TLS_META.caCert, pem);
      this.setMeta(TLS_META.caKey, this.master.encrypt(keyPem, TLS_META.caKey));
    });
    return this.caCertificate()!;
  }

  private storedLeaf(caPem: string): LeafCertificate | null {
    const certPem = this.meta(TLS_META.leafCert);
    const sealedKey = this.meta(TLS_META.leafKey);
    const names = this.meta(TLS_META.leafNames);
    if (!certPem || !sealedKey || !names) return null;
    const cert = new X509Certificate(certPem);
    // A leaf from another CA (a restored or replaced CA row) is never served.
    if (!cert.checkIssued(new X509Certificate(caPem))) return null;
    return {
      certPem,
      keyPem: this.master.decrypt(sealedKey, TLS_META.leafKey),
      serial: cert.serialNumber,
      notAfter: new Date(cert.validTo),
      names: JSON.parse(names) as MachineNames,
    };
  }

  /** Whether a leaf must be re-issued: near its end, or the machine's names changed. */
  private due(leaf: LeafCertificate, names: MachineNames, caPem: string): boolean {
    const end = leaf.notAfter.getTime();
    // A leaf that already ends with the CA cannot be extended: re-issuing it would not help.
    const extendable = end < Date.parse(new X509Certificate(caPem).validTo);
    return (
      (extendable && end - this.clock.now() < RENEW_BEFORE_DAYS * DAY) ||
      !sameNames(leaf.names, names)
    );
  }

  /**
   * The leaf to serve for these names, issued by the installation's CA. A new one is made (and
   * `renewed` is true) when there is none, when less than RENEW_BEFORE_DAYS remain, or when
   * the names differ from those it was issued for; the CA stays the same.
   */
  async leaf(names: MachineNames): Promise<{ leaf: LeafCertificate; renewed: boolean }> {
    const ca = await this.ensureCa();
    const current = this.storedLeaf(ca.pem);
    if (current && !this.due(current, names, ca.pem)) return { leaf: current, renewed: false };
    return { leaf: await this.issueLeaf(ca.pem, names), renewed: true };
  }

  private async issueLeaf(caPem: string, names: MachineNames): Promise<LeafCertificate> {
    const now = this.clock.now();
    const ca = new x509.X509Certificate(caPem);
    const caKey = await importSigningKey(
      this.master.decrypt(this.meta(TLS_META.caKey) ?? '', TLS_META.caKey),
    );
    const keys = await generateKeys();
    const notAfter = new Date(Math.min(now + LEAF_VALID_DAYS * DAY, ca.notAfter.getTime()));
    const cert = await x509.X509CertificateGenerator.create(
      {
        subject: [{ CN: [names.dns.find((n) => n !== 'localhost') ?? 'localhost'] }],
        issuer: ca.subjectName,
        notBefore: new Date(now - BACKDATE_MS),
        notAfter,
        publicKey: keys.publicKey,
        signingKey: caKey,
        signingAlgorithm: ALG,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
          new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
          new x509.SubjectAlternativeNameExtension([
            ...names.dns.map((value) => ({ type: 'dns' as const, value })),
            ...names.ips.map((value) => ({ type: 'ip' as const, value })),
          ]),
          await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
          await x509.AuthorityKeyIdentifierExtension.create(ca.publicKey, false, crypto),
        ],
      },
      crypto,
    );
    const certPem = cert.toString('pem');
    const keyPem = await exportKeyPem(keys.privateKey);
    this.db.tx(() => {
      this.setMeta(TLS_META.leafCert, certPem);
      this.setMeta(TLS_META.leafKey, this.master.encrypt(keyPem, TLS_META.leafKey));
      this.setMeta(TLS_META.leafNames, JSON.stringify(names));
    });
    const issued = new X509Certificate(certPem);
    return {
      certPem,
      keyPem,
      serial: issued.serialNumber,
      notAfter: new Date(issued.validTo),
      names,
    };
  }

  /** What `cli tls status` and the console show: never a private key. */
  status(): TlsStatus {
    const caPem = this.meta(TLS_META.caCert);
    const leafPem = this.meta(TLS_META.leafCert);
    const ca = caPem ? new X509Certificate(caPem) : null;
    const leaf = leafPem ? new X509Certificate(leafPem) : null;
    const iso = (text: string) => new Date(text).toISOString();
    return {
      ca: ca
        ? {
            fingerprint: ca.fingerprint256,
            subject: ca.subject.replace(/\n/g, ', '),
            not_before: iso(ca.validFrom),
            not_after: iso(ca.validTo),
          }
        : null,
      leaf: leaf
        ? {
            serial: leaf.serialNumber,
            names: (leaf.subjectAltName ?? '').split(', ').filter(Boolean),
            not_before: iso(leaf.validFrom),
            not_after: iso(leaf.validTo),
          }
        : null,
    };
  }
}
