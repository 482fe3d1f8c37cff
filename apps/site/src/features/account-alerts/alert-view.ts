import { SearchListingType, toListingSearchFilters } from '@rooms/domain';
import { listingSearchPath } from '@rooms/ui/search-path';

import type { AlertByPsa, SearchAlert } from './alert-types';
import type { ListingSearchFilters, ListingSearchRequest } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { AlertCardAlert } from '@rooms/ui/alert-card';
import type { AlertWords } from '@rooms/ui/alert-words';

/**
 * The search page filters of an alert's stored criteria (§3 request → URL filters), opened on
 * page 1 and with all homes when the request names no category (the URL needs a main one).
 *
 * @param request the alert's stored listing search request
 * @returns the filters
 */
export function alertSearchFilters(request: ListingSearchRequest): ListingSearchFilters {
  const filters = toListingSearchFilters(request);
  return {
    ...filters,
    pageNo: 1,
    searchCategories:
      filters.searchCategories.length === 0
        ? [SearchListingType.Generic]
        : filters.searchCategories,
  };
}

/**
 * The address of the search an alert was saved from, in a language (route table of §2).
 *
 * @param request the alert's stored listing search request
 * @param locale the page's language
 * @returns e.g. `/en/for-rent/room-groningen?maxRent=600`
 */
export function alertSearchHref(request: ListingSearchRequest, locale: Locale): string {
  return listingSearchPath(alertSearchFilters(request), locale);
}

/** How the alerts page writes things: the criteria and the matches in words. */
export interface AlertWording {
  readonly words: AlertWords;
  /** E.g. 3 → "3 new homes in the last 7 days". */
  readonly matches: (count: number) => string;
}

/**
 * An alert of `GET /alert/alerts` as its card shows it.
 *
 * @param alert the alert
 * @param wording the words builders of the page's language
 * @param locale the page's language (the search link)
 * @returns the card's alert
 */
export function toCardAlert(
  alert: SearchAlert,
  wording: AlertWording,
  locale: Locale,
): AlertCardAlert {
  return {
    id: alert.psaIdentifier,
    name: alert.name === null || alert.name.trim() === '' ? null : alert.name,
    words: wording.words(alertSearchFilters(alert.searchRequest)),
    matches: wording.matches(alert.matchesLastSevenDays),
    frequency: alert.frequency,
    paused: alert.paused,
    searchHref: alertSearchHref(alert.searchRequest, locale),
  };
}

/**
 * The list with one card replaced by the saved alert (name, frequency, pause); the criteria,
 * words, matches and link do not change with an update.
 *
 * @param list the cards
 * @param saved the alert as `POST /alert/updatealert` answered
 * @returns a new list; unchanged when the alert is not in it
 */
export function withSavedAlert(
  list: readonly AlertCardAlert[],
  saved: Pick<SearchAlert, 'psaIdentifier' | 'name' | 'frequency' | 'paused'>,
): AlertCardAlert[] {
  return list.map((card) =>
    card.id === saved.psaIdentifier
      ? {
          ...card,
          name: saved.name === null || saved.name.trim() === '' ? null : saved.name,
          frequency: saved.frequency,
          paused: saved.paused,
        }
      : card,
  );
}

/**
 * What the unsubscribe page says the alert is: its name, else its criteria in words.
 *
 * @param found the `GET /alert/bypsa` answer (found)
 * @param words the words builder of the page's language
 * @returns the description, or null when the answer carries neither
 */
export function unsubscribeDescription(found: AlertByPsa, words: AlertWords): string | null {
  if (found.name !== null && found.name.trim() !== '') return found.name;
  return found.searchRequest === null ? null : words(alertSearchFilters(found.searchRequest));
}

/**
 * Fills `{{name}}`-style placeholders of a text handed to the browser (the client parts of the
 * alert pages get texts, not the translator).
 *
 * @param template e.g. "Alert deleted: {{name}}."
 * @param values placeholder → value
 * @returns the text
 */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
