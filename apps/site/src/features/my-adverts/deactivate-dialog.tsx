'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CASHBACK_PERCENT, DeactivationReason, enumValues } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { RentalCandidateField } from '@rooms/ui/rental-candidate-field';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { formatDate } from '../../client/long-date';
import { fetchRentalCandidates } from '../rewards/rewards-api';

import type { RentalCandidateOption } from '@rooms/ui/rental-candidate-field';

/** The §3 deactivation reasons in order. */
const REASONS = enumValues(DeactivationReason);

/** Props of {@link DeactivateDialog}. */
export interface DeactivateDialogProps {
  open: boolean;
  /** The advert taken offline: whose tenants "Who rents it?" offers. */
  listingID: number;
  onClose: () => void;
  /**
   * Called with the chosen §3 deactivation reason and, for FoundViaProduct, the conversation of
   * the tenant who rents the home (null: not said).
   */
  onConfirm: (reason: DeactivationReason, conversationID: number | null) => void;
  busy: boolean;
}

/** Whom the dialog can name: the tenants who reacted, null while loading, or a failure. */
function useRentalCandidates(listingID: number, enabled: boolean) {
  const locale = useLocale();
  const { t } = useTranslation('adverts');
  const query = useQuery({
    queryKey: ['listing', 'rental-candidates', listingID],
    queryFn: () => fetchRentalCandidates(browserApi(locale), listingID),
    enabled,
    staleTime: 0,
  });
  if (query.isError) return 'failed' as const;
  if (query.data === undefined) return null;
  return query.data.map((candidate): RentalCandidateOption => ({
    conversationID: candidate.conversationID,
    label: t('deactivateDialog.renter.option', {
      name: candidate.tenantFirstName,
      date: formatDate(candidate.lastMessageAt, locale),
    }),
  }));
}

/**
 * Asks why the landlord takes an advert offline: the §3 deactivation reasons as a required radio
 * group (keyboard-operable); without a choice it says so instead of sending. With "found a
 * tenant through Rooms" (FoundViaProduct) it offers, optionally, the tenants who reacted to the
 * advert (`GET /listing/rental-candidates`): the one named gets cashback (issue 27).
 */
export function DeactivateDialog({
  open,
  listingID,
  onClose,
  onConfirm,
  busy,
}: DeactivateDialogProps) {
  const { t } = useTranslation('adverts');
  const translate = t as unknown as (key: string) => string;
  const ids = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [renter, setRenter] = useState<number | null>(null);
  const viaRooms = reason === String(DeactivationReason.FoundViaProduct);
  const candidates = useRentalCandidates(listingID, open && viaRooms);
  const close = () => {
    setReason('');
    setMissing(false);
    setRenter(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason === '') {
            setMissing(true);
            return;
          }
          onConfirm(Number(reason) as DeactivationReason, viaRooms ? renter : null);
        }}
      >
        <DialogTitle id={`${ids}-title`}>{t('deactivateDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('deactivateDialog.intro')}</DialogContentText>
          <FormControl error={missing} required>
            <FormLabel id={`${ids}-label`}>{t('deactivateDialog.reasonLabel')}</FormLabel>
            <RadioGroup
              name="reason"
              value={reason}
              aria-labelledby={`${ids}-label`}
              aria-describedby={missing ? `${ids}-error` : undefined}
              onChange={(_, value) => {
                setReason(value);
                setMissing(false);
              }}
            >
              {REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={String(value)}
                  control={<Radio />}
                  label={translate(`deactivateDialog.reasons.${value}`)}
                />
              ))}
            </RadioGroup>
            {missing ? (
              <FormHelperText id={`${ids}-error`} role="alert">
                {t('deactivateDialog.reasonMissing')}
              </FormHelperText>
            ) : null}
          </FormControl>
          {viaRooms ? (
            <div style={{ marginTop: 16 }} data-testid="rental-candidates">
              <RentalCandidateField
                id={`${ids}-renter`}
                candidates={candidates}
                value={renter}
                onChange={setRenter}
                disabled={busy}
                texts={{
                  label: t('deactivateDialog.renter.label'),
                  nobody: t('deactivateDialog.renter.nobody'),
                  loading: t('deactivateDialog.renter.loading'),
                  empty: t('deactivateDialog.renter.empty'),
                  failed: t('deactivateDialog.renter.failed'),
                  hint: t('deactivateDialog.renter.hint', { percent: CASHBACK_PERCENT }),
                }}
              />
            </div>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('actions.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('deactivateDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
