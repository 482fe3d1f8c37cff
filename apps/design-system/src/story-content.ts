import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { CommonT } from '@rooms/ui/shell-content';

/**
 * The story's language (the `locale` toolbar global, through the preview's I18nProvider) and its
 * `common` translations. Stories build their props with it and the builders of
 * `@rooms/ui/shell-content`, so each renders in nl and in en with the site's links and texts.
 *
 * @returns the locale and `t`
 */
export function useStoryLanguage(): { locale: Locale; t: CommonT } {
  const locale = useLocale();
  const { t } = useTranslation('common');
  return { locale, t };
}
