import styles from './listing-card.module.css';
import skeleton from './skeleton.module.css';

/**
 * Placeholder of a `ListingCard` while results load: same size, no content, hidden from AT. In
 * its own module, so a client island that shows only placeholders (the search results region)
 * does not carry the card's code.
 */
export function ListingCardSkeleton() {
  const line = `${skeleton.skeleton} ${skeleton.text}`;
  return (
    <div aria-hidden="true" className={styles.skeletonCard}>
      <span className={`${skeleton.skeleton} ${styles.skeletonPhoto}`} />
      <div className={styles.skeletonBody}>
        <span className={line} style={{ width: '30%' }} />
        <span className={`${line} ${styles.skeletonTitle}`} style={{ width: '70%' }} />
        <span className={line} style={{ width: '40%' }} />
        <span className={`${line} ${styles.skeletonPrice}`} style={{ width: '35%' }} />
        <span className={`${line} ${styles.skeletonGap}`} style={{ width: '90%' }} />
      </div>
    </div>
  );
}
