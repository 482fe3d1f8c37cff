import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { ModerationUserView } from '@rooms/ui/moderation-parts';

/** What the moderation stories share: the language, the `moderation` texts and sample people. */
export interface ModerationStoryContent {
  readonly locale: Locale;
  readonly t: ReturnType<typeof useTranslation<'moderation'>>['t'];
  /** A date and time as the back office writes them (`27 nov 2026 10:00`). */
  readonly time: (iso: string) => string;
  /** A landlord with an account of a few days. */
  readonly landlord: ModerationUserView;
  /** A reported user who is already blocked for a while. */
  readonly blockedUser: ModerationUserView;
}

/**
 * The texts and sample data of the moderation stories (issue 28) in the story's language, from
 * `@rooms/i18n`, so each story renders as the back office does in nl and en.
 *
 * @returns the shared content
 */
export function useModerationStoryContent(): ModerationStoryContent {
  const locale = useLocale();
  const { t } = useTranslation('moderation');
  const intl = locale === 'en' ? 'en-GB' : 'nl-NL';
  const time = (iso: string) =>
    new Intl.DateTimeFormat(intl, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(iso));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
      new Date(iso),
    );
  return {
    locale,
    t,
    time,
    landlord: {
      role: t('user.landlord'),
      name: 'Lars de Vries',
      email: 'lars.devries@example.nl',
      memberSince: t('user.memberSince', { date: date('2026-11-24T10:00:00Z') }),
    },
    blockedUser: {
      role: t('user.reported'),
      name: 'Bram Jansen',
      email: 'bram.jansen@example.nl',
      memberSince: t('user.memberSince', { date: date('2025-03-02T10:00:00Z') }),
      badge: {
        text: t('user.blockedUntil', { date: date('2027-01-01T10:00:00Z') }),
        tone: 'blocked',
      },
    },
  };
}
