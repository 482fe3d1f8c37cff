import { LogoutProvider } from '@rooms/ui/logout-button';
import { MobileDrawer } from '@rooms/ui/mobile-drawer';
import { headerContent, routeAlternates } from '@rooms/ui/shell-content';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DEMO_PHOTO, useStoryShell } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the sign-out entry calls (the site signs out; here the Actions panel shows it). */
const onLogout = fn().mockName('onLogout');

function MobileDrawerStory({ signedIn, premium }: { signedIn: boolean; premium: boolean }) {
  const { locale, t, shellT } = useStoryShell();
  // A unique popover id: the docs page shows several drawers at once.
  const id = useId();
  const user = signedIn
    ? { firstName: 'Tessa', email: 'tenant@rooms.test', photo: DEMO_PHOTO, hasPremium: premium }
    : null;
  const content = headerContent(locale, t, {
    shellT,
    alternates: routeAlternates('home'),
    user,
    supportUrl: `https://help.example/${locale}`,
  });
  if (!content.drawer) return null;
  // The header's menu button opens the drawer in the site; here a plain button does.
  return (
    <LogoutProvider onLogout={onLogout}>
      <button type="button" popoverTarget={id} style={{ margin: 16 }}>
        {content.menuLabel}
      </button>
      <MobileDrawer
        {...content.drawer}
        id={id}
        appName={content.appName}
        navigationLabel={content.navigationLabel}
        closeLabel={content.closeMenuLabel}
        user={user}
      />
    </LogoutProvider>
  );
}

async function openDrawer({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await expect(within(canvasElement).getByTestId('mobile-drawer')).toBeVisible();
}

/**
 * The phone header's left drawer (§2 Shell): photo 40×40 and first name, language, login and
 * register (anonymous), create advert, search, premium, the signed-in pages, information pages,
 * support and sign-out. A native popover: Escape, the backdrop or the close button close it.
 */
const meta = {
  title: 'Components/MobileDrawer',
  component: MobileDrawerStory,
  args: { signedIn: true, premium: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: openDrawer,
} satisfies Meta<typeof MobileDrawerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, signed in. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, signed in. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch, anonymous: login, register and create advert first. */
export const DutchAnonymous: Story = { args: { signedIn: false }, globals: { locale: 'nl' } };

/** English, premium member: no get-premium entry. */
export const EnglishPremium: Story = { args: { premium: true }, globals: { locale: 'en' } };
