import { isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The address a rate limit counts a client by. An IPv6 client usually holds a whole /64 and can
 * pick a new address in it for every request, so IPv6 addresses are counted by their /64.
 */
export function clientAddress(ctx: Context): string {
  const ip = ctx.ip;
  if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" expanded (a zone such as "%eth0" dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
