'use client';

import { ListingCard, listingCardPhoto } from '@rooms/ui/listing-card';

import { ListingFavoriteToggle } from '../favorites/listing-favorite-toggle';

import { cardName, fillCardTitle } from './search-cards';
import { PRIORITY_CARDS, RESULT_PHOTO_SIZES } from './search-layout';
import layout from './search-layout.module.css';

import type { SearchCard, SearchCardTexts } from './search-cards';
import type { Locale } from '@rooms/i18n';

/** Props of {@link SearchResultCards}. */
export interface SearchResultCardsProps {
  /** The page's language, for the hearts' API calls and sign-in page. */
  readonly locale: Locale;
  /** The cards of this result page, in order (see `searchCards`). */
  readonly cards: readonly SearchCard[];
  /** The texts every card shares (see `searchCardTexts`). */
  readonly cardTexts: SearchCardTexts;
  /** The search's path, where a heart's sign-in comes back to until the address is known. */
  readonly searchPath: string;
}

/**
 * The result cards of a search page (§2 search, §3 card) with their favourite hearts: a client
 * island fed with each card's texts only (`SearchCard`), so the page's payload carries a few
 * hundred bytes per card instead of a second copy of its markup. The first row's photos load
 * eagerly. The hearts start neutral (the same HTML for every visitor) and learn the signed-in
 * visitor's favourites in the browser.
 */
export function SearchResultCards({
  locale,
  cards,
  cardTexts: texts,
  searchPath,
}: SearchResultCardsProps) {
  return (
    <ul className={layout.resultGrid}>
      {cards.map((card, index) => {
        const name = cardName(card);
        return (
          <li key={card.id}>
            <ListingCard
              href={card.href}
              title={card.title}
              subtitle={card.subtitle}
              typeLabel={card.typeLabel}
              photo={listingCardPhoto(card.image, {
                priority: index < PRIORITY_CARDS,
                sizes: RESULT_PHOTO_SIZES,
              })}
              price={card.price}
              priceNote={texts.priceNote}
              extraCosts={card.extraCosts}
              facts={card.facts}
              availability={card.availability}
              confirmed={card.confirmed}
              badge={card.badge}
              rentCheck={card.rentWithinEstimate ? texts.rentCheckBadge : undefined}
              favorite={
                <ListingFavoriteToggle
                  listingId={card.id}
                  locale={locale}
                  listingPath={searchPath}
                  initialPressed={null}
                  appearance="overlay"
                  labels={{
                    label: fillCardTitle(texts.favorite.label, name),
                    signIn: fillCardTitle(texts.favorite.signIn, name),
                    error: texts.favorite.error,
                    close: texts.favorite.close,
                  }}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
