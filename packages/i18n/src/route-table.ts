import { SEARCH_ROUTE_PATTERNS } from './search-routes';

/**
 * One row of the route table (§2): the Dutch pattern (unprefixed), the English pattern (under
 * `/en`), whether the page needs a login and whether it is a landlord page.
 *
 * Patterns are absolute paths; a segment `:name` is a parameter that matches one non-empty path
 * segment. The Dutch and English pattern of a route carry the same parameter names.
 */
export interface RouteDefinition {
  /** Dutch pattern, no prefix, e.g. `/huren/:searchCategoryAndCity`. */
  readonly nl: string;
  /** English pattern, always under `/en`, e.g. `/en/for-rent/:searchCategoryAndCity`. */
  readonly en: string;
  /** The page needs a logged-in user (§6 "Private routes need login"). */
  readonly private: boolean;
  /** The page belongs to the landlord side; the user-page role derives from it (§6). */
  readonly landlord: boolean;
  /** A staff page of the back office (issue 28): 404 to everyone but staff, never public. */
  readonly staff?: true;
}

/**
 * The steps of the listing wizard, as they appear in the last segment of
 * `/create-listing/:listingID/:step` (§2 "Landlord pages"). The order is the wizard's order.
 */
export const CREATE_LISTING_STEPS = [
  'listing-type',
  'owner-type',
  'student-house',
  'address',
  'availability',
  'surface-furnishing',
  'rental-price',
  'media',
  'details',
  'preferred-tenant',
  'current-residents',
  'title-description',
  'supply-products',
  'continue',
  'reactivate',
] as const;

/** A listing-wizard step slug, one of {@link CREATE_LISTING_STEPS}. §2. */
export type CreateListingStep = (typeof CREATE_LISTING_STEPS)[number];

/**
 * Whether a value is a listing-wizard step slug (case-sensitive).
 *
 * @param value any value, typically the `step` URL segment
 * @returns true when `value` is one of {@link CREATE_LISTING_STEPS}; never throws
 */
export function isCreateListingStep(value: unknown): value is CreateListingStep {
  return (CREATE_LISTING_STEPS as readonly unknown[]).includes(value);
}

const PUBLIC = { private: false, landlord: false } as const;
const PUBLIC_LANDLORD = { private: false, landlord: true } as const;
const PRIVATE = { private: true, landlord: false } as const;
const PRIVATE_LANDLORD = { private: true, landlord: true } as const;
/**
 * Staff pages (issue 28): not `private`, so the proxy never sends an anonymous visitor to
 * sign-in; every staff page answers 404 to whoever is not staff (anonymous included), which
 * keeps the back office from showing that it exists.
 */
const STAFF = { private: false, landlord: false, staff: true } as const;

/**
 * The route table: every route of §2 with its Dutch and English pattern and its flags. This is
 * the one source of truth for paths; no path is written by hand anywhere else.
 *
 * Keys are camelCase names derived from the English path. Where §2 gives no Dutch path the Dutch
 * pattern is the English path without `/en`. Order matters: matching tries routes top to bottom,
 * so a static pattern comes before a dynamic one of the same shape (`/sitemap/static` before
 * `/sitemap/:cityOrSearchCategory`).
 *
 * Landlord flags: the §2 "Landlord pages" (my adverts, student house, tenant-search payment, the
 * listing wizard), the advert preview and the public landlord-facing pages (how it works for
 * landlords, safety for landlords, rent out a room or a home).
 */
