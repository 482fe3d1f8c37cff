import { toListingSearchFilters, type ListingSearchRequest } from '@rooms/domain';
import { getT, type Locale } from '@rooms/i18n';
import { alertWords } from '@rooms/ui/alert-words';

/**
 * An alert's search in words for its e-mail (the heading when it has no name): the same line the
 * alerts page shows (`alertWords` of `@rooms/ui`), e.g. "Rooms in Groningen up to €600, furnished".
 *
 * @param searchRequest the alert's stored §3 request (complete)
 * @param locale the e-mail's language
 * @returns the line of words
 */
export async function alertSearchWords(
  searchRequest: ListingSearchRequest,
  locale: Locale,
): Promise<string> {
  const [searchT, alertsT] = await Promise.all([getT(locale, 'search'), getT(locale, 'alerts')]);
  return alertWords(searchT, alertsT, locale)(toListingSearchFilters(searchRequest));
}
