'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { useMutation } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { browserApi } from '../../client/browser-api';

import { serverProblemOf } from './account-errors';

/**
 * The sign-out page's work (§2 route `oauthSignout`, "signing out … navigates to the signout
 * route"): on arrival it calls `POST /customer/logout` from the browser (the API revokes the
 * session and clears the httpOnly cookie on the site's origin), then replaces the page with the
 * home page of its language and refreshes the server components. Signing out without a session
 * succeeds too. If the call fails the page says so, with "try again" and a link home.
 */
export function SignOut() {
  const locale = useLocale();
  const { t } = useTranslation(['account', 'errors']);
  const router = useRouter();
  const home = pathFor('home', locale);
  const logout = useMutation({
    mutationFn: () => browserApi(locale).POST('/customer/logout'),
    onSuccess: () => {
      router.replace(home);
      router.refresh();
    },
  });
  const started = useRef(false);
  const { mutate } = logout;
  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const problem = logout.isError ? serverProblemOf(logout.error, 'signOut') : null;
  return (
    <AuthCard title={t('signOut.title')}>
      {problem === null ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t('signOut.busy')}</Typography>
        </Stack>
      ) : (
        <Box>
          <Alert severity="error" sx={{ mb: 3 }}>
            {t('signOut.failed')} {(t as unknown as (key: string) => string)(problem.key)}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" size="large" onClick={() => logout.mutate()}>
              {t('signOut.retry')}
            </Button>
            <Button component={NextLink} href={home} variant="outlined" size="large">
              {t('signOut.home')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
