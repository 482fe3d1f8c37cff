/**
 * @rooms/domain: enumerations (§3), URL parsers and builders (§2, §5), search-category rules
 * (§4), search requests (§3), the error catalogue (§8) and constants (§9). Pure TypeScript.
 */

// Enumerations (§3) and their helpers
export { enumValues, isEnumValue } from './enums/enum-values';
export type { EnumObject, EnumValue } from './enums/enum-values';
export {
  combineFlags,
  hasFlag,
  splitFlags,
  toggleFlag,
  withFlag,
  withoutFlag,
} from './enums/bit-flags';
export {
  Country,
  EnergyLabel,
  FacilityAvailability,
  FacilityShare,
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingCreationStep,
  ListingStatus,
  VISIBLE_LISTING_STATUSES,
  ListingType,
  MyListingsFilter,
  OwnerType,
  RentalPeriod,
  StepCompletion,
  TenantOccupation,
} from './enums/listing';
export {
  ConversationAction,
  FolderFilter,
  InboxSort,
  InboxType,
  ListingArrivalSource,
  TENANT_ARRIVAL_SOURCES,
  MatchScoreLevel,
  MessageKind,
  UserPageRole,
} from './enums/conversation';
export type { TenantArrivalSource } from './enums/conversation';
export {
  AbuseReason,
  BlockDuration,
  DeactivationReason,
  ListingAbuseReason,
  TenantRejectionReason,
} from './enums/moderation';
export {
  FraudRule,
  MAX_TEMPORARY_BLOCK_DAYS,
  MODERATION_APPEAL_EMAIL,
  MODERATION_NOTE_MAX_LENGTH,
  ModerationAction,
  ModerationQueue,
  RejectionReason,
  ReportOutcome,
  StaffRole,
  TEMPORARY_BLOCK_DAY_OPTIONS,
} from './moderation/moderation';
export { ListingSort, Radius, SearchListingType, TenantSort, ViewMode } from './enums/search';
export type { SearchCategory } from './enums/search';
export { DEFAULT_MIN_SURFACE, PriceBand, SurfaceBand } from './enums/bands';
export {
  AVAILABILITY_PERIOD_IDS,
  AvailabilityPeriod,
  Gender,
  GENDER_IDS,
  ROOMMATE_MAX_IDS,
  RoommateMax,
  WORK_STATUS_IDS,
  WorkStatus,
} from './enums/search-words';
export type { AvailabilityPeriodId, RoommateMaxId } from './enums/search-words';
export {
  CardPaymentMethod,
  DEFAULT_PREMIUM_PRODUCT_ID,
  PaymentMethod,
  PaymentMethodGroup,
  paymentMethodGroup,
  PaymentStatus,
  ProductId,
} from './enums/payment';
export {
  ADVERT_PRODUCT_KINDS,
  isAdvertProduct,
  PRODUCTS,
  pricePerMonthCents,
  productById,
  ProductKind,
  VAT_PERCENT,
  vatCents,
} from './premium/catalogue';
export type { Product } from './premium/catalogue';
export {
  CASHBACK_PERCENT,
  cashbackCents,
  CashbackStatus,
  REFERRAL_REWARD_DAYS,
  ReferralStatus,
  SEPA_CHARGEBACK_DAYS,
} from './premium/rewards';
export { DEFAULT_LOCALE, isLocale, SiteLanguage } from './enums/site-language';
export type { Locale } from './enums/site-language';

// Fresh adverts (issue 28): confirmations, reminders, automatic deactivation, "already let"
export {
  ALREADY_LET_REPORTS_TO_HOLD,
  AutomaticDeactivationReason,
  CONFIRMATION_REMINDER_DAYS,
  daysSinceConfirmed,
  isConfirmationDue,
  UNCONFIRMED_DEACTIVATION_DAYS,
  unconfirmedDeactivationAt,
} from './freshness/advert-freshness';

// My adverts (§2, §3, §7): filters, actions and limits
export {
  isListingActionAllowed,
  MAX_MY_LISTINGS_ROWS_PER_PAGE,
  MOVE_UP_INTERVAL_HOURS,
  MY_LISTING_ACTION_STATUSES,
  MY_LISTINGS_FILTER_STATUSES,
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_SEARCH_TERM_MAX_LENGTH,
  MyListingAction,
  myListingsFilterOf,
} from './my-listings/my-listings';

