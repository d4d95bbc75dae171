import { createHash, X509Certificate } from 'node:crypto';
import { AppError, validationError } from '../../shared/errors';
import type { AuditLog, Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { TrustedCaRow } from '../db/entities';
import type { Tenancy } from '../tenancy/tenancy';
import { isoNow, type Clock } from '../util/clock';

export interface TrustedCaView {
  fingerprint: string;
  subject: string;
  added_at: string;
  not_after: string | null;
}

/**
 * A company's trusted CA certificates (table `trusted_cas`, written only here): the delivery
 * worker adds them to the system roots only for that company's receivers on loopback and
 * private addresses (docs/webhooks.md, "Trusted CA certificates").
 */
export class TrustedCas {
  constructor(
    private readonly db: Database,
    private readonly tenancy: Tenancy,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** The company's trusted CAs, oldest first. */
  list(companyId: string): TrustedCaView[] {
    const company = this.tenancy.company(companyId);
    return this.db
      .prepare<[string], TrustedCaRow>(`SELECT * FROM trusted_cas WHERE company_id = ? ORDER BY id`)
      .all(company.id)
      .map((r) => {
        let notAfter: string | null;
        try {
          notAfter = new Date(new X509Certificate(r.pem).validTo).toISOString();
        } catch {
          notAfter = null;
        }
        return {
          fingerprint: r.fingerprint,
          subject: r.subject,
          added_at: r.added_at,
          not_after: notAfter,
        };
      });
  }

  /**
   * Adds every certificate of a PEM bundle to the company's trusted CAs; returns the ones added
   * (ones the company already trusts are skipped).
   */
  add(companyId: string, pemText: string, actor: Actor): TrustedCaView[] {
    const company = this.tenancy.company(companyId);
    const blocks =
      typeof pemText === 'string'
        ? (pemText.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [])
        : [];
    if (blocks.length === 0) {
      throw validationError([
        {
          path: 'pem',
          message: 'The file holds no PEM certificate (-----BEGIN CERTIFICATE-----).',
        },
      ]);
    }
    const parsed = blocks.map((pem) => {
      let cert: X509Certificate;
      try {
        cert = new X509Certificate(pem);
      } catch {
        throw validationError([
          { path: 'pem', message: 'A certificate in the file cannot be read.' },
        ]);
      }
      if (!cert.ca) {
        throw validationError([
          {
            path: 'pem',
            message: `The certificate "${cert.subject.replace(/\n/g, ', ')}" is not a CA certificate.`,
          },
        ]);
      }
      const fingerprint = createHash('sha256').update(cert.raw).digest('hex');
      return { pem: `${pem.trim()}\n`, fingerprint, subject: cert.subject.replace(/\n/g, ', ') };
    });
    const added: string[] = [];
    this.db.tx(() => {
      for (const c of parsed) {
        const result = this.db
          .prepare(
            `INSERT OR IGNORE INTO trusted_cas (company_id, fingerprint, subject, pem, added_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(company.id, c.fingerprint, c.subject, c.pem, isoNow(this.clock));
        if (result.changes) {
          added.push(c.fingerprint);
          this.audit.record({
            actor,
            action: 'settings.ca_added',
            targetType: 'settings',
            targetId: c.fingerprint,
            companyId: company.id,
            details: { subject: c.subject },
          });
        }
      }
    });
    return this.list(company.id).filter((c) => added.includes(c.fingerprint));
  }

  /** Another company's certificate is "not found" here, like an unknown one. */
  remove(companyId: string, fingerprint: string, actor: Actor): void {
    const company = this.tenancy.company(companyId);
    const normalized = String(fingerprint).toLowerCase().replace(/:/g, '');
    const row = this.db
      .prepare<[string, string], TrustedCaRow>(
        'SELECT * FROM trusted_cas WHERE company_id = ? AND fingerprint = ?',
      )
      .get(company.id, normalized);
    if (!row)
      throw new AppError(
        'not_found',
        `No trusted CA certificate with fingerprint ${String(fingerprint)} in this company.`,
      );
    this.db.tx(() => {
      this.db.prepare('DELETE FROM trusted_cas WHERE id = ?').run(row.id);
      this.audit.record({
        actor,
        action: 'settings.ca_removed',
        targetType: 'settings',
        targetId: row.fingerprint,
        companyId: company.id,
        details: { subject: row.subject },
      });
    });
  }
}
