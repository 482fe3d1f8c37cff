'use client';

import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';

import styles from './rewards.module.css';

import type { IslandState } from './use-signed-in-fetch';
import type { ReactNode } from 'react';

/** Props of {@link IslandFrame}. */
export interface IslandFrameProps<T> {
  /** `data-testid` of the island (the e2e tests find it, and its `data-state`). */
  readonly testId: string;
  /** Extra class of the island's box (e.g. the narrow column of `/cashback`). */
  readonly className?: string;
  readonly state: IslandState<T>;
  readonly retry: () => void;
  /** What a visitor who is not signed in sees, rendered on the server. */
  readonly signedOut: ReactNode;
  readonly words: { readonly loading: string; readonly failed: string; readonly retry: string };
  /** The island's content once its data is read. */
  readonly children: (data: T) => ReactNode;
}

/**
 * The box of a signed-in island of a cached page (`/referrals`, `/cashback`): the sign-in
 * prompt for visitors, a loading line while the session or data is read, an error with "try
 * again", and the content once ready. `data-state` says which.
 */
export function IslandFrame<T>({
  testId,
  className,
  state,
  retry,
  signedOut,
  words,
  children,
}: IslandFrameProps<T>) {
  let content: ReactNode;
  let kind: 'anonymous' | 'failed' | 'loading' | 'ready';
  if (state.kind === 'anonymous') {
    kind = 'anonymous';
    content = signedOut;
  } else if (state.kind === 'failed') {
    kind = 'failed';
    content = (
      <InlineAlert
        severity="error"
        action={
          <button type="button" className={inlineAlertClasses.actionButton} onClick={retry}>
            {words.retry}
          </button>
        }
      >
        {words.failed}
      </InlineAlert>
    );
  } else if (state.kind === 'ready') {
    kind = 'ready';
    content = children(state.data);
  } else {
    kind = 'loading';
    content = (
      <div className={styles.loading} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        {words.loading}
      </div>
    );
  }
  return (
    <div
      className={className === undefined ? styles.island : `${styles.island} ${className}`}
      data-testid={testId}
      data-state={kind}
    >
      {content}
    </div>
  );
}
