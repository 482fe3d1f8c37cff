/**
 * The client key of per-address rate limits and login counters (issue 23): one key per client,
 * where "client" is what one party can cheaply change. An IPv4 address is one client; an IPv6
 * client gets a whole /64 from its provider (SLAAC, privacy addresses), so all addresses of one
 * /64 share a key; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket
 * reports for an IPv4 peer) is the IPv4 address.
 *
 * The address itself is `request.ip`: Fastify's reading of the socket and of the X-Forwarded-For
 * entries added by the proxies of TRUST_PROXY (server-options.ts). Security-event logs keep the
 * full address; only counting uses the key.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Length of the IPv6 prefix one client is assumed to control, in bits. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * The rate-limit key of a client address.
 *
 * @param address `request.ip`: an IPv4 or IPv6 address (an IPv6 zone `%eth0` is ignored);
 *   anything else is returned unchanged, so it still counts, as one client
 * @returns `192.0.2.1` for IPv4 and IPv4-mapped IPv6; `2001:db8:0:1::/64` (the first four
 *   groups, lower case, without leading zeros) for IPv6
 */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const withoutZone = trimmed.split('%', 1)[0] ?? trimmed;
  if (!isIPv6(withoutZone)) return trimmed;
  const groups = ipv6Groups(withoutZone);
  if (isIPv4Mapped(groups)) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, IPV6_CLIENT_PREFIX_BITS / 16).map((group) => group.toString(16));
  return `${prefix.join(':')}::/${IPV6_CLIENT_PREFIX_BITS}`;
}

/** Whether the eight groups are `::ffff:a.b.c.d`. */
function isIPv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (checked by `isIPv6` first), with `::`
 * expanded and a trailing dotted IPv4 part turned into two groups.
 */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
