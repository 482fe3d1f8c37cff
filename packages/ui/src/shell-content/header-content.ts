import {
  API_BASE_PATH,
  buildImagePath,
  DEFAULT_COUNTRY_WORD,
  DRAWER_PHOTO_SIZE_PX,
  HEADER_PHOTO_SIZE_PX,
  InboxType,
  inboxTypeWord,
  SearchListingType,
} from '@rooms/domain';
import { matchRoute, otherLocale, pathFor } from '@rooms/i18n';

import { countrySearchPath } from './search-links';

import type { DrawerAction } from '../components/mobile-drawer';
import type {
  ShellLanguageEntry,
  ShellLinkEntry,
  ShellLogoutEntry,
  ShellMenuSection,
  ShellPhoto,
  ShellUser,
} from '../components/shell-menu';
import type { HeaderAction, HeaderQuickLink, SiteHeaderProps } from '../components/site-header';
import type { CommonT, PageAlternates } from './shell-content';
import type { Locale, RouteKey } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** The `shell`-namespace `t` function (menus, drawer, banner; §2 Shell). */
export type ShellT = TFunction<'shell'>;

/** The `source` of sign-in and sign-up links in the header (§2 "source 'clicked navbar'"). */
export const NAVBAR_AUTH_SOURCE = 'clicked navbar';

/** The fields of the user profile (§3, `GET /customer/view`) the header reads. */
export interface HeaderProfile {
  readonly usernamefirst: string;
  readonly useremail?: string;
  /** Image key of the profile photo, or `null` without one. */
  readonly userphoto: string | null;
  readonly haspremiumaccount: boolean;
}

/** Feature flags that change the header (§6). */
export interface HeaderFlags {
  /** `show_buy_premium_burger_menu_desktop`: offer subscribe-now in the desktop menu to non-premium users. */
  readonly showBuyPremiumBurgerMenuDesktop?: boolean;
  /** `use_idp`: sign in and sign up through `/oauth/signin` and `/oauth/signup` instead of the legacy pages. */
  readonly useIdp?: boolean;
}

/** Options of {@link headerContent}. */
export interface HeaderOptions {
  /** The `shell` translations of the page's language. */
  readonly shellT: ShellT;
  /** The current page in both languages: the language entries link to the other one. */
  readonly alternates: PageAlternates;
  /** The signed-in user ({@link shellUserFromProfile}), or `null`/absent when anonymous. */
  readonly user?: ShellUser | null;
  readonly flags?: HeaderFlags;
  /** External help centre of this language; the support entry is left out without it. */
  readonly supportUrl?: string | undefined;
  /** `simple` is the logo-only header of focused flows. */
  readonly variant?: 'full' | 'simple';
}

/** The header's props that {@link headerContent} builds (all but the language switch element). */
export type HeaderContent = Omit<SiteHeaderProps, 'languageSwitch' | 'idPrefix'>;

/** Routes from which the header's login link does not come back (they are the login itself). */
const AUTH_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'login',
  'register',
  'passwordReset',
  'oauthSignin',
  'oauthSignup',
  'oauthSignout',
  'oauthSigninOnetap',
  'oauthRefresh',
]);

function photoAt(key: string, size: number): ShellPhoto {
  const at = (px: number) => `${API_BASE_PATH}${buildImagePath(key, { width: px, height: px })}`;
  return { src: at(size), srcSet: `${at(size)} 1x, ${at(size * 2)} 2x`, size };
}

/**
 * The signed-in user as the header shows them: first name, e-mail, premium, and the photo
 * addresses on the API's image route (§2 "Images are loaded from {resource origin}/image/{key}"):
 * `/services/api/image/{key}/resize/30-30` in the bar and `…/40-40` in the drawer (§9), each
 * with a 2× version.
 *
 * @param profile the §3 profile fields (`GET /customer/view`)
 * @returns the header's user
 */
export function shellUserFromProfile(profile: HeaderProfile): ShellUser {
  const key = profile.userphoto;
  return {
    firstName: profile.usernamefirst,
    ...(profile.useremail === undefined ? {} : { email: profile.useremail }),
    photo: key
      ? { small: photoAt(key, HEADER_PHOTO_SIZE_PX), large: photoAt(key, DRAWER_PHOTO_SIZE_PX) }
      : null,
    hasPremium: profile.haspremiumaccount,
  };
}

/**
 * Where the header's Login or Register button leads (§2 Authentication): with the `use_idp` flag
 * `/oauth/signin` or `/oauth/signup` with `isUserLandlord=false`, `source` and `prevUrl`;
 * otherwise the legacy login or register page with `source` and `returnUrl`. The return path is
 * left out when it is the Dutch home page (the default) or an authentication page itself.
 *
 * @param action `login` or `signup`
 * @param locale the page's language
 * @param returnPath the current page's path, to come back to afterwards
 * @param useIdp the `use_idp` feature flag
 * @returns the path with its query
 */
