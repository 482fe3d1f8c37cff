import { pathFor } from '@rooms/i18n';
import { HowItWorksSteps } from '@rooms/ui/how-it-works-steps';

import { useContentStory } from '../content-story-texts';

import type { HowItWorksStep } from '@rooms/ui/how-it-works-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';

function HowItWorksStepsStory() {
  const { locale, t } = useContentStory();
  const steps = (side: 'tenant' | 'landlord') =>
    t(`steps.${side}`, { returnObjects: true }) as unknown as HowItWorksStep[];
  return (
    // Side by side on wide screens as on the home page, stacked on phones.
    <div
      style={{
        padding: 24,
        backgroundColor: '#E6F0F2',
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
      }}
    >
      <HowItWorksSteps
        heading={t('home.howItWorks.tenants')}
        steps={steps('tenant')}
        action={{ label: t('home.howItWorks.tenantsMore'), href: pathFor('howItWorks', locale) }}
      />
      <HowItWorksSteps
        heading={t('home.howItWorks.landlords')}
        steps={steps('landlord')}
        tone="secondary"
        action={{
          label: t('home.howItWorks.landlordsMore'),
          href: pathFor('landlordHowItWorks', locale),
        }}
      />
    </div>
  );
}

/** "How it works" for tenants and landlords, as on the home page (§2). */
const meta = {
  title: 'Content/HowItWorksSteps',
  component: HowItWorksStepsStory,
} satisfies Meta<typeof HowItWorksStepsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, side by side from 1024 px. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: stacked. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
