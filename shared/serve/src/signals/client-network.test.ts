import { networkOf, networkTag } from './client-network';

const SECRET = 'a-secret-of-at-least-32-characters!';

describe("a client's network, as signals count networks (decision 056)", () => {
  it('is the /24 of an IPv4 address, written plainly or as IPv6', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
  });

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:5::1')).toBe('2001:db8:5::/48');
    expect(networkOf('2001:0db8:0005:ffff::2')).toBe('2001:db8:5::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('tags a network in 8 characters that name no address, the same for all of it', () => {
    const tag = networkTag(SECRET, '198.51.100.1');
    expect(tag).toMatch(/^[\w-]{8}$/);
    expect(networkTag(SECRET, '198.51.100.254')).toBe(tag);
    expect(networkTag(SECRET, '198.51.101.1')).not.toBe(tag);
    expect(networkTag('another-secret-of-32-characters!!', '198.51.100.1')).not.toBe(tag);
  });
});
