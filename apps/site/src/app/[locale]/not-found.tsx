'use client';

import { useLocale, useTranslation } from '@rooms/i18n/client';
import { routeAlternates } from '@rooms/ui/shell-content';

import { NotFoundContent } from '../../shell/not-found-content';
import { SiteShell } from '../../shell/site-shell';

/**
 * 404 boundary of a language, for pages that call `notFound()` (e.g. an unknown listing).
 * A client component because Next.js gives not-found boundaries no params; the language comes
 * from the layout's I18nProvider. Unmatched URLs get `app/global-not-found.tsx` instead, which
 * is fully server-rendered.
 */
export default function NotFound() {
  const locale = useLocale();
  const { t } = useTranslation('common');
  return (
    <SiteShell locale={locale} t={t} alternates={routeAlternates('home')}>
      <NotFoundContent locale={locale} t={t} />
    </SiteShell>
  );
}
