import type { paths } from '@rooms/api-client';
import type { EN_RESOURCES, Locale } from '@rooms/i18n';
import type { KeyFigure } from '@rooms/ui/key-figures';

/**
 * The raw `figures` texts of the `content` namespace (templates with `{{name}}` placeholders and
 * `_one`/`_other` plural variants), read whole on the server and handed to the browser widget,
 * so the widget needs no translation bundle of its own.
 */
export type FigureTexts = {
  readonly [K in keyof (typeof EN_RESOURCES)['content']['figures']]: string;
};

/**
 * Answer of `GET /next/api/common/active-tenant-count` (the API's `/tenant/activetenantscount`,
 * passed on): `{ count, scope: 'city' | 'national', cityName }`.
 */
export type ActiveTenantCount =
  paths['/tenant/activetenantscount']['get']['responses'][200]['content']['application/json'];

/**
 * Answer of `GET /next/api/common/average-rentout-day` (the API's `/listing/averagerentoutdays`,
 * passed on): `{ cityName, averageDays, sampleSize, basis: 'city' | 'national' | 'default' }`.
 */
export type AverageRentOutDays =
  paths['/listing/averagerentoutdays']['get']['responses'][200]['content']['application/json'];

const NUMBER_LOCALES: Readonly<Record<Locale, string>> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed) from `values`; a placeholder
 * without a value is left as it is, so a missing value shows instead of vanishing.
 *
 * @param template a translation template, e.g. 'In {{city}}'
 * @param values placeholder name -> text
 * @returns the filled text
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}

/**
 * Formats a whole number for the language: `1.234` in Dutch, `1,234` in English.
 *
 * @param value the number
 * @param locale the page's language
 * @returns the grouped number
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 0 }).format(value);
}

type PluralBase = 'activeTenants' | 'days' | 'basisCity';

/**
 * The plural variant of a text for a count (`days_one` for 1, `days_other` otherwise in nl and
 * en, by `Intl.PluralRules`), with `{{count}}` formatted for the language and other values
 * filled in.
 *
 * @param texts the figure texts
 * @param base the text's key without plural suffix
 * @param count the number deciding the variant
 * @param locale the page's language
 * @param values other placeholder values
 * @returns the filled text
 */
export function pluralText(
  texts: FigureTexts,
  base: PluralBase,
  count: number,
  locale: Locale,
  values: Readonly<Record<string, string>> = {},
): string {
  const category = new Intl.PluralRules(NUMBER_LOCALES[locale]).select(count);
  const template = category === 'one' ? texts[`${base}_one`] : texts[`${base}_other`];
  return fillTemplate(template, { ...values, count: formatCount(count, locale) });
}

/** Input of {@link rentOutFigures}. */
export interface RentOutFiguresInput {
  readonly locale: Locale;
  readonly texts: FigureTexts;
  /** Display name of the chosen city. */
  readonly cityName: string;
  /** The active-tenant answer, or null while unknown. */
  readonly tenants: ActiveTenantCount | null;
  /** The average rent-out answer, or null while unknown. */
  readonly average: AverageRentOutDays | null;
}

/**
 * The two live figures of the rent-out pages (§2, §7): how many tenants are looking (with
 * whether the count is for the city or the whole country) and the average days until an
 * advert is rented out (with the basis of the average).
 *
 * @param input language, texts, the chosen city and the answers (null while unknown)
 * @returns the figures for `KeyFigures`, values null while unknown
 */
export function rentOutFigures(input: RentOutFiguresInput): KeyFigure[] {
  const { locale, texts, cityName, tenants, average } = input;
  const averageNote =
    average === null
      ? undefined
      : average.basis === 'city'
        ? pluralText(texts, 'basisCity', average.sampleSize, locale, { city: cityName })
        : average.basis === 'national'
          ? fillTemplate(texts.basisNational, { city: cityName })
          : texts.basisDefault;
  const tenantsNote =
    tenants === null
      ? undefined
      : tenants.scope === 'city'
        ? fillTemplate(texts.activeTenantsCity, { city: cityName })
        : texts.activeTenantsNational;
  return [
    {
      id: 'activeTenants',
      value: tenants === null ? null : formatCount(tenants.count, locale),
      // The label follows the count once it is known ("1 tenant is", "5 tenants are").
      label: pluralText(texts, 'activeTenants', tenants?.count ?? 2, locale),
      ...(tenantsNote === undefined ? {} : { note: tenantsNote }),
    },
    {
      id: 'averageDays',
      value: average === null ? null : pluralText(texts, 'days', average.averageDays, locale),
      label: texts.averageDays,
      ...(averageNote === undefined ? {} : { note: averageNote }),
    },
  ];
}

/** Same-origin route of the active-tenant count (§7). */
export const ACTIVE_TENANT_COUNT_ROUTE = '/next/api/common/active-tenant-count';

/** Same-origin route of the average rent-out days (§7). */
export const AVERAGE_RENT_OUT_DAY_ROUTE = '/next/api/common/average-rentout-day';

/**
 * The address of a figure route for a city.
 *
 * @param route {@link ACTIVE_TENANT_COUNT_ROUTE} or {@link AVERAGE_RENT_OUT_DAY_ROUTE}
 * @param cityName the city's display name
 * @returns the path with the encoded `cityName` query
 */
export function figureUrl(
  route: typeof ACTIVE_TENANT_COUNT_ROUTE | typeof AVERAGE_RENT_OUT_DAY_ROUTE,
  cityName: string,
): string {
  return `${route}?${new URLSearchParams({ cityName }).toString()}`;
}
