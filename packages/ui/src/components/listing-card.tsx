import { API_BASE_PATH, buildImagePath, Furnishing, ListingType } from '@rooms/domain';

import styles from './listing-card.module.css';
import { ListingPhoto } from './listing-photo';
import { formatDay, formatEuroCents, formatIsoDate } from './search-format';
import { listingDetailPath, listingTypeOrRoom } from './search-path';
import { typography } from './typography';

import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

export { ListingCardSkeleton } from './listing-card-skeleton';

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
  /**
   * When the landlord last confirmed the home is still available, e.g. "Confirmed 25 Nov"
   * (fresh adverts); a quiet line at the foot of the card.
   */
  confirmed?: string | undefined;
  /** Badge on the photo, e.g. "Top advert". */
  badge?: string | undefined;
  /**
   * Under the rent: the legal rent check's badge (a server-rendered `RentCheckBadge`) when the
   * rent of a room is within the estimated legal maximum; a slot, so the badge's markup comes
   * from the server and adds no script to the result cards' island.
   */
  rentCheck?: ReactNode;
  /** Slot above the photo's top-right corner for a favourite toggle (a button, not in the link). */
  favorite?: ReactNode;
  /** Level of the heading element; 2 on a results page whose h1 is the search. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A search result (spec §2 search, §3 listing card): photo, kind of home, street and city as a
 * link to the advert, rent with costs, short facts as tags (surface, furnishing) and when the
 * home is available. The whole card is clickable through the heading link (one link per card
 * for screen readers and the keyboard); the favourite slot sits above that link. A server
 * component without MUI (CSS module on the theme's variables). One column at 375 px; the
 * caller's grid decides the columns above.
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
  confirmed,
  badge,
  rentCheck,
  favorite,
  headingLevel = 2,
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ListingPhoto
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt=""
          width={LISTING_CARD_PHOTO.width}
          height={LISTING_CARD_PHOTO.height}
          priority={photo.priority}
        />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {favorite ? <div className={styles.favorite}>{favorite}</div> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{typeLabel}</p>
        <Heading className={styles.heading}>
          <a href={href} className={styles.link}>
            {title}
          </a>
        </Heading>
        <p className={`${typography.body2} ${styles.muted}`}>{subtitle}</p>
        <div className={styles.priceRow}>
          <p className={styles.price}>{price}</p>
          <p className={`${typography.body2} ${styles.muted}`}>{priceNote}</p>
        </div>
        {extraCosts ? <p className={`${typography.body2} ${styles.muted}`}>{extraCosts}</p> : null}
        {rentCheck ? <div className={styles.rentCheck}>{rentCheck}</div> : null}
        <div className={styles.footer}>
          {facts.length > 0 ? (
            <ul className={styles.facts}>
              {facts.map((fact) => (
                <li key={fact} className={styles.fact}>
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
          {availability ? (
            <p className={styles.availability}>
              <span aria-hidden="true" className={styles.calendar} />
              {availability}
            </p>
          ) : null}
          {confirmed ? (
            <p className={styles.confirmed} data-testid="listing-card-confirmed">
              {confirmed}
            </p>
          ) : null}
        </div>
      </div>
    </article>
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
  /**
   * A room whose rent (without utilities) is within the estimated legal maximum of the points
   * system: the card shows the rent check's badge. Absent in results that do not carry it.
   */
  readonly isRentWithinLegalEstimate?: boolean;
  /**
   * When the landlord last confirmed it is still available, ISO 8601 UTC (fresh adverts); the
   * card says "Confirmed 25 Nov". Absent in results that do not carry it.
   */
  readonly confirmedAt?: string;
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
 * The `photo` of a {@link ListingCard}: the cover at 341×241 with its 682×482 twin for dense
 * screens, through the API's image route (`/services/api/image/{key}/resize/{w}-{h}`), or no
 * address (the fallback image) without a cover.
 *
 * @param coverImageKey image key of the cover photo; null without photos
 * @param options `priority` (load eagerly) and `sizes` (the caller's grid; default one column up
 *   to 600 px, then 2, then ~300 px)
 * @returns the card's `photo` prop
 */
export function listingCardPhoto(
  coverImageKey: string | null,
  options: { readonly priority?: boolean | undefined; readonly sizes?: string | undefined } = {},
): ListingCardProps['photo'] {
  const image = (width: number, height: number) =>
    coverImageKey ? `${API_BASE_PATH}${buildImagePath(coverImageKey, { width, height })}` : null;
  const { width, height } = LISTING_CARD_PHOTO;
  const src = image(width, height);
  return {
    src,
    ...(src ? { srcSet: `${src} ${width}w, ${image(width * 2, height * 2)} ${width * 2}w` } : {}),
    sizes: options.sizes ?? '(min-width: 1024px) 300px, (min-width: 600px) 50vw, 100vw',
    priority: options.priority ?? false,
  };
}

/**
 * The props of a {@link ListingCard} for a search result (§3): translated type, street and city,
 * rent and service costs from cents, surface in m², furnishing, availability ("available now"
 * when the date has passed, "until" for temporary rentals), the day the landlord last confirmed it
 * ("Confirmed 25 Nov", an absolute day: result pages are cached), the top-advert badge and the photo at
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
  return {
    href: listingDetailPath(listing, locale),
    title: listing.streetName || listing.cityName,
    subtitle: listing.cityName,
    typeLabel: t(`card.type.${TYPE_KEY[listingTypeOrRoom(listing.listingType)]}`),
    photo: listingCardPhoto(listing.coverImageKey, options),
    price: t('card.rent', { amount: formatEuroCents(listing.rentCents, locale) }),
    priceNote: t('card.perMonth'),
    extraCosts:
      listing.serviceCostsCents > 0
        ? t('card.serviceCosts', { amount: formatEuroCents(listing.serviceCostsCents, locale) })
        : undefined,
    facts: [t('card.surface', { value: listing.surfaceM2 }), ...(furnishing ? [furnishing] : [])],
    availability,
    confirmed:
      listing.confirmedAt === undefined
        ? undefined
        : t('card.confirmed', { date: formatDay(listing.confirmedAt, locale, 'short') }),
    badge: listing.isTopAdvert ? t('card.topAdvert') : undefined,
  };
}
