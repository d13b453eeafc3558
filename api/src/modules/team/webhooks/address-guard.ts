import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a delivery address was refused. */
export class ForbiddenAddressError extends Error {
  override readonly name = 'ForbiddenAddressError';
}

/**
 * Whether an IP address is on the public internet. Private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * loopback, link-local (169.254/16 — cloud metadata services — and fe80::/10), carrier-grade NAT,
 * multicast, reserved and unspecified addresses are not: a webhook URL must not make the server
 * call into its own network (SSRF). An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is judged
 * as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * A `lookup` for `http.request` that resolves the host and refuses it unless every address it
 * resolves to is public. The check and the connection use the same answer (the socket connects to
 * the address checked here), so a DNS name that answers differently the second time (DNS
 * rebinding) cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused !== undefined || addresses.length === 0) {
        callback(new ForbiddenAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`), '', 0);
        return;
      }
      if (options.all === true) callback(null, addresses);
      else {
        const [first] = addresses;
        callback(null, first?.address ?? '', first?.family ?? 4);
      }
    });
  };
}

/**
 * Refuses a URL whose host is an IP address that is not public. Node connects to an IP literal
 * without asking `lookup`, so {@link guardedLookup} alone would let `https://127.0.0.1/` through.
 */
export function assertPublicLiteral(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    throw new ForbiddenAddressError(`${host} is not a public address`);
  }
}
