'use client';

import { isRoomsError } from '@rooms/domain';
import { buttonClassName } from '@rooms/ui/button-link';
import { useCallback, useEffect, useRef, useState } from 'react';

import { formatDate } from '../../client/long-date';

import { fill } from './fill';
import { changeRenewal } from './subscription-api';
import styles from './subscription.module.css';

import type { SubscriptionTexts } from './subscription-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link StopSubscription}. */
export interface StopSubscriptionProps {
  readonly locale: Locale;
  /** The token of the e-mail's link. */
  readonly token: string;
  readonly texts: SubscriptionTexts['stopPage'];
  /** `/my-account` in the page's language. */
  readonly accountPath: string;
}

type State =
  | { kind: 'working' }
  | { kind: 'stopped'; until: string }
  | { kind: 'resumed'; renewsOn: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; retry: 'stop' | 'resume' };

/**
 * The one-click stop of the renewal reminder e-mail (`/my-account/stop-subscription?token=`):
 * once the page runs in a browser it posts the stop (`POST /premium/subscription/stop` with the
 * token; mail scanners that merely fetch the link run no scripts, so they stop nothing), shows
 * until when premium lasts, and offers "Resume". A bad or expired link says so and links to My
 * account.
 */
export function StopSubscription({ locale, token, texts, accountPath }: StopSubscriptionProps) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  const run = useCallback(
    async (action: 'stop' | 'resume') => {
      setState({ kind: 'working' });
      try {
        const overview = await changeRenewal(locale, action, token);
        const end = overview.subscription?.currentPeriodEnd ?? null;
        const shown = end === null ? '' : formatDate(end, locale);
        setState(
          action === 'stop'
            ? { kind: 'stopped', until: shown }
            : { kind: 'resumed', renewsOn: shown },
        );
      } catch (error) {
        const invalid =
          isRoomsError(error) && (error.code === 'stop_link_invalid' || error.status === 404);
        setState(invalid ? { kind: 'invalid' } : { kind: 'failed', retry: action });
      }
    },
    [locale, token],
  );

  useEffect(() => {
    // Once per page load (React's development double effect included).
    if (started.current) return;
    started.current = true;
    void run('stop');
  }, [run]);

  return (
    <div>
      <p role="status" data-testid="stop-subscription-status">
        {state.kind === 'working' && texts.working}
        {state.kind === 'stopped' && fill(texts.stopped, { date: state.until })}
        {state.kind === 'resumed' && fill(texts.resumed, { date: state.renewsOn })}
        {state.kind === 'invalid' && texts.invalid}
        {state.kind === 'failed' && texts.failed}
      </p>
      <div className={styles.actions}>
        {state.kind === 'stopped' && (
          <button
            type="button"
            onClick={() => void run('resume')}
            className={buttonClassName({ variant: 'outlined', className: styles.button })}
          >
            {texts.resume}
          </button>
        )}
        {state.kind === 'failed' && (
          <button
            type="button"
            onClick={() => void run(state.retry)}
            className={buttonClassName({ variant: 'contained', className: styles.button })}
          >
            {texts.retry}
          </button>
        )}
        <a
          href={accountPath}
          className={buttonClassName({ variant: 'outlined', className: styles.button })}
        >
          {texts.account}
        </a>
      </div>
    </div>
  );
}
