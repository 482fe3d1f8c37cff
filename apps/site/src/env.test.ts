import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills in the local defaults', () => {
    expect(parseEnv({})).toEqual({
      API_ORIGIN: 'http://localhost:4000',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      FEATURE_FLAGS: '',
      PAGE_CACHE_MAX_MB: 64,
      PAGE_CACHE_INLINE_CSS_KB: 128,
      NEXT_DIST_DIR: '.next',
      STORYBOOK_URL: 'http://localhost:6006',
      helpCentreUrl: { nl: undefined, en: undefined },
      maintenanceMessage: { nl: undefined, en: undefined },
    });
  });

  it('takes the page cache size in MiB, 0 for off, and refuses other values', () => {
    expect(parseEnv({ PAGE_CACHE_MAX_MB: '0' }).PAGE_CACHE_MAX_MB).toBe(0);
    expect(parseEnv({ PAGE_CACHE_MAX_MB: '256' }).PAGE_CACHE_MAX_MB).toBe(256);
    expect(() => parseEnv({ PAGE_CACHE_MAX_MB: '-1' })).toThrow(/PAGE_CACHE_MAX_MB/);
    expect(() => parseEnv({ PAGE_CACHE_MAX_MB: 'lots' })).toThrow(/PAGE_CACHE_MAX_MB/);
  });

  it('takes the style sheet inlining cap in KiB, 0 for off, and refuses other values', () => {
    expect(parseEnv({ PAGE_CACHE_INLINE_CSS_KB: '0' }).PAGE_CACHE_INLINE_CSS_KB).toBe(0);
    expect(parseEnv({ PAGE_CACHE_INLINE_CSS_KB: '64' }).PAGE_CACHE_INLINE_CSS_KB).toBe(64);
    expect(() => parseEnv({ PAGE_CACHE_INLINE_CSS_KB: '-1' })).toThrow(/PAGE_CACHE_INLINE_CSS_KB/);
    expect(parseEnv({ NEXT_DIST_DIR: '.next-h7' }).NEXT_DIST_DIR).toBe('.next-h7');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ API_ORIGIN: '' }).API_ORIGIN).toBe('http://localhost:4000');
    expect(parseEnv({ MAINTENANCE_MESSAGE_NL: '   ' }).maintenanceMessage.nl).toBeUndefined();
  });

  it('takes given values', () => {
    const env = parseEnv({
      API_ORIGIN: 'http://api.internal:8080',
      NEXT_PUBLIC_SITE_URL: 'https://rooms.example',
      HELP_CENTRE_URL_EN: 'https://help.example/en',
      FEATURE_FLAGS: 'use_idp',
    });
    expect(env.API_ORIGIN).toBe('http://api.internal:8080');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://rooms.example');
    expect(env.helpCentreUrl).toEqual({ nl: undefined, en: 'https://help.example/en' });
    expect(env.FEATURE_FLAGS).toBe('use_idp');
  });

  it('gives the trimmed maintenance message per language', () => {
    expect(
      parseEnv({
        MAINTENANCE_MESSAGE_NL: ' Onderhoud om 22:00 ',
        MAINTENANCE_MESSAGE_EN: 'Maintenance at 22:00',
      }).maintenanceMessage,
    ).toEqual({ nl: 'Onderhoud om 22:00', en: 'Maintenance at 22:00' });
    expect(parseEnv({ MAINTENANCE_MESSAGE_NL: 'Onderhoud' }).maintenanceMessage.en).toBeUndefined();
  });

  it('reads TRUST_PROXY as a list of proxy addresses/CIDRs; unset trusts no proxy', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '172.28.0.0/16, 10.0.0.5,fd00::/8 , ::1' }).TRUST_PROXY).toEqual(
      ['172.28.0.0/16', '10.0.0.5', 'fd00::/8', '::1'],
    );
  });

  it.each(['true', '1', '2', 'proxy.internal', '10.0.0.0/33', '10.0.0.256', 'fd00::/129', '1.2.3.4,'])(
    'refuses TRUST_PROXY=%s, which is no list of addresses',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('fails with a message naming the bad variable', () => {
    expect(() => parseEnv({ API_ORIGIN: 'not a url' })).toThrow(/API_ORIGIN/);
    expect(() => parseEnv({ MAINTENANCE_MESSAGE_EN: 'x'.repeat(501) })).toThrow(
      /MAINTENANCE_MESSAGE_EN/,
    );
  });
});
