import styles from './search-view-toggle.module.css';

/** One view of a {@link SearchViewToggle}. */
export interface SearchViewOption {
  /** Visible text, e.g. "List". */
  readonly label: string;
  /** Address of the search in this view (built with the search URL builder). */
  readonly href: string;
  /** Whether this is the view shown now. */
  readonly current: boolean;
  readonly icon: 'list' | 'map';
}

/** Props of {@link SearchViewToggle}. */
export interface SearchViewToggleProps {
  /** Accessible name of the group, e.g. "Show results as". */
  readonly label: string;
  readonly options: readonly SearchViewOption[];
  /** Extra attributes on every link, e.g. `{ 'data-search-link': 'stay' }`. */
  readonly linkAttributes?: Readonly<Record<`data-${string}`, string>>;
}

const ICONS = {
  list: 'M4 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm4-2.5h13v2H8v-2ZM4 13.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3ZM8 11h13v2H8v-2Zm-4 10a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm4-2.5h13v2H8v-2Z',
  map: 'm15 5.1-6-2-6 2.3v15.5l6-2.3 6 2 6-2.3V2.8l-6 2.3ZM10 5l4 1.4v12.6l-4-1.4V5ZM5 6.7l3-1.1v12.6l-3 1.2V6.7Zm14 10.6-3 1.1V5.8l3-1.2v12.7Z',
} as const;

/**
 * The list/map switch of the search page (§3 view modes, `searchView`): two links side by side,
 * the current one filled and marked `aria-current`. Links, not buttons, so each view has its own
 * shareable address and the switch works without JavaScript. A server component without MUI.
 */
export function SearchViewToggle({ label, options, linkAttributes = {} }: SearchViewToggleProps) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <a
          key={option.icon}
          href={option.href}
          aria-current={option.current ? 'true' : undefined}
          {...linkAttributes}
          className={option.current ? `${styles.option} ${styles.current}` : styles.option}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path fill="currentColor" d={ICONS[option.icon]} />
          </svg>
          {option.label}
        </a>
      ))}
    </div>
  );
}

export default SearchViewToggle;
