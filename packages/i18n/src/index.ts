/**
 * `@rooms/i18n`: the site's languages, the route table of §2 with matching, path building and
 * the language switch, the bundled `nl`/`en` translations and the server-side i18next set-up.
 * React-free; the client provider lives in `@rooms/i18n/client`.
 */
export { DEFAULT_LOCALE, EN_PREFIX, isLocale, LOCALES, localeOrDefault, otherLocale } from './locales';
export type { Locale } from './locales';

export {
  CREATE_LISTING_STEPS,
  isCreateListingStep,
  isRouteKey,
  ROUTE_KEYS,
  ROUTE_PARAM_VALUES,
  ROUTES,
} from './route-table';
export type { CreateListingStep, RouteDefinition, RouteKey } from './route-table';
export { patternParamNames } from './route-pattern';
export type { PatternParamName, RouteParamName, RouteParams } from './route-pattern';
export { localeFromPath } from './locale-from-path';
export { matchRoute } from './match-route';
export type { RouteMatch } from './match-route';
export { pathFor, toQueryString } from './path-for';
export type { QueryParams } from './path-for';
export { alternatesFor, languageSwitchUrl } from './language-switch';
export type { LanguageSwitchOptions, ParamTranslation, ParamTranslator } from './language-switch';
export { isLandlordRoute, isPrivateRoute, isStaffRoute } from './route-flags';

export { DEFAULT_NAMESPACE, EN_RESOURCES, NAMESPACES, RESOURCES } from './resources';
export type { LocaleResources, Namespace } from './resources';
export type { Messages } from './resources/messages';
export type { TranslationResources } from './i18next-types';
export { createI18n, getT } from './create-i18n';
export {
  bundledResources,
  CLIENT_NAMESPACES,
  clientResources,
  PAGE_NAMESPACES,
  pageResources,
  SERVER_ONLY_NAMESPACES,
} from './bundles';
export type { ResourceBundles } from './create-instance';
