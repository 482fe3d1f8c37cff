import { EN_PREFIX } from './locales';
import { splitUrl, trimTrailingSlashes } from './url-parts';

import type { Locale } from './locales';

/**
 * The language of a path: English for `/en` and anything under `/en/`, Dutch otherwise
 * (so `/entree` is Dutch). Query and hash are ignored. §2.
 *
 * @param pathname a path, or a path with query/hash, or an absolute URL
 * @returns `'en'` or `'nl'`; never throws
 */
export function localeFromPath(pathname: string): Locale {
  const path = trimTrailingSlashes(splitUrl(pathname).pathname);
  return path === EN_PREFIX || path.startsWith(`${EN_PREFIX}/`) ? 'en' : 'nl';
}
