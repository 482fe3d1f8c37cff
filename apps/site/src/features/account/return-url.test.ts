import { describe, expect, it } from 'vitest';

import { firstQueryValue, hasReturnDestination, returnUrlFrom } from './return-url';

describe('returnUrlFrom', () => {
  it('keeps a path of this site, with its query', () => {
    expect(returnUrlFrom('/my-favorites/rooms?pageNo=2', 'nl')).toBe(
      '/my-favorites/rooms?pageNo=2',
    );
    expect(returnUrlFrom('/en/for-rent/room-groningen', 'en')).toBe('/en/for-rent/room-groningen');
    expect(returnUrlFrom('/', 'nl')).toBe('/');
  });

  it('defaults to the home page of the language', () => {
    expect(returnUrlFrom(undefined, 'nl')).toBe('/');
    expect(returnUrlFrom(undefined, 'en')).toBe('/en');
    expect(returnUrlFrom('', 'en')).toBe('/en');
  });

  it('never leaves the site', () => {
    expect(returnUrlFrom('https://evil.example/steal', 'en')).toBe('/en');
    expect(returnUrlFrom('//evil.example', 'nl')).toBe('/');
    expect(returnUrlFrom('/\\evil.example', 'en')).toBe('/en');
    expect(returnUrlFrom('javascript:alert(1)', 'en')).toBe('/en');
  });

  it('never returns to sign-in, registration, reset or sign-out', () => {
    expect(returnUrlFrom('/gebruiker/inloggen?returnUrl=%2F', 'nl')).toBe('/');
    expect(returnUrlFrom('/en/user/register', 'en')).toBe('/en');
    expect(returnUrlFrom('/en/user/forgot-password?token=x', 'en')).toBe('/en');
    expect(returnUrlFrom('/oauth/signout', 'nl')).toBe('/');
  });

  it('takes the first of a repeated parameter', () => {
    expect(returnUrlFrom(['/dashboard', '/my-account'], 'nl')).toBe('/dashboard');
  });
});

describe('hasReturnDestination', () => {
  it('is true only for a page other than the home page', () => {
    expect(hasReturnDestination('/dashboard', 'nl')).toBe(true);
    expect(hasReturnDestination('/', 'nl')).toBe(false);
    expect(hasReturnDestination('/en', 'en')).toBe(false);
    expect(hasReturnDestination(undefined, 'en')).toBe(false);
    expect(hasReturnDestination('https://evil.example', 'nl')).toBe(false);
  });
});

describe('firstQueryValue', () => {
  it('reads one value, the first of several, and treats blank as absent', () => {
    expect(firstQueryValue('abc')).toBe('abc');
    expect(firstQueryValue(['a', 'b'])).toBe('a');
    expect(firstQueryValue('  ')).toBeUndefined();
    expect(firstQueryValue(undefined)).toBeUndefined();
  });
});