export const ROUTES = {
  // §2 Public pages
  home: { nl: '/', en: '/en', ...PUBLIC },
  aboutUs: { nl: '/over-ons', en: '/en/about-us', ...PUBLIC },
  cashback: { nl: '/cashback', en: '/en/cashback', ...PUBLIC },
  cookiePolicy: { nl: '/cookie-beleid', en: '/en/cookie-policy', ...PUBLIC },
  privacyPolicy: { nl: '/privacyverklaring', en: '/en/privacypolicy', ...PUBLIC },
  termsConditions: { nl: '/algemene-voorwaarden', en: '/en/terms-conditions', ...PUBLIC },
  howItWorks: { nl: '/hoe-werkt-het', en: '/en/how-does-it-work', ...PUBLIC },
  landlordHowItWorks: {
    nl: '/verhuur/hoe-werkt-het',
    en: '/en/landlord/how-does-it-work',
    ...PUBLIC_LANDLORD,
  },
  safetyTenant: { nl: '/veiligheid-huurder', en: '/en/safety-tenant', ...PUBLIC },
  safetyLandlord: { nl: '/veiligheid-verhuurder', en: '/en/safety-landlord', ...PUBLIC_LANDLORD },
  rentOutRoom: { nl: '/kamer-verhuren', en: '/en/rent-out-room', ...PUBLIC_LANDLORD },
  rentOutHome: { nl: '/woning-verhuren', en: '/en/rent-out-home', ...PUBLIC_LANDLORD },
  referrals: { nl: '/referrals', en: '/en/referrals', ...PUBLIC },
  partnerships: { nl: '/samenwerken/adverteren', en: '/en/samenwerken/adverteren', ...PUBLIC },
  notFound: { nl: '/not-found', en: '/en/not-found', ...PUBLIC },
  premiumAccountPayment: {
    nl: '/premium-account-betaling',
    en: '/en/premium-account-payment',
    ...PUBLIC,
  },
  paymentReminder: { nl: '/betalingsherinnering', en: '/en/payment-reminder', ...PUBLIC },
  paymentStatus: { nl: '/betalingsstatus', en: '/en/paymentstatus', ...PUBLIC },
  emailUnsubscribe: { nl: '/email-uitschrijven', en: '/en/email-unsubscribe', ...PUBLIC },
  designSystem: { nl: '/design-system', en: '/en/design-system', ...PUBLIC },
  sitemapStatic: { nl: '/sitemap/static', en: '/en/sitemap/static', ...PUBLIC },
  sitemapCategory: {
    nl: '/sitemap/:cityOrSearchCategory',
    en: '/en/sitemap/:cityOrSearchCategory',
    ...PUBLIC,
  },
  sitemapCity: {
    nl: '/sitemap/:cityOrSearchCategory/:cityID',
    en: '/en/sitemap/:cityOrSearchCategory/:cityID',
    ...PUBLIC,
  },
  landlordProfile: {
    nl: '/offer-a-home/tenant/:landlordID/displayroomadvert',
    en: '/en/offer-a-home/tenant/:landlordID/displayroomadvert',
    ...PUBLIC,
  },
  tenantProfile: {
    nl: '/offer-a-home/tenant/:tenantID/:source',
    en: '/en/offer-a-home/tenant/:tenantID/:source',
    ...PUBLIC,
  },
  usefulTips: { nl: '/tips/studenten', en: '/en/tips/international-students', ...PUBLIC },

  // §2 Authentication
  oauthSignin: { nl: '/oauth/signin', en: '/en/oauth/signin', ...PUBLIC },
  oauthSigninOnetap: { nl: '/oauth/signin/onetap', en: '/en/oauth/signin/onetap', ...PUBLIC },
  oauthSignup: { nl: '/oauth/signup', en: '/en/oauth/signup', ...PUBLIC },
  oauthSignout: { nl: '/oauth/signout', en: '/en/oauth/signout', ...PUBLIC },
  oauthRefresh: { nl: '/oauth/refresh', en: '/en/oauth/refresh', ...PUBLIC },
  login: { ...SEARCH_ROUTE_PATTERNS.login, ...PUBLIC },
  register: { nl: '/gebruiker/registreren', en: '/en/user/register', ...PUBLIC },
  passwordReset: {
    nl: '/gebruiker/wachtwoord-vergeten',
    en: '/en/user/forgot-password',
    ...PUBLIC,
  },

  // §2 Search and listing detail
  search: { ...SEARCH_ROUTE_PATTERNS.search, ...PUBLIC },
  searchStreet: { ...SEARCH_ROUTE_PATTERNS.searchStreet, ...PUBLIC },
  listingDetail: { ...SEARCH_ROUTE_PATTERNS.listingDetail, ...PUBLIC },
  roommates: { nl: '/huisgenoten/:city', en: '/en/roommates/:city', ...PUBLIC },
  previewRoomAdvert: {
    nl: '/preview-roomadvert/:listingID/:from',
    en: '/en/preview-roomadvert/:listingID/:from',
    ...PRIVATE_LANDLORD,
  },

  // §2 Tenant pages (all private)
  myMessages: { nl: '/mijn-berichten/:inboxType', en: '/en/my-messages/:inboxType', ...PRIVATE },
  conversation: {
    nl: '/mijn-berichten/:inboxType/conversation/:conversationID',
    en: '/en/my-messages/:inboxType/conversation/:conversationID',
    ...PRIVATE,
  },
  reactToListingSuccess: {
    nl: '/react-to-listing/success/:conversationID',
    en: '/en/react-to-listing/success/:conversationID',
    ...PRIVATE,
  },
  reactToListing: {
    nl: '/react-to-listing/:listingID',
    en: '/en/react-to-listing/:listingID',
    ...PRIVATE,
  },
  myAccount: { nl: '/my-account', en: '/en/my-account', ...PRIVATE },
  // Public: the one-click link of the renewal reminder works signed out (its token is the key).
  stopSubscription: {
    nl: '/my-account/stop-subscription',
    en: '/en/my-account/stop-subscription',
    ...PUBLIC,
  },
  publicProfile: { nl: '/public-profile', en: '/en/public-profile', ...PRIVATE },
  accountSettings: { nl: '/account/settings', en: '/en/account/settings', ...PRIVATE },
  accountAlerts: { nl: '/account/alerts', en: '/en/account/alerts', ...PRIVATE },
  dashboard: { nl: '/dashboard', en: '/en/dashboard', ...PRIVATE },
  myFavoriteRooms: { nl: '/my-favorites/rooms', en: '/en/my-favorites/rooms', ...PRIVATE },
  myFavoriteTenants: { nl: '/my-favorites/tenants', en: '/en/my-favorites/tenants', ...PRIVATE },
  unsubscribe: { nl: '/unsubscribe', en: '/en/unsubscribe', ...PRIVATE },
  makePayment: {
    nl: '/premium-account-payment/make-payment',
    en: '/en/premium-account-payment/make-payment',
    ...PRIVATE,
  },

  // §2 Landlord pages
  myAdverts: { nl: '/mijn-advertenties', en: '/en/my-adverts', ...PRIVATE_LANDLORD },
  // Public: the one-click "still available" link of the fresh-adverts e-mails (issue 28) works
  // signed out (its token is the key).
  confirmAdvert: {
    nl: '/mijn-advertenties/bevestigen',
    en: '/en/my-adverts/confirm',
    ...PUBLIC,
  },
  studenthouse: { nl: '/studenthouse', en: '/en/studenthouse', ...PRIVATE_LANDLORD },
  tenantSearchPayment: {
    nl: '/tenant-search/payment-step1',
    en: '/en/tenant-search/payment-step1',
    ...PRIVATE_LANDLORD,
  },
  createListing: { nl: '/maken-advertentie', en: '/en/create-listing', ...PRIVATE_LANDLORD },
  createListingStep: {
    nl: '/maken-advertentie/:listingID/:step',
    en: '/en/create-listing/:listingID/:step',
    ...PRIVATE_LANDLORD,
  },

  // Issue 28: the moderation back office (staff only; never cached, never in a sitemap)
  moderation: { nl: '/moderatie', en: '/en/moderation', ...STAFF },
  moderationAuditLog: { nl: '/moderatie/logboek', en: '/en/moderation/audit-log', ...STAFF },
  moderationConversation: {
    nl: '/moderatie/gesprek/:conversationID',
    en: '/en/moderation/conversation/:conversationID',
    ...STAFF,
  },
} as const satisfies Record<string, RouteDefinition>;

/** A route name, a key of {@link ROUTES}, e.g. `'search'` or `'createListingStep'`. §2. */
export type RouteKey = keyof typeof ROUTES;

/** Every route key in table (matching) order. §2. */
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/**
 * Allowed values of constrained parameters, checked when matching and when building a path.
 * Today only the wizard step (§2 "Landlord pages") is constrained.
 */
export const ROUTE_PARAM_VALUES: Partial<
  Record<RouteKey, Readonly<Record<string, readonly string[]>>>
> = {
  createListingStep: { step: CREATE_LISTING_STEPS },
};

/**
 * Whether a string is a route key of {@link ROUTES}.
 *
 * @param value any string
 * @returns true when `value` names a route (own key of the table); never throws
 */
export function isRouteKey(value: string): value is RouteKey {
  return Object.prototype.hasOwnProperty.call(ROUTES, value);
}
