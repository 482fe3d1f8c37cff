'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { API_BASE_PATH, buildImagePath, ListingType } from '@rooms/domain';
import { useEffect, useId, useRef } from 'react';

import { visuallyHidden } from '../visually-hidden';

import { ListingPhoto } from './listing-photo';
import { formatEuroCents, formatIsoDate } from './search-format';
import { listingDetailPath } from './search-path';

import type { SxProps, Theme } from '@mui/material/styles';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** One listing of the map's list, with every text already translated and formatted. */
export interface MapListingItem {
  /** Listing id; also matches the marker on the map. */
  id: number;
  /** Address of the listing detail page (built with `pathFor('listingDetail', …)`). */
  href: string;
  /** Monthly rent, formatted, e.g. "€ 780". */
  price: string;
  /** Text after the price, e.g. "per maand". */
  priceSuffix: string;
  /** Type and surface, e.g. "Studio · 23 m²". */
  title: string;
  /** Street and city, e.g. "Rivierenhof, Groningen". */
  address: string;
  /** Availability, e.g. "Beschikbaar vanaf 17 nov."; omitted when unknown. */
  availability?: string;
  /** Photo address (`/services/api/image/{key}/resize/…`); empty shows the fallback image. */
  photoSrc?: string | null;
  /** A label such as "Topadvertentie"; omitted for ordinary listings. */
  badge?: string;
}

/** Size of the card's photo, px (4:3). */
const PHOTO = { width: 112, height: 84 } as const;

