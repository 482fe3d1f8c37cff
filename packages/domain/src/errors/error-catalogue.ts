/** The error catalogue, §8: generic codes with default messages and the business result codes. */

/**
 * Generic error codes, §8. `timeout` and `aborted` are ours: §8 says timeout and abort are
 * distinguished but gives no codes.
 */
export const ErrorCode = {
  Unknown: 'unknown',
  InvalidRequest: 'invalid_request',
  Http400: 'http_400',
  Http401: 'http_401',
  Http403: 'http_403',
  Http404: 'http_404',
  Http500: 'http_500',
  Http501: 'http_501',
  Http502: 'http_502',
  Timeout: 'timeout',
  Aborted: 'aborted',
  /** Too many attempts (login, registration, password reset); ours, §8 lists no 429. */
  Http429: 'http_429',
  /** A password reset token that is unknown, used or expired; ours. */
  ResetTokenInvalid: 'reset_token_invalid',
  /**
   * A sign-up confirmation link that is unknown, used or expired, or whose address got an
   * account meanwhile (`POST /customer/register/confirm`); ours (400, issue 23).
   */
  RegistrationTokenInvalid: 'registration_token_invalid',
  /**
   * A second move-up of an advert within `MOVE_UP_INTERVAL_HOURS` (24 h) of the last one
   * (`POST /listing/moveup`); ours. `data.retryAfterSeconds` and `data.nextMoveUpAt` say when.
   */
  MoveUpTooSoon: 'move_up_too_soon',
  /** An uploaded photo over `MAX_PHOTO_UPLOAD_BYTES` (15 MB), `POST /supplyflow/cra-upload-photo`; ours (413). */
  ImageTooLarge: 'image_too_large',
  /** An uploaded photo over `MAX_PHOTO_UPLOAD_PIXELS` (50 megapixels); ours (413). */
  ImageTooManyPixels: 'image_too_many_pixels',
  /** An upload that is not a JPEG, PNG, WebP or AVIF image (by its content); ours (415). */
  ImageUnsupported: 'image_unsupported',
  /** A HEIC/HEIF photo the server cannot decode; the message asks for a JPEG; ours (415). */
  ImageHeicUnsupported: 'image_heic_unsupported',
  /** An image whose data is damaged or cut off (truncated upload); ours (422). */
  ImageCorrupt: 'image_corrupt',
  /** A photo upload to an advert that already has `MAX_LISTING_PHOTOS` (20) photos; ours (409). */
  PhotoLimitReached: 'photo_limit_reached',
  /**
   * A change of the address of an advert that was published (`POST /supplyflow/cra-address`;
   * `GET cra-is-address-readonly` says so beforehand); ours (409).
   */
  AddressReadonly: 'address_readonly',
  /**
   * Publishing an advert (`POST /supplyflow/cra-complete-create-advert`) whose required wizard
   * steps are not all Completed; `data.missingSteps` lists their route words; ours (409).
   */
  ListingIncomplete: 'listing_incomplete',
  /**
   * A new advert (`POST /supplyflow/cra-roomtype` with `listingID: null`) while the landlord
   * already has `MAX_OPEN_DRAFTS_PER_LANDLORD` (10) unfinished drafts; `data.maxDrafts`; ours (409).
   */
  DraftLimitReached: 'draft_limit_reached',
  /**
   * A photo upload beyond the user's hourly count or daily bytes (issue 23 quotas);
   * `data.retryAfterSeconds` and `data.quota` ('uploads_per_hour' or 'bytes_per_day'); ours (429).
   */
  UploadQuotaExceeded: 'upload_quota_exceeded',
  /**
   * A message or reaction from someone the other participant reported (`POST
   * /conversation/abuse`): they can no longer write to the reporter; ours (403).
   */
  ConversationBlocked: 'conversation_blocked',
  /**
   * A new search alert (`POST /alert/createalert`) while the user already has
   * `MAX_ALERTS_PER_USER` (50); `data.maxAlerts`; ours (409).
   */
  AlertLimitReached: 'alert_limit_reached',
  /**
   * An instant search alert for a search that found more than `INSTANT_ALERT_MAX_DAILY_MATCHES`
   * listings a day over the last 7 days; `data.lastSevenDays`; ours (422): narrow it or choose
   * a daily digest.
   */
  AlertTooWide: 'alert_too_wide',
  /**
   * An EU withdrawal (`POST /premium/subscription/withdraw`) more than 14 days after the
   * subscription's first payment, or of a payment already refunded; ours (409).
   */
  WithdrawalPeriodOver: 'withdrawal_period_over',
  /** A one-click stop link whose token is malformed, forged or past its renewal date; ours (400). */
  StopLinkInvalid: 'stop_link_invalid',
  /**
   * A fresh-adverts "still available" link (issue 28) that is malformed or spent: the advert was
   * confirmed since, deleted, or taken offline by its landlord or a moderator; ours (400).
   */
  ConfirmLinkInvalid: 'confirm_link_invalid',
  /**
   * A tenant's first reaction to an advert without premium, on an advert its landlord did not
   * unlock (`POST /conversation/listing-reaction`, issue 27); answering within an existing
   * conversation is always allowed; ours (403).
   */
  PremiumRequired: 'premium_required',
  /**
   * Sign-in of a blocked account (issue 28): `data.blockedUntil` (ISO time, null when
   * indefinite) and `data.appealEmail`; ours (403).
   */
  AccountBlocked: 'account_blocked',
} as const;
/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default (English) message of each generic code, §8; the site translates by code. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  unknown: 'Unknown error',
  invalid_request: 'Invalid request',
  http_400: 'Invalid request',
  http_401: 'Not authenticated',
  http_403: 'Not authorized',
  http_404: 'Not found',
  http_500: 'Server failure',
  http_501: 'Operation not implemented',
  http_502: 'Server not accessible',
  timeout: 'Request timed out',
  aborted: 'Request aborted',
  http_429: 'Too many attempts, try again later',
  reset_token_invalid: 'This password reset link is invalid or has expired',
  registration_token_invalid: 'This sign-up link is invalid or has expired',
  move_up_too_soon: 'This advert can be moved up once every 24 hours',
  image_too_large: 'The photo is larger than 15 MB',
  image_too_many_pixels: 'The photo has more than 50 megapixels',
  image_unsupported: 'The file is not a JPEG, PNG, WebP or AVIF image',
  image_heic_unsupported: 'HEIC photos cannot be processed; upload a JPEG instead',
  image_corrupt: 'The image is damaged or incomplete',
  photo_limit_reached: 'An advert can have at most 20 photos',
  address_readonly: 'The address of a published advert cannot be changed',
  listing_incomplete: 'Not every required step of the advert is complete',
  draft_limit_reached: 'You have too many unfinished adverts',
  upload_quota_exceeded: 'Too many photos uploaded, try again later',
  conversation_blocked: 'You can no longer send messages to this person',
  alert_limit_reached: 'You have the most search alerts one account can keep',
  alert_too_wide: 'This search finds too many listings a day for instant e-mails',
  withdrawal_period_over: 'The 14-day withdrawal period is over',
  stop_link_invalid: 'This stop link is invalid or has expired',
  confirm_link_invalid: 'This link no longer works',
  premium_required: 'Only premium members can react to this advert',
  account_blocked: 'This account is blocked by our moderators',
};

