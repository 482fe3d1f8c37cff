import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { CommonT, ShellT } from '@rooms/ui/shell-content';

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

/**
 * {@link useStoryLanguage} plus the `shell` translations (menus, drawer, banner, error pages),
 * for the stories of the site header and its parts.
 *
 * @returns the locale, `t` (common) and `shellT` (shell)
 */
export function useStoryShell(): { locale: Locale; t: CommonT; shellT: ShellT } {
  const { locale, t } = useStoryLanguage();
  const { t: shellT } = useTranslation('shell');
  return { locale, t, shellT };
}

/**
 * A demo profile photo (an inline SVG, so stories need no image server) in the header's
 * `ShellPhoto` shape at 30 and 40 px.
 */
export const DEMO_PHOTO = (() => {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 80'><rect width='80' height='80' fill='%23D0683A'/><circle cx='40' cy='32' r='15' fill='%23FBE3D6'/><path d='M12 80c4-18 16-26 28-26s24 8 28 26z' fill='%23FBE3D6'/></svg>";
  const src = `data:image/svg+xml;utf8,${svg}`;
  return {
    small: { src, srcSet: `${src} 1x`, size: 30 },
    large: { src, srcSet: `${src} 1x`, size: 40 },
  };
})();
