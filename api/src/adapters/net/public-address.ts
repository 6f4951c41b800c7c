import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { embeddedIpv4 } from './embedded-ipv4';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** IANA's global unicast block (2000::/3): IPv6 outside it is unassigned or special, never a public host. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The reserved range an IP address is in (ipaddr.js's names: 'loopback', 'private', 'linkLocal',
 * 'carrierGradeNat', 'uniqueLocal', 'reserved' for documentation, ...), or null for a public address. An IPv6
 * address carrying an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is as public as that IPv4 address:
 * its name then reads like 'rfc6052 -> loopback'. Anything that is not an address at all is 'invalid'.
 */
export function reservedRangeOf(address: string): string | null {
  if (isIP(address) === 0) return 'invalid';
  let parsed: Address;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'invalid';
  }
  return rangeOf(parsed);
}

function rangeOf(address: Address): string | null {
  if (address.kind() === 'ipv4') {
    const range = address.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = address as ipaddr.IPv6;
  const embedded = embeddedIpv4(v6);
  if (embedded) {
    if (embedded.addresses.length === 0) return embedded.form;
    for (const v4 of embedded.addresses) {
      const inner = rangeOf(v4);
      if (inner) return `${embedded.form} -> ${inner}`;
    }
    return null;
  }
  const range = v6.range();
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'unassigned';
}

/** Whether an IP address (v4, v6, or v4 carried in v6) is one of the private, local or reserved ones. */
export function isPrivateAddress(address: string): boolean {
  return reservedRangeOf(address) !== null;
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private, local or reserved address`);
    this.name = 'PrivateAddressError';
  }
}

/** The addresses a host name stands for (the system's resolver, /etc/hosts included, by default). */
export type Resolve = (host: string) => Promise<string[]>;

const systemResolve: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

export type HostGuard = (url: string) => Promise<void>;

/**
 * A guard that refuses a URL whose host is, or resolves to, a private, local or reserved address: a business
 * could otherwise make the server call into its own network (SSRF). A name is refused when any of its
 * addresses is, or when it has none. Checked before each call, so a name that later resolves elsewhere is
 * checked again; the address the HTTP client then connects to is resolved by it again, a window a
 * DNS-rebinding attacker could still aim at (pinning the address would close it).
 */
export function hostGuard(resolve: Resolve = systemResolve): HostGuard {
  return async (url) => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolve(host);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new PrivateAddressError(host);
  };
}

/** The guard over the system's resolver: what the store and webhook calls use. */
export const assertPublicHost: HostGuard = hostGuard();
