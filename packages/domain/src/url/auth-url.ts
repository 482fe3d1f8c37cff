/**
 * Sign-in and sign-up URLs of the identity-provider flow, §2 "Authentication": /oauth/signin and
 * /oauth/signup with query isUserLandlord, source and prevUrl. These paths have no Dutch twin.
 */

/** Sign-in path, §2. */
export const SIGN_IN_PATH = '/oauth/signin';

/** Sign-up path, §2. */
export const SIGN_UP_PATH = '/oauth/signup';

/** Query of a sign-in or sign-up URL, §2. */
export interface AuthUrlOptions {
  /** Whether the user signs in as a landlord; default false. */
  readonly isUserLandlord?: boolean;
  /** Where the action started, for analytics, for example 'clicked navbar'; left out when blank. */
  readonly source?: string;
  /** Page to return to afterwards; left out when blank. */
  readonly prevUrl?: string;
}

function buildAuthUrl(path: string, options: AuthUrlOptions): string {
  const query = new URLSearchParams({ isUserLandlord: String(options.isUserLandlord === true) });
  if (options.source) query.set('source', options.source);
  if (options.prevUrl) query.set('prevUrl', options.prevUrl);
  return `${path}?${query.toString()}`;
}

/**
 * Builds the sign-in URL (§2). `isUserLandlord` is always written ('true' or 'false').
 *
 * @param options landlord flag, source and return page
 * @returns for example '/oauth/signin?isUserLandlord=false&source=clicked+navbar&prevUrl=%2Fhuren'
 */
export function buildSignInUrl(options: AuthUrlOptions = {}): string {
  return buildAuthUrl(SIGN_IN_PATH, options);
}

/**
 * Builds the sign-up URL (§2), with the same query as {@link buildSignInUrl}.
 *
 * @param options landlord flag, source and return page
 * @returns for example '/oauth/signup?isUserLandlord=true'
 */
export function buildSignUpUrl(options: AuthUrlOptions = {}): string {
  return buildAuthUrl(SIGN_UP_PATH, options);
}

/**
 * Reads the isUserLandlord query value (§5): true only for exactly 'true' (no case folding);
 * for a repeated parameter the first value counts.
 *
 * @param value the raw query value(s)
 * @returns whether the user signs in as a landlord
 */
export function parseIsUserLandlord(value: string | readonly string[] | null | undefined): boolean {
  return (typeof value === 'string' ? value : value?.[0]) === 'true';
}

/**
 * Keeps a return address on this site (ours, against open redirects): a path starting with one
 * '/' and free of spaces and control characters is kept; anything else (absolute URLs, '//host',
 * '/\\host', blank) becomes '/', the default returnUrl of §2.
 *
 * @param url the prevUrl or returnUrl from a query
 * @returns a same-site path
 */
export function sanitizeReturnUrl(url: string | null | undefined): string {
  if (!url || !/^\/(?![/\\])/.test(url)) return '/';
  const hasControl = [...url].some(
    (char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f,
  );
  return hasControl ? '/' : url;
}
