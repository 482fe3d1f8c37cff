import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildSignInUrl, buildSignUpUrl, parseIsUserLandlord, sanitizeReturnUrl } from './auth-url';

describe('sign-in and sign-up URLs (§2)', () => {
  it('writes isUserLandlord always, source and prevUrl when given', () => {
    expect(buildSignInUrl()).toBe('/oauth/signin?isUserLandlord=false');
    expect(buildSignUpUrl({ isUserLandlord: true })).toBe('/oauth/signup?isUserLandlord=true');
    const url = new URL(
      buildSignInUrl({ source: 'clicked navbar', prevUrl: '/huren/kamer-delft?pageNo=2' }),
      'https://x.nl',
    );
    expect(url.pathname).toBe('/oauth/signin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isUserLandlord: 'false',
      source: 'clicked navbar',
      prevUrl: '/huren/kamer-delft?pageNo=2',
    });
    expect(buildSignUpUrl({ source: '', prevUrl: '' })).toBe('/oauth/signup?isUserLandlord=false');
  });
});

describe('parseIsUserLandlord (§5)', () => {
  it("is true only for exactly 'true'", () => {
    expect(parseIsUserLandlord('true')).toBe(true);
    expect(parseIsUserLandlord(['true', 'false'])).toBe(true);
    for (const value of ['TRUE', 'True', ' true', '1', 'yes', '', undefined, null, []]) {
      expect(parseIsUserLandlord(value)).toBe(false);
    }
  });
});

describe('sanitizeReturnUrl', () => {
  it('keeps same-site paths and replaces anything else by /', () => {
    expect(sanitizeReturnUrl('/mijn-berichten/all?pageNo=2')).toBe('/mijn-berichten/all?pageNo=2');
    for (const url of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'relative',
      '',
      null,
      undefined,
      '/\t/evil',
      '/a b',
    ]) {
      expect(sanitizeReturnUrl(url)).toBe('/');
    }
  });

  it('always gives a path that starts with a single slash', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = sanitizeReturnUrl(text);
        expect(safe.startsWith('/')).toBe(true);
        expect(safe.startsWith('//')).toBe(false);
        expect(safe.startsWith('/\\')).toBe(false);
      }),
    );
  });
});
