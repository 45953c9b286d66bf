import { describe, expect, it } from 'vitest';
import { networkOf } from './ip-network';

describe('networkOf', () => {
  it('keeps an IPv4 address whole, written plainly or IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives the addresses of one IPv6 /64 one network, however they are written', () => {
    const network = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:0000:0000:0000:0001',
      '2001:DB8:A:B:1c2d:3e4f:5a6b:7c8d',
      '2001:db8:a:b:ffff::',
      '2001:db8:a:b::192.0.2.1',
      '2001:db8:a:b::9%eth0',
    ])
      expect(networkOf(address), address).toBe(network);
  });

  it('tells IPv6 networks apart by their first 64 bits alone', () => {
    expect(networkOf('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('')).toBe('');
  });
});
