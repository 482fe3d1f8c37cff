'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@rooms/i18n/client';
import { useId, useState } from 'react';

import type { StudentHouse } from './student-house-types';

/**
 * Asks before a house is deleted (issue 26): says its linked adverts stay online, unlinked, and
 * its automatic reply goes; "Keep" is the default focus.
 *
 * @param props the house (null: closed), the deletion to run on "Delete", and closing
 */
export function DeleteHouseDialog({
  house,
  onConfirm,
  onClose,
}: {
  house: StudentHouse | null;
  onConfirm: (house: StudentHouse) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('studentHouses');
  const ids = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={house !== null}
      onClose={onClose}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
    >
      {house === null ? null : (
        <>
          <DialogTitle id={`${ids}-title`}>{t('delete.title', { name: house.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${ids}-text`}>
              {t('delete.text', { count: house.linkedListings })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button autoFocus onClick={onClose} sx={{ minHeight: 44 }}>
              {t('delete.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              loading={busy}
              sx={{ minHeight: 44 }}
              onClick={() => {
                setBusy(true);
                void onConfirm(house).finally(() => setBusy(false));
              }}
            >
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
