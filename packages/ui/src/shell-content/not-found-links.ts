import { InboxType, inboxTypeWord } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { NavLinkItem } from '../components/nav-link';
import type { CommonT } from './shell-content';
import type { Locale } from '@rooms/i18n';

/**
 * The links of the 404 page, in the order of §2: how it works, my public profile, create ad
 * start, my settings, my listings, my account (premium), my conversations (default inbox),
 * favourite listings, favourite tenants, my alerts.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @returns the links with their translated labels
 */
export function notFoundLinks(locale: Locale, t: CommonT): NavLinkItem[] {
  return [
    { label: t('notFound.links.howItWorks'), href: pathFor('howItWorks', locale) },
    { label: t('notFound.links.publicProfile'), href: pathFor('publicProfile', locale) },
    { label: t('notFound.links.createAdvert'), href: pathFor('createListing', locale) },
    { label: t('notFound.links.settings'), href: pathFor('accountSettings', locale) },
    { label: t('notFound.links.myAdverts'), href: pathFor('myAdverts', locale) },
    { label: t('notFound.links.myAccount'), href: pathFor('myAccount', locale) },
    {
      label: t('notFound.links.conversations'),
      href: pathFor('myMessages', locale, { inboxType: inboxTypeWord(InboxType.Default) }),
    },
    { label: t('notFound.links.favouriteRooms'), href: pathFor('myFavoriteRooms', locale) },
    { label: t('notFound.links.favouriteTenants'), href: pathFor('myFavoriteTenants', locale) },
    { label: t('notFound.links.alerts'), href: pathFor('accountAlerts', locale) },
  ];
}
