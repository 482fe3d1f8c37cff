'use client';

import { useEffect, useId, useState } from 'react';

import { buttonClassName } from './button-link';
import styles from './referral-link.module.css';

/** Texts of a {@link ReferralLink}, already translated. */
export interface ReferralLinkTexts {
  /** The field's label, e.g. "Link to share". */
  readonly label: string;
  /** A line under the field, e.g. what the link gives. */
  readonly hint?: string | undefined;
  /** The copy button, e.g. "Copy link". */
  readonly copy: string;
  /** Said after copying, e.g. "Link copied". */
  readonly copied: string;
  /** Said when copying failed, e.g. "Select the link and copy it yourself". */
  readonly copyFailed: string;
  /** The share button, e.g. "Share" (shown only where the device can share). */
  readonly share: string;
}

/** Props of {@link ReferralLink}. */
export interface ReferralLinkProps {
  /** The whole invitation link, e.g. `https://rooms.nl/gebruiker/registreren?ref=ABCD2345`. */
  readonly url: string;
  readonly texts: ReferralLinkTexts;
  /** Title and text handed to the device's share sheet. */
  readonly shareTitle: string;
  readonly shareText?: string | undefined;
  /** How long "copied" stays, ms. Default 4000. */
  readonly messageMs?: number;
}

type Outcome = 'idle' | 'copied' | 'failed';

const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12V1zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2zm0 16H8V7h11v14z';
const SHARE_ICON =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={path} />
    </svg>
  );
}

/**
 * A referral link to pass on (issue 27 "referrals"): the link in a read-only field that wraps
 * (selected whole on focus, so it can also be copied by hand), a copy button that says "copied" in a
 * polite live region, and a share button that opens the device's share sheet, shown only where
 * there is one (`navigator.share`, checked after hydration so the server's HTML is the same for
 * everyone). Closing the share sheet is not an error. A small client island without MUI.
 */
export function ReferralLink({
  url,
  texts,
  shareTitle,
  shareText,
  messageMs = 4000,
}: ReferralLinkProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [canShare, setCanShare] = useState(false);

  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  useEffect(() => {
    if (outcome === 'idle') return undefined;
    const timer = window.setTimeout(() => setOutcome('idle'), messageMs);
    return () => window.clearTimeout(timer);
  }, [outcome, messageMs]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, ...(shareText ? { text: shareText } : {}), url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  const hintId = `${id}-hint`;
  return (
    <div className={styles.root}>
      <label htmlFor={`${id}-link`} className={styles.label}>
        {texts.label}
      </label>
      <div className={styles.row}>
        {/* A textarea, so a long link wraps on a phone instead of hiding its code. */}
        <textarea
          id={`${id}-link`}
          className={styles.input}
          readOnly
          rows={2}
          value={url}
          aria-describedby={texts.hint === undefined ? undefined : hintId}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName({ variant: 'contained', className: styles.button })}
            onClick={() => void copy()}
          >
            <Icon path={COPY_ICON} />
            {texts.copy}
          </button>
          {canShare ? (
            <button
              type="button"
              className={buttonClassName({ variant: 'outlined', className: styles.button })}
              onClick={() => void share()}
            >
              <Icon path={SHARE_ICON} />
              {texts.share}
            </button>
          ) : null}
        </div>
      </div>
      {texts.hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {texts.hint}
        </p>
      )}
      <p
        role="status"
        className={`${styles.status} ${outcome === 'failed' ? styles.failed : styles.copied}`}
      >
        {outcome === 'copied' ? texts.copied : outcome === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}

export default ReferralLink;
