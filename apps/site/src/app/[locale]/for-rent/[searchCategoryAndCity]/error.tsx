'use client';

import { DEFAULT_LOCALE, isLocale } from '@rooms/i18n';
import { useParams } from 'next/navigation';

import { lazyComponent } from '../../../../client/lazy-component';

/** The search error screen, loaded only when an error is caught. */
const SearchErrorScreen = lazyComponent(() =>
  import('../../../../features/search/search-error-screen').then((module) => module.default),
);

/** Props Next.js hands to an error boundary. */
interface SearchErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * Error boundary of the search pages (§8): "the results could not be loaded" with a retry, in the
 * page's language. Its code loads on demand, so it does not weigh on the search page.
 */
export default function SearchError({ error, reset }: SearchErrorProps) {
  const { locale } = useParams<{ locale: string }>();
  return (
    <SearchErrorScreen
      locale={isLocale(locale) ? locale : DEFAULT_LOCALE}
      error={error}
      reset={reset}
    />
  );
}
