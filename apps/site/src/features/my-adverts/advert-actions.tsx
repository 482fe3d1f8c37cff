'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { isListingActionAllowed, ListingStatus, MyListingAction } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { DeactivateDialog } from './deactivate-dialog';
import { advertProblemKeyOf } from './my-adverts-errors';

import type { DeactivationReason } from '@rooms/domain';

/** Props of {@link AdvertActions}. */
export interface AdvertActionsProps {
  listingID: number;
  /** The advert's §3 status: which buttons are offered. */
  status: number;
  /** The advert's title, for the group's name and the delete confirmation. */
  title: string;
  /**
   * While a move-up is not possible yet (one per 24 h): when it is, already formatted in the
   * user's language; the button is then disabled and this time shown. Null: move up now.
   */
  moveUpAgainAt: string | null;
  /** A confirmation is due (fresh adverts): the Confirm button stands out. */
  confirmationDue?: boolean;
  /** Back into the wizard (its check-and-publish page, which leads to any step). */
  editHref: string;
  /** The advert as tenants will see it. */
  previewHref: string;
  /** Its boosts (top advert, unlock; issue 27), offered while it is online. */
  boostHref?: string | undefined;
}

/** One call of the island, with what it answers with. */
type Call =
  | {
      action: typeof MyListingAction.Deactivate;
      reason: DeactivationReason;
      /** With FoundViaProduct: the conversation of the tenant who rents it (cashback). */
      conversationID: number | null;
    }
  | { action: Exclude<MyListingAction, typeof MyListingAction.Deactivate> };

/** The success text key of each action (delete needs none: the advert leaves the list). */
const DONE_KEYS: Partial<Record<MyListingAction, string>> = {
  [MyListingAction.Deactivate]: 'actions.deactivated',
  [MyListingAction.Reactivate]: 'actions.reactivated',
  [MyListingAction.MoveUp]: 'actions.movedUp',
  [MyListingAction.Confirm]: 'actions.confirmed',
};

/**
 * The actions on one of the landlord's adverts (§2 `/my-adverts`, §7): deactivate (with a §3
 * reason and, found through Rooms, optionally the tenant who rents it: cashback), reactivate
 * (which also counts as a confirmation), delete (after a confirmation), move up and confirm that
 * the advert is still available (fresh adverts), each offered exactly when the
 * advert's status allows it (`isListingActionAllowed`; a move-up within 24 h answers 429
 * `move_up_too_soon`, shown in the user's language like every other §8 error). After a success
 * the page is re-read (`router.refresh()`), so counts and lists follow.
 */
export function AdvertActions({
  listingID,
  status,
  title,
  moveUpAgainAt,
  confirmationDue = false,
  editHref,
  previewHref,
  boostHref,
}: AdvertActionsProps) {
  const locale = useLocale();
  const { t } = useTranslation(['adverts', 'errors']);
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const router = useRouter();
  const ids = useId();
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const call = useMutation({
    mutationFn: async (request: Call) => {
      const api = browserApi(locale);
      switch (request.action) {
        case MyListingAction.Deactivate:
          return api.POST('/listing/deactivate-listing', {
            body: {
              listingID,
              reason: request.reason,
              ...(request.conversationID === null
                ? {}
                : { conversationID: request.conversationID }),
            },
          });
        case MyListingAction.Reactivate:
          return api.POST('/supplyflow/cra-reactivate', { body: { listingID } });
        case MyListingAction.Delete:
          return api.DELETE('/listing/delete-listing', { params: { query: { listingID } } });
        case MyListingAction.MoveUp:
          return api.POST('/listing/moveup', { body: { listingID } });
        case MyListingAction.Confirm:
          return api.POST('/listing/confirm-available', { body: { listingID } });
      }
    },
    onMutate: () => setMessage(null),
    onSuccess: (_, request) => {
      setDialog(null);
      const done = DONE_KEYS[request.action];
      if (done !== undefined) setMessage({ ok: true, text: translate(`adverts:${done}`) });
      router.refresh();
    },
    onError: (error) => {
      setDialog(null);
      setMessage({ ok: false, text: translate(advertProblemKeyOf(error)) });
    },
  });
  const allowed = (action: MyListingAction) => isListingActionAllowed(action, status);
  const busy = call.isPending;

  return (
    <Box>
      <Box
        role="group"
        aria-label={t('actions.label', { title })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Button size="small" variant="outlined" href={editHref} data-testid="my-advert-edit">
          {status === ListingStatus.Concept ? t('actions.continue') : t('actions.edit')}
        </Button>
        <Button size="small" variant="outlined" href={previewHref}>
          {t('actions.preview')}
        </Button>
        {boostHref === undefined ? null : (
          <Button size="small" variant="outlined" href={boostHref} data-testid="my-advert-boost">
            {t('actions.boost')}
          </Button>
        )}
        {allowed(MyListingAction.Confirm) ? (
          <Button
            size="small"
            variant={confirmationDue ? 'contained' : 'outlined'}
            disabled={busy}
            data-testid="my-advert-confirm"
            onClick={() => call.mutate({ action: MyListingAction.Confirm })}
          >
            {t('actions.confirm')}
          </Button>
        ) : null}
        {allowed(MyListingAction.MoveUp) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy || moveUpAgainAt !== null}
            aria-describedby={moveUpAgainAt !== null ? `${ids}-move-up-again` : undefined}
            onClick={() => call.mutate({ action: MyListingAction.MoveUp })}
          >
            {t('actions.moveUp')}
          </Button>
        ) : null}
        {allowed(MyListingAction.Reactivate) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => call.mutate({ action: MyListingAction.Reactivate })}
          >
            {t('actions.reactivate')}
          </Button>
        ) : null}
        {allowed(MyListingAction.Deactivate) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => setDialog('deactivate')}
          >
            {t('actions.deactivate')}
          </Button>
        ) : null}
        {allowed(MyListingAction.Delete) ? (
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDialog('delete')}
          >
            {t('actions.delete')}
          </Button>
        ) : null}
      </Box>
      {allowed(MyListingAction.MoveUp) && moveUpAgainAt !== null ? (
        <Typography
          id={`${ids}-move-up-again`}
          variant="body2"
          sx={{ mt: 1, color: 'text.secondary' }}
        >
          {t('actions.moveUpAgainAt', { time: moveUpAgainAt })}
        </Typography>
      ) : null}
      <Box role="status" aria-live="polite" data-testid="advert-action-message">
        {message !== null ? (
          <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1.5 }}>
            {message.text}
          </Alert>
        ) : null}
      </Box>
      <DeactivateDialog
        open={dialog === 'deactivate'}
        listingID={listingID}
        onClose={() => setDialog(null)}
        busy={busy}
        onConfirm={(reason, conversationID) =>
          call.mutate({ action: MyListingAction.Deactivate, reason, conversationID })
        }
      />
      <Dialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        aria-labelledby={`${ids}-delete-title`}
      >
        <DialogTitle id={`${ids}-delete-title`}>{t('deleteDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteDialog.text', { title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={busy}
            onClick={() => call.mutate({ action: MyListingAction.Delete })}
          >
            {t('deleteDialog.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
