import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';

/** `t` of the `listing` namespace (typed keys). */
export type ListingStoryT = ReturnType<typeof useTranslation<'listing'>>['t'];

/**
 * The story's language and its `listing` translations, for the stories of the listing page's
 * components (gallery, facts, rent panel, share, landlord, favourite heart).
 *
 * @returns the locale and `t` of the `listing` namespace
 */
export function useListingStory(): { locale: Locale; t: ListingStoryT } {
  const locale = useLocale();
  const { t } = useTranslation('listing');
  return { locale, t };
}

/**
 * An inline SVG "photo" (no image server needed): a room in the brand colours with a number.
 *
 * @param index the photo's number, shown on it
 * @param width intrinsic width in px
 * @param height intrinsic height in px
 * @returns a data: URL
 */
export function storyPhoto(index: number, width = 960, height = 640): string {
  const hues = ['#D9E7EA', '#F2E3D9', '#E4EDE0', '#E8E4F0'];
  const background = hues[index % hues.length] ?? '#D9E7EA';
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 960 640' width='${width}' height='${height}'><rect width='960' height='640' fill='${background}'/><rect x='80' y='420' width='800' height='220' fill='#C9B8A6'/><rect x='560' y='120' width='260' height='220' fill='#ffffff' stroke='#0B5D6B' stroke-width='12'/><rect x='140' y='300' width='300' height='160' rx='20' fill='#0B5D6B'/><rect x='140' y='250' width='80' height='80' rx='16' fill='#3C8A98'/><text x='480' y='600' font-family='Arial' font-size='64' text-anchor='middle' fill='#1A2B33'>${index + 1}</text></svg>`,
  )}`;
}
