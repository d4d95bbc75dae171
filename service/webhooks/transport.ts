/**
 * Where a webhook's attempts go and how they connect: the stored URL checked by the URL policy,
 * one undici Agent per webhook whose connector checks every address at connect and applies the
 * company's trusted CAs only to loopback and private receivers (receiver-connector.ts).
 */
import type dns from 'node:dns';
import { Agent } from 'undici';
import { ChangeWatch, type Database } from '../db/database';
import type { WebhookRow } from '../db/entities';
import type { SettingsStore } from '../settings/settings';
import { createReceiverConnector } from './receiver-connector';
import { checkConnectTarget } from './url-policy';

/** Where a webhook's attempts go: the URL's parts undici takes, and the Agent. */
export interface Route {
  ok: true;
  dispatcher: Agent;
  origin: string;
  path: string;
}

/** A webhook's URL that may not be sent to now, and why. */
export interface Blocked {
  ok: false;
  message: string;
}

export interface TransportOptions {
  db: Database;
  settings: SettingsStore;
  /** Connections per webhook (its concurrency limit). */
  connections: number;
  connectTimeoutMs: number;
  /** DNS resolver behind the guarded lookup (tests simulate rebinding with it). */
  resolver?: typeof dns.lookup;
}

interface Target {
  protocol: 'http:' | 'https:';
  origin: string;
  path: string;
}

/** Bound of the per-webhook caches (one entry per webhook; 20 webhooks per branch). */
const CACHE_MAX = 10_000;

export class Transport {
  /** Parsed URLs and their address check, by webhook: the same for the same URL and setting. */
  private readonly targets = new Map<
    string,
    { url: string; allowHttpLocal: boolean; target: Target | Blocked }
  >();
  private readonly agents = new Map<string, { key: string; agent: Agent }>();
  /** Trusted CAs by company, and the companies whose CAs were read since the last write. */
  private readonly companyCas = new Map<string, { key: string; pems: string[] }>();
  private readonly companyCasChecked = new Set<string>();
  private readonly caWatch: ChangeWatch;

  constructor(private readonly options: TransportOptions) {
    this.caWatch = new ChangeWatch(options.db);
  }

  /**
   * The route of the webhook's next attempt. The branch setting `allow_http_local` is read
   * every time, so turning it off stops plain-HTTP deliveries at once.
   */
  route(webhook: WebhookRow): Route | Blocked {
    const allowHttpLocal = this.options.settings.branch(webhook.branch_id).allow_http_local;
    const target = this.target(webhook, allowHttpLocal);
    if (!('origin' in target)) return target;
    return {
      ok: true,
      dispatcher: this.agent(webhook, target.protocol, allowHttpLocal),
      origin: target.origin,
      path: target.path,
    };
  }

  /** Closes every connection (the worker stops). */
  async close(): Promise<void> {
    const agents = [...this.agents.values()];
    this.agents.clear();
    await Promise.allSettled(agents.map(({ agent }) => agent.destroy()));
  }

  private target(webhook: WebhookRow, allowHttpLocal: boolean): Target | Blocked {
    const cached = this.targets.get(webhook.id);
    if (cached?.url === webhook.url && cached.allowHttpLocal === allowHttpLocal) {
      return cached.target;
    }
    let target: Target | Blocked;
    try {
      const url = new URL(webhook.url);
      const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
      const check = checkConnectTarget(url.hostname, protocol, { allowHttpLocal });
      target = check.ok ? { protocol, origin: url.origin, path: url.pathname + url.search } : check;
    } catch {
      target = { ok: false, message: 'The stored URL cannot be parsed.' };
    }
    if (this.targets.size >= CACHE_MAX) this.targets.clear();
    this.targets.set(webhook.id, { url: webhook.url, allowHttpLocal, target });
    return target;
  }

  /** A company's trusted CAs, re-read only after a write to the database (by any process). */
  private trustedCas(companyId: string): { key: string; pems: string[] } {
    if (this.caWatch.stale()) this.companyCasChecked.clear();
    let cas = this.companyCas.get(companyId);
    if (!cas || !this.companyCasChecked.has(companyId)) {
      const key =
        this.options.db
          .prepare<[string], { k: string | null }>(
            'SELECT group_concat(fingerprint) AS k FROM trusted_cas WHERE company_id = ?',
          )
          .get(companyId)?.k ?? '';
      if (cas?.key !== key) {
        // The PEM text only when the list changed: the key is read after every write.
        const pems = key
          ? this.options.db
              .prepare<[string], { pem: string }>(
                'SELECT pem FROM trusted_cas WHERE company_id = ? ORDER BY id',
              )
              .all(companyId)
              .map((r) => r.pem)
          : [];
        cas = { key, pems };
        if (this.companyCas.size >= CACHE_MAX) this.companyCas.clear();
        this.companyCas.set(companyId, cas);
      }
      this.companyCasChecked.add(companyId);
    }
    return cas;
  }

  /** The webhook's Agent, made again when its protocol, the plain-HTTP setting or its company's CAs change. */
  private agent(webhook: WebhookRow, protocol: 'http:' | 'https:', allowHttpLocal: boolean): Agent {
    const cas = this.trustedCas(webhook.company_id);
    const key = `${protocol}|${allowHttpLocal}|${cas.key}`;
    const existing = this.agents.get(webhook.id);
    if (existing?.key === key) return existing.agent;
    if (existing) void existing.agent.close().catch(() => {});
    const agent = new Agent({
      connections: this.options.connections,
      // Off: the exchange's own deadline covers headers and body (exchange.ts).
      headersTimeout: 0,
      bodyTimeout: 0,
      keepAliveTimeout: 4000,
      connect: createReceiverConnector({
        protocol,
        allowHttpLocal,
        timeoutMs: this.options.connectTimeoutMs,
        companyCas: cas.pems,
        ...(this.options.resolver ? { resolver: this.options.resolver } : {}),
      }),
    });
    this.agents.set(webhook.id, { key, agent });
    return agent;
  }
}