// Listing wizard (§2 wizard, §3 creation steps and step completion, §7 supply flow, §8 10064/10065)
export {
  isStepApplicable,
  isStepOptional,
  isWizardStep,
  NEW_LISTING_ID_WORD,
  nextStep,
  OPTIONAL_WIZARD_STEPS,
  previousStep,
  WIZARD_STEPS,
  WizardStep,
  wizardStepNumber,
  wizardStepsFor,
  wizardStepWord,
} from './listing-wizard/wizard-steps';
export { WIZARD_LIMITS } from './listing-wizard/wizard-limits';
export {
  addressProblems,
  availabilityProblems,
  currentResidentsProblems,
  detailsProblems,
  ENERGY_LABEL_WORDS,
  hasNoProblems,
  listingTypeProblems,
  normalizeHouseNumber,
  normalizePostcode,
  ownerTypeProblems,
  parseEuroAmount,
  preferredTenantProblems,
  rentalPriceProblems,
  studentHouseProblems,
  surfaceFurnishingProblems,
  titleDescriptionProblems,
  WIZARD_STEP_FIELDS,
  WizardProblem,
} from './listing-wizard/wizard-rules';
export type {
  AddressValues,
  AvailabilityValues,
  CurrentResidentsValues,
  DetailsValues,
  EnergyLabelWord,
  ListingTypeValues,
  OwnerTypeValues,
  PreferredTenantValues,
  RentalPriceValues,
  StudentHouseValues,
  SurfaceFurnishingValues,
  TitleDescriptionValues,
  WizardInput,
  WizardProblems,
} from './listing-wizard/wizard-rules';
export {
  DEFAULT_FORBIDDEN_WORDS,
  findForbiddenAdvertText,
  findForbiddenText,
  forbiddenTextCode,
  ForbiddenTextKind,
} from './listing-wizard/forbidden-text';
export type {
  AdvertTextFinding,
  ForbiddenTextFinding,
  ForbiddenTextOptions,
} from './listing-wizard/forbidden-text';
export {
  missingSteps,
  resumeStep,
  stepCompletion,
  stepCompletions,
} from './listing-wizard/step-completion';
export type { WizardDraftFields, WizardStepStatus } from './listing-wizard/step-completion';

// Dates (§5)
export { DATE_PICKER_MAX, DATE_PICKER_MIN, parseIsoDate, toIsoDate } from './dates/iso-date';

