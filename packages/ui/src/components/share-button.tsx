'use client';

import { useEffect, useState } from 'react';

import { buttonClassName } from './button-link';
import styles from './share-button.module.css';

/** Texts of a {@link ShareButton}, already translated. */
export interface ShareButtonLabels {
  /** The button, e.g. "Delen" / "Share". */
  share: string;
  /** Said after the link was copied, e.g. "Link gekopieerd". */
  copied: string;
  /** Said when neither sharing nor copying worked. */
  copyFailed: string;
}

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The address to share; relative addresses are made absolute against the page. */
  url: string;
  /** Title handed to the share sheet, e.g. the listing title. */
  title: string;
  labels: ShareButtonLabels;
  /** How long the "copied" message stays, ms. Default 4000. */
  messageMs?: number;
  /** Extra class of the wrapper, from the caller's CSS module (e.g. its place in a grid). */
  className?: string;
}

const SHARE_ICON =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92z';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Shares a page (§2 listing detail "share"): opens the device's share sheet (Web Share API) where
 * there is one, and otherwise copies the link to the clipboard and says so in a polite live
 * region ("Link gekopieerd"). Closing the share sheet is not an error. When neither works it
 * tells the visitor to copy the address from the address bar. A small client island without MUI.
 */
export function ShareButton({ url, title, labels, messageMs = 4000, className }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return undefined;
    const timer = window.setTimeout(() => setOutcome('idle'), messageMs);
    return () => window.clearTimeout(timer);
  }, [outcome, messageMs]);

  const share = async () => {
    const absolute = new URL(url, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className={className === undefined ? styles.root : `${styles.root} ${className}`}>
      <button
        type="button"
        className={buttonClassName({ variant: 'outlined', className: styles.button })}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d={SHARE_ICON} />
        </svg>
        {labels.share}
      </button>
      <div
        role="status"
        aria-live="polite"
        className={`${styles.status} ${outcome === 'failed' ? styles.failed : styles.copied}`}
      >
        {outcome === 'copied' ? labels.copied : outcome === 'failed' ? labels.copyFailed : ''}
      </div>
    </div>
  );
}

export default ShareButton;
