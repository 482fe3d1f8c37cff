/**
 * Words and pictures of a tenant profile (issue 26): bit flags and enumerations in the page's
 * language, the 150×150 photo (§2) and the public page's address.
 */
import { API_BASE_PATH, buildImagePath, InboxType, inboxTypeWord } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';
import type { UserAvatarProps } from '@rooms/ui/user-avatar';

/** A photo for `UserAvatar`. */
type AvatarPhoto = NonNullable<UserAvatarProps['photo']>;

/** Side of the profile photo on the profile pages, px (§2: 150×150). */
export const PROFILE_PHOTO_PX = 150;
/** The sharper version for 2× screens: the largest allowed square under 300 px. */
const PROFILE_PHOTO_2X_PX = 192;

/** The option values of each multiple-choice field, in the order the form shows them. */
export const PROFILE_OPTIONS = {
  ageBand: [1, 2, 3, 4, 5, 6],
  occupation: [1, 2, 4, 8],
  languages: [
    1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072,
  ],
  furnishings: [1, 2, 4],
  periods: [1, 2],
  roommateMax: [1, 2, 3, 4],
  roommateGenders: [1, 2, 4],
} as const;

/** A field of {@link PROFILE_OPTIONS}. */
export type ProfileOptionField = keyof typeof PROFILE_OPTIONS;

/**
 * The flags set in a bit-flag value, in the options' order.
 *
 * @param value the combined flags
 * @param field which options
 */
export function flagsIn(value: number, field: ProfileOptionField): number[] {
  return PROFILE_OPTIONS[field].filter((flag) => (value & flag) !== 0);
}

/** The flags as one value (their sum). */
export function combine(flags: readonly number[]): number {
  return flags.reduce((sum, flag) => sum | flag, 0);
}

/**
 * The profile photo for `UserAvatar` at 150×150 (an allowed image size), with a 2× version.
 *
 * @param key the image key, or null
 * @returns the photo, or null for the initial
 */
export function profilePhoto(key: string | null): AvatarPhoto | null {
  if (key === null) return null;
  const at = (px: number) => `${API_BASE_PATH}${buildImagePath(key, { width: px, height: px })}`;
  return {
    src: at(PROFILE_PHOTO_PX),
    srcSet: `${at(PROFILE_PHOTO_PX)} 1x, ${at(PROFILE_PHOTO_2X_PX)} 2x`,
    size: PROFILE_PHOTO_PX,
  };
}

/** Where a public tenant page was opened from (§2 `{source}`); ours: the words the site links with. */
export const TenantProfileSource = {
  /** The tenant's own link from `/public-profile`. */
  Profile: 'profile',
  /** A card of the tenant search. */
  Search: 'search',
  /** The favourite tenants. */
  Favorites: 'favorites',
} as const;

/**
 * The public page of a tenant (§2 `/offer-a-home/tenant/{tenantID}/{source}`).
 *
 * @param locale the page's language
 * @param tenantID the tenant
 * @param source where it is linked from (any word; the page ignores it)
 */
export function tenantProfilePath(locale: Locale, tenantID: number, source: string): string {
  return pathFor('tenantProfile', locale, { tenantID: String(tenantID), source });
}

/** The conversation page of a conversation in the default inbox. */
export function conversationPath(locale: Locale, conversationID: number): string {
  return pathFor('conversation', locale, {
    inboxType: inboxTypeWord(InboxType.Default),
    conversationID: String(conversationID),
  });
}

/** A date 'YYYY-MM-DD' as "1 February 2027" / "1 februari 2027". */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
