import type { Locale } from '@rooms/i18n';

/**
 * The maintenance banner's server-side rules (§2 Shell, §4 "Maintenance banner: hidden once
 * dismissed, and the dismissal is recorded on the server"). Pure: the callers read the
 * environment and the cookie.
 */

/** Cookie that records the dismissal: its value is the {@link maintenanceVersion} dismissed. */
export const MAINTENANCE_COOKIE = 'rooms_maintenance_hidden';

/** How long a dismissal is remembered: 30 days, in seconds (a new message shows at once). */
export const MAINTENANCE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Same-origin route that records the dismissal (§7 `POST /next/api/common/hide-maintenance-banner`). */
export const HIDE_MAINTENANCE_BANNER_PATH = '/next/api/common/hide-maintenance-banner';

/** The configured maintenance messages by language (`env.maintenanceMessage`). */
export type MaintenanceMessages = Readonly<Record<Locale, string | undefined>>;

/**
 * A short fingerprint of the configured messages (FNV-1a, 32 bits, hex), so a dismissal hides
 * only the message that was dismissed: a changed message shows again.
 *
 * @param messages the messages of both languages
 * @returns 8 hex digits, or `null` when no message is configured
 */
export function maintenanceVersion(messages: MaintenanceMessages): string | null {
  if (messages.nl === undefined && messages.en === undefined) return null;
  const text = `${messages.nl ?? ''}\u0000${messages.en ?? ''}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The banner text to render on a page, if any.
 *
 * @param locale the page's language
 * @param messages the configured messages
 * @param dismissed the value of the {@link MAINTENANCE_COOKIE} cookie, if present
 * @returns the message of that language, or `null` when none is configured or this version was
 *   dismissed
 */
export function maintenanceBannerMessage(
  locale: Locale,
  messages: MaintenanceMessages,
  dismissed: string | undefined,
): string | null {
  const message = messages[locale];
  if (message === undefined) return null;
  return dismissed !== undefined && dismissed === maintenanceVersion(messages) ? null : message;
}
