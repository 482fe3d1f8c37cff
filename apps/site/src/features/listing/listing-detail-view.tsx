import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { API_BASE_PATH, buildImagePath } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { LandlordCard } from '@rooms/ui/landlord-card';
import { ListingFacts } from '@rooms/ui/listing-facts';
import { ListingPricePanel } from '@rooms/ui/listing-price-panel';
import { PhotoGallery } from '@rooms/ui/photo-gallery';
import { formatCount, formatEuroCents, formatIsoDate } from '@rooms/ui/search-format';
import { ShareButton } from '@rooms/ui/share-button';

import { FavoriteToggle } from '../favorites/favorite-toggle';
import { ListingLocationMap } from '../maps/listing-location-map';
import { ReportListingButton } from '../messaging/report-listing-button';

import { canonicalListingParams, canonicalListingPath } from './listing-paths';
import {
  availabilityText,
  listingFactGroups,
  listingTypeKey,
  listingTypeLabel,
  ownerTypeLabel,
  priceLines,
} from './listing-view';

import type { ListingDetails } from './listing-types';
import type { ListingT } from './listing-view';
import type { ListingArrivalSource } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { GalleryPhoto } from '@rooms/ui/photo-gallery';

/** Props of {@link ListingDetailView}. */
export interface ListingDetailViewProps {
  listing: ListingDetails;
  locale: Locale;
  /** `listing` translations of the page's language. */
  t: ListingT;
  /** Today as 'YYYY-MM-DD' (UTC), for "Direct beschikbaar". */
  today: string;
  /** Where the visitor came from (§3, the page's `arrivalSource` query), passed on to reacting. */
  arrivalSource?: ListingArrivalSource;
  /**
   * The landlord's preview of their own advert (`/preview-roomadvert`): the react button shows
   * but does nothing, and favourite, share and report are left out (the advert may not be public).
   */
  preview?: boolean;
}

const image = (key: string, width: number, height: number) =>
  `${API_BASE_PATH}${buildImagePath(key, { width, height })}`;

function galleryPhotos(listing: ListingDetails): GalleryPhoto[] {
  return listing.photos.map((photo) => ({
    src: image(photo.imageKey, 960, 640),
    srcSet: `${image(photo.imageKey, 640, 427)} 640w, ${image(photo.imageKey, 960, 640)} 960w, ${image(photo.imageKey, 1920, 1280)} 1920w`,
    thumbSrc: image(photo.imageKey, 192, 128),
  }));
}

const SECTION_SX = {
  pt: 3,
  mt: 3,
  borderTop: '1px solid',
  borderColor: 'divider',
} as const;

/**
 * The content of a listing detail page (§2 listing detail, §3 listing fields): breadcrumbs back
 * to the city and street search, the title with type, surface and place, the photo gallery, the
 * rent panel (rent, service costs, deposit, total, utilities, availability; react, favourite and
 * share), the description, the facts, facilities, preferred tenant and current residents, a map
 * of the street, the landlord with a link to their public profile, and the advert's number,
 * publication date and views, and reporting the advert (issue 6). The react button carries the
 * arrival source on. Gallery, panel and content stack on phones; from 1024 px the panel sits
 * beside them and stays in view.
 */
