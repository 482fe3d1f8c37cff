import Box from '@mui/material/Box';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FavoriteButton } from '@rooms/ui/favorite-button';
import { TenantCard } from '@rooms/ui/tenant-card';
import { expect, within } from 'storybook/test';

import { storyPhoto } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the tenant card story. */
interface TenantCardStoryProps {
  /** Show a photo instead of the fallback image. */
  withPhoto: boolean;
  /** Show the heart as pressed (a favourite). */
  favorite: boolean;
}

function TenantCardStory({ withPhoto, favorite }: TenantCardStoryProps) {
  const locale = useLocale();
  const { t } = useTranslation('roommates');
  const name = 'Anna';
  return (
    <Box sx={{ p: 3, maxWidth: 520 }}>
      <TenantCard
        href={pathFor('tenantProfile', locale, { tenantID: 1234, source: 'roommates' })}
        name={name}
        linkLabel={t('card.profile', { name })}
        subtitle={locale === 'nl' ? '21 tot 24 · Student' : '21 to 24 · Student'}
        budget={t('card.budget', { amount: '€ 750' })}
        moveIn={t('card.moveIn', { date: locale === 'nl' ? '1 februari 2027' : '1 February 2027' })}
        cities={t('card.cities', { cities: 'Groningen, Haren' })}
        lastActive={t('card.lastActive', {
          date: locale === 'nl' ? '20 november 2026' : '20 November 2026',
        })}
        photo={withPhoto ? { src: storyPhoto(2, 150, 150) } : null}
        photoAlt={t('card.photo', { name })}
        favorite={
          <FavoriteButton
            pressed={favorite}
            appearance="overlay"
            label={t('favorite.label', { name })}
            onToggle={() => undefined}
          />
        }
      />
    </Box>
  );
}

/** A tenant on the tenant search and the favourite tenants (issue 26). */
const meta = {
  title: 'People/TenantCard',
  component: TenantCardStory,
  args: { withPhoto: true, favorite: false },
} satisfies Meta<typeof TenantCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: links to the public profile from the roommates search. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bekijk het profiel van Anna' })).toHaveAttribute(
      'href',
      pathFor('tenantProfile', 'nl', { tenantID: 1234, source: 'roommates' }),
    );
    await expect(canvas.getByText('Budget tot € 750 per maand')).toBeVisible();
  },
};

/** English, as a favourite, without photo (the fallback image). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { withPhoto: false, favorite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View profile of Anna' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Favourite: Anna' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
