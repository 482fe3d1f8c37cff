/** Error code <-> HTTP status, §8. Used by the API's error handler and by response parsing. */

import { ErrorCode, toCatalogueCode } from './error-catalogue';

import type { BusinessResultCode, RoomsErrorCode } from './error-catalogue';

/**
 * HTTP status of each catalogue code. The http_* codes give their own status; the rest are ours
 * (§8 is silent): invalid_request 400, unknown 500, timeout 504, aborted 499 (client closed
 * request), move_up_too_soon 429 (like a rate limit, with `retryAfterSeconds`); photo uploads:
 * image_too_large and image_too_many_pixels 413, image_unsupported and image_heic_unsupported 415,
 * image_corrupt 422, photo_limit_reached 409; listing wizard: address_readonly and
 * listing_incomplete 409; quotas (issue 23): draft_limit_reached 409, upload_quota_exceeded 429;
 * conversation_blocked 403; business codes: not found -> 404, forbidden or invalid text -> 400, payment refused
 * or failed -> 402, state conflicts (membership, open invoice, pending, still processing,
 * cancelled, alert already saved) -> 409, expired session -> 410, provider failure -> 502,
 * general error -> 500, operation successful -> 200.
 */
export const HTTP_STATUS_OF_CODE: Readonly<Record<ErrorCode | BusinessResultCode, number>> = {
  unknown: 500,
  invalid_request: 400,
  http_400: 400,
  http_401: 401,
  http_403: 403,
  http_404: 404,
  http_500: 500,
  http_501: 501,
  http_502: 502,
  timeout: 504,
  aborted: 499,
  http_429: 429,
  reset_token_invalid: 400,
  registration_token_invalid: 400,
  move_up_too_soon: 429,
  image_too_large: 413,
  image_too_many_pixels: 413,
  image_unsupported: 415,
  image_heic_unsupported: 415,
  image_corrupt: 422,
  photo_limit_reached: 409,
  address_readonly: 409,
  listing_incomplete: 409,
  draft_limit_reached: 409,
  upload_quota_exceeded: 429,
  conversation_blocked: 403,
  alert_limit_reached: 409,
  alert_too_wide: 422,
  withdrawal_period_over: 409,
  stop_link_invalid: 400,
  confirm_link_invalid: 400,
  premium_required: 403,
  account_blocked: 403,
  1000: 200,
  1015: 404,
  1078: 500,
  1115: 409,
  1116: 402,
  1120: 404,
  1122: 409,
  1123: 402,
  1124: 409,
  1125: 409,
  1127: 502,
  1128: 409,
  1129: 409,
  1135: 410,
  10064: 400,
  10065: 400,
  10172: 400,
};

/**
 * The HTTP status the API answers with for an error code (§8).
 *
 * @param code any code (business codes also as text, '1015')
 * @returns the status of {@link HTTP_STATUS_OF_CODE}; 500 for codes outside the catalogue
 */
export function httpStatusForCode(code: RoomsErrorCode): number {
  const known = toCatalogueCode(code);
  return known === null ? 500 : HTTP_STATUS_OF_CODE[known];
}

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.Http400,
  401: ErrorCode.Http401,
  403: ErrorCode.Http403,
  404: ErrorCode.Http404,
  500: ErrorCode.Http500,
  501: ErrorCode.Http501,
  502: ErrorCode.Http502,
  503: ErrorCode.Http502,
  504: ErrorCode.Http502,
};

/**
 * The generic code of an HTTP status, when the response body gives none (§8). Statuses without
 * their own code (ours): 503 and 504 -> http_502 (server not accessible), other 4xx -> http_400,
 * other 5xx -> http_500, anything else -> unknown.
 *
 * @param status HTTP status
 * @returns the generic code
 */
export function errorCodeForHttpStatus(status: number): ErrorCode {
  const exact = CODE_OF_STATUS[status];
  if (exact) return exact;
  if (status === 429) return ErrorCode.Http429;
  if (status >= 400 && status < 500) return ErrorCode.Http400;
  if (status >= 500 && status < 600) return ErrorCode.Http500;
  return ErrorCode.Unknown;
}
