import type { LocationBoxTexts } from './location-box';
import type { TFunction } from 'i18next';

/**
 * The texts of a location box from the `search` translations, in the page's language. The box
 * fills `{city}` (street suggestions) and `{count}` (announcement) itself. Server- and
 * client-safe (no React).
 *
 * @param t the `search` translations
 * @returns the texts for `LocationBox`
 */
export function locationBoxTexts(t: TFunction<'search'>): LocationBoxTexts {
  return {
    label: t('location.label'),
    placeholder: t('location.placeholder'),
    loading: t('location.loading'),
    noResults: t('location.noResults'),
    city: t('location.city'),
    street: t('location.street', { city: '{city}' }),
    found: t('location.found', { total: '{count}' }),
  };
}
