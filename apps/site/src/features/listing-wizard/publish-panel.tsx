'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ListingStatus } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { serverProblemsOf } from './wizard-problems';

import type { WizardTranslate } from './wizard-problems';

/** Props of {@link PublishPanel}. */
export interface PublishPanelProps {
  listingID: number;
  /** The advert's §3 status: a Concept is published here, any other is already out. */
  status: number;
  /** The preview page of the advert. */
  previewHref: string;
  /** The advert's page in search (shown once it is online). */
  advertHref: string;
  /** My adverts. */
  myAdvertsHref: string;
}

/**
 * Check and publish (§2 wizard `continue`): the preview link and the Publish button
 * (`POST /supplyflow/cra-complete-create-advert`). Afterwards: "online" with links to the advert
 * and My adverts, or "being checked" when a fraud rule held it (status Pending). An advert that
 * is already out says that the changes are saved.
 */
export function PublishPanel({
  listingID,
  status,
  previewHref,
  advertHref,
  myAdvertsHref,
}: PublishPanelProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const { t: rawT } = useTranslation(['wizard', 'errors']);
  const t = rawT as unknown as WizardTranslate;
  const [outcome, setOutcome] = useState<'published' | 'pending' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isDraft = status === ListingStatus.Concept;

  const publish = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await browserApi(locale).POST('/supplyflow/cra-complete-create-advert', {
        body: { listingID },
      });
      setOutcome(data?.isPendingReview ? 'pending' : 'published');
    } catch (error) {
      setProblem(serverProblemsOf(error, t, locale).general.join(' '));
    } finally {
      setBusy(false);
    }
  };

  if (outcome !== null || !isDraft) {
    const pending = outcome === 'pending' || status === ListingStatus.Pending;
    return (
      <Box role="status" aria-live="polite">
        <Alert severity={pending ? 'info' : 'success'} data-testid="wizard-published">
          <AlertTitle>
            {outcome === null && !pending
              ? t('wizard:publish.alreadyPublished')
              : t(pending ? 'wizard:publish.pending' : 'wizard:publish.published')}
          </AlertTitle>
          {outcome !== null
            ? t(pending ? 'wizard:publish.pendingText' : 'wizard:publish.publishedText')
            : null}
        </Alert>
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {pending ? null : (
            <Button variant="contained" href={advertHref} sx={{ minHeight: 44 }}>
              {t('wizard:publish.viewAdvert')}
            </Button>
          )}
          <Button variant="outlined" href={myAdvertsHref} sx={{ minHeight: 44 }}>
            {t('wizard:publish.myAdverts')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box>
      {problem !== null ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" href={previewHref} sx={{ minHeight: 44 }}>
          {t('wizard:publish.preview')}
        </Button>
        <Button
          variant="contained"
          // A tap before hydration would do nothing at all: refused visibly instead.
          disabled={!hydrated}
          loading={busy}
          onClick={() => void publish()}
          sx={{ minHeight: 44 }}
        >
          {busy ? t('wizard:publish.publishing') : t('wizard:publish.publish')}
        </Button>
      </Box>
    </Box>
  );
}
