/** The query parameter that marks a visit as coming from an alert e-mail (§3 arrival source 3). */
export const PSA_IDENTIFIER_PARAM = 'psaIdentifier';

/**
 * A listing page URL with the alert's identifier added, so the page knows the visit came from
 * the alert e-mail (a reaction made there is sent with arrival source FromAlertEmail, 3).
 *
 * @param listingUrl absolute URL of the listing page; its own query and fragment are kept
 * @param psaIdentifier the alert's identifier (§3), URL-encoded here
 * @returns the absolute URL with `psaIdentifier` set (replacing one already there)
 * @throws TypeError when `listingUrl` is not an absolute URL
 */
export function listingLinkWithAlert(listingUrl: string, psaIdentifier: string): string {
  const url = new URL(listingUrl);
  url.searchParams.set(PSA_IDENTIFIER_PARAM, psaIdentifier);
  return url.toString();
}