export function authHref(
  action: 'login' | 'signup',
  locale: Locale,
  returnPath: string,
  useIdp = false,
): string {
  const route = matchRoute(returnPath.split('?')[0] ?? '/')?.route;
  const back = returnPath === '/' || (route && AUTH_ROUTES.has(route)) ? undefined : returnPath;
  if (useIdp) {
    return pathFor(action === 'login' ? 'oauthSignin' : 'oauthSignup', locale, undefined, {
      isUserLandlord: 'false',
      source: NAVBAR_AUTH_SOURCE,
      prevUrl: back,
    });
  }
  return pathFor(action === 'login' ? 'login' : 'register', locale, undefined, {
    source: NAVBAR_AUTH_SOURCE,
    returnUrl: back,
  });
}

function link(
  key: string,
  label: string,
  href: string,
  extra: Partial<ShellLinkEntry> = {},
): ShellLinkEntry {
  return { kind: 'link', key, label, href, ...extra };
}

/**
 * Texts, links and menus of the site header (§2 Shell) for an anonymous or a signed-in visitor.
 *
 * - Bar (from 1024 px): search rooms; create advert (signed in: the wizard start, anonymous: rent
 *   out room); anonymous: login and register; signed in: my adverts, messages (default inbox),
 *   favourites and the menu button with the 30×30 photo.
 * - Desktop popover: language (flag); subscribe-now (flag `show_buy_premium_burger_menu_desktop`
 *   on and no premium); my profile; adverts; search room; search tenants; cashback; my account;
 *   settings; how it works; about; safety; useful tips; support (when configured); logout.
 *   Private entries only when signed in.
 * - Phone drawer: photo 40×40 and first name; language; login and register (anonymous); create
 *   advert; search room, search tenants, get premium (no premium); dashboard, messages, account,
 *   my adverts, public profile, alerts, favourites, settings (signed in); referral, cashback, how it
 *   works, about, safety, tips, support; logout (signed in).
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @param options shell translations, the page in both languages, the user, flags, support URL
 * @returns the header props except the language switch element
 */
