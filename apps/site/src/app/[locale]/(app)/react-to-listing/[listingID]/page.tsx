import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { InboxType, inboxTypeWord } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { loadListingDetails } from '../../../../../features/listing/listing-details';
import { canonicalListingPath } from '../../../../../features/listing/listing-paths';
import { ListingSummary } from '../../../../../features/messaging/listing-summary';
import { arrivalSourceOf, idOfSegment } from '../../../../../features/messaging/messaging-query';
import { ReactForm } from '../../../../../features/messaging/react-form';
import {
  mayReact,
  ReactionRuleNotice,
  reactionRuleOf,
} from '../../../../../features/premium/reaction-rule';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/react-to-listing/[listingID]'>;

async function resolve(params: Props['params']) {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  const listingID = idOfSegment(raw.listingID);
  if (listingID === null) notFound();
  return { locale: raw.locale, listingID };
}

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, listingID } = await resolve(params);
  const t = await getT(locale, 'messages');
  return {
    title: t('react.heading'),
    description: t('react.description'),
    alternates: metadataAlternates(
      locale,
      routeAlternates('reactToListing', { listingID: String(listingID) }),
    ),
    robots: { index: false, follow: false },
  };
}

/**
 * React to an advert (§2 `/react-to-listing/{listingID}`, private; issue 6): the advert's
 * summary and the reaction form, prefilled with the tenant's last reaction
 * (`GET /conversation/listing-reaction`), after the rule that lets this tenant react (issue 27:
 * premium, an unlocked advert, an existing conversation; or "get premium" instead of the form). The query `arrivalSource` (§3: 1 search result,
 * 2 my match, 3 alert e-mail) is passed on to the API. An unknown or hidden advert is a 404.
 */
export default async function ReactToListingPage({ params, searchParams }: Props) {
  const { locale, listingID } = await resolve(params);
  const query = await searchParams;
  const ownPath = pathFor('reactToListing', locale, { listingID: String(listingID) });
  await requireUser(locale, ownPath);
  const listing = await loadListingDetails(locale, listingID, undefined, 'reaction');
  if (listing === null) notFound();
  const api = await serverApi(locale);
  const [{ data: previous }, t, tCommon] = await Promise.all([
    api.GET('/conversation/listing-reaction', { params: { query: { listingID } } }),
    getT(locale, 'messages'),
    getT(locale),
  ]);
  const conversationID = previous?.conversationID ?? null;
  const rule = reactionRuleOf(previous);
  const cover = listing.photos.find((photo) => photo.isCover) ?? listing.photos[0];
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={routeAlternates('reactToListing', { listingID: String(listingID) })}
    >
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {t('react.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('react.intro')}</Typography>
        <Box sx={{ mb: 3 }}>
          <ListingSummary
            locale={locale}
            perMonth={(price) => t('react.perMonth', { price })}
            listing={{
              listingID: listing.id,
              title: listing.title,
              listingType: listing.listingType,
              status: listing.status,
              isActive: true,
              cityName: listing.city.name,
              citySlug: listing.city.slug,
              streetName: listing.street.name,
              streetSlug: listing.street.slug,
              rentCents: listing.rentCents,
              coverPhotoKey: cover?.imageKey ?? null,
            }}
          />
        </Box>
        <ReactionRuleNotice locale={locale} rule={rule} reactionPath={ownPath} />
        {mayReact(rule) ? (
          <ReactForm
            listingID={listingID}
            arrivalSource={arrivalSourceOf(query)}
            lastReactionMessage={previous?.lastReactionMessage ?? null}
            existingConversationPath={
              conversationID === null
                ? null
                : pathFor('conversation', locale, {
                    inboxType: inboxTypeWord(InboxType.Default),
                    conversationID: String(conversationID),
                  })
            }
          />
        ) : null}
        <Link href={canonicalListingPath(listing, locale)} sx={{ display: 'inline-block', mt: 3 }}>
          {t('react.toListing')}
        </Link>
      </Box>
    </SiteShell>
  );
}
