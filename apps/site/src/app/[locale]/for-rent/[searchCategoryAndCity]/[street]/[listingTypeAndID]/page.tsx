import { parseListingDetailSegment } from '@rooms/domain';
import { getT, isLocale } from '@rooms/i18n';
import { notFound, permanentRedirect } from 'next/navigation';

import { env } from '../../../../../../env';
import { ListingDetailView } from '../../../../../../features/listing/listing-detail-view';
import { loadListingDetails } from '../../../../../../features/listing/listing-details';
import { listingJsonLd, serializeJsonLd } from '../../../../../../features/listing/listing-json-ld';
import {
  canonicalListingParams,
  canonicalListingPath,
  isCanonicalRequest,
  listingAlternates,
} from '../../../../../../features/listing/listing-paths';
import { queryString, requestedParams } from '../../../../../../features/listing/listing-request';
import { listingMetaTexts, todayIso } from '../../../../../../features/listing/listing-view';
import { arrivalSourceOf } from '../../../../../../features/messaging/messaging-query';
import { metadataAlternates } from '../../../../../../shell/alternates';
import { SiteShell } from '../../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/for-rent/[searchCategoryAndCity]/[street]/[listingTypeAndID]'>;

/** The language, the listing (or a 404) and the requested parameters of a request. */
async function resolve({ params, searchParams }: Props) {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  const locale = raw.locale;
  const { listingId } = parseListingDetailSegment(raw.listingTypeAndID);
  if (listingId === null) notFound();
  const query = await searchParams;
  const psa = query.psaIdentifier;
  const listing = await loadListingDetails(
    locale,
    listingId,
    typeof psa === 'string' && psa !== '' ? psa.slice(0, 100) : undefined,
  );
  if (listing === null) notFound();
  return { locale, listing, requested: requestedParams(raw), query };
}

/** Title, description, canonical, hreflang (category word translated) and Open Graph. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, listing } = await resolve(props);
  const t = await getT(locale, 'listing');
  const { title, description } = listingMetaTexts(listing, locale, t, todayIso());
  const alternates = listingAlternates(listing);
  return {
    title,
    description,
    alternates: metadataAlternates(locale, alternates),
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates[locale],
      locale: locale === 'nl' ? 'nl_NL' : 'en_GB',
    },
  };
}

/**
 * Listing detail (§2 `/huren/{category-city}/{street}/{type-id}`, `/en/for-rent/…`): the id is
 * the digits of the last segment; an unknown or hidden listing is a 404; any other category,
 * city, street or type word than the listing's own redirects (308) to its canonical URL, keeping
 * the query (e.g. `psaIdentifier`, `arrivalSource`: §3 where the visitor found it, passed on to
 * the react page). Rendered on the server without app providers (no MUI, client i18n or TanStack
 * Query) and the same for every visitor: the favourite heart reads its state in the browser.
 */
export default async function ListingDetailPage(props: Props) {
  const { locale, listing, requested, query } = await resolve(props);
  const canonical = canonicalListingParams(listing, locale);
  if (!isCanonicalRequest(requested, canonical)) {
    permanentRedirect(`${canonicalListingPath(listing, locale)}${queryString(query)}`);
  }
  const [t, tCommon] = await Promise.all([getT(locale, 'listing'), getT(locale)]);
  const today = todayIso();
  const url = new URL(canonicalListingPath(listing, locale), env.NEXT_PUBLIC_SITE_URL).toString();
  const jsonLd = listingJsonLd({
    listing,
    url,
    origin: new URL(env.NEXT_PUBLIC_SITE_URL).origin,
    inLanguage: locale,
    summary: listingMetaTexts(listing, locale, t, today).description,
  });
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={listingAlternates(listing)}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: advert text cannot close the script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ListingDetailView
        listing={listing}
        locale={locale}
        t={t}
        today={today}
        arrivalSource={arrivalSourceOf(query)}
      />
    </SiteShell>
  );
}
