'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Trans } from 'react-i18next';

import { browserApi } from '../../client/browser-api';

import { useAccountAside } from './account-aside';
import { AccountLink } from './account-link';
import { ACCOUNT_LIMITS, registerSchema } from './account-schemas';
import { AccountSubmitButton } from './account-submit-button';
import { useAccountForm } from './use-account-form';

import type { RegisterValues } from './account-schemas';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Where to go once the account exists: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
}

/**
 * The registration card (§2 legacy login mode, route `register`): first name, e-mail address
 * and a new password (10 to 200 characters, as the API requires), validated as the user types.
 * `POST /customer/register` creates the account in the page's language and signs it in (the
 * session cookie lands on the site's origin), so the user goes straight on to `returnUrl`. A
 * taken address shows on the e-mail field; "too many attempts" above the form.
 */
export function RegisterForm({ returnUrl }: RegisterFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('account');
  const router = useRouter();
  const aside = useAccountAside();
  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      browserApi(locale).POST('/customer/register', { body: { ...values, locale } }),
  });
  const { field, onSubmit, problems, focusKey, busy, succeeded } = useAccountForm<RegisterValues>({
    formId: 'register',
    kind: 'register',
    schema: registerSchema,
    defaultValues: { firstName: '', email: '', password: '' },
    onValid: async (values) => {
      await register.mutateAsync(values);
      router.replace(returnUrl);
      router.refresh();
    },
  });
  const keepReturn = returnUrl === pathFor('home', locale) ? undefined : returnUrl;

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      aside={aside}
      footer={
        <>
          {t('register.hasAccount')}{' '}
          <AccountLink href={pathFor('login', locale, undefined, { returnUrl: keepReturn })}>
            {t('register.loginLink')}
          </AccountLink>
        </>
      }
    >
      <FormErrorSummary title={t('errorSummary.title')} problems={problems} focusKey={focusKey} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('register.title')}>
        <Stack spacing={2.5}>
          <TextField
            {...field('firstName')}
            label={t('fields.firstName')}
            autoComplete="given-name"
            fullWidth
          />
          <TextField
            {...field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            fullWidth
          />
          <PasswordField
            {...field('password', t('fields.newPasswordHint', { min: ACCOUNT_LIMITS.passwordMin }))}
            label={t('fields.password')}
            autoComplete="new-password"
            showPasswordLabel={t('fields.showPassword')}
            hidePasswordLabel={t('fields.hidePassword')}
            fullWidth
          />
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <Link href={pathFor('termsConditions', locale)} underline="always" />,
                privacy: <Link href={pathFor('privacyPolicy', locale)} underline="always" />,
              }}
            />
          </Typography>
          <AccountSubmitButton
            busy={busy || succeeded}
            label={t('register.submit')}
            busyLabel={t('register.submitting')}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
