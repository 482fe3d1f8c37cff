import { API_BASE_PATH, buildImagePath } from '@rooms/domain';

import type { Locale } from '@rooms/i18n';
import type { UserAvatarProps } from '@rooms/ui/user-avatar';

type ShellPhoto = NonNullable<UserAvatarProps['photo']>;

const LOCALE_TAG: Readonly<Record<Locale, string>> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * When a message was sent, in the page's language and the Dutch time zone: the time for today,
 * else day and month (and the year when it is not this year's).
 *
 * @param iso UTC timestamp (ISO 8601)
 * @param locale the page's language
 * @param now the current time (for tests)
 * @returns e.g. `14:05` or `3 Nov` / `3 nov.`
 */
export function formatSentAt(iso: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(iso);
  const timeZone = 'Europe/Amsterdam';
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone });
  if (day(date) === day(now)) {
    return date.toLocaleTimeString(LOCALE_TAG[locale], {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
    });
  }
  const sameYear = day(date).slice(0, 4) === day(now).slice(0, 4);
  return date.toLocaleDateString(LOCALE_TAG[locale], {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/**
 * The full date and time of a message, for its `title`/`datetime` text.
 *
 * @param iso UTC timestamp
 * @param locale the page's language
 * @returns e.g. `21 November 2026 at 14:05`
 */
export function formatSentAtLong(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(LOCALE_TAG[locale], {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

/**
 * A profile photo for `UserAvatar` (§2 images: `/image/{key}/resize/{w}-{h}` with a 2× version).
 *
 * @param key the photo's image key, or `null`
 * @param size displayed width and height in px
 * @returns the photo, or `null` for the initials avatar
 */
export function avatarPhoto(key: string | null, size: number): ShellPhoto | null {
  if (key === null) return null;
  const at = (px: number) => `${API_BASE_PATH}${buildImagePath(key, { width: px, height: px })}`;
  return { src: at(size), srcSet: `${at(size)} 1x, ${at(size * 2)} 2x`, size };
}