/** Business result codes of the API, §8 (product behaviour per code is not in the spec). */
export const BusinessResultCode = {
  OperationSuccessful: 1000,
  AdvertNotFound: 1015,
  GeneralError: 1078,
  UserHasActiveMembership: 1115,
  PaymentProcessingFailed: 1116,
  TransactionNotFound: 1120,
  PaymentProviderTransactionCancelled: 1122,
  PaymentRefused: 1123,
  PaymentPending: 1124,
  UserHasOpenInvoice: 1125,
  PaymentProviderProcessingFailed: 1127,
  PaymentStillProcessing: 1128,
  SearchAlertAlreadySaved: 1129,
  PaymentSessionExpired: 1135,
  ForbiddenTextDutch: 10064,
  ForbiddenTextEnglish: 10065,
  InvalidListingReactionMessage: 10172,
} as const;
/** One of the {@link BusinessResultCode} values. */
export type BusinessResultCode = (typeof BusinessResultCode)[keyof typeof BusinessResultCode];

/** Default (English) message of each business result code: its §8 meaning. */
export const BUSINESS_RESULT_MESSAGES: Readonly<Record<BusinessResultCode, string>> = {
  1000: 'Operation successful',
  1015: 'Advert not found',
  1078: 'General error',
  1115: 'User has an active membership',
  1116: 'Payment processing failed',
  1120: 'Transaction not found for payment',
  1122: 'Payment provider transaction cancelled',
  1123: 'Payment refused',
  1124: 'Payment pending',
  1125: 'User has an open invoice',
  1127: 'Payment processing failed at the payment provider',
  1128: 'Payment still processing',
  1129: 'Search alert already saved',
  1135: 'Payment session expired',
  10064: 'Forbidden text in the listing (Dutch)',
  10065: 'Forbidden text in the listing (English)',
  10172: 'Invalid listing reaction message',
};

/**
 * Code of a {@link RoomsError}-shaped error: a catalogue code, or any other code a server sent.
 * (`string & {}` keeps editor completion of the catalogue codes.)
 */
export type RoomsErrorCode = ErrorCode | BusinessResultCode | (string & {}) | (number & {});

/**
 * The catalogue code a code stands for (§8). Business result codes are also recognised when a
 * server sent them as text ('1015' gives 1015).
 *
 * @param code any code, for example `RoomsError.code`
 * @returns the generic or business code, or null when the code is not in the catalogue
 */
export function toCatalogueCode(code: unknown): ErrorCode | BusinessResultCode | null {
  if (typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code)) return code as ErrorCode;
  const value = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  return typeof value === 'number' && Object.hasOwn(BUSINESS_RESULT_MESSAGES, value)
    ? (value as BusinessResultCode)
    : null;
}

/**
 * The default message of a code (§8).
 *
 * @param code any code
 * @returns the catalogue message, or 'Unknown error' for codes outside the catalogue
 */
export function errorMessage(code: RoomsErrorCode): string {
  const known = toCatalogueCode(code) ?? ErrorCode.Unknown;
  return typeof known === 'number' ? BUSINESS_RESULT_MESSAGES[known] : ERROR_MESSAGES[known];
}

/**
 * The translation key of a code, for the site's error texts in both languages (ours:
 * `errors.<code>`, for example 'errors.http_404' or 'errors.1015').
 *
 * @param code any code
 * @returns the key; 'errors.unknown' for codes outside the catalogue
 */
export function errorTranslationKey(code: RoomsErrorCode): string {
  return `errors.${toCatalogueCode(code) ?? ErrorCode.Unknown}`;
}
