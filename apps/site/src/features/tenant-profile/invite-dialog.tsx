'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { AppProviders } from '../../shell/app-providers';
import { newIdempotencyKey } from '../messaging/idempotency-key';
import { advertProblemKeyOf } from '../my-adverts/my-adverts-errors';

import { conversationPath } from './tenant-profile-format';

import type { Locale, LocaleResources } from '@rooms/i18n';

/** An active advert of the landlord to invite to. */
export interface InviteListing {
  id: number;
  title: string;
  cityName: string;
}

/** Props of {@link InviteDialog}. */
export interface InviteDialogProps {
  tenantID: number;
  /** The tenant's first name. */
  firstName: string;
  /** The landlord's active adverts (`GET /tenant/invite-options`); at least one. */
  listings: readonly InviteListing[];
  /** Whether the dialog is open. */
  open: boolean;
  onClose: () => void;
}

/** Props of {@link LazyLoadedInviteDialog}: the dialog's and its providers'. */
export interface LazyLoadedInviteDialogProps extends InviteDialogProps {
  locale: Locale;
  /** The dialog's texts in the page's language (namespaces `tenantProfile` and `errors`). */
  resources: Partial<LocaleResources>;
}

/**
 * The invitation dialog with the app providers it needs (MUI, client i18n), loaded by
 * `InviteButton` on the first press: the public profile page's first load carries none of it.
 */
export function LazyLoadedInviteDialog({
  locale,
  resources,
  ...dialog
}: LazyLoadedInviteDialogProps) {
  return (
    <AppProviders locale={locale} resources={resources}>
      <InviteDialog {...dialog} />
    </AppProviders>
  );
}

/**
 * "Invite to my advert" (issue 26): a dialog to pick one of the landlord's
 * active adverts and write the first message (prefilled, editable), sent with
 * `POST /tenant/invite` (idempotent: one key per dialog opening, so a double press or a retry
 * sends once); then a link to the conversation in the inbox. Refusals are said in the page's
 * language (§8 texts).
 */
export function InviteDialog({ tenantID, firstName, listings, open, onClose }: InviteDialogProps) {
  const locale = useLocale();
  const { t } = useTranslation(['tenantProfile', 'errors']);
  const [listingID, setListingID] = useState(listings[0]?.id ?? 0);
  const [message, setMessage] = useState<string>(() =>
    t('tenantProfile:invite.messageDefault', { name: firstName }),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conversationID, setConversationID] = useState<number | null>(null);
  // One key per invitation: a double press or a retry after a lost answer sends it once.
  const key = useRef(newIdempotencyKey());

  const send = async () => {
    if (message.trim() === '') {
      setProblem(t('tenantProfile:invite.messageRequired'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await browserApi(locale).POST('/tenant/invite', {
        body: { tenantID, listingID, message, idempotencyKey: key.current },
      });
      if (data !== undefined) setConversationID(data.conversationID);
    } catch (error) {
      setProblem(
        t('tenantProfile:invite.failed', { reason: t(advertProblemKeyOf(error) as never) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby="invite-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="invite-dialog-title">
          {t('tenantProfile:invite.title', { name: firstName })}
        </DialogTitle>
        <DialogContent>
          {conversationID === null ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                select
                id="invite-advert"
                label={t('tenantProfile:invite.advert')}
                value={listingID}
                onChange={(event) => setListingID(Number(event.target.value))}
                fullWidth
              >
                {listings.map((listing) => (
                  <MenuItem key={listing.id} value={listing.id}>
                    {listing.title === ''
                      ? listing.cityName
                      : `${listing.title} (${listing.cityName})`}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="invite-message"
                label={t('tenantProfile:invite.message')}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              {problem === null ? null : (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
            </Stack>
          ) : (
            <Alert severity="success" role="status">
              {t('tenantProfile:invite.sent')}{' '}
              <Link href={conversationPath(locale, conversationID)}>
                {t('tenantProfile:invite.openConversation')}
              </Link>
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {t('tenantProfile:invite.cancel')}
          </Button>
          {conversationID === null ? (
            <Button
              variant="contained"
              onClick={() => void send()}
              loading={busy}
              sx={{ minHeight: 44 }}
            >
              {t('tenantProfile:invite.send')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
