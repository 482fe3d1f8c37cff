'use client';

import { useTranslation } from '@rooms/i18n/client';

import type { AuthCardAside } from '@rooms/ui/auth-card';

/**
 * The brand panel of the sign-in and registration cards (shown from 1024 px), in the page's
 * language.
 *
 * @returns the panel's title and its three points
 */
export function useAccountAside(): AuthCardAside {
  const { t } = useTranslation('account');
  return {
    title: t('aside.title'),
    points: [t('aside.points.search'), t('aside.points.message'), t('aside.points.alerts')],
  };
}
