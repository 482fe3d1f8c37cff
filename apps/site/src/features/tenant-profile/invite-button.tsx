'use client';

import { useState } from 'react';

import { lazyComponent } from '../../client/lazy-component';
import { useHydrated } from '../../client/use-hydrated';

import styles from './invite-button.module.css';

import type { InviteListing } from './invite-dialog';
import type { Locale, LocaleResources } from '@rooms/i18n';

/** The dialog with its MUI and i18n providers, fetched on the first press. */
const LazyInviteDialog = lazyComponent(
  () => import('./invite-dialog').then((module) => module.LazyLoadedInviteDialog),
  { clientOnly: true },
);

/** Props of {@link InviteButton}. */
export interface InviteButtonProps {
  tenantID: number;
  firstName: string;
  /** The landlord's active adverts; at least one. */
  listings: readonly InviteListing[];
  locale: Locale;
  /** The button's text ("Invite to my advert"). */
  label: string;
  /** The dialog's texts in the page's language (namespaces `tenantProfile` and `errors`). */
  dialogResources: Partial<LocaleResources>;
}

/**
 * "Invite to my advert" on a tenant's public page (issue 26): a light client island without MUI;
 * the dialog (MUI, its own providers) loads on the first press and stays mounted.
 */
export function InviteButton({ label, dialogResources, ...dialog }: InviteButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // The dialog needs the page script: a tap before hydration would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className={styles.button}
        disabled={!hydrated}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {requested ? (
        <LazyInviteDialog
          {...dialog}
          resources={dialogResources}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
