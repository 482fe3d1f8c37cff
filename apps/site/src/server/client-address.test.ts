import { describe, expect, it } from 'vitest';

import { clientAddressOf, normaliseAddress, trustedProxies } from './client-address';

const proxies = trustedProxies(['10.0.0.0/8', '172.28.0.5', 'fd00::/8']);

describe('clientAddressOf', () => {
  it('is the socket address when the peer is no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.1', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('198.51.100.7', undefined, proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('2001:db8::1', '203.0.113.1', proxies)).toBe('2001:db8::1');
  });

  it("takes the right-most entry that is no trusted proxy, ignoring the browser's own entries", () => {
    expect(clientAddressOf('10.0.0.5', '192.0.2.66, 198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.5', ['192.0.2.66', '198.51.100.7, 172.28.0.5'], proxies)).toBe(
      '198.51.100.7',
    );
    expect(clientAddressOf('fd00::2', '2001:db8::9', proxies)).toBe('2001:db8::9');
  });

  it('reads an IPv4-mapped peer as IPv4', () => {
    expect(clientAddressOf('::ffff:10.0.0.5', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:198.51.100.7', '203.0.113.1', proxies)).toBe('198.51.100.7');
  });

  it('stops at an entry that is no address: no made-up value gets a budget of its own', () => {
    expect(clientAddressOf('10.0.0.5', 'unknown', proxies)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', '198.51.100.7, bogus, 10.0.0.6', proxies)).toBe('10.0.0.6');
  });

  it('is the left-most proxy when the whole chain is trusted', () => {
    expect(clientAddressOf('10.0.0.5', '10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(clientAddressOf('10.0.0.5', '', proxies)).toBe('10.0.0.5');
  });

  it('trusts nothing without TRUST_PROXY', () => {
    expect(clientAddressOf('10.0.0.5', '198.51.100.7', trustedProxies(undefined))).toBe('10.0.0.5');
  });
});

describe('normaliseAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and leaves others', () => {
    expect(normaliseAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
