import { AppError } from '../../../shared/errors';
import type { ApiServerStatus, Channel, GeneralInfo, LanTlsInfo } from '../../../shared/ipc';
import type { Tenant as TenantRows } from '../../tenancy/tenancy';
import type { AuthedCtx } from '../caller';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → General: the tenant ids, the API server and LAN access, trusted CAs. */
type GeneralChannel = Extract<Channel, `general.${string}`>;

function apiStatus(a: AdminKit): ApiServerStatus {
  if (a.options.apiStatus) return a.options.apiStatus();
  const { host, port } = a.service.config;
  const address = a.service.address;
  const actualPort = address ? Number(new URL(address).port) : port;
  return {
    state: address ? 'listening' : 'stopped',
    address,
    host,
    port: actualPort,
    error: null,
  };
}

function lanTls(a: AdminKit): LanTlsInfo {
  const { ca, leaf } = a.service.tls.status();
  return {
    address: a.service.lan?.address ?? null,
    ca_fingerprint: ca?.fingerprint ?? null,
    leaf_names: leaf?.names ?? [],
    leaf_not_after: leaf?.not_after ?? null,
  };
}

function general(a: AdminKit, ctx: AuthedCtx, rows: TenantRows): GeneralInfo {
  const branchSettings = a.service.settings.branch(rows.branch.id);
  const global = a.service.settings.global();
  return {
    company: {
      id: rows.company.id,
      name: rows.company.name,
      industry: rows.company.industry,
      created_at: rows.company.created_at,
    },
    branch: {
      id: rows.branch.id,
      name: rows.branch.name,
      currency: rows.branch.currency,
      time_zone: rows.branch.time_zone,
      created_at: rows.branch.created_at,
    },
    api: apiStatus(a),
    settings: {
      allow_http_local: branchSettings.allow_http_local,
      lan_access: global.lan_access,
      api_port: global.api_port,
      lan_port: global.lan_port,
    },
    lanTls: lanTls(a),
    // The selected company's only: trusted CAs are per company.
    trustedCas: a.service.trustedCas.list(rows.company.id),
    canEditInstallation: ctx.user.role === 'super_admin',
    desktop: a.options.desktop?.info() ?? null,
  };
}

export const generalHandlers = (a: AdminKit): Handlers<GeneralChannel> => ({
  'general.get': {
    access: 'admin',
    handle: (ctx, input) => general(a, ctx, a.tenant(ctx, input)),
  },
  'general.update': {
    access: 'admin',
    handle: (ctx, input) => {
      const rows = a.tenant(ctx, input);
      const allowHttp = input.optionalBoolean(
        'allow_http_local',
        'Allow plain HTTP on the local network',
      );
      const lan = input.optionalBoolean('lan_access', 'LAN access');
      const port = input.optionalInteger('api_port', 'Port');
      const lanPort = input.optionalInteger('lan_port', 'HTTPS port');
      input.done();
      if (
        (lan !== undefined || port !== undefined || lanPort !== undefined) &&
        ctx.user.role !== 'super_admin'
      ) {
        throw new AppError(
          'forbidden',
          'Only a Super Admin can change the API server address and LAN access.',
        );
      }
      if (allowHttp !== undefined) {
        a.service.settings.setBranch(rows.branch.id, 'allow_http_local', allowHttp);
        a.recordSetting(ctx, rows, 'allow_http_local', allowHttp);
      }
      if (port !== undefined) {
        if (port < 1024 || port > 65535) {
          const message = 'Port must be a whole number from 1024 to 65535.';
          throw new AppError('validation_failed', message, [{ path: 'api_port', message }]);
        }
        a.service.settings.setGlobal('api_port', port);
        a.recordSetting(ctx, null, 'api_port', port);
      }
      if (lanPort !== undefined) {
        if (lanPort < 1024 || lanPort > 65535 || lanPort === a.service.settings.global().api_port) {
          const message =
            'HTTPS port must be a whole number from 1024 to 65535, other than the API port.';
          throw new AppError('validation_failed', message, [{ path: 'lan_port', message }]);
        }
        a.service.settings.setGlobal('lan_port', lanPort);
        a.recordSetting(ctx, null, 'lan_port', lanPort);
      }
      if (lan !== undefined) {
        a.service.settings.setGlobal('lan_access', lan);
        a.recordSetting(ctx, null, 'lan_access', lan);
      }
      return general(a, ctx, rows);
    },
  },
  'general.addTrustedCa': {
    access: 'admin',
    handle: (ctx, input) => {
      const rows = a.tenant(ctx, input);
      const pem = input.string('pem', 'Certificate');
      input.done();
      a.service.trustedCas.add(rows.company.id, pem!, ctx.actor);
      return general(a, ctx, rows);
    },
  },
  'general.exportCa': {
    access: 'admin',
    handle: async (ctx, input) => {
      a.tenant(ctx, input);
      input.done();
      const ca = await a.service.tls.ensureCa();
      return {
        pem: ca.pem,
        fingerprint: ca.fingerprint,
        file_name: 'integration-console-ca.pem',
      };
    },
  },
  'general.removeTrustedCa': {
    access: 'admin',
    handle: (ctx, input) => {
      const rows = a.tenant(ctx, input);
      const fingerprint = input.string('fingerprint', 'Fingerprint');
      input.done();
      a.service.trustedCas.remove(rows.company.id, fingerprint!, ctx.actor);
      return general(a, ctx, rows);
    },
  },
});
