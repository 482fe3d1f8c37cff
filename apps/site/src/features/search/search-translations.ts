import { getT } from '@rooms/i18n';

import type { Locale, Namespace } from '@rooms/i18n';
import type { TFunction } from 'i18next';

const translations = new Map<string, Promise<TFunction<Namespace>>>();

/**
 * The `t` function of a language and namespace for the search page, made once per process:
 * `getT` initialises a new i18next instance on every call, and a search page used about ten per
 * request (page, metadata, toolbar, filters, cards). The instance is fixed to its language and
 * only read afterwards (translations are bundled, nothing calls `changeLanguage`), so sharing it
 * between requests shares no visitor state.
 *
 * @param locale the page's language
 * @param ns the namespace, e.g. `'search'`; `'common'` by default
 * @returns the same promise of the typed `t` function for every call with these arguments
 */
export function searchT<N extends Namespace = 'common'>(
  locale: Locale,
  ns?: N,
): Promise<TFunction<N>> {
  const key = `${locale}:${ns ?? ''}`;
  let t = translations.get(key);
  if (t === undefined) {
    t = getT(locale, ns) as Promise<TFunction<Namespace>>;
    // A failed initialisation is not kept: the next request tries again.
    t.catch(() => translations.delete(key));
    translations.set(key, t);
  }
  return t as Promise<TFunction<N>>;
}
