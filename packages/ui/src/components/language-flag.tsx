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
 * the language's name is always written beside it. Inline SVG, so no request and no emoji font.
 * A server component.
 */
export function LanguageFlag({ locale, width = 20 }: LanguageFlagProps) {
  const height = Math.round((width * 2) / 3);
  return (
    <svg
      viewBox={locale === 'nl' ? '0 0 9 6' : '0 0 60 40'}
      preserveAspectRatio="none"
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-flag={locale}
      className={styles.flag}
    >
      {locale === 'nl' ? (
        <>
          <rect width="9" height="6" fill="#21468B" />
          <rect width="9" height="4" fill="#FFFFFF" />
          <rect width="9" height="2" fill="#AE1C28" />
        </>
      ) : (
        <>
          <rect width="60" height="40" fill="#012169" />
          <path d="M0,0 L60,40 M60,0 L0,40" stroke="#FFFFFF" strokeWidth="8" />
          <path d="M0,0 L60,40 M60,0 L0,40" stroke="#C8102E" strokeWidth="3" />
          <path d="M30,0 V40 M0,20 H60" stroke="#FFFFFF" strokeWidth="12" />
          <path d="M30,0 V40 M0,20 H60" stroke="#C8102E" strokeWidth="7" />
        </>
      )}
    </svg>
  );
}

export default LanguageFlag;
