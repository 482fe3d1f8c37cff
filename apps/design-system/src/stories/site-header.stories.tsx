import { LanguageSwitch } from '@rooms/ui/language-switch';
import { LogoutProvider } from '@rooms/ui/logout-button';
import { headerContent, languageSwitchContent, routeAlternates } from '@rooms/ui/shell-content';
import { SiteHeader } from '@rooms/ui/site-header';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DEMO_PHOTO, useStoryShell } from '../story-content';

import type { ShellUser } from '@rooms/ui/site-header';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the header story. */
interface SiteHeaderStoryProps {
  /** Anonymous visitor, or a signed-in user with or without a photo. */
  visitor: 'anonymous' | 'signed in' | 'signed in with photo';
  /** The user holds a premium account. */
  premium: boolean;
  /** Feature flag `show_buy_premium_burger_menu_desktop`. */
  subscribeFlag: boolean;
  /** Full header, or the logo-only header of focused flows. */
  variant: 'full' | 'simple';
}

/** What the sign-out entries call (the site signs out; here the Actions panel shows it). */
const onLogout = fn().mockName('onLogout');

function SiteHeaderStory({ visitor, premium, subscribeFlag, variant }: SiteHeaderStoryProps) {
  const { locale, t, shellT } = useStoryShell();
  // Unique popover ids: the docs page shows several headers at once.
  const idPrefix = useId();
  const alternates = routeAlternates('home');
  const user: ShellUser | null =
    visitor === 'anonymous'
      ? null
      : {
          firstName: 'Tessa',
          email: 'tenant@rooms.test',
          photo: visitor === 'signed in with photo' ? DEMO_PHOTO : null,
          hasPremium: premium,
        };
  return (
    <LogoutProvider onLogout={onLogout}>
      <SiteHeader
        {...headerContent(locale, t, {
          shellT,
          alternates,
          user,
          variant,
          flags: { showBuyPremiumBurgerMenuDesktop: subscribeFlag },
          supportUrl: `https://help.example/${locale}`,
        })}
        languageSwitch={
          <LanguageSwitch
            {...languageSwitchContent(locale, t, alternates, shellT('languageHint'))}
          />
        }
        idPrefix={idPrefix}
      />
    </LogoutProvider>
  );
}

/**
 * Site header (§2 Shell), a server component without MUI. From 1024 px: logo, search rooms,
 * create advert, login and register (anonymous) or my adverts, messages and favourites (signed
 * in; labels from 1360 px), language switch and the popover menu. Below 1024 px: logo, language
 * switch and the drawer button. Menu and drawer are native popovers (Escape or a click outside
 * closes them).
 */
const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeaderStory,
  args: { visitor: 'anonymous', premium: false, subscribeFlag: false, variant: 'full' },
  argTypes: {
    visitor: {
      control: 'inline-radio',
      options: ['anonymous', 'signed in', 'signed in with photo'],
    },
    variant: { control: 'inline-radio', options: ['full', 'simple'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch header, anonymous. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English header, anonymous. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch header of a signed-in user with a photo. */
export const DutchSignedIn: Story = {
  args: { visitor: 'signed in with photo' },
  globals: { locale: 'nl' },
};

/** English header of a signed-in user, menu opened (subscribe-now flag on, no premium). */
export const EnglishSignedInMenuOpen: Story = {
  args: { visitor: 'signed in', subscribeFlag: true },
  globals: { locale: 'en', viewport: { value: 'lg', isRotated: false } },
  parameters: { layout: 'fullscreen', docs: { story: { height: '720px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu of Tessa' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Subscribe now' })).toBeVisible();
  },
};

/** Between 1024 and 1360 px the signed-in shortcuts show icons only (with native tooltips). */
export const DutchSignedInMedium: Story = {
  args: { visitor: 'signed in' },
  globals: { locale: 'nl', viewport: { value: 'md', isRotated: false } },
};

/** Logo-only header of focused flows (listing wizard, payment). */
export const DutchSimple: Story = { args: { variant: 'simple' }, globals: { locale: 'nl' } };

/** Dutch on a phone: logo, language switch and the menu button. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a phone, signed in, drawer opened. */
export const EnglishPhoneDrawerOpen: Story = {
  args: { visitor: 'signed in with photo' },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Hi Tessa!')).toBeVisible();
  },
};
