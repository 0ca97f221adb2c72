import { isIPv4, isIPv6 } from 'node:net';

/** The sixteen-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const groupsOf = (part: string | undefined): number[] =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [a * 256 + b, c * 256 + d];
    });
  const start = groupsOf(head);
  if (tail === undefined) return start;
  const end = groupsOf(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What a client's failed sign-ins count against, from API Gateway's `requestContext.http.sourceIp`: an IPv4 address
 * (also when written as IPv4-mapped IPv6), or the /64 network of an IPv6 address, since one host is commonly given a
 * whole /64 and could otherwise take a fresh address for every guess.
 */
export function clientAddressKey(sourceIp: string | undefined): string {
  const address = (sourceIp ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address))
    return `${ipv6Groups(address)
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  // API Gateway always sends an address; anything else is counted together rather than not at all.
  return 'unknown';
}
