import { BUSINESS_RESULT_MESSAGES, ERROR_MESSAGES, RoomsError } from '@rooms/domain';
import { LOCALES, RESOURCES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { errorTextKey } from './map-error';

describe('errorTextKey', () => {
  it('names the §8 text of a RoomsError', () => {
    expect(errorTextKey(new RoomsError({ code: 'http_500', message: 'x' }))).toBe('http_500');
    expect(errorTextKey(new RoomsError({ code: '1015', message: 'x' }))).toBe('1015');
    expect(errorTextKey(new RoomsError({ code: 'timeout', message: 'x' }))).toBe('timeout');
  });

  it('falls back to unknown', () => {
    expect(errorTextKey(new RoomsError({ code: 'weird', message: 'x' }))).toBe('unknown');
    expect(errorTextKey(new Error('boom'))).toBe('unknown');
    expect(errorTextKey(undefined)).toBe('unknown');
  });
});

describe('the errors namespace', () => {
  it('has a text for every catalogue code in both languages', () => {
    const codes = [...Object.keys(ERROR_MESSAGES), ...Object.keys(BUSINESS_RESULT_MESSAGES)];
    for (const locale of LOCALES) {
      const missing = codes.filter((code) => !Object.hasOwn(RESOURCES[locale].errors, code));
      expect(missing, locale).toEqual([]);
    }
  });
});
