/**
 * The translation namespaces, each a file under `resources/{nl,en}/`: `common` (shared words,
 * home), `errors` (§8 texts), `shell` (header menus, drawer, banner, 404/500), `search` (search
 * page, filters), `map` (map view, listing map), `listing` (listing detail, favourites), `account` (sign-in, registration,
 * password reset), `messages` (reacting to adverts, the inbox, conversations), `adverts` (the landlord's My adverts page), `wizard` (the listing wizard and the advert preview) `content` (the public content pages of §2) `alerts` (search alerts, their unsubscribe and e-mail preference pages) `emails` (the HTML e-mails of `@rooms/emails`) and `tenantProfile` (the tenant's profile, its public page and invitations), `myAccount` (the account, settings and dashboard pages of issue 26), `studentHouses` (the landlord's student houses of issue 26), `roommates` (the tenant search and favourite tenants of issue 26), `premium` (products, payments and the reaction rule of issue 27), `subscription` (the subscription lifecycle of issue 27: the Premium section of My account, the stop page), `rewards` (the signed-in parts of the referrals and cashback pages of issue 27), `moderation` (the staff back office of issue 28, the blocked-user label and the rejection reasons a landlord reads), `scamWarning` (the scam warning under a message, issue 28), `rentCheck` (the legal rent check of a room: advert page, wizard rent step, card badge).
 */
export const NAMESPACES = [
  'common',
  'errors',
  'shell',
  'search',
  'map',
  'listing',
  'account',
  'messages',
  'adverts',
  'wizard',
  'content',
  'alerts',
  'emails',
  'tenantProfile',
  'myAccount',
  'studentHouses',
  'roommates',
  'premium',
  'subscription',
  'rewards',
  'moderation',
  'scamWarning',
  'rentCheck',
] as const;

/** A translation namespace, one of {@link NAMESPACES}. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t` uses when none is given. */
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
