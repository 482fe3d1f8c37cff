import { DEFAULT_LOCALE, getT, pathFor } from '@rooms/i18n';

import { BRAND_COLOURS, MANIFEST_ICONS } from '../shell/brand-icon';

import type { MetadataRoute } from 'next';

/**
 * The web manifest (`/manifest.webmanifest`, linked from every page): name and description in
 * the default language, the home page as start, the theme's colours and the PNG icons of
 * `MANIFEST_ICONS` (written by `scripts/write-icons.ts`).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getT(DEFAULT_LOCALE);
  return {
    name: t('meta.title'),
    short_name: t('appName'),
    description: t('meta.description'),
    lang: DEFAULT_LOCALE,
    start_url: pathFor('home', DEFAULT_LOCALE),
    // Both languages (/ and /en) belong to the installed app.
    scope: pathFor('home', DEFAULT_LOCALE),
    display: 'standalone',
    theme_color: BRAND_COLOURS.tile,
    background_color: BRAND_COLOURS.background,
    icons: MANIFEST_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