export function ListingDetailView({
  listing,
  locale,
  t,
  today,
  arrivalSource,
  preview = false,
}: ListingDetailViewProps) {
  const params = canonicalListingParams(listing, locale);
  const typeKey = listingTypeKey(listing.listingType);
  const facts = listingFactGroups(listing, locale, t, today);
  const place = `${listing.street.name}, ${listing.city.name}`;
  const utilities = listing.utilitiesIncluded
    ? t('price.utilitiesIncluded')
    : t('price.utilitiesExcluded');

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs aria-label={t('breadcrumb.label')} sx={{ mb: 2, fontSize: '0.875rem' }}>
        <Link href={pathFor('home', locale)} underline="hover" color="inherit">
          {t('breadcrumb.home')}
        </Link>
        <Link
          href={pathFor('search', locale, { searchCategoryAndCity: params.searchCategoryAndCity })}
          underline="hover"
          color="inherit"
        >
          {t('breadcrumb.searchIn', { type: t(`typePlural.${typeKey}`), place: listing.city.name })}
        </Link>
        <Link
          href={pathFor('searchStreet', locale, {
            searchCategoryAndCity: params.searchCategoryAndCity,
            street: params.street,
          })}
          underline="hover"
          color="inherit"
        >
          {listing.street.name}
        </Link>
      </Breadcrumbs>

      <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 600, letterSpacing: '0.06em', lineHeight: 1.6 }}
        >
          {listingTypeLabel(listing.listingType, t)}
          {listing.isTopAdvert ? (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                letterSpacing: 0,
                textTransform: 'none',
              }}
            >
              {t('details.topAdvert')}
            </Box>
          ) : null}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
          {t('address', {
            street: listing.street.name,
            city: listing.city.name,
            postcode: listing.postcode4,
          })}
          {' · '}
          {t('facts.surfaceValue', { value: listing.surfaceM2 })}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          gridTemplateAreas: { xs: '"gallery" "aside" "main"', md: '"gallery aside" "main aside"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <PhotoGallery
            photos={galleryPhotos(listing)}
            labels={{
              region: t('gallery.label', { title: listing.title }),
              photo: t('gallery.photo'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              noPhotos: t('gallery.noPhotos'),
            }}
          />
        </Box>

        <Box sx={{ gridArea: 'aside', alignSelf: 'stretch' }}>
          <ListingPricePanel
            heading={t('price.heading')}
            price={formatEuroCents(listing.rentCents, locale)}
            priceNote={t('price.perMonth')}
            lines={priceLines(listing, locale, t)}
            notes={[utilities]}
            availability={availabilityText(listing, locale, t, today)}
            actions={
              <>
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  disabled={preview}
                  href={
                    preview
                      ? undefined
                      : pathFor(
                          'reactToListing',
                          locale,
                          { listingID: listing.id },
                          arrivalSource === undefined
                            ? undefined
                            : { arrivalSource: String(arrivalSource) },
                        )
                  }
                >
                  {t('actions.react')}
                </Button>
                {preview ? null : (
                  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                    <FavoriteToggle listingId={listing.id} appearance="button" />
                    <ShareButton
                      url={canonicalListingPath(listing, locale)}
                      title={listing.title}
                      labels={{
                        share: t('actions.share'),
                        copied: t('actions.copied'),
                        copyFailed: t('actions.copyFailed'),
                      }}
                    />
                  </Box>
                )}
              </>
            }
          />
        </Box>

        <Box sx={{ gridArea: 'main', minWidth: 0 }}>
          <Box component="section">
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('description.heading')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
              {listing.description}
            </Typography>
          </Box>
          <Box sx={SECTION_SX}>
            <ListingFacts heading={t('facts.heading')} facts={facts.about} />
          </Box>
          <Box sx={SECTION_SX}>
            <ListingFacts heading={t('facilities.heading')} facts={facts.facilities} />
          </Box>
          <Box sx={SECTION_SX}>
            <ListingFacts heading={t('tenant.heading')} facts={facts.tenant} />
          </Box>
          <Box sx={SECTION_SX}>
            <ListingFacts heading={t('residents.heading')} facts={facts.residents} />
          </Box>
          <Box component="section" sx={SECTION_SX}>
            <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
              {t('location.heading')}
            </Typography>
            <ListingLocationMap lat={listing.lat} lng={listing.lng} label={place} />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {t('location.note')}
            </Typography>
          </Box>
          <Box sx={SECTION_SX}>
            <LandlordCard
              heading={t('landlord.heading')}
              name={listing.landlord.firstName}
              role={ownerTypeLabel(listing.ownerType, t)}
              photo={
                listing.landlord.photoKey === null
                  ? null
                  : {
                      src: image(listing.landlord.photoKey, 150, 150),
                      srcSet: `${image(listing.landlord.photoKey, 150, 150)} 2x`,
                    }
              }
              profileHref={pathFor('landlordProfile', locale, { landlordID: listing.landlord.id })}
              profileLabel={t('landlord.profile', { name: listing.landlord.firstName })}
            />
          </Box>
          <Box
            component="dl"
            sx={{
              ...SECTION_SX,
              mb: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 4,
              rowGap: 1,
              color: 'text.secondary',
              fontSize: '0.875rem',
              '& dd': { m: 0, color: 'text.primary' },
            }}
          >
            <div>
              <dt>{t('details.advertId')}</dt>
              <dd>{listing.id}</dd>
            </div>
            {listing.publishedAt === null ? null : (
              <div>
                <dt>{t('details.published')}</dt>
                <dd>{formatIsoDate(listing.publishedAt.slice(0, 10), locale)}</dd>
              </div>
            )}
            <div>
              <dt>{t('details.views')}</dt>
              <dd>
                {t('details.viewsValue', {
                  count: listing.views,
                  formattedCount: formatCount(listing.views, locale),
                })}
              </dd>
            </div>
          </Box>
          {/* Pulled left by the text button's padding, so its text lines up with the facts. */}
          {preview ? null : (
            <Box sx={{ mt: 2, ml: -1 }}>
              <ReportListingButton
                listingID={listing.id}
                landlordID={listing.landlord.id}
                listingPath={canonicalListingPath(listing, locale)}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
