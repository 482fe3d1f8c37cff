import { errorTranslationKey, isRoomsError } from '@rooms/domain';
import { formatDay } from '@rooms/ui/search-format';

import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/**
 * The advert page's freshness line (fresh adverts): "Nog beschikbaar · bevestigd op 25 november".
 * A day, never "3 days ago": the page's HTML is cached and a relative time would go stale.
 *
 * @param confirmedAt when the landlord last confirmed the advert, ISO 8601 UTC
 *   (`GET /listing/details`)
 * @param locale the page's language
 * @param t `listing` translations
 * @returns the line, with the day in Dutch time
 */
export function freshnessText(
  confirmedAt: string,
  locale: Locale,
  t: TFunction<'listing'>,
): string {
  return t('freshness.line', { date: formatDay(confirmedAt, locale, 'long') });
}

/** The §8 codes `POST /listing/report-let` answers with, as keys of the `errors` namespace. */
export const REPORT_LET_ERROR_KEYS = [
  'unknown',
  'timeout',
  'http_401',
  'http_403',
  '1015',
  'http_429',
  'http_502',
] as const;

/** The texts of {@link REPORT_LET_ERROR_KEYS}, by key, in the page's language. */
export type ReportLetErrorTexts = Readonly<Record<(typeof REPORT_LET_ERROR_KEYS)[number], string>>;

/**
 * The error texts the "already let" report can show, picked on the server from the `errors`
 * namespace, so the page carries a handful of sentences instead of the whole namespace.
 *
 * @param errors the `errors` texts of the page's language (`RESOURCES[locale].errors`)
 * @returns the texts by key
 */
export function reportLetErrorTexts(errors: Readonly<Record<string, string>>): ReportLetErrorTexts {
  return Object.fromEntries(
    REPORT_LET_ERROR_KEYS.map((key) => [key, errors[key] ?? errors['unknown'] ?? key]),
  ) as ReportLetErrorTexts;
}

/**
 * The text of a failed "already let" report in the user's language (§8): the catalogue text of
 * its code when the page carries it, else the generic one.
 *
 * @param error what the call rejected with
 * @param errors the texts the page carries ({@link reportLetErrorTexts})
 * @returns the sentence to show in the dialog
 */
export function reportLetProblem(error: unknown, errors: ReportLetErrorTexts): string {
  if (!isRoomsError(error)) return errors.unknown;
  const key = errorTranslationKey(error.code).slice('errors.'.length);
  return Object.hasOwn(errors, key) ? errors[key as keyof ReportLetErrorTexts] : errors.unknown;
}
