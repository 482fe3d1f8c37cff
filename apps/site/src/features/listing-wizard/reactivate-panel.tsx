'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { serverProblemsOf } from './wizard-problems';

import type { WizardTranslate } from './wizard-problems';

/**
 * Reactivate (§2 wizard `reactivate`): puts an offline advert online again
 * (`POST /supplyflow/cra-reactivate`), then links to it.
 *
 * @param props the advert's id and the address of its page
 */
export function ReactivatePanel({
  listingID,
  advertHref,
}: {
  listingID: number;
  advertHref: string;
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const { t: rawT } = useTranslation(['wizard', 'errors']);
  const t = rawT as unknown as WizardTranslate;
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reactivate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await browserApi(locale).POST('/supplyflow/cra-reactivate', { body: { listingID } });
      setDone(true);
    } catch (error) {
      setProblem(serverProblemsOf(error, t, locale).general.join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box role="status" aria-live="polite">
      {problem !== null ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {done ? (
        <>
          <Alert severity="success">{t('wizard:reactivate.done')}</Alert>
          <Button variant="contained" href={advertHref} sx={{ mt: 3, minHeight: 44 }}>
            {t('wizard:publish.viewAdvert')}
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          // A tap before hydration would do nothing at all: refused visibly instead.
          disabled={!hydrated}
          loading={busy}
          onClick={() => void reactivate()}
          sx={{ minHeight: 44 }}
        >
          {t('wizard:reactivate.button')}
        </Button>
      )}
    </Box>
  );
}
