import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { API_BASE_PATH, buildImagePath, Furnishing, ListingType } from '@rooms/domain';

import { ListingPhoto } from './listing-photo';
import { formatEuroCents, formatIsoDate } from './search-format';
import { listingDetailPath, listingTypeOrRoom } from './search-path';

import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** Intrinsic size of a card photo in px: the 341×241 ratio of the fallback image (§2). */
export const LISTING_CARD_PHOTO = { width: 341, height: 241 } as const;

/** Props of {@link ListingCard}. Every text is already translated and formatted by the caller. */
export interface ListingCardProps {
  /** Address of the listing detail page (route `listingDetail`). */
  href: string;
  /** Heading of the card and name of its link, e.g. the street: "Multatulistraat". */
  title: string;
  /** Line under the heading, e.g. the city: "Groningen". */
  subtitle: string;
  /** Kind of home above the heading, e.g. "Room". */
  typeLabel: string;
  /** The cover photo; `src` empty or failing shows the fallback image. */
  photo: { src?: string | null; srcSet?: string; sizes?: string; priority?: boolean };
  /** Rent, formatted, e.g. "€475". */
  price: string;
  /** Next to the rent, e.g. "per month". */
  priceNote: string;
  /** Line under the rent, e.g. "+ €33 service costs". */
  extraCosts?: string | undefined;
  /** Short facts shown as tags, e.g. ["18 m²", "Furnished"]. */
  facts: readonly string[];
  /** When the home is free, e.g. "Available from 8 Dec 2026" or "Available now". */
  availability?: string | undefined;
  /** Badge on the photo, e.g. "Top advert". */
  badge?: string | undefined;
  /** Slot above the photo's top-right corner for a favourite toggle (a button, not in the link). */
  favorite?: ReactNode;
  /** Level of the heading element; 2 on a results page whose h1 is the search. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A search result (spec §2 search, §3 listing card): photo, kind of home, street and city as a
 * link to the advert, rent with costs, short facts as tags (surface, furnishing) and when the
 * home is available. The
 * whole card is clickable through the heading link (one link per card for screen readers and the
 * keyboard); the favourite slot sits above that link. Presentational and hook-free, so it renders
 * on the server. One column at 375 px; the caller's grid decides the columns above.
 */
export function ListingCard({
  href,
  title,
  subtitle,
  typeLabel,
  photo,
  price,
  priceNote,
  extraCosts,
  facts,
  availability,
  badge,
  favorite,
  headingLevel = 2,
}: ListingCardProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        transition: 'box-shadow 150ms ease, border-color 150ms ease',
        '&:hover': { boxShadow: 4, borderColor: 'transparent' },
        // The keyboard focus of the (stretched) link outlines the whole card.
        '&:has(a:focus-visible)': { outline: '3px solid #0B5D6B', outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ListingPhoto
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt=""
          width={LISTING_CARD_PHOTO.width}
          height={LISTING_CARD_PHOTO.height}
          priority={photo.priority}
        />
        {badge ? (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.8125rem',
              fontWeight: 600,
            }}
          >
            {badge}
          </Box>
        ) : null}
        {favorite ? (
          <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>{favorite}</Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 2, flex: 1 }}>
        <Typography
          component="p"
          variant="overline"
          sx={{ lineHeight: 1.5, color: 'primary.main', fontWeight: 600, letterSpacing: '0.06em' }}
        >
          {typeLabel}
        </Typography>
        <Typography component={`h${headingLevel}`} variant="h6" sx={{ lineHeight: 1.3 }}>
          <Box
            component="a"
            href={href}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              outline: 'none',
              '&:hover': { textDecoration: 'underline' },
              // Stretches the link over the whole card; the favourite slot sits above it.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {title}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 0.75 }}>
          <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {price}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {priceNote}
          </Typography>
        </Box>
        {extraCosts ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {extraCosts}
          </Typography>
        ) : null}
        <Box sx={{ mt: 'auto', pt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {facts.length > 0 ? (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            >
              {facts.map((fact) => (
                <Box
                  component="li"
                  key={fact}
                  sx={{
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    bgcolor: '#EAF2F3',
                    color: 'text.primary',
                    fontSize: '0.8125rem',
                    fontWeight: 500,
                  }}
                >
                  {fact}
                </Box>
              ))}
            </Box>
          ) : null}
          {availability ? (
            <Box
              component="p"
              sx={{
                m: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                fontSize: '0.875rem',
                color: 'text.secondary',
              }}
            >
              <Box
                component="svg"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                sx={{ width: 16, height: 16, flexShrink: 0, color: 'primary.main' }}
              >
                <path
                  fill="currentColor"
                  d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
                />
              </Box>
              {availability}
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** Placeholder of a {@link ListingCard} while results load: same size, no content, hidden from AT. */
export function ListingCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '341 / 241' }}
      />
      <Box sx={{ p: 2 }}>
        <Skeleton width="30%" />
        <Skeleton width="70%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton width="40%" />
        <Skeleton width="35%" sx={{ fontSize: '1.5rem', mt: 1 }} />
        <Skeleton width="90%" sx={{ mt: 1 }} />
      </Box>
    </Box>
  );
}

