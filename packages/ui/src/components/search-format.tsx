import type { Locale } from '@rooms/i18n';

/** The Intl locale of a site language: Dutch as in the Netherlands, English as in Britain. */
export function intlLocale(locale: Locale): string {
  return locale === 'nl' ? 'nl-NL' : 'en-GB';
}

const euroFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}-${fractionDigits}`;
  let format = euroFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    euroFormats.set(key, format);
  }
  return format;
}

/**
 * An amount of money in euro cents as the visitor reads it: whole euros without decimals
 * (`€ 475` in Dutch, `€475` in English), other amounts with two (`€ 475,50`, `€475.50`).
 *
 * @param cents amount in euro cents (docs/architecture.md "Data": money is integer cents)
 * @param locale the page's language
 * @returns the formatted amount
 */
export function formatEuroCents(cents: number, locale: Locale): string {
  return euroFormat(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/**
 * A whole amount in euro (the rent bands of §3 are euros per month), e.g. `€ 1.500` / `€1,500`.
 *
 * @param euro amount in euro
 * @param locale the page's language
 * @returns the formatted amount
 */
export function formatEuro(euro: number, locale: Locale): string {
  return formatEuroCents(Math.round(euro * 100), locale);
}

/**
 * A count with the language's digit grouping, e.g. `4.800` / `4,800`.
 *
 * @param value the number
 * @param locale the page's language
 * @returns the formatted number
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

// Made once per language: a search page formats a date or two per card, and building an Intl
// format costs far more than using one.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * A calendar date 'YYYY-MM-DD' as the visitor reads it, e.g. `8 dec 2026` / `8 Dec 2026`. The
 * date is read as a calendar day (UTC), so no time zone can move it to the day before.
 *
 * @param isoDate the date, 'YYYY-MM-DD'
 * @param locale the page's language
 * @returns the formatted date, or the input unchanged when it is not a valid date
 */
export function formatIsoDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(locale).format(date).replace('.', '');
}

// One per language and length: a result page formats a confirmation date on every card.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day of a moment in Dutch time without the year, e.g. `25 nov` / `25 Nov` (`short`, the
 * result cards) or `25 november` / `25 November` (`long`, the advert page): when the landlord
 * last confirmed an advert (fresh adverts). An absolute day, never "3 days ago": pages are cached.
 * The year is left out because an online advert was confirmed within the last 30 days.
 *
 * @param iso an ISO 8601 time (UTC) from the API
 * @param locale the page's language
 * @param length `short` (abbreviated month, its dot dropped as in the cards' other dates) or
 *   `long`
 * @returns the day, or the input unchanged when it is not a valid time
 */
export function formatDay(iso: string, locale: Locale, length: 'short' | 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}-${length}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: length,
      timeZone: 'Europe/Amsterdam',
    });
    dayFormats.set(key, format);
  }
  return format.format(date).replace('.', '');
}
