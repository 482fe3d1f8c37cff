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
import { DeactivationReason, enumValues } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { useId, useState } from 'react';

/** The §3 deactivation reasons in order. */
const REASONS = enumValues(DeactivationReason);

/** Props of {@link DeactivateDialog}. */
export interface DeactivateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen §3 deactivation reason. */
  onConfirm: (reason: DeactivationReason) => void;
  busy: boolean;
}

/**
 * Asks why the landlord takes an advert offline: the §3 deactivation reasons as a required radio
 * group (keyboard-operable); without a choice it says so instead of sending.
 */
export function DeactivateDialog({ open, onClose, onConfirm, busy }: DeactivateDialogProps) {
  const { t } = useTranslation('adverts');
  const translate = t as unknown as (key: string) => string;
  const ids = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
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
          onConfirm(Number(reason) as DeactivationReason);
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
