import { isIPv6 } from 'node:net';

/** The IPv6 groups of `part` (one side of a `::`); an IPv4 address written at the end counts as two. */
const groupsOf = (part: string) =>
  part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));

/**
 * The network a client address counts as, for limits and for the addresses an account is known
 * from: an IPv4 address itself (also when written IPv4-mapped), an IPv6 address its /64. A home or
 * phone gets a whole /64 and its devices move to new addresses in it every day or so (temporary
 * addresses, RFC 8981): counted one by one, anyone there would hold countless budgets, and an
 * owner would seldom sign in from a known address twice.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [left = '', right] = ip.replace(/%.*$/, '').toLowerCase().split('::');
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
