'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from 'react-i18next';

import { browserApi } from '../../client/browser-api';

import { AccountLink } from './account-link';
import { ACCOUNT_LIMITS, passwordResetRequestSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { FocusedMessage } from './focused-message';
import { useAccountForm } from './use-account-form';

import type { PasswordResetRequestValues } from './account-schemas';

/**
 * The first step of the password reset (§2 route `passwordReset` without a token): the user
 * gives the account's e-mail address and `POST /customer/password-reset/request` e-mails a link
 * back to this page with `?token=`. The API answers the same whether the address has an account
 * or not, so the confirmation says "if there is an account". Offers to try another address.
 */
export function PasswordResetRequestForm() {
  const locale = useLocale();
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (values: PasswordResetRequestValues) =>
      browserApi(locale).POST('/customer/password-reset/request', { body: values }),
  });
  const { field, onSubmit, problems, focusKey, busy, succeeded, restart } =
    useAccountForm<PasswordResetRequestValues>({
      formId: 'reset',
      kind: 'resetRequest',
      schema: passwordResetRequestSchema,
      defaultValues: { email: '' },
      onValid: async (values) => {
        await request.mutateAsync(values);
        setSentTo(values.email);
      },
    });
  const backToLogin = (
    <AccountLink href={pathFor('login', locale)}>{t('reset.backToLogin')}</AccountLink>
  );

  if (succeeded && sentTo !== null) {
    return (
      <AuthCard title={t('reset.sentTitle')} footer={backToLogin}>
        <FocusedMessage severity="success">
          <Trans
            t={t}
            i18nKey="reset.sentText"
            values={{ email: sentTo, minutes: ACCOUNT_LIMITS.resetLinkValidMinutes }}
            components={{ b: <strong style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </FocusedMessage>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('reset.sentHint')}
        </Typography>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          sx={{ minHeight: 48 }}
          onClick={() => {
            setSentTo(null);
            restart();
          }}
        >
          {t('reset.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <>
          {t('reset.rememberPassword')} {backToLogin}
        </>
      }
    >
      <FormErrorSummary title={t('errorSummary.title')} problems={problems} focusKey={focusKey} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
        <Stack spacing={2.5}>
          <TextField
            {...field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            fullWidth
          />
          <AccountSubmitButton
            busy={busy}
            label={t('reset.submit')}
            busyLabel={t('reset.submitting')}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
