import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { ContentPageText } from '@rooms/ui/content-page';

/** A content page of the `content` namespace (`pages.<key>`). */
export type StoryPageKey =
  'aboutUs' | 'cookiePolicy' | 'howItWorks' | 'rentOutRoom' | 'safetyTenant' | 'usefulTips';

function useContentT() {
  return useTranslation('content').t;
}

/** The `t` function of the `content` namespace. */
export type ContentStoryT = ReturnType<typeof useContentT>;

/**
 * The story's language and its `content` translations, for the content-page stories: the same
 * texts the site renders, in the language of the toolbar.
 *
 * @returns the locale, `t` of the `content` namespace and a reader of a page's texts
 */
export function useContentStory(): {
  locale: Locale;
  t: ContentStoryT;
  page: (key: StoryPageKey) => ContentPageText;
} {
  const locale = useLocale();
  const t = useContentT();
  const page = (key: StoryPageKey): ContentPageText =>
    (t('pages', { returnObjects: true }) as unknown as Record<StoryPageKey, ContentPageText>)[key];
  return { locale, t, page };
}
