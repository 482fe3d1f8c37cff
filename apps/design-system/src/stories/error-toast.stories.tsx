import { useTranslation } from '@rooms/i18n/client';
import { buttonClassName } from '@rooms/ui/button-link';
import { ErrorToast } from '@rooms/ui/error-toast';
import { FavoriteButton } from '@rooms/ui/favorite-button';
import { LogoutButton, LogoutProvider } from '@rooms/ui/logout-button';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitForElementToBeRemoved, within } from 'storybook/test';

import { useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the toast's close button and its timer call (the Actions panel shows it). */
const onClose = fn().mockName('onClose');

/** Controls of the toast story. */
interface ErrorToastStoryProps {
  /** `favorite`: a favourite that could not be saved; `signOut`: signing out failed. */
  error: 'favorite' | 'signOut';
  /** How long the toast stays, ms (the site uses the default 6000; long here to look at it). */
  autoHideMs: number;
}

function ErrorToastStory({ error, autoHideMs }: ErrorToastStoryProps) {
  const { t } = useListingStory();
  const { t: commonT } = useTranslation('common');
  const { t: shellT } = useTranslation('shell');
  const [shown, setShown] = useState(true);
  // Stable, so a re-render does not restart the toast's timer.
  const close = useCallback(() => {
    onClose();
    setShown(false);
  }, []);
  const show = () => setShown(true);
  // The action that failed shows the toast again, as in the site.
  const trigger =
    error === 'favorite' ? (
      <FavoriteButton
        appearance="button"
        pressed={false}
        label={t('favorite.label')}
        onToggle={show}
      />
    ) : (
      <LogoutProvider onLogout={show}>
        <LogoutButton className={buttonClassName({ variant: 'outlined' })}>
          {commonT('nav.logout')}
        </LogoutButton>
      </LogoutProvider>
    );
  return (
    <div style={{ padding: 24, minHeight: 320 }}>
      {trigger}
      {shown ? (
        <ErrorToast
          text={error === 'favorite' ? t('favorite.error') : shellT('logoutFailed')}
          closeLabel={error === 'favorite' ? t('favorite.close') : shellT('maintenance.dismiss')}
          onClose={close}
          autoHideMs={autoHideMs}
        />
      ) : null}
    </div>
  );
}

/**
 * The error toast of an action on the page (§1/§7 favourites: "could not be saved"; §2 Shell
 * logout: "signing out did not work"): a filled error alert at the bottom centre, announced as
 * `role="alert"`, closed by its button or by itself after `autoHideMs`. Click the heart or the
 * sign-out button to show it again.
 */
const meta = {
  title: 'Components/ErrorToast',
  component: ErrorToastStory,
  args: { error: 'favorite', autoHideMs: 600_000 },
  beforeEach: () => {
    onClose.mockClear();
  },
} satisfies Meta<typeof ErrorToastStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch favourite error: the close button calls `onClose` and the toast goes. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = canvas.getByRole('alert');
    await expect(toast).toHaveTextContent(
      'Je favoriet kon niet worden opgeslagen. Probeer het nog eens.',
    );
    await userEvent.click(within(toast).getByRole('button', { name: 'Sluiten' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Favoriet' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** English favourite error. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('alert');
    await expect(toast).toHaveTextContent('Your favourite could not be saved. Please try again.');
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Dutch failed sign-out, as the shell shows it. */
export const DutchSignOut: Story = {
  args: { error: 'signOut' },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = canvas.getByRole('alert');
    await expect(toast).toHaveTextContent('Uitloggen is niet gelukt. Probeer het opnieuw.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Melding verbergen' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** English failed sign-out that closes itself after 1.5 s. */
export const EnglishSignOutAutoHide: Story = {
  args: { error: 'signOut', autoHideMs: 1500 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Signing out did not work. Please try again.',
    );
    await waitForElementToBeRemoved(() => canvas.queryByRole('alert'), { timeout: 5000 });
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
