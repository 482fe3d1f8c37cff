import { useId } from 'react';

import styles from './student-house-card.module.css';
import { StudentHouseFacilities } from './student-house-facilities';

import type { ReactNode } from 'react';

/** Props of {@link StudentHouseCard}; every text already in the page's language. */
export interface StudentHouseCardProps {
  /** The house's name, the card's heading. */
  readonly name: string;
  /** One line: street, house number, postcode and city. */
  readonly address: string;
  /** Address of the first photo (a resized image), or null when the house has none. */
  readonly photoSrc: string | null;
  /** Alternative text of the photo. */
  readonly photoAlt: string;
  /** Shown in place of a photo, e.g. "No photo yet". */
  readonly noPhotoText: string;
  /** Facility names ({@link StudentHouseFacilities}). */
  readonly facilities: readonly string[];
  /** Heading of the facilities, e.g. "Shared facilities". */
  readonly facilitiesTitle: string;
  /** Shown when no facilities are given. */
  readonly noFacilitiesText: string;
  /** The linked adverts, e.g. "2 adverts linked". */
  readonly linkedText: string;
  /** The buttons (edit, delete), rendered by the caller. */
  readonly actions?: ReactNode;
}

/**
 * One of the landlord's student houses (issue 26, §2 `/studenthouse`): its first photo, name,
 * address, shared facilities and linked advert count, and the caller's buttons. An `article`
 * named by its heading. A server component (the buttons may be client components).
 */
export function StudentHouseCard({
  name,
  address,
  photoSrc,
  photoAlt,
  noPhotoText,
  facilities,
  facilitiesTitle,
  noFacilitiesText,
  linkedText,
  actions,
}: StudentHouseCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="student-house-card">
      {photoSrc === null ? (
        <div className={`${styles.photo} ${styles.noPhoto}`}>{noPhotoText}</div>
      ) : (
        <img className={styles.photo} src={photoSrc} alt={photoAlt} loading="lazy" />
      )}
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {name}
        </h2>
        <p className={styles.address}>{address}</p>
        <StudentHouseFacilities
          items={facilities}
          title={facilitiesTitle}
          emptyText={noFacilitiesText}
        />
        <p className={styles.linked}>{linkedText}</p>
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}

export default StudentHouseCard;
