import { describe, expect, it } from 'vitest';

import { clientKey } from './client-address.js';

describe('clientKey', () => {
  it('keys an IPv4 client on its address', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.2')).not.toBe(clientKey('192.0.2.1'));
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(clientKey('0:0:0:0:0:FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keys every address of one IPv6 /64 together, whatever its spelling', () => {
    const key = clientKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:db8::1:a:b:c:d')).toBe(key);
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:0:2::1')).not.toBe(clientKey('2001:db8:0:1::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('returns anything that is not an address unchanged', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
