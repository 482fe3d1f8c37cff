'use client';

import { isRoomsError } from '@rooms/domain';
import { buttonClassName } from '@rooms/ui/button-link';
import { useCallback, useEffect, useRef, useState } from 'react';

import { loadBrowserApi } from '../../client/load-browser-api';
import { fill } from '../subscription/fill';

import styles from './confirm-advert.module.css';

import type { ConfirmAdvertTexts } from './confirm-advert-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link ConfirmAdvert}. */
export interface ConfirmAdvertProps {
  readonly locale: Locale;
  /** The token of the e-mail's link. */
  readonly token: string;
  readonly texts: ConfirmAdvertTexts;
  /** My adverts in the page's language. */
  readonly myAdvertsPath: string;
}

type State =
  | { kind: 'working' }
  | { kind: 'confirmed'; title: string; reactivated: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * The one-click "still available" of the fresh-adverts e-mails
 * (`/mijn-advertenties/bevestigen?token=`): once the page runs in a browser it posts the token
 * (`POST /listing/confirm-available-link`; mail scanners that merely fetch the link run no
 * scripts, so they confirm nothing) and says the advert is confirmed, or back online when the
 * link brought it back; a spent or unknown link gets the §8 text of `confirm_link_invalid`. A
 * network failure offers to try again. A link to My adverts is always there.
 */
export function ConfirmAdvert({ locale, token, texts, myAdvertsPath }: ConfirmAdvertProps) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  const run = useCallback(async () => {
    setState({ kind: 'working' });
    try {
      const api = await loadBrowserApi(locale);
      const { data } = await api.POST('/listing/confirm-available-link', { body: { token } });
      if (data === undefined)
        throw new Error('empty answer of POST /listing/confirm-available-link');
      setState({ kind: 'confirmed', title: data.title, reactivated: data.reactivated });
    } catch (error) {
      const invalid =
        isRoomsError(error) && (error.code === 'confirm_link_invalid' || error.status === 404);
      setState(invalid ? { kind: 'invalid' } : { kind: 'failed' });
    }
  }, [locale, token]);

  useEffect(() => {
    // Once per page load (React's development double effect included).
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <>
      <p
        role="status"
        className={styles.status}
        data-testid="confirm-advert-status"
        data-state={state.kind}
      >
        {state.kind === 'working' && texts.working}
        {state.kind === 'confirmed' &&
          fill(state.reactivated ? texts.reactivated : texts.confirmed, { title: state.title })}
        {state.kind === 'invalid' && texts.invalid}
        {state.kind === 'failed' && texts.failed}
      </p>
      <div className={styles.actions}>
        {state.kind === 'failed' && (
          <button
            type="button"
            onClick={() => void run()}
            className={buttonClassName({ variant: 'contained', className: styles.button })}
          >
            {texts.retry}
          </button>
        )}
        <a
          href={myAdvertsPath}
          className={buttonClassName({ variant: 'outlined', className: styles.button })}
        >
          {texts.myAdverts}
        </a>
      </div>
    </>
  );
}
