'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { useMutation } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';

import { browserApi } from '../../client/browser-api';

import { AccountLink } from './account-link';
import { ACCOUNT_LIMITS, passwordResetConfirmSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { FocusedMessage } from './focused-message';
import { useAccountForm } from './use-account-form';

import type { PasswordResetConfirmValues } from './account-schemas';

/** Props of {@link PasswordResetConfirmForm}. */
export interface PasswordResetConfirmFormProps {
  /** The token of the e-mailed link (query `token` of the `passwordReset` route). */
  token: string;
}

/**
 * The second step of the password reset, opened from the e-mailed link (route `passwordReset`
 * with `?token=`): a new password (10 to 200 characters), sent with the token to
 * `POST /customer/password-reset/confirm`. The API then signs the user out everywhere, so the
 * page refreshes the header and offers to log in. An unknown, used or expired link shows the
 * §8 `reset_token_invalid` text; a new link can always be requested from the footer.
 */
export function PasswordResetConfirmForm({ token }: PasswordResetConfirmFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('account');
  const router = useRouter();
  const confirm = useMutation({
    mutationFn: (values: PasswordResetConfirmValues) =>
      browserApi(locale).POST('/customer/password-reset/confirm', {
        body: { token, password: values.password },
      }),
  });
  const { field, onSubmit, problems, focusKey, busy, succeeded } =
    useAccountForm<PasswordResetConfirmValues>({
      formId: 'new-password',
      kind: 'resetConfirm',
      schema: passwordResetConfirmSchema,
      defaultValues: { password: '' },
      onValid: async (values) => {
        await confirm.mutateAsync(values);
        router.refresh();
      },
    });

  if (succeeded) {
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <FocusedMessage severity="success">{t('reset.doneText')}</FocusedMessage>
        <Button
          component={NextLink}
          href={pathFor('login', locale)}
          variant="contained"
          size="large"
          fullWidth
          sx={{ minHeight: 48 }}
        >
          {t('reset.doneLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.confirmTitle')}
      intro={t('reset.confirmIntro')}
      footer={
        <AccountLink href={pathFor('passwordReset', locale)}>
          {t('reset.requestNewLink')}
        </AccountLink>
      }
    >
      <FormErrorSummary title={t('errorSummary.title')} problems={problems} focusKey={focusKey} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.confirmTitle')}>
        <Stack spacing={2.5}>
          <PasswordField
            {...field('password', t('fields.newPasswordHint', { min: ACCOUNT_LIMITS.passwordMin }))}
            label={t('fields.newPassword')}
            autoComplete="new-password"
            showPasswordLabel={t('fields.showPassword')}
            hidePasswordLabel={t('fields.hidePassword')}
            fullWidth
          />
          <AccountSubmitButton
            busy={busy}
            label={t('reset.confirmSubmit')}
            busyLabel={t('reset.confirmSubmitting')}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
