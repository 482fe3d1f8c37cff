import { pathFor } from '@rooms/i18n';
import { CallToAction } from '@rooms/ui/call-to-action';
import { PageContainer } from '@rooms/ui/page-container';

import { useContentStory } from '../content-story-texts';

import type { Meta, StoryObj } from '@storybook/react-vite';

function CallToActionStory({ tone }: { tone: 'dark' | 'light' }) {
  const { locale, t } = useContentStory();
  return (
    <div style={{ paddingBlock: 32 }}>
      <PageContainer>
        <CallToAction
          tone={tone}
          heading={t('home.landlordCta.heading')}
          text={t('home.landlordCta.text')}
          primary={{ label: t('home.landlordCta.primary'), href: pathFor('createListing', locale) }}
          secondary={{
            label: t('home.landlordCta.secondary'),
            href: pathFor('landlordHowItWorks', locale),
          }}
        />
      </PageContainer>
    </div>
  );
}

/** The landlord call to action of the home page and the content pages (§2). */
const meta = {
  title: 'Content/CallToAction',
  component: CallToActionStory,
  args: { tone: 'dark' },
  argTypes: { tone: { control: 'inline-radio', options: ['dark', 'light'] } },
} satisfies Meta<typeof CallToActionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, dark (home page). */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, dark. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch, light (inside content pages). */
export const DutchLight: Story = { args: { tone: 'light' }, globals: { locale: 'nl' } };

/** English, light. */
export const EnglishLight: Story = { args: { tone: 'light' }, globals: { locale: 'en' } };

/** Dutch on a 375 px phone: buttons stacked under the text. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
