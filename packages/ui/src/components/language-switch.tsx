'use client';

import Link from '@mui/material/Link';
import SvgIcon from '@mui/material/SvgIcon';

import type { Locale } from '@rooms/i18n';
import type { MouseEvent } from 'react';

/** Props of {@link LanguageSwitch}. All texts come from the caller, already translated. */
export interface LanguageSwitchProps {
  /** Language of the page the switch is shown on. */
  currentLocale: Locale;
  /**
   * Language the link leads to. Defaults to the other of the two site languages
   * (`nl` -> `en`, `en` -> `nl`).
   */
  targetLocale?: Locale;
  /**
   * Address of the same page in the target language, e.g. from `languageSwitchUrl()` of
   * `@rooms/i18n`. The component adds no routing logic of its own.
   */
  href: string;
  /** Visible link text: the target language's name in that language, e.g. `English`, `Nederlands`. */
  label: string;
  /**
   * Optional hint in the current page's language, e.g. `Bekijk deze pagina in het Engels`.
   * Shown as the browser's tooltip (`title`), which assistive technology reads as the link's
   * description. (A native title rather than MUI's Tooltip keeps Popper out of every page.)
   */
  description?: string;
  /** `full` shows the language name; `compact` shows the two-letter code and keeps the name for screen readers. */
  variant?: 'full' | 'compact';
}

/**
 * The switch's address with the query and hash the page has now: a page may change its own
 * query after it was rendered (the map's bounding box as it is moved, shallow filter changes),
 * and the other language must open on the same view. Query words are the same in both
 * languages; only the path is translated (by the caller).
 *
 * @param href the server-rendered address of the page in the other language
 * @param current the current location (`window.location`)
 * @returns `href`'s path with the current query and hash
 */
export function withCurrentQuery(href: string, current: Pick<Location, 'search' | 'hash'>): string {
  const url = new URL(href, 'http://localhost');
  const origin = /^https?:\/\//.test(href) ? url.origin : '';
  return `${origin}${url.pathname}${current.search}${current.hash}`;
}

const LANGUAGE_ICON_PATH =
  'M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z';

/**
 * Language switch of the site header (spec §2 Shell): a plain, keyboard-reachable link to the
 * current page in the other language. The anchor carries `hreflang` and `lang` of the target
 * language so browsers and assistive technology know what they get; the accessible name is the
 * target language's name. Navigation is a normal page load, because the two languages are
 * separate root layouts (`<html lang>` differs). When followed (click, middle click, context
 * menu) the link takes the page's current query ({@link withCurrentQuery}).
 */
export function LanguageSwitch({
  currentLocale,
  targetLocale,
  href,
  label,
  description,
  variant = 'full',
}: LanguageSwitchProps) {
  const target: Locale = targetLocale ?? (currentLocale === 'nl' ? 'en' : 'nl');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = withCurrentQuery(href, window.location);
  };
  return (
    <Link
      href={href}
      onClick={follow}
      onAuxClick={follow}
      onContextMenu={follow}
      hrefLang={target}
      lang={target}
      aria-label={variant === 'compact' ? label : undefined}
      color="inherit"
      underline="hover"
      title={description}
      data-testid="language-switch"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 44,
        px: 1,
        borderRadius: 1,
        fontWeight: 500,
        whiteSpace: 'nowrap',
      }}
    >
      <SvgIcon fontSize="small" aria-hidden="true" focusable="false">
        <path d={LANGUAGE_ICON_PATH} />
      </SvgIcon>
      <span aria-hidden={variant === 'compact' ? 'true' : undefined}>
        {variant === 'compact' ? target.toUpperCase() : label}
      </span>
    </Link>
  );
}

export default LanguageSwitch;
