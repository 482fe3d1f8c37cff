import { toListingSearchFilters, type ListingSearchRequest } from '@rooms/domain';
import { getT, type Locale } from '@rooms/i18n';
import { alertWords, type AlertWords } from '@rooms/ui/alert-words';

/**
 * The words builder per language, made once per process: making it loads two namespaces and
 * every filter label (~2 ms), while a line of words costs microseconds — and a morning's digest
 * writes tens of thousands of them.
 */
const builders = new Map<Locale, Promise<AlertWords>>();

function wordsIn(locale: Locale): Promise<AlertWords> {
  let builder = builders.get(locale);
  if (builder === undefined) {
    builder = Promise.all([getT(locale, 'search'), getT(locale, 'alerts')]).then(
      ([searchT, alertsT]) => alertWords(searchT, alertsT, locale),
    );
    // A failed load is not kept: the next e-mail tries again and reports the error.
    builder.catch(() => builders.delete(locale));
    builders.set(locale, builder);
  }
  return builder;
}

/**
 * An alert's search in words for its e-mail (the heading when it has no name): the same line the
 * alerts page shows (`alertWords` of `@rooms/ui`), e.g. "Rooms in Groningen up to €600, furnished".
 *
 * @param searchRequest the alert's stored §3 request (complete)
 * @param locale the e-mail's language
 * @returns the line of words
 * @throws the translation loader's error (not kept: the next call tries again)
 */
export async function alertSearchWords(
  searchRequest: ListingSearchRequest,
  locale: Locale,
): Promise<string> {
  return (await wordsIn(locale))(toListingSearchFilters(searchRequest));
}