/** Props of {@link MapListingCard}. */
export interface MapListingCardProps {
  item: MapListingItem;
  /** Shown highlighted (its marker is selected on the map). */
  selected?: boolean;
  /**
   * Called with the id while the pointer is over the card or the card has keyboard focus, and
   * with null when it leaves: the map highlights the matching marker.
   */
  onHighlight?: (id: number | null) => void;
  /** Load the photo eagerly (cards visible on first paint). Default false: lazy. */
  priorityPhoto?: boolean;
  /** Something beside the link inside the card, e.g. a close button of a map preview. */
  action?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A compact listing card of the map view (§2 search map): photo, rent, type and surface,
 * address, availability and an optional badge. The whole card is one link to the listing.
 * Hovering or focusing it reports the id (`onHighlight`), so the map can highlight the marker.
 */
export function MapListingCard({
  item,
  selected = false,
  onHighlight,
  priorityPhoto = false,
  action,
  sx,
}: MapListingCardProps) {
  return (
    <Box
      data-listing-id={item.id}
      data-selected={selected ? 'true' : undefined}
      sx={[
        {
          position: 'relative',
          display: 'flex',
          bgcolor: 'background.paper',
          border: '2px solid',
          borderColor: selected ? 'secondary.main' : 'divider',
          borderRadius: 2,
          boxShadow: selected ? 3 : 0,
          transition: 'border-color 120ms, box-shadow 120ms',
          '&:hover': { borderColor: selected ? 'secondary.main' : 'primary.light' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="a"
        href={item.href}
        aria-current={selected ? 'true' : undefined}
        onMouseEnter={() => onHighlight?.(item.id)}
        onMouseLeave={() => onHighlight?.(null)}
        onFocus={() => onHighlight?.(item.id)}
        onBlur={() => onHighlight?.(null)}
        sx={{
          display: 'flex',
          gap: 1.5,
          flex: 1,
          minWidth: 0,
          p: 1,
          pr: action ? 5 : 1,
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 1.5,
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <Box sx={{ width: PHOTO.width, flexShrink: 0 }}>
          <ListingPhoto
            src={item.photoSrc}
            alt=""
            width={PHOTO.width}
            height={PHOTO.height}
            priority={priorityPhoto}
            style={{ borderRadius: 'var(--mui-shape-borderRadius)' }}
          />
        </Box>
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
          <Typography component="p" sx={{ lineHeight: 1.3 }}>
            <Box component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
              {item.price}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
              {item.priceSuffix}
            </Box>
          </Typography>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {item.title}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary" noWrap>
            {item.address}
          </Typography>
          {item.availability || item.badge ? (
            <Typography
              component="p"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
            >
              {item.badge ? (
                <Box
                  component="span"
                  sx={{
                    px: 0.75,
                    borderRadius: 1,
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontWeight: 600,
                  }}
                >
                  {item.badge}
                </Box>
              ) : null}
              {item.availability ? <span>{item.availability}</span> : null}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {action ? <Box sx={{ position: 'absolute', top: 4, right: 4 }}>{action}</Box> : null}
    </Box>
  );
}

/** Props of {@link MapListingList}. Every text comes from the caller, already translated. */
export interface MapListingListProps {
  items: readonly MapListingItem[];
  /** Accessible name of the list's region, e.g. "Woningen in dit deel van de kaart". */
  label: string;
  /** Visible heading, e.g. "54 woningen in dit gebied"; announced politely when it changes. */
  heading: string;
  /** Id of the listing selected on the map: highlighted and scrolled into view. */
  selectedId?: number | null;
  /** See {@link MapListingCardProps.onHighlight}. */
  onHighlight?: (id: number | null) => void;
  /** First load: placeholders instead of cards. */
  loading?: boolean;
  /** Announced while `loading`, e.g. "Woningen laden…". */
  loadingLabel: string;
  /** Shown when there are no items and nothing is loading, e.g. "Geen woningen in dit gebied." */
  emptyTitle: string;
  /** Help under `emptyTitle`. */
  emptyHint?: string;
  /** An action under the empty state, e.g. a "Zoom out" button. */
  emptyAction?: ReactNode;
  /** A message above the cards, e.g. that the map shows only part of the listings, or an error. */
  notice?: ReactNode;
  /** Text of the "show more" button; the button shows only with `onMore`. */
  moreLabel?: string;
  /** Loads the next page of cards. */
  onMore?: () => void;
  /** The next page is loading: the button is disabled. */
  loadingMore?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The list of the map's visible area (§2 search map): a labelled region with a live count
 * heading, compact cards ({@link MapListingCard}) as a list of links reachable with Tab, a
 * "show more" button, loading placeholders and a helpful empty state. The selected card is
 * scrolled into view. Purely presentational: the caller fetches and translates.
 */
export function MapListingList({
  items,
  label,
  heading,
  selectedId = null,
  onHighlight,
  loading = false,
  loadingLabel,
  emptyTitle,
  emptyHint,
  emptyAction,
  notice,
  moreLabel,
  onMore,
  loadingMore = false,
  sx,
}: MapListingListProps) {
  const headingId = `${useId()}-heading`;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (selectedId === null) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-listing-id="${selectedId}"]`);
    if (card && typeof card.scrollIntoView === 'function') {
      card.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [selectedId]);

  return (
    <Box
      component="section"
      aria-label={label}
      sx={[
        { display: 'flex', flexDirection: 'column', gap: 1.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={headingId} component="h2" variant="h6" aria-live="polite">
        {loading ? (
          <Box component="span" sx={visuallyHidden}>
            {loadingLabel}
          </Box>
        ) : (
          heading
        )}
      </Typography>
      {notice}
      {loading ? (
        <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={PHOTO.height + 20} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Box sx={{ py: 3, px: 1, textAlign: 'center' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {emptyTitle}
          </Typography>
          {emptyHint ? (
            <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {emptyHint}
            </Typography>
          ) : null}
          {emptyAction ? <Box sx={{ mt: 2 }}>{emptyAction}</Box> : null}
        </Box>
      ) : (
        <Box
          component="ul"
          ref={listRef}
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              <MapListingCard
                item={item}
                selected={item.id === selectedId}
                onHighlight={onHighlight}
                priorityPhoto={index < 3}
              />
            </li>
          ))}
        </Box>
      )}
      {!loading && items.length > 0 && onMore && moreLabel ? (
        <Button variant="outlined" onClick={onMore} disabled={loadingMore} sx={{ minHeight: 44 }}>
          {moreLabel}
        </Button>
      ) : null}
    </Box>
  );
}

/** Card photo size requested from the image service, px (2× the 112×84 shown). */
export const MAP_CARD_PHOTO_SIZE = { width: PHOTO.width * 2, height: PHOTO.height * 2 } as const;

/**
 * The listing fields a map card needs: a card of §7 `POST /listing/findMaplistings` has them all
 * (rent in euro cents, surface in m², dates 'YYYY-MM-DD').
 */
export interface MapListingSource {
  readonly id: number;
  /** ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16. */
  readonly listingType: number;
  readonly citySlug: string;
  readonly cityName: string;
  readonly streetSlug: string;
  readonly streetName: string;
  /** Monthly rent, euro cents. */
  readonly rentCents: number;
  /** Surface, m². */
  readonly surfaceM2: number;
  /** Available from, 'YYYY-MM-DD'. */
  readonly availableFrom: string;
  /** Image key of the cover photo, or null. */
  readonly coverImageKey: string | null;
  readonly isTopAdvert: boolean;
}

/** Translation keys (`map:listingTypes.*`) of the listing types of §3. */
const LISTING_TYPE_KEYS = {
  [ListingType.Room]: 'room',
  [ListingType.Apartment]: 'apartment',
  [ListingType.Studio]: 'studio',
  [ListingType.Antikraak]: 'antiSquat',
  [ListingType.StudentResidence]: 'studentHousing',
} as const satisfies Record<ListingType, string>;

/**
 * The translation key of a listing type, for `t(\`listingTypes.${key}\`)` of the `map` namespace.
 *
 * @param value a `listingType` from the API; unknown numbers count as Room (as §5 does for URLs)
 * @returns e.g. 'antiSquat'
 */
export function listingTypeKey(value: number): (typeof LISTING_TYPE_KEYS)[ListingType] {
  return value in LISTING_TYPE_KEYS
    ? LISTING_TYPE_KEYS[value as ListingType]
    : LISTING_TYPE_KEYS[ListingType.Room];
}

/**
 * A monthly rent in whole euros, for cards and price markers: "€ 780" (nl), "€780" (en).
 *
 * @param cents the rent, euro cents (rounded to whole euros)
 * @param locale the page's language
 * @returns the formatted rent
 */
export function formatRent(cents: number, locale: Locale): string {
  return formatEuroCents(Math.round(cents / 100) * 100, locale);
}

/** Options of {@link mapListingItem}. */
export interface MapListingItemOptions {
  readonly locale: Locale;
  /** `map` translations of that language. */
  readonly t: TFunction<'map'>;
  /** Today, 'YYYY-MM-DD': availability on or before it reads "available now". */
  readonly today: string;
}

/**
 * A compact card of the map's list (§2 search map) from a listing: rent, type and surface,
 * street and city, availability, top-advert badge, the cover photo at 224×168 through the API's
 * image route and the link to the detail page (`listingDetailPath`, §2 `listingDetail`).
 *
 * @param listing the listing's card fields
 * @param options language, `map` translations and today
 * @returns the item for {@link MapListingList} and {@link MapListingCard}
 */
export function mapListingItem(
  listing: MapListingSource,
  { locale, t, today }: MapListingItemOptions,
): MapListingItem {
  return {
    id: listing.id,
    href: listingDetailPath(listing, locale),
    price: formatRent(listing.rentCents, locale),
    priceSuffix: t('card.perMonth'),
    title: `${t(`listingTypes.${listingTypeKey(listing.listingType)}`)} · ${t('card.surface', { size: listing.surfaceM2 })}`,
    address: [listing.streetName, listing.cityName].filter((part) => part !== '').join(', '),
    availability:
      listing.availableFrom <= today
        ? t('card.availableNow')
        : t('card.availableFrom', { date: formatIsoDate(listing.availableFrom, locale) }),
    photoSrc: listing.coverImageKey
      ? `${API_BASE_PATH}${buildImagePath(listing.coverImageKey, MAP_CARD_PHOTO_SIZE)}`
      : null,
    ...(listing.isTopAdvert ? { badge: t('card.topAdvert') } : {}),
  };
}

/** The fields of §7 `GET /listing/details` a map card needs. */
export interface ListingDetailsForMap {
  readonly id: number;
  readonly listingType: number;
  readonly rentCents: number;
  readonly surfaceM2: number;
  readonly availableFrom: string;
  readonly isTopAdvert: boolean;
  readonly city: { readonly name: string; readonly slug: string };
  readonly street: { readonly name: string; readonly slug: string };
  readonly photos: readonly { readonly imageKey: string; readonly isCover: boolean }[];
}

/**
 * The card fields of a listing's details, for the preview of a marker whose card is not loaded.
 *
 * @param details the answer of `GET /listing/details`
 * @returns the card fields; the cover photo, else the first photo, else none
 */
export function mapListingSourceOfDetails(details: ListingDetailsForMap): MapListingSource {
  const cover = details.photos.find((photo) => photo.isCover) ?? details.photos[0];
  return {
    id: details.id,
    listingType: details.listingType,
    citySlug: details.city.slug,
    cityName: details.city.name,
    streetSlug: details.street.slug,
    streetName: details.street.name,
    rentCents: details.rentCents,
    surfaceM2: details.surfaceM2,
    availableFrom: details.availableFrom,
    coverImageKey: cover?.imageKey ?? null,
    isTopAdvert: details.isTopAdvert,
  };
}

export default MapListingList;