export function headerContent(locale: Locale, t: CommonT, options: HeaderOptions): HeaderContent {
  const { shellT, alternates, user = null, flags = {}, supportUrl, variant = 'full' } = options;
  const signedIn = user !== null;
  const target = otherLocale(locale);
  const here = alternates[locale];
  const searchRooms = countrySearchPath(SearchListingType.Room, locale);
  const searchTenants = pathFor('roommates', locale, { city: DEFAULT_COUNTRY_WORD[locale] });
  const messages = pathFor('myMessages', locale, { inboxType: inboxTypeWord(InboxType.Default) });
  const unread = user?.unreadMessages ?? 0;
  const messagesBadge =
    unread > 0
      ? { badge: { count: unread, label: shellT('unreadMessages', { count: unread }) } }
      : {};
  const createAdvert: HeaderAction = {
    label: t('nav.createAdvert'),
    href: pathFor(signedIn ? 'createListing' : 'rentOutRoom', locale),
    emphasis: 'contained',
  };
  const login: HeaderAction = {
    label: t('nav.login'),
    href: authHref('login', locale, here, flags.useIdp),
    emphasis: 'text',
  };
  const register: HeaderAction = {
    label: t('nav.register'),
    href: authHref('signup', locale, here, flags.useIdp),
    emphasis: 'outlined',
  };
  const language: ShellLanguageEntry = {
    kind: 'language',
    key: 'language',
    label: t(`language.${target}`),
    href: alternates[target],
    locale: target,
  };
  const logout: ShellLogoutEntry = { kind: 'logout', key: 'logout', label: t('nav.logout') };
  const support = supportUrl
    ? [link('support', t('nav.support'), supportUrl, { external: true, icon: 'support' })]
    : [];
  const info = [
    link('howItWorks', t('nav.howItWorks'), pathFor('howItWorks', locale), { icon: 'info' }),
    link('aboutUs', t('nav.about'), pathFor('aboutUs', locale), { icon: 'help' }),
    link('safety', t('nav.safety'), pathFor('safetyTenant', locale), { icon: 'safety' }),
    link('usefulTips', t('nav.tips'), pathFor('usefulTips', locale), { icon: 'tips' }),
    ...support,
  ];
  const cashback = link('cashback', t('nav.cashback'), pathFor('cashback', locale), {
    icon: 'cashback',
  });
  const searchRoom = link('searchRooms', t('nav.searchRooms'), searchRooms, { icon: 'search' });
  const searchTenant = link('searchTenants', t('nav.searchTenants'), searchTenants, {
    icon: 'people',
  });
  const myAdverts = link('myAdverts', t('nav.myAdverts'), pathFor('myAdverts', locale), {
    icon: 'adverts',
  });
  const settings = link('settings', t('nav.settings'), pathFor('accountSettings', locale), {
    icon: 'settings',
  });
  const myAccount = link('myAccount', t('nav.myAccount'), pathFor('myAccount', locale), {
    icon: 'account',
  });
  const premiumHref = pathFor('premiumAccountPayment', locale);
  const noPremium = !user?.hasPremium;

  const menuSections: ShellMenuSection[] = [
    { key: 'language', entries: [language] },
    {
      key: 'premium',
      entries:
        signedIn && noPremium && flags.showBuyPremiumBurgerMenuDesktop
          ? [
              link('subscribeNow', t('nav.subscribeNow'), premiumHref, {
                icon: 'premium',
                highlight: true,
              }),
            ]
          : [],
    },
    {
      key: 'main',
      entries: [
        ...(signedIn
          ? [
              link('myProfile', t('nav.myProfile'), pathFor('publicProfile', locale), {
                icon: 'person',
              }),
              myAdverts,
            ]
          : []),
        searchRoom,
        searchTenant,
        cashback,
        ...(signedIn ? [myAccount, settings] : []),
      ],
    },
    { key: 'info', entries: info },
    { key: 'logout', entries: signedIn ? [logout] : [] },
  ];

  const drawerSections: ShellMenuSection[] = [
    {
      key: 'search',
      title: shellT('menu.sections.search'),
      entries: [
        searchRoom,
        searchTenant,
        ...(noPremium
          ? [
              link('getPremium', t('nav.getPremium'), premiumHref, {
                icon: 'premium',
                highlight: true,
              }),
            ]
          : []),
      ],
    },
    {
      key: 'mine',
      title: shellT('menu.sections.mine'),
      entries: signedIn
        ? [
            link('dashboard', t('nav.dashboard'), pathFor('dashboard', locale), {
              icon: 'dashboard',
            }),
            link('messages', t('nav.messages'), messages, { icon: 'messages', ...messagesBadge }),
            myAccount,
            myAdverts,
            link('publicProfile', t('nav.publicProfile'), pathFor('publicProfile', locale), {
              icon: 'person',
            }),
            link('alerts', t('nav.alerts'), pathFor('accountAlerts', locale), { icon: 'alerts' }),
            link('favourites', t('nav.favourites'), pathFor('myFavoriteRooms', locale), {
              icon: 'favourite',
            }),
            settings,
          ]
        : [],
    },
    {
      key: 'info',
      title: shellT('menu.sections.info'),
      entries: [
        link('referral', t('nav.referral'), pathFor('referrals', locale), { icon: 'referral' }),
        cashback,
        ...info,
      ],
    },
    { key: 'logout', entries: signedIn ? [logout] : [] },
  ];

  const quickLinks: HeaderQuickLink[] = signedIn
    ? [
        { label: t('nav.myAdverts'), href: pathFor('myAdverts', locale), icon: 'adverts' },
        { label: t('nav.messages'), href: messages, icon: 'messages', ...messagesBadge },
        { label: t('nav.favourites'), href: pathFor('myFavoriteRooms', locale), icon: 'favourite' },
      ]
    : [];
  const drawerActions: DrawerAction[] = signedIn ? [createAdvert] : [login, register, createAdvert];

  return {
    appName: t('appName'),
    homeHref: pathFor('home', locale),
    homeLabel: t('nav.home'),
    variant,
    navigationLabel: t('nav.menu'),
    menuLabel: t('nav.openMenu'),
    closeMenuLabel: t('nav.closeMenu'),
    links: [{ label: t('nav.searchRooms'), href: searchRooms }],
    actions: signedIn ? [createAdvert] : [createAdvert, login, register],
    quickLinks,
    user,
    menu: {
      buttonLabel: user
        ? shellT('menu.openSignedIn', { name: user.firstName })
        : shellT('menu.open'),
      signedInAsLabel: shellT('menu.signedInAs'),
      premiumLabel: shellT('menu.premium'),
      sections: menuSections,
    },
    drawer: {
      ...(user ? { greeting: shellT('menu.greeting', { name: user.firstName }) } : {}),
      premiumLabel: shellT('menu.premium'),
      language,
      actions: drawerActions,
      sections: drawerSections,
    },
  };
}
