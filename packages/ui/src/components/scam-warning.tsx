import { SCAM_SIGNALS } from '@rooms/domain';
import { useId } from 'react';

import styles from './scam-warning.module.css';

import type { ScamSignal } from '@rooms/domain';
import type { TFunction } from 'i18next';

/** The words of a {@link ScamWarning}, in the page's language ({@link scamWarningTexts}). */
export interface ScamWarningTexts {
  /** The title, e.g. "Take care with this message". */
  readonly title: string;
  /** The line before the advice. */
  readonly intro: string;
  /** The safety page's advice for each sign. */
  readonly advice: Readonly<Record<ScamSignal, string>>;
  /** How to report the conversation. */
  readonly report: string;
  /** The text of the link to the tenant safety page. */
  readonly safetyLink: string;
}

/** Props of {@link ScamWarning}. */
export interface ScamWarningProps {
  /** The signs found in the message (`scamSignals` of `@rooms/domain`); none: nothing is shown. */
  readonly signals: readonly ScamSignal[];
  readonly texts: ScamWarningTexts;
  /** The tenant safety page in the page's language (route `safetyTenant`). */
  readonly safetyHref: string;
  /** Extra class of the caller's CSS module, e.g. a width. */
  readonly className?: string;
}

/**
 * The texts of the scam warning from the `scamWarning` translations. Server- and client-safe.
 *
 * @param t the `scamWarning` translations of the page's language
 * @returns the texts for {@link ScamWarning}
 */
export function scamWarningTexts(t: TFunction<'scamWarning'>): ScamWarningTexts {
  return {
    title: t('title'),
    intro: t('intro'),
    advice: {
      money_before_viewing: t('advice.money_before_viewing'),
      money_transfer_service: t('advice.money_transfer_service'),
      off_platform_contact: t('advice.off_platform_contact'),
    },
    report: t('report'),
    safetyLink: t('safetyLink'),
  };
}

/** A shield with an exclamation mark (Material "gpp_maybe", outlined). */
const SHIELD =
  'M12 2 4 5v6.09c0 5.05 3.41 9.76 8 10.91 4.59-1.15 8-5.86 8-10.91V5l-8-3zm6 9.09c0 4-2.55 7.7-6 8.83-3.45-1.13-6-4.82-6-8.83V6.31l6-2.12 6 2.12v4.78zM11 15h2v2h-2zm0-8h2v6h-2z';

/**
 * The calm warning under a message that shows signs of a rental scam (issue 28 "Scam warnings"):
 * a shield, a title, the tenant safety page's advice for each sign found (in the order of
 * `SCAM_SIGNALS`), how to report the conversation and a link to the safety page. A `note`
 * (labelled by its title), not an `alert`: it is advice beside a message, not an error, and is
 * not announced over what the reader is doing. Sand and amber, never alarm red; the signs are
 * named in words, not by colour. No state and no MUI (only `useId`): renders on the server.
 */
export function ScamWarning({ signals, texts, safetyHref, className }: ScamWarningProps) {
  const titleId = useId();
  const shown = SCAM_SIGNALS.filter((signal) => signals.includes(signal));
  if (shown.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      data-testid="scam-warning"
      data-signals={shown.join(' ')}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={SHIELD} />
      </svg>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {texts.title}
        </p>
        <p className={styles.intro}>{texts.intro}</p>
        <ul className={styles.advice}>
          {shown.map((signal) => (
            <li key={signal} data-signal={signal}>
              {texts.advice[signal]}
            </li>
          ))}
        </ul>
        <p className={styles.report}>{texts.report}</p>
        <a href={safetyHref} className={styles.link} data-testid="scam-warning-link">
          {texts.safetyLink}
        </a>
      </div>
    </div>
  );
}

export default ScamWarning;
