'use client';

import { useEffect, useRef } from 'react';

import styles from './alert-unsubscribe.module.css';
import { buttonClassName } from './button-link';
import { InlineAlert } from './inline-alert';

/**
 * What the unsubscribe page shows (issue 25, §2 `/email-unsubscribe`):
 * - `loading`: the alert is being looked up;
 * - `found`: the alert, described by its name or its criteria in words (null when the
 *   look-up failed: the buttons still work), with the buttons;
 * - `gone`: an unknown or already used identifier (a calm note, never an error page);
 * - `done`: this alert is unsubscribed; `doneAll`: every alert e-mail is stopped;
 * - `noIdentifier`: the page was opened without an identifier (e.g. from the footer).
 */
export type AlertUnsubscribeState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'found'; readonly description: string | null }
  | { readonly kind: 'gone' }
  | { readonly kind: 'done' }
  | { readonly kind: 'doneAll' }
  | { readonly kind: 'noIdentifier' };

/** Every text of {@link AlertUnsubscribe} (`alerts` namespace, `unsubscribe`). */
export interface AlertUnsubscribeTexts {
  readonly heading: string;
  readonly loading: string;
  /** Above the alert's description, e.g. "You receive e-mails for this search alert:". */
  readonly intro: string;
  readonly button: string;
  readonly stopAll: string;
  readonly stopAllHint: string;
  /** Shown while a request is under way. */
  readonly busy: string;
  readonly done: string;
  readonly doneAll: string;
  readonly gone: string;
  readonly noIdentifier: string;
  /** The link to the signed-in alerts page. */
  readonly manage: string;
}

/** Props of {@link AlertUnsubscribe}. */
export interface AlertUnsubscribeProps {
  readonly state: AlertUnsubscribeState;
  readonly texts: AlertUnsubscribeTexts;
  /** Address of `/account/alerts` in the page's language. */
  readonly manageHref: string;
  /** A request is under way: the buttons are disabled and the busy text is announced. */
  readonly busy?: boolean;
  /** The last request failed (§8 text); the buttons stay, to try again. */
  readonly error?: string | null;
  readonly onUnsubscribe: () => void;
  readonly onStopAll: () => void;
}

/**
 * The body of the alert e-mails' unsubscribe page, without MUI (a public page: light). Only a
 * button unsubscribes — opening the page never does, so a mail provider's link scanner cannot
 * unsubscribe anyone. After an action the outcome replaces the buttons and takes the focus, so
 * keyboard and screen-reader users land on it; every outcome is calm, including an alert that
 * no longer exists.
 */
export function AlertUnsubscribe({
  state,
  texts,
  manageHref,
  busy = false,
  error,
  onUnsubscribe,
  onStopAll,
}: AlertUnsubscribeProps) {
  const outcome = useRef<HTMLDivElement>(null);
  const settled = state.kind === 'done' || state.kind === 'doneAll';
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  const manage = (
    <p className={styles.manage}>
      <a href={manageHref}>{texts.manage}</a>
    </p>
  );
  return (
    <section className={styles.panel} aria-labelledby="alert-unsubscribe-heading">
      <h1 id="alert-unsubscribe-heading" className={styles.heading}>
        {texts.heading}
      </h1>
      {state.kind === 'loading' ? (
        <p role="status" className={styles.text}>
          {texts.loading}
        </p>
      ) : null}
      {state.kind === 'found' ? (
        <>
          {state.description === null ? null : (
            <>
              <p className={styles.text}>{texts.intro}</p>
              <p className={styles.alert} data-testid="unsubscribe-alert">
                {state.description}
              </p>
            </>
          )}
          <button
            type="button"
            className={buttonClassName({ variant: 'contained', size: 'large' })}
            disabled={busy}
            onClick={onUnsubscribe}
          >
            {texts.button}
          </button>
          <div className={styles.all}>
            <p id="alert-unsubscribe-all" className={styles.hint}>
              {texts.stopAllHint}
            </p>
            <button
              type="button"
              className={buttonClassName({ variant: 'outlined' })}
              aria-describedby="alert-unsubscribe-all"
              disabled={busy}
              onClick={onStopAll}
            >
              {texts.stopAll}
            </button>
          </div>
          <p role="status" className={styles.busy}>
            {busy ? texts.busy : ''}
          </p>
          {error ? <InlineAlert severity="error">{error}</InlineAlert> : null}
        </>
      ) : null}
      {settled ? (
        <>
          <InlineAlert
            severity="success"
            role="status"
            tabIndex={-1}
            ref={outcome}
            testId="unsubscribe-done"
          >
            {state.kind === 'done' ? texts.done : texts.doneAll}
          </InlineAlert>
          {manage}
        </>
      ) : null}
      {state.kind === 'gone' ? (
        <>
          <InlineAlert severity="info" role="status" testId="unsubscribe-gone">
            {texts.gone}
          </InlineAlert>
          {manage}
        </>
      ) : null}
      {state.kind === 'noIdentifier' ? (
        <>
          <p className={styles.text}>{texts.noIdentifier}</p>
          {manage}
        </>
      ) : null}
    </section>
  );
}

export default AlertUnsubscribe;
