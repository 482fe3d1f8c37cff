'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';

import { browserApi } from '../../client/browser-api';

import { useAccountAside } from './account-aside';
import { AccountLink } from './account-link';
import { loginSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { useAccountForm } from './use-account-form';

import type { LoginValues } from './account-schemas';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Where to go after signing in: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** Say "log in to continue" (the visitor was sent here from a private page). */
  showReturnNotice: boolean;
}

/**
 * The sign-in card (§2 legacy login `/gebruiker/inloggen`, `/en/user/login`): e-mail and
 * password, validated as the user types; posts `POST /customer/login` from the browser through
 * `/services/api` so the httpOnly session cookie lands on the site's origin, then replaces the
 * page with `returnUrl` and refreshes the server components (header, session). A wrong address
 * or password and "too many attempts" (429) show in the error summary. Links to registration
 * (keeping `returnUrl`) and to the password reset.
 */
export function LoginForm({ returnUrl, showReturnNotice }: LoginFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('account');
  const router = useRouter();
  const aside = useAccountAside();
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      browserApi(locale).POST('/customer/login', { body: values }),
  });
  const { field, onSubmit, problems, focusKey, busy, succeeded } = useAccountForm<LoginValues>({
    formId: 'login',
    kind: 'login',
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    onValid: async (values) => {
      await login.mutateAsync(values);
      router.replace(returnUrl);
      router.refresh();
    },
  });
  const home = pathFor('home', locale);
  const keepReturn = returnUrl === home ? undefined : returnUrl;

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      aside={aside}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <AccountLink href={pathFor('register', locale, undefined, { returnUrl: keepReturn })}>
            {t('login.registerLink')}
          </AccountLink>
        </>
      }
    >
      {showReturnNotice ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('login.returnNotice')}
        </Alert>
      ) : null}
      <FormErrorSummary title={t('errorSummary.title')} problems={problems} focusKey={focusKey} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
        <Stack spacing={2.5}>
          <TextField
            {...field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            fullWidth
          />
          <Box>
            <PasswordField
              {...field('password')}
              label={t('fields.password')}
              autoComplete="current-password"
              showPasswordLabel={t('fields.showPassword')}
              hidePasswordLabel={t('fields.hidePassword')}
              fullWidth
            />
            <AccountLink href={pathFor('passwordReset', locale)}>
              {t('login.forgotPassword')}
            </AccountLink>
          </Box>
          <AccountSubmitButton
            busy={busy || succeeded}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
