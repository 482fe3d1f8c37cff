import { ListingPhoto } from './listing-photo';
import styles from './tenant-card.module.css';

import type { ReactNode } from 'react';

/** Side of the tenant photo on a card, px (§2: profile photos are shown 150×150). */
export const TENANT_CARD_PHOTO_SIZE = 150;

/** Props of {@link TenantCard}; every text comes translated from the caller. */
export interface TenantCardProps {
  /** The tenant's public profile (route `tenantProfile`). */
  href: string;
  /** First name only (never a surname). */
  name: string;
  /** Name of the profile link for assistive technology, e.g. "View profile of Anna". */
  linkLabel: string;
  /** Age band and occupation, e.g. "21 to 24 · Student". */
  subtitle: string;
  /** Budget, e.g. "Budget up to € 750 per month". */
  budget: string;
  /** Move-in date, e.g. "Moves in from 1 February 2027". */
  moveIn: string;
  /** Cities sought, e.g. "Looking in Groningen, Haren". */
  cities: string;
  /** Last active, e.g. "Last active 20 November 2026". */
  lastActive: string;
  /**
   * Photo address (150×150 resize) and a sharper `srcSet`; null shows the fallback image, as
   * does a photo that fails to load.
   */
  photo: { src: string; srcSet?: string } | null;
  /** Text alternative of the photo, e.g. "Photo of Anna". */
  photoAlt: string;
  /** Load the photo eagerly (cards visible on first paint). */
  priority?: boolean;
  /** The favourite heart, placed over the photo (the caller's client island). */
  favorite?: ReactNode;
  /** Level of the name's heading. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A tenant on the tenant search and the favourite tenants (issue 26 cards): photo (150×150,
 * fallback image when missing or broken), first name linking to the public profile (the whole
 * card is the link target), age band and occupation, budget, move-in date, cities sought and last
 * activity; the heart sits above the link. Presentational and hook-free (a server component; the
 * photo is the small client `ListingPhoto`).
 */
export function TenantCard({
  href,
  name,
  linkLabel,
  subtitle,
  budget,
  moveIn,
  cities,
  lastActive,
  photo,
  photoAlt,
  priority = false,
  favorite,
  headingLevel = 2,
}: TenantCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ListingPhoto
          src={photo?.src ?? null}
          srcSet={photo?.srcSet}
          alt={photoAlt}
          width={TENANT_CARD_PHOTO_SIZE}
          height={TENANT_CARD_PHOTO_SIZE}
          priority={priority}
          className={styles.photo}
        />
        {favorite ? <div className={styles.favorite}>{favorite}</div> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.heading}>
          <a href={href} className={styles.link} aria-label={linkLabel}>
            {name}
          </a>
        </Heading>
        <p className={styles.subtitle}>{subtitle}</p>
        <p className={styles.budget}>{budget}</p>
        <p className={styles.muted}>{moveIn}</p>
        <p className={styles.muted}>{cities}</p>
        <p className={styles.muted}>{lastActive}</p>
      </div>
    </article>
  );
}

export default TenantCard;
