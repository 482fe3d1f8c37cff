'use client';

import { ControlIcon } from './control-icon';
import styles from './language-switch.module.css';

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

/**
 * Language switch of the site header (spec §2 Shell): a plain, keyboard-reachable link to the
 * current page in the other language. The anchor carries `hreflang` and `lang` of the target
 * language so browsers and assistive technology know what they get; the accessible name is the
 * target language's name. Navigation is a normal page load, because the two languages are
 * separate root layouts (`<html lang>` differs). When followed (click, middle click, context
 * menu) the link takes the page's current query ({@link withCurrentQuery}): the one piece of
 * JavaScript, which is why this small link is a client component (no MUI); without JavaScript it
 * is a plain link to the rendered address.
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
    <a
      href={href}
      onClick={follow}
      onAuxClick={follow}
      onContextMenu={follow}
      hrefLang={target}
      lang={target}
      aria-label={variant === 'compact' ? label : undefined}
      title={description}
      data-testid="language-switch"
      className={styles.link}
    >
      <ControlIcon name="language" size="small" />
      <span aria-hidden={variant === 'compact' ? 'true' : undefined}>
        {variant === 'compact' ? target.toUpperCase() : label}
      </span>
    </a>
  );
}

export default LanguageSwitch;
