import { useLocale, useTranslation } from '@rooms/i18n/client';
import {
  BreakpointTable,
  ColourSwatches,
  ShapeSamples,
  SpacingScale,
  TypeScale,
} from '@rooms/ui/style-guide';
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
  const levels = {
    AAA: t('designSystem.colours.levels.AAA'),
    AA: t('designSystem.colours.levels.AA'),
    AALarge: t('designSystem.colours.levels.AALarge'),
    fail: t('designSystem.colours.levels.fail'),
  };
  return (
    <div style={{ display: 'grid', gap: 32, padding: 24 }}>
      <ColourSwatches
        colours={tokens.colours}
        locale={locale}
        labels={{
          list: t('designSystem.colours.listLabel'),
          text: t('designSystem.colours.text'),
          contrast: t('designSystem.colours.contrast'),
          levels,
        }}
      />
      <ColourSwatches
        colours={tokens.surfaces}
        locale={locale}
        labels={{
          list: t('designSystem.colours.surfacesLabel'),
          text: t('designSystem.colours.text'),
          contrast: t('designSystem.colours.contrast'),
          levels,
        }}
      />
      <TypeScale
        tokens={tokens.typeScale}
        sample={t('designSystem.type.sample')}
        labels={{
          list: t('designSystem.type.caption'),
          size: t('designSystem.type.size'),
          weight: t('designSystem.type.weight'),
          lineHeight: t('designSystem.type.lineHeight'),
        }}
      />
      <SpacingScale
        tokens={tokens.spacing}
        unitPx={tokens.spacingUnitPx}
        label={t('designSystem.spacing.caption')}
      />
      <BreakpointTable
        tokens={tokens.breakpoints}
        labels={{
          caption: t('designSystem.breakpoints.caption'),
          name: t('designSystem.breakpoints.name'),
          from: t('designSystem.breakpoints.from'),
          query: t('designSystem.breakpoints.query'),
        }}
      />
      <ShapeSamples
        radiusVariable={tokens.radius.variable}
        radiusLabel={t('designSystem.shape.radius', { radius: tokens.radius.value })}
        shadows={tokens.shadows}
        shadowsLabel={t('designSystem.shape.shadows')}
        elevationLabel={(level) => t('designSystem.shape.elevation', { level })}
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
