import { errorFromNetworkFailure, RoomsError } from '@rooms/domain';
import { createI18n } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { serverProblemOf } from './account-errors';

const loginFailed = new RoomsError({
  code: 'http_401',
  status: 401,
  message: 'E-mail address or password is incorrect',
});

describe('serverProblemOf', () => {
  it('gives a failed login its own message, not "please log in"', () => {
    expect(serverProblemOf(loginFailed, 'login')).toEqual({
      key: 'account:login.invalidCredentials',
    });
  });

  it('uses the §8 catalogue for too many attempts, in every form', () => {
    const limited = new RoomsError({ code: 'http_429', status: 429 });
    for (const form of ['login', 'register', 'resetRequest', 'resetConfirm', 'signOut'] as const) {
      expect(serverProblemOf(limited, form)).toEqual({ key: 'errors:http_429' });
    }
  });

  it('reads 401 as a wrong password only on the sign-in form', () => {
    expect(serverProblemOf(loginFailed, 'signOut')).toEqual({ key: 'errors:http_401' });
  });

  it('tells an invalid or expired reset link', () => {
    const invalid = new RoomsError({ code: 'reset_token_invalid', status: 400 });
    expect(serverProblemOf(invalid, 'resetConfirm')).toEqual({ key: 'errors:reset_token_invalid' });
  });

  it('falls back to the catalogue for anything else, and to unknown for codes outside it', () => {
    expect(serverProblemOf(new RoomsError({ code: 'http_502' }), 'login')).toEqual({
      key: 'errors:http_502',
    });
    expect(
      serverProblemOf(new RoomsError({ code: 'something_new', status: 418 }), 'register'),
    ).toEqual({ key: 'errors:unknown' });
    expect(
      serverProblemOf(errorFromNetworkFailure('/x', new TypeError('offline')), 'login'),
    ).toEqual({ key: 'errors:unknown' });
    expect(serverProblemOf(new Error('bug'), 'login')).toEqual({ key: 'errors:unknown' });
  });

  it('only gives keys that have a text in both languages', async () => {
    const errors = [
      loginFailed,
      new RoomsError({ code: 'http_429' }),
      new RoomsError({ code: 'reset_token_invalid' }),
      new RoomsError({ code: 'timeout' }),
    ];
    for (const locale of ['nl', 'en'] as const) {
      const i18n = await createI18n(locale, ['account', 'errors']);
      const t = i18n.getFixedT(locale, ['account', 'errors']) as unknown as (key: string) => string;
      for (const error of errors) {
        const { key } = serverProblemOf(error, 'login');
        const text = t(key);
        expect(text, key).not.toBe(key.split(':')[1]);
        expect(text.length, key).toBeGreaterThan(10);
      }
    }
  });
});
