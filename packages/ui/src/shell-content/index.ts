/**
 * `@rooms/ui/shell-content`: the props of the shell components of §2 (site header with its menu
 * and drawer, language switch, footer, home search hero, 404 page) built from the `common` and
 * `shell` translations and the route table of `@rooms/i18n`. Shared by the site and the design
 * system, so both show the same links and texts. Pure functions: no React, no hooks, no
 * environment reads.
 */
export { countrySearchPath, HOME_CATEGORIES } from './search-links';
export type { HomeCategory, HomeCategoryKey } from './search-links';
export {
  footerContent,
  homeHeroContent,
  languageSwitchContent,
  routeAlternates,
} from './shell-content';
export type { CommonT, FooterOptions, PageAlternates } from './shell-content';
export {
  authHref,
  headerContent,
  NAVBAR_AUTH_SOURCE,
  shellUserFromProfile,
} from './header-content';
export type {
  HeaderContent,
  HeaderFlags,
  HeaderOptions,
  HeaderProfile,
  ShellT,
} from './header-content';
export { notFoundLinks } from './not-found-links';
