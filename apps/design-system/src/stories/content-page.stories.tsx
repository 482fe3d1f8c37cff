import { pathFor } from '@rooms/i18n';
import { CallToAction } from '@rooms/ui/call-to-action';
import { ContentPage } from '@rooms/ui/content-page';

import { useContentStory } from '../content-story-texts';

import type { StoryPageKey } from '../content-story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';

function ContentPageStory({ page: key, legal }: { page: StoryPageKey; legal: boolean }) {
  const { locale, t, page } = useContentStory();
  const texts = page(key);
  return (
    <ContentPage
      eyebrow={t(legal ? 'eyebrow.legal' : 'eyebrow.tenants')}
      title={texts.title}
      intro={texts.intro}
      sections={texts.sections}
      {...(legal
        ? {
            tocLabel: t('toc'),
            updated: t('updated', {
              date: locale === 'nl' ? '1 november 2026' : '1 November 2026',
            }),
          }
        : {})}
      related={{
        heading: t('related'),
        links: [
          { label: t('sitemap.pages.privacyPolicy'), href: pathFor('privacyPolicy', locale) },
          { label: t('sitemap.pages.termsConditions'), href: pathFor('termsConditions', locale) },
        ],
      }}
    >
      {legal ? null : (
        <CallToAction
          tone="light"
          heading={t('cta.startSearching')}
          text={t('cta.startSearchingText')}
          primary={{ label: t('cta.startSearching'), href: pathFor('home', locale) }}
          secondary={{ label: t('cta.safety'), href: pathFor('safetyTenant', locale) }}
        />
      )}
    </ContentPage>
  );
}

/**
 * Layout of every public content page (§2): header band, sections with anchors, lists and
 * tables, an optional table of contents, a call to action and related links.
 */
const meta = {
  title: 'Content/ContentPage',
  component: ContentPageStory,
  args: { page: 'safetyTenant', legal: false },
  argTypes: {
    page: {
      control: 'select',
      options: [
        'aboutUs',
        'howItWorks',
        'safetyTenant',
        'rentOutRoom',
        'usefulTips',
        'cookiePolicy',
      ],
    },
  },
} satisfies Meta<typeof ContentPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch safety page for tenants, with the call to action. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English safety page for tenants. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch cookie policy: table of contents beside the text, date, cookie tables. */
export const DutchLegal: Story = {
  args: { page: 'cookiePolicy', legal: true },
  globals: { locale: 'nl' },
};

/** English cookie policy. */
export const EnglishLegal: Story = {
  args: { page: 'cookiePolicy', legal: true },
  globals: { locale: 'en' },
};

/** Dutch tips on a 375 px phone: the word list table scrolls sideways. */
export const DutchPhone: Story = {
  args: { page: 'usefulTips', legal: true },
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English tips on a 375 px phone. */
export const EnglishPhone: Story = {
  args: { page: 'usefulTips', legal: true },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
