'use client';

import { API_BASE_PATH, buildImagePath, ListingType } from '@rooms/domain';
import { useEffect, useId, useRef } from 'react';

import { visuallyHidden } from '../visually-hidden';

import { buttonClassName } from './button-link';
import { ListingPhoto } from './listing-photo';
import styles from './map-listing-list.module.css';
import { formatDay, formatEuroCents, formatIsoDate } from './search-format';
import { listingDetailPath } from './search-path';
import skeleton from './skeleton.module.css';

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
  /** The landlord's last confirmation, e.g. "Bevestigd 25 nov" (fresh adverts); omitted when unknown. */
  confirmed?: string;
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
  /** Extra class of the caller's CSS module, e.g. a shadow over the map. */
  className?: string;
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A compact listing card of the map view (§2 search map): photo, rent, type and surface,
 * address, availability and an optional badge. The whole card is one link to the listing.
 * Hovering or focusing it reports the id (`onHighlight`), so the map can highlight the marker.
 * Without MUI (CSS module on the theme's variables).
 */
export function MapListingCard({
  item,
  selected = false,
  onHighlight,
  priorityPhoto = false,
  action,
  className,
}: MapListingCardProps) {
  return (
    <div
      data-listing-id={item.id}
      data-selected={selected ? 'true' : undefined}
      className={classes(styles.card, selected && styles.selected, className)}
    >
      <a
        href={item.href}
        aria-current={selected ? 'true' : undefined}
        onMouseEnter={() => onHighlight?.(item.id)}
        onMouseLeave={() => onHighlight?.(null)}
        onFocus={() => onHighlight?.(item.id)}
        onBlur={() => onHighlight?.(null)}
        className={classes(styles.link, Boolean(action) && styles.withAction)}
      >
        <div className={styles.photo}>
          <ListingPhoto
            src={item.photoSrc}
            alt=""
            width={PHOTO.width}
            height={PHOTO.height}
            priority={priorityPhoto}
            style={{ borderRadius: 'var(--mui-shape-borderRadius)' }}
          />
        </div>
        <div className={styles.text}>
          <p className={styles.priceLine}>
            <span className={styles.price}>{item.price}</span>{' '}
            <span className={styles.priceSuffix}>{item.priceSuffix}</span>
          </p>
          <p className={classes(styles.line, styles.title)}>{item.title}</p>
          <p className={classes(styles.line, styles.muted)}>{item.address}</p>
          {item.availability || item.badge ? (
            <p className={styles.meta}>
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
              {item.availability ? <span>{item.availability}</span> : null}
            </p>
          ) : null}
          {item.confirmed ? (
            <p className={styles.meta} data-testid="map-card-confirmed">
              {item.confirmed}
            </p>
          ) : null}
        </div>
      </a>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
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
  /** Extra class of the caller's CSS module. */
  className?: string;
}

/** Placeholders shown while the first cards load. */
const PLACEHOLDERS = [0, 1, 2, 3];

/**
 * The list of the map's visible area (§2 search map): a labelled region with a live count
 * heading, compact cards ({@link MapListingCard}) as a list of links reachable with Tab, a
 * "show more" button, loading placeholders and a helpful empty state. The selected card is
 * scrolled into view. Purely presentational and without MUI: the caller fetches and translates.
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
  className,
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
    <section aria-label={label} className={classes(styles.region, className)}>
      <h2 id={headingId} aria-live="polite" className={styles.heading}>
        {loading ? <span style={visuallyHidden}>{loadingLabel}</span> : heading}
      </h2>
      {notice}
      {loading ? (
        <div aria-hidden="true" className={styles.placeholders}>
          {PLACEHOLDERS.map((index) => (
            <span
              key={index}
              className={classes(skeleton.skeleton, skeleton.rounded, styles.placeholder)}
            />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{emptyTitle}</p>
          {emptyHint ? <p className={styles.emptyHint}>{emptyHint}</p> : null}
          {emptyAction ? <div className={styles.emptyAction}>{emptyAction}</div> : null}
        </div>
      ) : (
        <ul ref={listRef} aria-labelledby={headingId} className={styles.list}>
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
        </ul>
      )}
      {!loading && items.length > 0 && onMore && moreLabel ? (
        <button
          type="button"
          onClick={onMore}
          disabled={loadingMore}
          className={buttonClassName({ variant: 'outlined', className: styles.more })}
        >
          {moreLabel}
        </button>
      ) : null}
    </section>
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
  /** The landlord's last confirmation, ISO 8601 UTC (fresh adverts); absent when not known. */
  readonly confirmedAt?: string;
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
 * street and city, availability, the day of the landlord's last confirmation, top-advert badge, the cover photo at 224×168 through the API's
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
    ...(listing.confirmedAt === undefined
      ? {}
      : {
          confirmed: t('card.confirmed', { date: formatDay(listing.confirmedAt, locale, 'short') }),
        }),
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
  /** The landlord's last confirmation, ISO 8601 UTC (fresh adverts). */
  readonly confirmedAt?: string;
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
    ...(details.confirmedAt === undefined ? {} : { confirmedAt: details.confirmedAt }),
  };
}

export default MapListingList;
