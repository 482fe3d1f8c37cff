import { describe, expect, it } from 'vitest';

import { BusinessResultCode, ErrorCode } from './error-catalogue';
import { errorCodeForHttpStatus, HTTP_STATUS_OF_CODE, httpStatusForCode } from './http-status';

describe('code -> HTTP status (§8)', () => {
  it('maps generic and business codes', () => {
    expect(httpStatusForCode(ErrorCode.InvalidRequest)).toBe(400);
    expect(httpStatusForCode(ErrorCode.Http401)).toBe(401);
    expect(httpStatusForCode(ErrorCode.Http502)).toBe(502);
    expect(httpStatusForCode(BusinessResultCode.AdvertNotFound)).toBe(404);
    expect(httpStatusForCode('1015')).toBe(404);
    expect(httpStatusForCode(BusinessResultCode.ForbiddenTextDutch)).toBe(400);
    expect(httpStatusForCode(BusinessResultCode.InvalidListingReactionMessage)).toBe(400);
    expect(httpStatusForCode(BusinessResultCode.GeneralError)).toBe(500);
    expect(httpStatusForCode('something_else')).toBe(500);
    expect(httpStatusForCode(ErrorCode.MoveUpTooSoon)).toBe(429);
  });

  it('maps the photo upload refusals to 409, 413, 415 and 422', () => {
    expect(httpStatusForCode(ErrorCode.ImageTooLarge)).toBe(413);
    expect(httpStatusForCode(ErrorCode.ImageTooManyPixels)).toBe(413);
    expect(httpStatusForCode(ErrorCode.ImageUnsupported)).toBe(415);
    expect(httpStatusForCode(ErrorCode.ImageHeicUnsupported)).toBe(415);
    expect(httpStatusForCode(ErrorCode.ImageCorrupt)).toBe(422);
    expect(httpStatusForCode(ErrorCode.PhotoLimitReached)).toBe(409);
  });

  it('maps the listing wizard refusals to 409 conflicts', () => {
    expect(httpStatusForCode(ErrorCode.AddressReadonly)).toBe(409);
    expect(httpStatusForCode(ErrorCode.ListingIncomplete)).toBe(409);
    expect(httpStatusForCode('address_readonly')).toBe(409);
  });

  it('gives every http_* code its own status', () => {
    for (const code of Object.values(ErrorCode).filter((item) => item.startsWith('http_'))) {
      expect(HTTP_STATUS_OF_CODE[code]).toBe(Number(code.slice(5)));
    }
  });
});

describe('HTTP status -> code', () => {
  it('maps statuses to generic codes', () => {
    expect(errorCodeForHttpStatus(400)).toBe('http_400');
    expect(errorCodeForHttpStatus(401)).toBe('http_401');
    expect(errorCodeForHttpStatus(403)).toBe('http_403');
    expect(errorCodeForHttpStatus(404)).toBe('http_404');
    expect(errorCodeForHttpStatus(422)).toBe('http_400');
    expect(errorCodeForHttpStatus(429)).toBe('http_429');
    expect(errorCodeForHttpStatus(500)).toBe('http_500');
    expect(errorCodeForHttpStatus(501)).toBe('http_501');
    expect(errorCodeForHttpStatus(503)).toBe('http_502');
    expect(errorCodeForHttpStatus(504)).toBe('http_502');
    expect(errorCodeForHttpStatus(507)).toBe('http_500');
    expect(errorCodeForHttpStatus(302)).toBe('unknown');
    expect(errorCodeForHttpStatus(0)).toBe('unknown');
  });
});
