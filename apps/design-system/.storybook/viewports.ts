import { BREAKPOINTS } from '@rooms/ui/theme';

/**
 * The viewports a story can pick with the `viewport` global (Storybook's viewport toolbar): a
 * 375 px phone and the theme's breakpoints. Sizes in CSS px, as Storybook's `styles`.
 */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '800px' }, type: 'mobile' },
  sm: {
    name: `sm ${BREAKPOINTS.sm}`,
    styles: { width: `${BREAKPOINTS.sm}px`, height: '900px' },
    type: 'tablet',
  },
  md: {
    name: `md ${BREAKPOINTS.md}`,
    styles: { width: `${BREAKPOINTS.md}px`, height: '900px' },
    type: 'desktop',
  },
  lg: {
    name: `lg ${BREAKPOINTS.lg}`,
    styles: { width: `${BREAKPOINTS.lg}px`, height: '900px' },
    type: 'desktop',
  },
} as const;
