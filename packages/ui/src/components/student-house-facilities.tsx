import styles from './student-house-facilities.module.css';

/** Props of {@link StudentHouseFacilities}. */
export interface StudentHouseFacilitiesProps {
  /** The facility names in the page's language, in display order (e.g. "Shared kitchen"). */
  readonly items: readonly string[];
  /** Heading above the list, e.g. "Shared facilities"; none when omitted. */
  readonly title?: string;
  /** Heading level of the title; 3 by default. */
  readonly headingLevel?: 2 | 3 | 4;
  /** Shown instead of the list when there are no items, e.g. "No shared facilities given". */
  readonly emptyText?: string;
}

/**
 * The shared facilities of a student house (issue 26: the `/studenthouse` cards and the advert
 * page of a room in a student house): a list of chips with a check mark. A server component;
 * the caller translates the `StudentHouseFacility` flags of @rooms/domain into `items`.
 */
export function StudentHouseFacilities({
  items,
  title,
  headingLevel = 3,
  emptyText,
}: StudentHouseFacilitiesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="student-house-facilities">
      {title === undefined ? null : <Heading className={styles.title}>{title}</Heading>}
      {items.length === 0 ? (
        emptyText === undefined ? null : (
          <p className={styles.none}>{emptyText}</p>
        )
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item} className={styles.item}>
              <svg
                className={styles.check}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default StudentHouseFacilities;
