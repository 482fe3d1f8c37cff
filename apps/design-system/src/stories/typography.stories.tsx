import { PageContainer } from '@rooms/ui/page-container';
import { FONT_FAMILY } from '@rooms/ui/theme';
import { typography } from '@rooms/ui/typography';
import { expect, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The classes of `typography`, largest first. */
const CLASSES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle2', 'body2'] as const;

function TypographyClassesStory() {
  const { t } = useStoryLanguage();
  return (
    <PageContainer>
      <div style={{ paddingBlock: 32 }}>
        {CLASSES.map((name) => (
          <div
            key={name}
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 140px) minmax(0, 1fr)',
              gap: 16,
              marginBottom: 16,
            }}
          >
            <code style={{ paddingTop: 8, color: 'var(--mui-palette-text-secondary)' }}>
              typography.{name}
            </code>
            <p className={typography[name]} data-testid={`type-${name}`} style={{ margin: 0 }}>
              {name.startsWith('h') ? t('home.title') : t('home.subtitle')}
            </p>
          </div>
        ))}
      </div>
    </PageContainer>
  );
}

/** Font size of a sample, px. */
function fontSize(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).fontSize);
}

/**
 * The theme's type scale (§9; `Foundations/Theme` shows the same scale through MUI's
 * `Typography`) as the CSS-module classes of `@rooms/ui/typography`, for the pages without MUI:
 * `h1` … `h6` (h1–h3 grow from `sm` 600 px and `md` 1024 px), `subtitle2` and `body2`. They set
 * only the font, so margins and colours come from the component's own class.
 */
const meta = {
  title: 'Foundations/Typography (CSS classes)',
  component: TypographyClassesStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = CLASSES.slice(0, 6).map((name) => canvas.getByTestId(`type-${name}`));
    for (const heading of headings) {
      await expect(getComputedStyle(heading).fontFamily).toBe(FONT_FAMILY);
    }
    const sizes = headings.map(fontSize);
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    await expect(fontSize(canvas.getByTestId('type-h6'))).toBe(16);
  },
} satisfies Meta<typeof TypographyClassesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch sample text. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English sample text. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: the smaller h1–h3. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
