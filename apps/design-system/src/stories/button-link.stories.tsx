import { pathFor } from '@rooms/i18n';
import { useTranslation } from '@rooms/i18n/client';
import { ButtonLink, buttonClassName } from '@rooms/ui/button-link';
import { expect, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

const SIZES = ['medium', 'large'] as const;

function ButtonLinkStory() {
  const { locale, t } = useStoryLanguage();
  const { t: mapT } = useTranslation('map');
  return (
    <div style={{ padding: 24, display: 'grid', gap: 24 }}>
      {SIZES.map((size) => (
        <section
          key={size}
          aria-label={size}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}
        >
          <code style={{ width: 64 }}>{size}</code>
          <ButtonLink variant="contained" size={size} href={pathFor('login', locale)}>
            {t('nav.login')}
          </ButtonLink>
          <ButtonLink
            variant="contained"
            color="secondary"
            size={size}
            href={pathFor('rentOutRoom', locale)}
          >
            {t('nav.createAdvert')}
          </ButtonLink>
          <ButtonLink variant="outlined" size={size} href={pathFor('register', locale)}>
            {t('nav.register')}
          </ButtonLink>
          <ButtonLink
            variant="outlined"
            color="secondary"
            size={size}
            href={pathFor('howItWorks', locale)}
          >
            {t('nav.howItWorks')}
          </ButtonLink>
          <button type="button" className={buttonClassName({ variant: 'outlined', size })}>
            {mapT('list.zoomOut')}
          </button>
        </section>
      ))}
    </div>
  );
}

/**
 * A link that looks like a button (§2 Shell header buttons, the calls to action of the public
 * pages, the rent panel's "react" link), without MUI: `contained` or `outlined`, `primary` or
 * `secondary`, `medium` or `large`. Its role and name stay those of a link; `buttonClassName`
 * gives a real `<button>` (here "zoom out" of the map list) the same look.
 */
const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLinkStory,
} satisfies Meta<typeof ButtonLinkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the links keep the link role and their Dutch addresses; `large` is taller. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const medium = within(canvas.getByRole('region', { name: 'medium' }));
    const large = within(canvas.getByRole('region', { name: 'large' }));
    const login = medium.getByRole('link', { name: 'Inloggen' });
    await expect(login).toHaveAttribute('href', '/gebruiker/inloggen');
    await expect(medium.getByRole('link', { name: 'Advertentie plaatsen' })).toHaveAttribute(
      'href',
      '/kamer-verhuren',
    );
    const largeLogin = large.getByRole('link', { name: 'Inloggen' });
    await expect(largeLogin.getBoundingClientRect().height).toBeGreaterThan(
      login.getBoundingClientRect().height,
    );
    await expect(medium.getByRole('button', { name: 'Uitzoomen' })).toBeVisible();
  },
};

/** English: contained links are filled, outlined ones transparent with a border. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const medium = within(within(canvasElement).getByRole('region', { name: 'medium' }));
    const contained = medium.getByRole('link', { name: 'Log in' });
    const outlined = medium.getByRole('link', { name: 'Sign up' });
    await expect(contained).toHaveAttribute('href', '/en/user/login');
    await expect(getComputedStyle(contained).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(outlined).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(outlined).borderTopWidth).toBe('1px');
  },
};

/** Dutch on a 375 px phone: the buttons wrap. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