/** The fields of a search result that a card shows (the §3 card of POST /listing/findlistings). */
export interface ListingCardData {
  readonly id: number;
  /** ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16. */
  readonly listingType: number;
  readonly cityName: string;
  readonly citySlug: string;
  readonly streetName: string;
  readonly streetSlug: string;
  /** Monthly rent, euro cents. */
  readonly rentCents: number;
  /** Monthly service costs, euro cents. */
  readonly serviceCostsCents: number;
  /** Surface, m². */
  readonly surfaceM2: number;
  /** Furnishing (§3): Uncarpeted 1, Unfurnished 2, Furnished 4. */
  readonly furnishing: number;
  /** Available from, 'YYYY-MM-DD'. */
  readonly availableFrom: string;
  /** Available until, 'YYYY-MM-DD'; null for indefinitely. */
  readonly availableTo: string | null;
  /** Image key of the cover photo; null without photos. */
  readonly coverImageKey: string | null;
  readonly isTopAdvert: boolean;
}

const TYPE_KEY = {
  [ListingType.Room]: 'room',
  [ListingType.Apartment]: 'apartment',
  [ListingType.Studio]: 'studio',
  [ListingType.Antikraak]: 'antiSquat',
  [ListingType.StudentResidence]: 'studentResidence',
} as const satisfies Record<ListingType, string>;

const FURNISHING_KEY = {
  [Furnishing.Uncarpeted]: 'uncarpeted',
  [Furnishing.Unfurnished]: 'unfurnished',
  [Furnishing.Furnished]: 'furnished',
} as const satisfies Record<Furnishing, string>;

/** Options of {@link listingCardProps}. */
export interface ListingCardContentOptions {
  readonly locale: Locale;
  /** `search` translations of that language. */
  readonly t: TFunction<'search'>;
  /** Load the photo eagerly (the first cards of a page). */
  readonly priority?: boolean;
  /** Today, 'YYYY-MM-DD', to say "available now"; default the current UTC date. */
  readonly today?: string;
  /** Photo `sizes` for the caller's grid; default one column up to 600 px, then 2, then ~300 px. */
  readonly sizes?: string;
}

/**
 * The props of a {@link ListingCard} for a search result (§3): translated type, street and city,
 * rent and service costs from cents, surface in m², furnishing, availability ("available now"
 * when the date has passed, "until" for temporary rentals), the top-advert badge and the photo at
 * 341×241 and 682×482 through the API's image route (`/services/api/image/{key}/resize/{w}-{h}`).
 *
 * @param listing the search result
 * @param options language, translations and photo loading
 * @returns the card props, without the favourite slot
 */
export function listingCardProps(
  listing: ListingCardData,
  options: ListingCardContentOptions,
): Omit<ListingCardProps, 'favorite'> {
  const { locale, t } = options;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const furnishing =
    listing.furnishing in FURNISHING_KEY
      ? t(`card.furnishing.${FURNISHING_KEY[listing.furnishing as Furnishing]}`)
      : null;
  const from =
    listing.availableFrom <= today
      ? t('card.availableNow')
      : t('card.availableFrom', { date: formatIsoDate(listing.availableFrom, locale) });
  const availability = listing.availableTo
    ? `${from} ${t('card.availableUntil', { date: formatIsoDate(listing.availableTo, locale) })}`
    : from;
  const image = (width: number, height: number) =>
    listing.coverImageKey
      ? `${API_BASE_PATH}${buildImagePath(listing.coverImageKey, { width, height })}`
      : null;
  const { width, height } = LISTING_CARD_PHOTO;
  const src = image(width, height);
  return {
    href: listingDetailPath(listing, locale),
    title: listing.streetName || listing.cityName,
    subtitle: listing.cityName,
    typeLabel: t(`card.type.${TYPE_KEY[listingTypeOrRoom(listing.listingType)]}`),
    photo: {
      src,
      ...(src ? { srcSet: `${src} ${width}w, ${image(width * 2, height * 2)} ${width * 2}w` } : {}),
      sizes: options.sizes ?? '(min-width: 1024px) 300px, (min-width: 600px) 50vw, 100vw',
      priority: options.priority ?? false,
    },
    price: t('card.rent', { amount: formatEuroCents(listing.rentCents, locale) }),
    priceNote: t('card.perMonth'),
    extraCosts:
      listing.serviceCostsCents > 0
        ? t('card.serviceCosts', { amount: formatEuroCents(listing.serviceCostsCents, locale) })
        : undefined,
    facts: [t('card.surface', { value: listing.surfaceM2 }), ...(furnishing ? [furnishing] : [])],
    availability,
    badge: listing.isTopAdvert ? t('card.topAdvert') : undefined,
  };
}
