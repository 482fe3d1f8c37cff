import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills in the local defaults', () => {
    expect(parseEnv({})).toEqual({
      API_ORIGIN: 'http://localhost:4000',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      helpCentreUrl: { nl: undefined, en: undefined },
    });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ API_ORIGIN: '' }).API_ORIGIN).toBe('http://localhost:4000');
  });

  it('takes given values', () => {
    const env = parseEnv({
      API_ORIGIN: 'http://api.internal:8080',
      NEXT_PUBLIC_SITE_URL: 'https://rooms.example',
      HELP_CENTRE_URL_EN: 'https://help.example/en',
    });
    expect(env.API_ORIGIN).toBe('http://api.internal:8080');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://rooms.example');
    expect(env.helpCentreUrl).toEqual({ nl: undefined, en: 'https://help.example/en' });
  });

  it('fails with a message naming the bad variable', () => {
    expect(() => parseEnv({ API_ORIGIN: 'not a url' })).toThrow(/API_ORIGIN/);
  });
});
