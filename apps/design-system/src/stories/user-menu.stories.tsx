import { LogoutProvider } from '@rooms/ui/logout-button';
import { headerContent, routeAlternates } from '@rooms/ui/shell-content';
import { UserMenu } from '@rooms/ui/user-menu';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DEMO_PHOTO, useStoryShell } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the menu story. */
interface UserMenuStoryProps {
  signedIn: boolean;
  premium: boolean;
  subscribeFlag: boolean;
}

/** What the sign-out entry calls (the site signs out; here the Actions panel shows it). */
const onLogout = fn().mockName('onLogout');

function UserMenuStory({ signedIn, premium, subscribeFlag }: UserMenuStoryProps) {
  const { locale, t, shellT } = useStoryShell();
  // A unique popover id: the docs page shows several menus at once.
  const id = useId();
  const user = signedIn
    ? { firstName: 'Lars', email: 'landlord@rooms.test', photo: DEMO_PHOTO, hasPremium: premium }
    : null;
  const { menu } = headerContent(locale, t, {
    shellT,
    alternates: routeAlternates('home'),
    user,
    flags: { showBuyPremiumBurgerMenuDesktop: subscribeFlag },
    supportUrl: `https://help.example/${locale}`,
  });
  if (!menu) return null;
  return (
    <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end', minHeight: 760 }}>
      <LogoutProvider onLogout={onLogout}>
        <UserMenu {...menu} id={id} user={user} />
      </LogoutProvider>
    </div>
  );
}

async function openMenu({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await expect(await within(canvasElement.ownerDocument.body).findByRole('menu')).toBeVisible();
}

/**
 * The desktop popover menu (§2 Shell): language with flag, subscribe-now (flag, no premium),
 * profile, adverts, search, account, information pages, support and sign-out. A native popover
 * under its button (placed for the header: at the right, under the 64 px bar); the arrows move
 * between the entries.
 */
const meta = {
  title: 'Components/UserMenu',
  component: UserMenuStory,
  args: { signedIn: true, premium: false, subscribeFlag: true },
  play: openMenu,
} satisfies Meta<typeof UserMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, signed in without premium, subscribe-now flag on. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, signed in without premium, subscribe-now flag on. */
export const English: Story = { globals: { locale: 'en' } };

/** English, premium member: no subscribe-now entry. */
export const EnglishPremium: Story = { args: { premium: true }, globals: { locale: 'en' } };

/** Dutch, anonymous: the public entries only. */
export const DutchAnonymous: Story = { args: { signedIn: false }, globals: { locale: 'nl' } };
