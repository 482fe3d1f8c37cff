import { localeFromPath } from './locale-from-path';
import { EN_PREFIX, otherLocale } from './locales';
import { matchRoute } from './match-route';
import { pathFor } from './path-for';
import { splitUrl, trimTrailingSlashes } from './url-parts';

import type { Locale } from './locales';
import type { RouteParams } from './route-pattern';
import type { RouteKey } from './route-table';

/** What a {@link ParamTranslator} receives. */
export interface ParamTranslation {
  readonly route: RouteKey;
  /** Decoded parameters of the current path. */
  readonly params: Readonly<Record<string, string>>;
  readonly from: Locale;
  readonly to: Locale;
}

/**
 * Translates route parameters between languages, e.g. the search category word
 * (`kamer-groningen` <-> `room-groningen`, §2). Supplied by the caller (the site, with the rules
 * of `@rooms/domain`) so this package stays independent. Returns the parameters for `to`.
 */
export type ParamTranslator = (input: ParamTranslation) => Record<string, string>;

/** Options of {@link languageSwitchUrl} and {@link alternatesFor}. */
export interface LanguageSwitchOptions {
  /** Translates parameters; without it parameters are kept as they are. */
  readonly translateParams?: ParamTranslator;
}

function swapPrefix(pathname: string, to: Locale): string {
  const path = trimTrailingSlashes(pathname);
  const from = localeFromPath(path);
  if (from === to) return path;
  if (to === 'en') return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
  const rest = path.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

function translatedPath(pathname: string, to: Locale, options: LanguageSwitchOptions): string {
  const match = matchRoute(pathname);
  if (match === null) return swapPrefix(pathname, to);
  const params =
    options.translateParams === undefined || match.locale === to
      ? match.params
      : options.translateParams({
          route: match.route,
          params: match.params,
          from: match.locale,
          to,
        });
  return pathFor(match.route, to, params as RouteParams<RouteKey>);
}

/**
 * The URL of the same page in another language (§2 "The language-switch URL is derived from the
 * current route"): `/huren/kamer-groningen?pageNo=2` <-> `/en/for-rent/kamer-groningen?pageNo=2`,
 * `/` <-> `/en`. Query and hash are kept as they are; an absolute URL keeps its origin. A path
 * that matches no route gets the `/en` prefix added or removed.
 *
 * @param currentUrl the current path (with query and hash) or absolute URL
 * @param target the wanted language; by default the other language of `currentUrl`
 * @param options optional parameter translation (see {@link ParamTranslator})
 * @returns the URL in the target language (the normalised current URL when already in it)
 * @throws Error only when `options.translateParams` returns parameters missing a required one
 */
export function languageSwitchUrl(
  currentUrl: string,
  target?: Locale,
  options: LanguageSwitchOptions = {},
): string {
  const { origin, pathname, search, hash } = splitUrl(currentUrl);
  const to = target ?? otherLocale(localeFromPath(pathname));
  return `${origin}${translatedPath(pathname, to, options)}${search}${hash}`;
}

/**
 * Both language versions of a known page, for `hreflang` alternates and the sitemap (§2).
 * The hash is dropped; a query passed in is kept on both.
 *
 * @param pathname the current path (optionally with query) in either language
 * @param options optional parameter translation (see {@link ParamTranslator})
 * @returns `{ nl, en }` paths, or `null` when the path matches no route
 * @throws Error only when `options.translateParams` returns parameters missing a required one
 */
export function alternatesFor(
  pathname: string,
  options: LanguageSwitchOptions = {},
): { nl: string; en: string } | null {
  const { pathname: path, search } = splitUrl(pathname);
  if (matchRoute(path) === null) return null;
  return {
    nl: `${translatedPath(path, 'nl', options)}${search}`,
    en: `${translatedPath(path, 'en', options)}${search}`,
  };
}
