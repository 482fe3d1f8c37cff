import { describe, expect, it } from 'vitest';

import {
  BusinessResultCode,
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  errorTranslationKey,
  toCatalogueCode,
} from './error-catalogue';

describe('error catalogue (§8)', () => {
  it('has the generic codes with their default messages', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      unknown: 'Unknown error',
      invalid_request: 'Invalid request',
      http_400: 'Invalid request',
      http_401: 'Not authenticated',
      http_403: 'Not authorized',
      http_404: 'Not found',
      http_500: 'Server failure',
      http_501: 'Operation not implemented',
      http_502: 'Server not accessible',
    });
  });

  it('has the business result codes', () => {
    expect(Object.values(BusinessResultCode)).toEqual([
      1000, 1015, 1078, 1115, 1116, 1120, 1122, 1123, 1124, 1125, 1127, 1128, 1129, 1135, 10064,
      10065, 10172,
    ]);
  });

  it('recognises catalogue codes, business codes also as text', () => {
    expect(toCatalogueCode('http_404')).toBe(ErrorCode.Http404);
    expect(toCatalogueCode(1015)).toBe(BusinessResultCode.AdvertNotFound);
    expect(toCatalogueCode(' 1015 ')).toBe(1015);
    expect(toCatalogueCode('1016')).toBeNull();
    expect(toCatalogueCode('toString')).toBeNull();
    expect(toCatalogueCode(undefined)).toBeNull();
  });

  it('gives messages and translation keys, unknown for foreign codes', () => {
    expect(errorMessage('http_401')).toBe('Not authenticated');
    expect(errorMessage(1015)).toBe('Advert not found');
    expect(errorMessage('move_up_too_soon')).toBe(
      'This advert can be moved up once every 24 hours',
    );
    expect(errorMessage('FST_ERR_VALIDATION')).toBe('Unknown error');
    expect(errorTranslationKey('http_404')).toBe('errors.http_404');
    expect(errorTranslationKey('10172')).toBe('errors.10172');
    expect(errorTranslationKey(42)).toBe('errors.unknown');
  });
});
