import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPV6_PREFIX_LENGTH's default: a /64 is what one subscriber line, one office or one cloud
 * server gets (RFC 6177, and every home router's SLAAC network), so the addresses in it are one
 * client, however many of its 2^64 it uses.
 */
export const DEFAULT_IPV6_PREFIX_LENGTH = 64;

/** The eight 16-bit groups of an IPv6 address (no zone id), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  // An IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', rest] = text.split('::');
  if (rest === undefined) return parse(head);
  const before = parse(head);
  const after = parse(rest);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The key one client's requests are counted under, for every per-address limit of the BFF (the
 * guarded actions, the per-minute ceiling, the login defence): an IPv4 address as it is, an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket shows an IPv4 client) as
 * that IPv4 address, any other IPv6 address as its network of `prefixLength` bits
 * (`2001:db8:1:1:0:0:0:0/64`), whatever its spelling (compressed, upper case, a zone id).
 * Anything else (no address a socket or a trusted proxy gives) is its own key, kept apart.
 */
export function addressKey(ip: string, prefixLength: number = DEFAULT_IPV6_PREFIX_LENGTH): string {
  const trimmed = ip.trim().toLowerCase();
  if (isIPv4(trimmed)) return trimmed;
  const bare = trimmed.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  if (!groups) return `unparsed:${trimmed.slice(0, 64)}`;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  const masked = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16));
    return group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefixLength}`;
}
