import { PageContainer } from '@rooms/ui/page-container';
import { BREAKPOINTS, CONTAINER_MAX_WIDTH } from '@rooms/ui/theme';
import { typography } from '@rooms/ui/typography';
import { expect, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function PageContainerStory() {
  const { t } = useStoryLanguage();
  return (
    <div style={{ paddingBlock: 24, background: 'var(--mui-palette-secondary-light)' }}>
      <PageContainer>
        <div
          data-testid="page-content"
          style={{
            padding: 16,
            outline: '1px dashed var(--mui-palette-primary-main)',
            background: 'var(--mui-palette-background-paper)',
          }}
        >
          <h1 className={typography.h2} style={{ margin: '0 0 8px' }}>
            {t('home.title')}
          </h1>
          <p className={typography.body2} style={{ margin: 0 }}>
            {t('home.subtitle')}
          </p>
        </div>
      </PageContainer>
    </div>
  );
}

/** Checks the column's gutters and width against the frame's width (spec §9 breakpoints). */
async function checkColumn({ canvasElement }: { canvasElement: HTMLElement }) {
  const content = within(canvasElement).getByTestId('page-content');
  const container = content.parentElement;
  if (!container) throw new Error('PageContainer not rendered');
  const view = canvasElement.ownerDocument.defaultView ?? window;
  const style = view.getComputedStyle(container);
  const wide = view.matchMedia(`(min-width: ${BREAKPOINTS.sm}px)`).matches;
  const large = view.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches;
  await expect(style.paddingLeft).toBe(wide ? '24px' : '16px');
  await expect(style.paddingRight).toBe(style.paddingLeft);
  await expect(style.maxWidth).toBe(large ? `${CONTAINER_MAX_WIDTH}px` : 'none');
}

/**
 * The page's content column without MUI (spec §9): full width with 16 px gutters on phones,
 * 24 px from `sm` 600 px, at most 1200 px wide and centred from `lg` 1360 px, as MUI's
 * `Container` with the Rooms theme. The tinted band is the page; the dashed box the content.
 */
const meta = {
  title: 'Foundations/PageContainer',
  component: PageContainerStory,
  play: checkColumn,
} satisfies Meta<typeof PageContainerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch sample content. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English sample content. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: 16 px gutters. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English at `lg` 1360 px: 1200 px wide and centred. */
export const EnglishLarge: Story = {
  globals: { locale: 'en', viewport: { value: 'lg', isRotated: false } },
};
