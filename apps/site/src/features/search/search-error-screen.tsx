'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { clientResources } from '@rooms/i18n';
import { useTranslation } from '@rooms/i18n/client';

import { AppProviders } from '../../shell/app-providers';
import { ClientSiteShell } from '../../shell/client-site-shell';

import type { Locale } from '@rooms/i18n';

/** Props of {@link SearchErrorScreen}: the boundary's, plus the page's language. */
export interface SearchErrorScreenProps {
  readonly locale: Locale;
  readonly error: Error & { digest?: string };
  readonly reset: () => void;
}

/**
 * What the search pages' error boundary shows (§8 "the top-level error boundary shows the 500
 * page"), narrowed to the search: says in the visitor's language that the results could not be
 * loaded and offers to try again (re-renders the page), with the trace id Next.js logged. Brings
 * its own client providers: the search page renders without them, and this screen is loaded only
 * when an error is caught.
 */
export function SearchErrorScreen({ locale, error, reset }: SearchErrorScreenProps) {
  return (
    <AppProviders locale={locale} resources={clientResources(locale)}>
      <SearchErrorContent error={error} reset={reset} />
    </AppProviders>
  );
}

function SearchErrorContent({ error, reset }: Omit<SearchErrorScreenProps, 'locale'>) {
  const { t } = useTranslation('search');
  const { t: commonT } = useTranslation('common');
  return (
    <ClientSiteShell>
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.25rem' }, mb: 2 }}>
          {t('error.title')}
        </Typography>
        <Alert severity="error" sx={{ mb: 3 }}>
          {commonT('error.refresh')}
        </Alert>
        <Button variant="contained" onClick={reset}>
          {t('error.retry')}
        </Button>
        {error.digest ? (
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {commonT('error.traceId', { traceId: error.digest })}
          </Typography>
        ) : null}
      </Container>
    </ClientSiteShell>
  );
}

export default SearchErrorScreen;
