import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AuthCard } from '@rooms/ui/auth-card';
import { buttonClassName } from '@rooms/ui/button-link';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';

import type { Meta, StoryObj } from '@storybook/react-vite';

interface AuthCardStoryProps {
  /** Show the brand panel (sign-in, registration); the reset pages go without. */
  withAside?: boolean;
}

function AuthCardStory({ withAside = true }: AuthCardStoryProps) {
  const locale = useLocale();
  const { t } = useTranslation('account');
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      aside={
        withAside
          ? {
              title: t('aside.title'),
              points: [
                t('aside.points.search'),
                t('aside.points.message'),
                t('aside.points.alerts'),
              ],
            }
          : undefined
      }
      footer={
        <>
          {t('login.noAccount')}{' '}
          <a
            href={pathFor('register', locale)}
            style={{ color: 'var(--mui-palette-primary-main)' }}
          >
            {t('login.registerLink')}
          </a>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'flex', flexDirection: 'column', gap: 20 }}
      >
        <TextField
          id="story-email"
          label={t('fields.email')}
          type="email"
          autoComplete="username"
        />
        <PasswordField
          id="story-password"
          label={t('fields.password')}
          showPasswordLabel={t('fields.showPassword')}
          hidePasswordLabel={t('fields.hidePassword')}
        />
        <button
          type="submit"
          className={buttonClassName({ variant: 'contained', size: 'large' })}
          style={{ width: '100%', minHeight: 48 }}
        >
          {t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

/**
 * Frame of the account pages: heading, intro, form and a footer line; from 1024 px a teal brand
 * panel with canal houses sits beside the form. Shown here with the sign-in form's fields.
 */
const meta = {
  title: 'Account/AuthCard',
  component: AuthCardStory,
} satisfies Meta<typeof AuthCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch sign-in card at full width (brand panel from 1024 px). */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English sign-in card. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: no brand panel, the form right under the heading. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** Without the brand panel (password reset pages). */
export const WithoutPanel: Story = { args: { withAside: false }, globals: { locale: 'en' } };
