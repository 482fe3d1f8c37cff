import { MobileDrawer } from '@rooms/ui/mobile-drawer';
import { headerContent, routeAlternates } from '@rooms/ui/shell-content';

import { DEMO_PHOTO, useStoryShell } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function MobileDrawerStory({ signedIn, premium }: { signedIn: boolean; premium: boolean }) {
  const { locale, t, shellT } = useStoryShell();
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
  return (
    <MobileDrawer
      {...content.drawer}
      open
      onClose={() => undefined}
      onLogout={() => undefined}
      appName={content.appName}
      navigationLabel={content.navigationLabel}
      closeLabel={content.closeMenuLabel}
      user={user}
    />
  );
}

/**
 * The phone header's left drawer (§2 Shell): photo 40×40 and first name, language, login and
 * register (anonymous), create advert, search, premium, the signed-in pages, information pages,
 * support and sign-out.
 */
const meta = {
  title: 'Components/MobileDrawer',
  component: MobileDrawerStory,
  args: { signedIn: true, premium: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
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
