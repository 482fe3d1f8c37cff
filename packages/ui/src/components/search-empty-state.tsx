import styles from './search-empty-state.module.css';

/** A way out of an empty result, e.g. "Search within 20 km". */
export interface SearchEmptyStateAction {
  readonly label: string;
  readonly href: string;
}

/** Props of {@link SearchEmptyState}. */
export interface SearchEmptyStateProps {
  readonly title: string;
  readonly text: string;
  /** Links that widen the search (larger radius, one filter fewer, …), most helpful first. */
  readonly actions: readonly SearchEmptyStateAction[];
  /** Level of the heading element; default 2 (under the page's h1). */
  readonly headingLevel?: 2 | 3;
  /** Extra attributes on every link, e.g. `{ 'data-search-link': 'stay' }`. */
  readonly linkAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * What a search shows when nothing matches (§2 search): a friendly heading, a sentence, and
 * links that each widen the search by one step, so the visitor is one click from results.
 * Ordinary links: they work without JavaScript and keep a shareable address. A server component
 * without MUI.
 */
export function SearchEmptyState({
  title,
  text,
  actions,
  headingLevel = 2,
  linkAttributes = {},
}: SearchEmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.box}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className={styles.icon}>
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M10 30 32 12l22 18M16 25v27h32V25M27 52V38h10v14"
        />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {actions.length > 0 ? (
        <ul className={styles.actions}>
          {actions.map((action) => (
            <li key={action.href}>
              <a href={action.href} {...linkAttributes} className={styles.action}>
                {action.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default SearchEmptyState;
