import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '#functions/security/throttle/client-address.ts';

describe('clientAddressKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['a full IPv6 address, by its /64', '2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['a compressed IPv6 address', '2001:db8::7', '2001:db8:0:0::/64'],
    ['another host of the same /64', '2001:db8:0:0:ffff::1', '2001:db8:0:0::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['an IPv6 address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['an IPv6 address ending in IPv4', '64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['no address', undefined, 'unknown'],
    ['not an address', 'localhost', 'unknown'],
  ])('counts %s as %s', (_case, sourceIp, expected) => {
    // Act
    const key = clientAddressKey(sourceIp);

    // Assert
    expect(key).toBe(expected);
  });
});
