/**
 * The client a per-client limit counts (docs/tickets.md §Limits; docs/decisions/012-edge-rules.md):
 * the address TRUST_PROXY lets through, an IPv6 address by its /64 prefix. A host is handed a
 * whole /64, so counting each address apart would let one client change address per request
 * (@fastify/rate-limit groups by /64 too, but not under a custom key generator).
 */
import { isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address, "::" expanded; an IPv4(-mapped) address whole. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
