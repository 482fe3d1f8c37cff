/**
 * `@rooms/ui/shell-content`: the props of the shell components of §2 (site header, language
 * switch, footer, home search hero) built from the `common` translations and the route table of
 * `@rooms/i18n`. Shared by the site and the design system, so both show the same links and
 * texts. Pure functions: no React, no hooks, no environment reads.
 */
export { countrySearchPath, HOME_CATEGORIES } from './search-links';
export type { HomeCategory, HomeCategoryKey } from './search-links';
export {
  footerContent,
  headerContent,
  homeHeroContent,
  languageSwitchContent,
  routeAlternates,
  SEARCH_LOCATION_PARAM,
} from './shell-content';
export type { CommonT, FooterOptions, PageAlternates } from './shell-content';
