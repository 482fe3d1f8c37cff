import { account as enAccount } from './en/account';
import { adverts as enAdverts } from './en/adverts';
import { alerts as enAlerts } from './en/alerts';
import { common as enCommon } from './en/common';
import { content as enContent } from './en/content';
import { emails as enEmails } from './en/emails';
import { errors as enErrors } from './en/errors';
import { listing as enListing } from './en/listing';
import { map as enMap } from './en/map';
import { messages as enMessages } from './en/messages';
import { moderation as enModeration } from './en/moderation';
import { myAccount as enMyAccount } from './en/my-account';
import { premium as enPremium } from './en/premium';
import { rentCheck as enRentCheck } from './en/rent-check';
import { rewards as enRewards } from './en/rewards';
import { roommates as enRoommates } from './en/roommates';
import { scamWarning as enScamWarning } from './en/scam-warning';
import { search as enSearch } from './en/search';
import { shell as enShell } from './en/shell';
import { studentHouses as enStudentHouses } from './en/student-houses';
import { subscription as enSubscription } from './en/subscription';
import { tenantProfile as enTenantProfile } from './en/tenant-profile';
import { wizard as enWizard } from './en/wizard';
import { account as nlAccount } from './nl/account';
import { adverts as nlAdverts } from './nl/adverts';
import { alerts as nlAlerts } from './nl/alerts';
import { common as nlCommon } from './nl/common';
import { content as nlContent } from './nl/content';
import { emails as nlEmails } from './nl/emails';
import { errors as nlErrors } from './nl/errors';
import { listing as nlListing } from './nl/listing';
import { map as nlMap } from './nl/map';
import { messages as nlMessages } from './nl/messages';
import { moderation as nlModeration } from './nl/moderation';
import { myAccount as nlMyAccount } from './nl/my-account';
import { premium as nlPremium } from './nl/premium';
import { rentCheck as nlRentCheck } from './nl/rent-check';
import { rewards as nlRewards } from './nl/rewards';
import { roommates as nlRoommates } from './nl/roommates';
import { scamWarning as nlScamWarning } from './nl/scam-warning';
import { search as nlSearch } from './nl/search';
import { shell as nlShell } from './nl/shell';
import { studentHouses as nlStudentHouses } from './nl/student-houses';
import { subscription as nlSubscription } from './nl/subscription';
import { tenantProfile as nlTenantProfile } from './nl/tenant-profile';
import { wizard as nlWizard } from './nl/wizard';

import type { Locale } from '../locales';
import type { Messages } from './messages';
import type { Namespace } from './namespaces';

export { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
export type { Namespace } from './namespaces';

/** The English resources; their type is the type of every translation key. */
export const EN_RESOURCES = {
  common: enCommon,
  errors: enErrors,
  shell: enShell,
  search: enSearch,
  map: enMap,
  listing: enListing,
  account: enAccount,
  messages: enMessages,
  adverts: enAdverts,
  wizard: enWizard,
  content: enContent,
  alerts: enAlerts,
  emails: enEmails,
  tenantProfile: enTenantProfile,
  myAccount: enMyAccount,
  studentHouses: enStudentHouses,
  roommates: enRoommates,
  premium: enPremium,
  subscription: enSubscription,
  rewards: enRewards,
  moderation: enModeration,
  scamWarning: enScamWarning,
  rentCheck: enRentCheck,
} as const;

/** The resources of one language: every namespace, with the keys of the English ones. */
export type LocaleResources = { readonly [N in Namespace]: Messages<(typeof EN_RESOURCES)[N]> };

/**
 * All bundled translations by language and namespace (`RESOURCES.nl.errors.http_404`).
 * Bundled in the code: no network, usable on the server and in the browser.
 */
export const RESOURCES: Readonly<Record<Locale, LocaleResources>> = {
  nl: {
    common: nlCommon,
    errors: nlErrors,
    shell: nlShell,
    search: nlSearch,
    map: nlMap,
    listing: nlListing,
    account: nlAccount,
    messages: nlMessages,
    adverts: nlAdverts,
    wizard: nlWizard,
    content: nlContent,
    alerts: nlAlerts,
    emails: nlEmails,
    tenantProfile: nlTenantProfile,
    myAccount: nlMyAccount,
    studentHouses: nlStudentHouses,
    roommates: nlRoommates,
    premium: nlPremium,
    subscription: nlSubscription,
    rewards: nlRewards,
    moderation: nlModeration,
    scamWarning: nlScamWarning,
    rentCheck: nlRentCheck,
  },
  en: EN_RESOURCES,
};
