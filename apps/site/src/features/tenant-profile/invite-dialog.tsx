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
import { useHydrated } from '../../client/use-hydrated';
import { newIdempotencyKey } from '../messaging/idempotency-key';
import { advertProblemKeyOf } from '../my-adverts/my-adverts-errors';

import { conversationPath } from './tenant-profile-format';

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
}

/**
 * "Invite to my advert" (issue 26): a button that opens a dialog to pick one of the landlord's
 * active adverts and write the first message (prefilled, editable), sent with
 * `POST /tenant/invite` (idempotent: one key per dialog opening, so a double press or a retry
 * sends once); then a link to the conversation in the inbox. Refusals are said in the page's
 * language (§8 texts).
 */
export function InviteDialog({ tenantID, firstName, listings }: InviteDialogProps) {
  const locale = useLocale();
  const { t } = useTranslation(['tenantProfile', 'errors']);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [listingID, setListingID] = useState(listings[0]?.id ?? 0);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conversationID, setConversationID] = useState<number | null>(null);
  const key = useRef(newIdempotencyKey());

  const start = () => {
    key.current = newIdempotencyKey();
    setMessage(t('tenantProfile:invite.messageDefault', { name: firstName }));
    setProblem(null);
    setConversationID(null);
    setOpen(true);
  };

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
      <Button variant="contained" onClick={start} disabled={!hydrated} sx={{ minHeight: 44 }}>
        {t('tenantProfile:invite.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
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
          <Button onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
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
