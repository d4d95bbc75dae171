import { hostname, networkInterfaces } from 'node:os';

/** The names a LAN client may use for this machine: the leaf certificate's subjectAltNames. */
export interface MachineNames {
  dns: string[];
  ips: string[];
}

/**
 * The host name (and `<host>.local`, the name mDNS answers on most LANs), `localhost`, and every
 * address of every interface, IPv4 and IPv6, plus the loopback addresses. Sorted, so two sets can
 * be compared as text to see whether the machine's names changed.
 */
export function machineNames(): MachineNames {
  const host = hostname().trim().toLowerCase();
  const dns = new Set(['localhost']);
  if (host) {
    dns.add(host);
    if (!host.includes('.')) dns.add(`${host}.local`);
  }
  const ips = new Set(['127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) ips.add(entry.address.split('%')[0]!);
  }
  return { dns: [...dns].sort(), ips: [...ips].sort() };
}

export const sameNames = (a: MachineNames, b: MachineNames): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