// URLs (§2, §4, §5)
export { parseLenientBoolean, parseLenientFloat, parseLenientInteger } from './url/lenient';
export type { QueryInput } from './url/query-input';
export {
  buildSearchCategoryAndCity,
  CITY_CAN_NOT_BE_EMPTY,
  DEFAULT_COUNTRY_WORD,
  MAIN_SEARCH_CATEGORY_CAN_NOT_BE_EMPTY,
  parseSearchCategoryAndCity,
  SEARCH_CATEGORY_NOT_VALID,
  SEARCH_CATEGORY_WORDS,
} from './url/search-category-segment';
export type { SearchCategoryAndCity } from './url/search-category-segment';
export { SHARED_SEARCH_FILTER_DEFAULTS } from './url/shared-search-filters';
export type { SharedSearchFilters } from './url/shared-search-filters';
export {
  buildListingSearchUrl,
  DEFAULT_LISTING_SEARCH_FILTERS,
  parseListingSearchUrl,
} from './url/listing-search-url';
export type {
  ListingSearchFilters,
  ListingSearchParams,
  ListingSearchUrl,
} from './url/listing-search-url';
export {
  buildTenantSearchUrl,
  DEFAULT_TENANT_SEARCH_FILTERS,
  parseTenantSearchUrl,
} from './url/tenant-search-url';
export type {
  TenantSearchFilters,
  TenantSearchParams,
  TenantSearchUrl,
} from './url/tenant-search-url';
export {
  buildListingDetailSegment,
  LISTING_TYPE_WORDS,
  parseListingDetailSegment,
} from './url/listing-detail-segment';
export type { ListingDetailSegment } from './url/listing-detail-segment';
export { INBOX_TYPE_WORDS, inboxTypeWord, parseInboxType } from './url/inbox-type';
export {
  buildSignInUrl,
  buildSignUpUrl,
  parseIsUserLandlord,
  sanitizeReturnUrl,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from './url/auth-url';
export type { AuthUrlOptions } from './url/auth-url';
export { buildImagePath } from './url/image-path';
export type { ImageSize } from './url/image-path';
export { ALLOWED_IMAGE_SIZES, isAllowedImageSize, snapImageSize } from './url/image-sizes';

// Search rules and requests (§3, §4, §5)
export { applySearchCategoryRules } from './search/search-category-rules';
export { toListingSearchRequest, toTenantSearchRequest } from './search/search-request';
export type {
  ListingSearchRequest,
  ListingSearchRequestOptions,
  SearchLocation,
  TenantSearchRequest,
} from './search/search-request';
export {
  GENDER_OPEN_MASK,
  searchCriteriaOfFilters,
  toSearchCriteria,
} from './search/search-criteria';
export { completeListingSearchRequest } from './search/complete-search-request';
export type {
  AvailabilityKind,
  GeoBox,
  SearchCriteria,
  SearchRequestInput,
} from './search/search-criteria';
export { toListingSearchFilters } from './search/listing-search-filters';
export type { ListingSearchFilterNames } from './search/listing-search-filters';
export {
  countActiveFilters,
  countActiveTenantFilters,
  LISTING_DRAWER_FILTER_KEYS,
} from './search/filter-count';
export type { FilterCountOptions } from './search/filter-count';

// Conversations (§3): message texts and the match score
export {
  characterCount,
  MessageTextProblem,
  messageTextProblem,
  reactionMessageProblem,
} from './conversation/message-text';
export { ageOn, MatchCriterion, MatchResult, matchScore } from './conversation/match-score';
export { SCAM_SIGNALS, ScamSignal, scamSignals } from './conversation/scam-signals';
export type {
  MatchCriterionResult,
  MatchScore,
  PreferredTenant,
  TenantMatchProfile,
} from './conversation/match-score';

// Texts and analytics (§5, §9)
export {
  ageBandsWithin,
  TENANT_AGE_BAND_RANGES,
  TENANT_PROFILE_LIMITS,
  TenantAgeBand,
  TenantProfileItem,
  tenantProfileCompleteness,
} from './tenant-profile/tenant-profile';
export type {
  TenantProfileCompleteness,
  TenantProfileCompletenessInput,
} from './tenant-profile/tenant-profile';
// Student houses (issue 26, §2 /studenthouse)
export {
  ALL_STUDENT_HOUSE_FACILITIES,
  STUDENT_HOUSE_LIMITS,
  StudentHouseFacility,
  studentHouseFacilitiesOf,
  studentHouseTextProblems,
} from './student-house/student-house';
export type { StudentHouseTextValues } from './student-house/student-house';
export { fillPlaceholders } from './text/placeholders';
export { PERSON_NAME_RULE_MESSAGE, personNameProblem } from './text/person-name';
export type { PersonNameProblem } from './text/person-name';
export { ANALYTICS_CURRENCY, analyticsRevenue } from './analytics/analytics-revenue';

// Errors (§8)
export {
  BUSINESS_RESULT_MESSAGES,
  BusinessResultCode,
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  errorTranslationKey,
  toCatalogueCode,
} from './errors/error-catalogue';
export type { RoomsErrorCode } from './errors/error-catalogue';
export {
  errorCodeForHttpStatus,
  HTTP_STATUS_OF_CODE,
  httpStatusForCode,
} from './errors/http-status';
export { isRoomsError, RoomsError } from './errors/rooms-error';
export type { RoomsErrorInit, RoomsErrorJson } from './errors/rooms-error';
export {
  errorFromNetworkFailure,
  errorFromResponse,
  MAX_TEXT_MESSAGE_LENGTH,
  toRoomsError,
} from './errors/error-from-response';
export type { BodyError, ReadResponse } from './errors/error-from-response';

// Constants (§9)
export {
  DEFAULT_PAGE_NO,
  INBOX_DEFAULT_SORT,
  INBOX_PAGE_SIZE,
  MAX_SEARCH_ROWS_PER_PAGE,
  SEARCH_ROWS_PER_PAGE,
} from './constants/paging';
export {
  DEFAULT_RADIUS_KM,
  MAX_AGE,
  MIN_AGE,
  STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO,
  TENANT_SEARCH_RADIUS_KM,
} from './constants/search-defaults';
export {
  DEFAULT_MAP_CENTRE,
  DEFAULT_REGION_BOX,
  DEFAULT_RESULT_DISPLAY,
  MAP_DEFAULT_VIEW_STYLE,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_PADDING_PX,
  MAP_REGION_ZOOM,
} from './constants/map-defaults';
export type { MapBox } from './constants/map-defaults';
export {
  BASE_BREAKPOINTS_PX,
  CONTAINER_MAX_WIDTH_FROM_PX,
  CONTAINER_MAX_WIDTH_PX,
  DRAWER_PHOTO_SIZE_PX,
  FALLBACK_IMAGE,
  HEADER_PHOTO_SIZE_PX,
  IMAGE_DEVICE_WIDTHS_PX,
  IMAGE_QUALITY,
  IMAGE_SIZES_PX,
  PROFILE_PHOTO_SIZE_PX,
  SITE_BREAKPOINTS_PX,
  TOOLTIP_DELAY_MS,
} from './constants/layout';
export {
  AFFILIATE_POSTBACK_OFFER_ID,
  AFFILIATE_WINDOW_DAYS,
  ANALYTICS_BUFFER_TIMEOUT_MS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANONYMOUS_ALERTS_STORAGE_KEY,
  ANONYMOUS_ALERTS_STORAGE_VERSION,
  CookieConsentCategory,
  FIRST_SOURCE_COOKIE_DAYS,
  VAT_FACTOR,
  VISITOR_COOKIE_DAYS,
  VISITOR_COOKIE_NAME,
} from './constants/tracking';
export { API_BASE_PATH, DEFAULT_LOG_LEVEL, HTTP_TIMEOUT_MS } from './constants/runtime';
export {
  ABUSE_COMMENT_MAX_LENGTH,
  CONVERSATION_MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  NEW_MESSAGE_EMAIL_INTERVAL_MINUTES,
  REACTION_MESSAGE_MIN_LENGTH,
} from './constants/messaging';
export {
  ACCEPTED_PHOTO_TYPES,
  FALLBACK_IMAGE_SIZE,
  IMAGE_RESIZE_MAX_PX,
  IMAGE_RESIZE_MIN_PX,
  MAX_LISTING_PHOTOS,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTO_UPLOAD_PIXELS,
} from './constants/photos';

// Search alerts (§1, §2, §3, §4, §7): frequencies and limits
export {
  ALERT_EMAIL_MAX_LISTINGS,
  ALERT_EMAIL_TYPE,
  ALERT_NAME_MAX_LENGTH,
  AlertFrequency,
  INSTANT_ALERT_DELAY_SECONDS,
  INSTANT_ALERT_MAX_DAILY_MATCHES,
  MAX_ALERTS_PER_USER,
  MAX_ANONYMOUS_ALERTS_FLUSHED,
  NEAR_MISS_MAX_LISTINGS,
  NEAR_MISS_RENT_CENTS,
  NEAR_MISS_SURFACE_M2,
} from './alerts/alerts';

// Legal rent check for rooms (issue 28): the points system's estimate of the maximum rent
export {
  RoomRentAssumption,
  maxRentCentsForPoints,
  rentCheckVerdict,
  roomRentEstimate,
  roomRentFactsFromListing,
  roundToQuarterPoint,
} from './rent-check/room-rent-estimate';
export type {
  BathKind,
  KitchenCounterLength,
  RentCheckVerdict,
  RoomHeating,
  RoomListingColumns,
  RoomRentBreakdown,
  RoomRentEstimate,
  RoomRentFacts,
  WozBand,
} from './rent-check/room-rent-estimate';
export { ROOM_RENT_TABLE_2026 } from './rent-check/room-rent-table-2026';
export type { RoomRentTable } from './rent-check/room-rent-table-2026';
export { ROOM_POINTS_2026 } from './rent-check/room-points-2026';
export type { RoomPointsCode } from './rent-check/room-points-2026';

// Reply time of landlords (issue 28)
export {
  REPLY_TIME_MIN_REACTIONS,
  REPLY_TIME_WINDOW_DAYS,
  replyTimeBucket,
} from './conversation/reply-time';
export type { ReplyTime, ReplyTimeBucket } from './conversation/reply-time';
