'use client';

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { routeAlternates } from '@rooms/ui/shell-content';

import { SiteShell } from '../../shell/site-shell';

/** Props Next.js hands to an error boundary. */
interface ErrorPageProps {
  error: Error & { digest?: string };
}

/**
 * 500 page of a language (§2): "oops" heading, technical-difficulties text, a refresh hint with
 * and the trace id (the error digest Next.js logs on the server).
 */
export default function ErrorPage({ error }: ErrorPageProps) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  return (
    <SiteShell locale={locale} t={t} alternates={routeAlternates('home')}>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('error.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('error.text')}</Typography>
        <Typography>{t('error.refresh')}</Typography>
        {error.digest ? (
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {t('error.traceId', { traceId: error.digest })}
          </Typography>
        ) : null}
      </Container>
    </SiteShell>
  );
}
