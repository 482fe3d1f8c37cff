import { listingCardProps } from '@rooms/ui/listing-card';

import type {
  ListingCardContentOptions,
  ListingCardData,
  ListingCardProps,
} from '@rooms/ui/listing-card';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/**
 * One result card as the search page hands it to its client island (`SearchResultCards`): the
 * card's texts, translated and formatted on the server, and the cover's image key. Only this
 * crosses into the page's payload; the island builds the card's markup, photo addresses and
 * heart from it, so the markup is not written twice (once as HTML, once as a server tree).
 */
export interface SearchCard extends Pick<
  ListingCardProps,
  'href' | 'title' | 'subtitle' | 'typeLabel' | 'price' | 'extraCosts' | 'facts' | 'badge'
> {
  /** The listing's id (§3), for the favourite heart and the list key. */
  readonly id: number;
  /** Image key of the cover photo; null without photos (the fallback image). */
  readonly image: string | null;
  /** When the home is free, e.g. "Beschikbaar vanaf 9 jan 2027". */
  readonly availability: string;
  /** The landlord's last confirmation, e.g. "Bevestigd 25 nov" (fresh adverts); absent if unknown. */
  readonly confirmed?: string;
  /**
   * Present (true) when the rent of a room is within the estimated legal maximum: the card shows
   * {@link SearchCardTexts.rentCheckBadge}. Left out otherwise, to keep the payload small.
   */
  readonly rentWithinEstimate?: true;
}

/**
 * Placeholder for a card's name in the per-card texts of {@link SearchCardTexts}, filled in by
 * {@link fillCardTitle}. Characters that no translation uses, so it cannot clash with a text.
 */
export const CARD_TITLE_SLOT = '\u2063title\u2063';

/** The texts every card of a result page shares, translated once on the server. */
export interface SearchCardTexts {
  /** Next to the rent, e.g. "per maand". */
  readonly priceNote: string;
  /** The heart's texts (`listing:favorite.*`); `label` and `signIn` hold {@link CARD_TITLE_SLOT}. */
  readonly favorite: {
    readonly label: string;
    readonly signIn: string;
    readonly error: string;
    readonly close: string;
  };
  /**
   * The rent check's badge (`RentCheckBadge`), rendered once on the server and shown by the cards
   * with {@link SearchCard.rentWithinEstimate}: its markup reaches the island as finished
   * elements, so the badge adds no script to the page.
   */
  readonly rentCheckBadge?: ReactNode;
}

/**
 * A shared card text with the card's name put in (see {@link CARD_TITLE_SLOT}).
 *
 * @param template a text of {@link SearchCardTexts} with the slot, e.g. "Favoriet: ⁣title⁣"
 * @param title the card's name, e.g. "Vismarkt, Groningen"
 * @returns the text for that card, e.g. "Favoriet: Vismarkt, Groningen"; the template as it is
 *   when it has no slot
 */
export function fillCardTitle(template: string, title: string): string {
  return template.split(CARD_TITLE_SLOT).join(title);
}

/**
 * The name of a card in its heart's texts: "street, city" ("Vismarkt, Groningen").
 *
 * @param card the card
 * @returns its name
 */
export function cardName(card: Pick<SearchCard, 'title' | 'subtitle'>): string {
  return `${card.title}, ${card.subtitle}`;
}

/**
 * The cards of one result page (§2 search, §3 listing card), from `listingCardProps` of
 * `@rooms/ui`, reduced to what differs per card.
 *
 * @param listings the page's results, in order
 * @param options the page's language, its `search` translations and (tests) today's date
 * @returns one {@link SearchCard} per listing
 */
export function searchCards(
  listings: readonly ListingCardData[],
  options: Pick<ListingCardContentOptions, 'locale' | 't' | 'today'>,
): SearchCard[] {
  return listings.map((listing) => {
    const card = listingCardProps(listing, options);
    return {
      id: listing.id,
      href: card.href,
      title: card.title,
      subtitle: card.subtitle,
      typeLabel: card.typeLabel,
      image: listing.coverImageKey,
      price: card.price,
      ...(card.extraCosts === undefined ? {} : { extraCosts: card.extraCosts }),
      facts: card.facts,
      availability: card.availability ?? '',
      ...(card.confirmed === undefined ? {} : { confirmed: card.confirmed }),
      ...(card.badge === undefined ? {} : { badge: card.badge }),
      ...(listing.isRentWithinLegalEstimate === true ? { rentWithinEstimate: true as const } : {}),
    };
  });
}

/**
 * The texts shared by the cards of a result page.
 *
 * @param t the `search` translations
 * @param listingT the `listing` translations (the heart's texts)
 * @param rentCheckBadge the rent check's badge element, rendered on the server (left out: no card
 *   shows it)
 * @returns the shared texts, with {@link CARD_TITLE_SLOT} where each card puts its name
 */
export function searchCardTexts(
  t: TFunction<'search'>,
  listingT: TFunction<'listing'>,
  rentCheckBadge?: ReactNode,
): SearchCardTexts {
  return {
    ...(rentCheckBadge === undefined ? {} : { rentCheckBadge }),
    priceNote: t('card.perMonth'),
    favorite: {
      label: listingT('favorite.labelFor', { title: CARD_TITLE_SLOT }),
      signIn: listingT('favorite.signInFor', { title: CARD_TITLE_SLOT }),
      error: listingT('favorite.error'),
      close: listingT('favorite.close'),
    },
  };
}
