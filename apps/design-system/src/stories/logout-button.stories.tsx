import { buttonClassName } from '@rooms/ui/button-link';
import { LogoutButton, LogoutProvider } from '@rooms/ui/logout-button';
import { ShellIcon } from '@rooms/ui/shell-icon';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the sign-out entries call (the site signs out; here the Actions panel shows it). */
const onLogout = fn().mockName('onLogout');

function LogoutButtonStory() {
  const { t } = useStoryLanguage();
  // A unique popover id: the docs page shows several stories at once.
  const id = useId();
  return (
    <LogoutProvider onLogout={onLogout}>
      <div style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <button
          type="button"
          popoverTarget={id}
          className={buttonClassName({ variant: 'outlined' })}
        >
          {t('nav.menu')}
        </button>
        <LogoutButton
          className={buttonClassName({ variant: 'contained' })}
          data-testid="logout-plain"
        >
          {t('nav.logout')}
        </LogoutButton>
      </div>
      {/* A menu in a native popover, as the header's user menu and phone drawer are. */}
      <div
        id={id}
        popover="auto"
        data-testid="logout-popover"
        style={{
          inset: 'auto',
          top: 72,
          left: 24,
          margin: 0,
          padding: 8,
          border: '1px solid var(--mui-palette-divider)',
          borderRadius: 4,
        }}
      >
        <div role="menu" aria-label={t('nav.menu')}>
          <LogoutButton
            role="menuitem"
            className={buttonClassName({ variant: 'outlined', color: 'secondary' })}
          >
            <ShellIcon name="logout" size="small" style={{ marginRight: 8 }} />
            {t('nav.logout')}
          </LogoutButton>
        </div>
      </div>
    </LogoutProvider>
  );
}

/**
 * The sign-out entry of the header (§2 Shell "logout"): a client button that closes the popover
 * it sits in (desktop menu, phone drawer) and calls the `onLogout` of the nearest
 * `LogoutProvider`, which the site wraps around its server-rendered header. Shown here as a
 * plain button and as a `menuitem` in a popover menu.
 */
const meta = {
  title: 'Components/LogoutButton',
  component: LogoutButtonStory,
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof LogoutButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "Uitloggen" in the menu closes the popover and calls the provider's action. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popover = canvas.getByTestId('logout-popover');
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(popover).toBeVisible();
    await userEvent.click(within(popover).getByRole('menuitem', { name: 'Uitloggen' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(popover).not.toBeVisible();
  },
};

/** English: the plain button calls the provider's action. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('logout-plain');
    await expect(button).toHaveAccessibleName('Log out');
    await userEvent.click(button);
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};
