import { API_BASE_PATH, buildImagePath, splitFlags, TenantOccupation } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { formatEuroCents, formatIsoDate } from '@rooms/ui/search-format';
import { TENANT_CARD_PHOTO_SIZE, TenantCard } from '@rooms/ui/tenant-card';

import { TenantFavoriteToggle } from '../tenant-favorites/tenant-favorite-toggle';

import styles from './tenant-search-page.module.css';

import type { paths } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** One tenant card as the API answers it (`POST /tenant/findtenants`, `GET /tenant/my-favorite-tenants`). */
export type TenantCardData =
  paths['/tenant/findtenants']['post']['responses'][200]['content']['application/json']['tenants'][number];

/** Translations the cards need. */
export interface TenantCardTexts {
  /** `roommates` translations. */
  t: TFunction<'roommates'>;
  /** `tenantProfile` translations (age bands, occupations). */
  tProfile: TFunction<'tenantProfile'>;
}

type AgeBandKey = `options.ageBand.${1 | 2 | 3 | 4 | 5 | 6}`;
type OccupationKey = `options.occupation.${1 | 2 | 4 | 8}`;

/** "21 to 24 · Student" of a card. */
function subtitleOf(card: TenantCardData, { tProfile }: TenantCardTexts): string {
  const age = tProfile(`options.ageBand.${card.ageBand}` as AgeBandKey);
  const jobs = splitFlags(card.occupation, TenantOccupation).map((flag) =>
    tProfile(`options.occupation.${flag}` as OccupationKey),
  );
  return [age, ...jobs].join(' · ');
}

/** Props of {@link TenantCardList}. */
export interface TenantCardListProps {
  cards: readonly TenantCardData[];
  locale: Locale;
  texts: TenantCardTexts;
  /** The page's path (where the hearts' sign-in comes back to). */
  pagePath: string;
  /** Whether the hearts' state is known from the cards (`isFavorite` not null). */
  favoritesKnown: boolean;
}

/**
 * Tenant cards in a list (issue 26): photo 150×150 (fallback image when missing or broken),
 * first name linking to the public profile (`tenantProfile`, source `roommates`), age band and
 * occupation, budget, move-in date, cities sought, last active, and the heart.
 */
export function TenantCardList({
  cards,
  locale,
  texts,
  pagePath,
  favoritesKnown,
}: TenantCardListProps) {
  const { t } = texts;
  return (
    <ul className={styles.cards}>
      {cards.map((card, index) => (
        <li key={card.tenantID}>
          <TenantCard
            href={pathFor('tenantProfile', locale, {
              tenantID: card.tenantID,
              source: 'roommates',
            })}
            name={card.firstName}
            linkLabel={t('card.profile', { name: card.firstName })}
            subtitle={subtitleOf(card, texts)}
            budget={t('card.budget', { amount: formatEuroCents(card.maxRentCents, locale) })}
            moveIn={t('card.moveIn', { date: formatIsoDate(card.moveInDate, locale) })}
            cities={t('card.cities', { cities: card.cities.join(', ') })}
            lastActive={
              card.lastActiveOn === null
                ? t('card.neverActive')
                : t('card.lastActive', { date: formatIsoDate(card.lastActiveOn, locale) })
            }
            photo={
              card.photoKey === null
                ? null
                : {
                    src: `${API_BASE_PATH}${buildImagePath(card.photoKey, {
                      width: TENANT_CARD_PHOTO_SIZE,
                      height: TENANT_CARD_PHOTO_SIZE,
                    })}`,
                  }
            }
            photoAlt={t('card.photo', { name: card.firstName })}
            priority={index < 2}
            favorite={
              <TenantFavoriteToggle
                tenantID={card.tenantID}
                locale={locale}
                pagePath={pagePath}
                initialPressed={favoritesKnown ? (card.isFavorite ?? false) : null}
                labels={{
                  label: t('favorite.label', { name: card.firstName }),
                  signIn: t('favorite.signIn', { name: card.firstName }),
                  error: t('favorite.error'),
                  close: t('favorite.close'),
                }}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
