import styles from './landlord-card.module.css';
import { UserAvatar } from './user-avatar';

/** Props of {@link LandlordCard}. */
export interface LandlordCardProps {
  /** Heading, e.g. "Verhuurder" / "Landlord". */
  heading: string;
  /** Level of the heading element. Default 2. */
  headingLevel?: 2 | 3;
  /** The landlord's first name (their public name). */
  name: string;
  /** What kind of advertiser, e.g. "Particuliere verhuurder". */
  role: string;
  /**
   * Profile photo shown at 64×64 px: `src` and a `srcSet` with a sharper version (e.g. the 150×150
   * resize of §2, §9), or `null` for the initial on the brand colour.
   */
  photo?: { src: string; srcSet: string } | null;
  /** Address of the landlord's public profile (route `landlordProfile`). */
  profileHref: string;
  /** Text of the profile link, naming the landlord, e.g. "Bekijk het profiel van Lisa". */
  profileLabel: string;
  /**
   * The landlord's reply time (issue 28), e.g. "Reageert meestal binnen 6 uur" with the detail
   * "60% van 12 reacties beantwoord in de afgelopen 90 dagen"; left out below 5 reactions.
   */
  replyTime?: { summary: string; detail: string } | null;
}

/**
 * Who offers a listing (§2 listing detail, landlord public profile): photo or initial, first
 * name, kind of advertiser, how fast they reply (issue 28) and a link to their public profile. Presentational, hook-free and
 * without MUI of its own (a server component).
 */
export function LandlordCard({
  heading,
  headingLevel = 2,
  name,
  role,
  photo = null,
  profileHref,
  profileLabel,
  replyTime = null,
}: LandlordCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section>
      <Heading className={styles.heading}>{heading}</Heading>
      <div className={styles.person}>
        <UserAvatar name={name} photo={photo ? { ...photo, size: 64 } : null} size={64} />
        <div className={styles.text}>
          <p className={styles.name}>{name}</p>
          <p className={styles.role}>{role}</p>
          {replyTime && (
            <p className={styles.replyTime}>
              <span className={styles.replySummary}>{replyTime.summary}</span>{' '}
              <span className={styles.replyDetail}>{replyTime.detail}</span>
            </p>
          )}
          <a href={profileHref} className={styles.profile}>
            {profileLabel}
          </a>
        </div>
      </div>
    </section>
  );
}

export default LandlordCard;
