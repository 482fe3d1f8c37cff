import { useLocale, useTranslation } from '@rooms/i18n/client';
import {
  BreakpointTable,
  ColourSwatches,
  ShapeSamples,
  SpacingScale,
  TypeScale,
} from '@rooms/ui/style-guide';
import { styleGuideLabels } from '@rooms/ui/style-guide-labels';
import {
  PALETTE_COLOURS,
  PALETTE_SHADES,
  themeTokens,
  TYPE_VARIANTS,
} from '@rooms/ui/theme-tokens';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The parts of the style guide with the design-system page's texts in the story's language. */
function StyleGuideStory() {
  const locale = useLocale();
  const { t } = useTranslation('content');
  const tokens = themeTokens();
  const labels = styleGuideLabels(t);
  return (
    <div style={{ display: 'grid', gap: 32, padding: 24 }}>
      <ColourSwatches colours={tokens.colours} locale={locale} labels={labels.palette} />
      <ColourSwatches colours={tokens.surfaces} locale={locale} labels={labels.surfaces} />
      <TypeScale tokens={tokens.typeScale} sample={labels.typeSample} labels={labels.type} />
      <SpacingScale tokens={tokens.spacing} unitPx={tokens.spacingUnitPx} label={labels.spacing} />
      <BreakpointTable tokens={tokens.breakpoints} labels={labels.breakpoints} />
      <ShapeSamples
        radiusVariable={tokens.radius.variable}
        radiusLabel={labels.radius(tokens.radius.value)}
        shadows={tokens.shadows}
        shadowsLabel={labels.shadows}
        elevationLabel={labels.elevation}
      />
    </div>
  );
}

/**
 * The style guide of the site's design-system page (§2): palette swatches with their text colour
 * and WCAG contrast, the type scale, spacing, breakpoints, corner radius and shadows, all read
 * from the theme (`@rooms/ui/theme-tokens`) and drawn with its CSS variables.
 */
const meta = {
  title: 'Foundations/StyleGuide',
  component: StyleGuideStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StyleGuideStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "Contrast 7,50:1 · AAA", "AA voor grote tekst". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const palette = canvas.getByRole('list', { name: 'Paletkleuren' });
    await expect(within(palette).getAllByRole('listitem')).toHaveLength(
      PALETTE_COLOURS.length * PALETTE_SHADES.length,
    );
    await expect(canvas.getAllByText(/Contrast: 7,50:1/)[0]).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'De breekpunten' })).toBeInTheDocument();
  },
};

/** English: "Contrast 7.50:1 · AAA". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Palette colours' })).toBeInTheDocument();
    await expect(canvas.getAllByText(/Contrast: 7\.50:1/)[0]).toBeInTheDocument();
    await expect(canvas.getAllByText('Find your room in Groningen')).toHaveLength(
      TYPE_VARIANTS.length,
    );
  },
};

/** Dutch on a 375 px phone: one swatch per row, nothing wider than the screen. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
