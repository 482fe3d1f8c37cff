import { describe, expect, it } from 'vitest';

import { signInHref } from './sign-in-path';

describe('signInHref', () => {
  it('leads to the sign-in page of the language with the current page as returnUrl', () => {
    expect(signInHref('nl', '/huren/kamer-utrecht?pageNo=2')).toBe(
      '/gebruiker/inloggen?returnUrl=%2Fhuren%2Fkamer-utrecht%3FpageNo%3D2',
    );
    expect(signInHref('en', '/en/for-rent/room-utrecht')).toBe(
      '/en/user/login?returnUrl=%2Fen%2Ffor-rent%2Froom-utrecht',
    );
  });

  it('never returns to another site', () => {
    expect(signInHref('nl', '//evil.example/x')).toBe('/gebruiker/inloggen?returnUrl=%2F');
    expect(signInHref('en', 'https://evil.example')).toBe('/en/user/login?returnUrl=%2F');
  });
});
