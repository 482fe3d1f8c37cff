import { ICON_SPRITE_HREF } from './icon-sprite';
import styles from './language-flag.module.css';

import type { Locale } from '@rooms/i18n';

/** Props of {@link LanguageFlag}. */
export interface LanguageFlagProps {
  /** The language whose flag to draw: `nl` the Dutch flag, `en` the Union Flag. */
  locale: Locale;
  /** Width in px; the height follows the 3:2 (nl) or 2:1 (en) ratio, drawn in a 3:2 box. */
  width?: number;
}

/**
 * A small flag for the language switch (§2 "language switch (flag)"). Decorative (`aria-hidden`):
 * the language's name is always written beside it. A symbol of the cached icon sprite, so no
 * emoji font and no path data in the page.
 * A server component.
 */
export function LanguageFlag({ locale, width = 20 }: LanguageFlagProps) {
  const height = Math.round((width * 2) / 3);
  // The symbol (`flag-<locale>` of the sprite) carries the view box and the stretch to 3:2.
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      data-flag={locale}
      className={styles.flag}
    >
      <use href={`${ICON_SPRITE_HREF}#flag-${locale}`} />
    </svg>
  );
}

export default LanguageFlag;
