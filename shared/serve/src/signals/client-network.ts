import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, as shoppers' signals count networks: its /24 for IPv4, its /48 for IPv6
 * (what one office, one home or one small hosting customer holds). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`)
 * is the IPv4 one; anything that is not an address stands for itself.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * A client network's tag on a forwarded signal (`w`, `signal-wire.ts`): the first 8 base64url characters of
 * HMAC-SHA256(`SHOP_SIGNALS_SECRET`, its network), the same on every shell server of the store and naming no address.
 */
export function networkTag(secret: string, address: string): string {
  return createHmac('sha256', secret).update(networkOf(address)).digest('base64url').slice(0, 8);
}
