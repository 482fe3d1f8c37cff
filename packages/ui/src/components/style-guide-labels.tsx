import type { BreakpointTableLabels, ColourSwatchesLabels, TypeScaleLabels } from './style-guide';
import type { TFunction } from 'i18next';

/** Every text of the style guide's parts, translated (build it with {@link styleGuideLabels}). */
export interface StyleGuideLabels {
  /** Of the palette swatches. */
  readonly palette: ColourSwatchesLabels;
  /** Of the text-on-background swatches. */
  readonly surfaces: ColourSwatchesLabels;
  readonly type: TypeScaleLabels;
  /** The sentence the type scale is shown with. */
  readonly typeSample: string;
  /** Accessible name of the spacing list. */
  readonly spacing: string;
  readonly breakpoints: BreakpointTableLabels;
  /** Accessible name of the shadow list. */
  readonly shadows: string;
  /** The corner-radius line, e.g. `('8px') => 'Corner radius …: 8px'`. */
  readonly radius: (value: string) => string;
  /** Name of an elevation, e.g. `(2) => 'Elevation 2'`. */
  readonly elevation: (level: number) => string;
}

/**
 * The texts of the style guide (`@rooms/ui/style-guide`) in a language, from the
 * `designSystem` texts of the `content` namespace: one builder for the site's design-system page
 * and its stories.
 *
 * @param t the `content` translations
 * @returns the labels of every part
 */
export function styleGuideLabels(t: TFunction<'content'>): StyleGuideLabels {
  const swatch = {
    text: t('designSystem.colours.text'),
    contrast: t('designSystem.colours.contrast'),
    levels: {
      AAA: t('designSystem.colours.levels.AAA'),
      AA: t('designSystem.colours.levels.AA'),
      AALarge: t('designSystem.colours.levels.AALarge'),
      fail: t('designSystem.colours.levels.fail'),
    },
  };
  return {
    palette: { ...swatch, list: t('designSystem.colours.listLabel') },
    surfaces: { ...swatch, list: t('designSystem.colours.surfacesLabel') },
    type: {
      list: t('designSystem.type.caption'),
      size: t('designSystem.type.size'),
      weight: t('designSystem.type.weight'),
      lineHeight: t('designSystem.type.lineHeight'),
    },
    typeSample: t('designSystem.type.sample'),
    spacing: t('designSystem.spacing.caption'),
    breakpoints: {
      caption: t('designSystem.breakpoints.caption'),
      name: t('designSystem.breakpoints.name'),
      from: t('designSystem.breakpoints.from'),
      query: t('designSystem.breakpoints.query'),
    },
    shadows: t('designSystem.shape.shadows'),
    radius: (value) => t('designSystem.shape.radius', { radius: value }),
    elevation: (level) => t('designSystem.shape.elevation', { level }),
  };
}
