import { footerContent } from '@rooms/ui/shell-content';
import { SiteFooter } from '@rooms/ui/site-footer';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SiteFooterStory({ withSocial }: { withSocial: boolean }) {
  const { locale, t } = useStoryLanguage();
  const props = footerContent(locale, t, { year: new Date().getFullYear() });
  // Social networks have no configured addresses yet; these placeholders only show the layout.
  const socialLinks = withSocial
    ? [
        { label: 'Instagram', href: 'https://www.instagram.com/', external: true },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/', external: true },
      ]
    : [];
  return <SiteFooter {...props} socialLinks={socialLinks} />;
}

/** Site footer with the §2 links. */
const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooterStory,
  args: { withSocial: false },
} satisfies Meta<typeof SiteFooterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch footer. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English footer. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch footer with social-network links. */
export const DutchWithSocial: Story = { args: { withSocial: true }, globals: { locale: 'nl' } };

/** English footer with social-network links. */
export const EnglishWithSocial: Story = { args: { withSocial: true }, globals: { locale: 'en' } };
