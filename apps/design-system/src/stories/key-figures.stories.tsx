import { KeyFigures } from '@rooms/ui/key-figures';
import { PageContainer } from '@rooms/ui/page-container';

import { useContentStory } from '../content-story-texts';

import type { Meta, StoryObj } from '@storybook/react-vite';

function KeyFiguresStory({ state }: { state: 'loaded' | 'loading' | 'error' }) {
  const { t } = useContentStory();
  const loaded = state === 'loaded';
  return (
    <div style={{ paddingBlock: 32 }}>
      <PageContainer>
        <KeyFigures
          heading={t('figures.heading')}
          busy={state === 'loading'}
          {...(state === 'error' ? { error: t('figures.error') } : {})}
          control={
            // The site's picker is a native select (rent-out-figures.tsx); a plain one here.
            <label style={{ display: 'grid', gap: 4 }}>
              {t('figures.cityLabel')}
              <select defaultValue="utrecht" style={{ font: 'inherit', padding: '8px 12px' }}>
                <option value="utrecht">Utrecht</option>
              </select>
            </label>
          }
          figures={[
            {
              id: 'activeTenants',
              value: loaded ? '1.234' : null,
              label: t('figures.activeTenants', { count: 1234 }),
              ...(loaded ? { note: t('figures.activeTenantsNational') } : {}),
            },
            {
              id: 'averageDays',
              value: loaded ? t('figures.days', { count: 16 }) : null,
              label: t('figures.averageDays'),
              ...(loaded ? { note: t('figures.basisCity', { count: 12, city: 'Utrecht' }) } : {}),
            },
          ]}
        />
      </PageContainer>
    </div>
  );
}

/** Live figures of the rent-out pages (§2, §7): tenants looking and days until rented out. */
const meta = {
  title: 'Content/KeyFigures',
  component: KeyFiguresStory,
  args: { state: 'loaded' },
  argTypes: { state: { control: 'inline-radio', options: ['loaded', 'loading', 'error'] } },
} satisfies Meta<typeof KeyFiguresStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, loaded. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, loaded. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch while loading: skeletons. */
export const DutchLoading: Story = { args: { state: 'loading' }, globals: { locale: 'nl' } };

/** English after a failure: the message in the page's language. */
export const EnglishError: Story = { args: { state: 'error' }, globals: { locale: 'en' } };

/** Dutch on a 375 px phone: figures stacked. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
