import styles from './map-list-toggle.module.css';

/** What a {@link MapListToggle} currently shows. */
export type MapListPanel = 'map' | 'list';

/** Props of {@link MapListToggle}. */
export interface MapListToggleProps {
  /** The panel on screen now; the button offers the other one. */
  showing: MapListPanel;
  /** Text offering the map, e.g. "Kaart". */
  mapLabel: string;
  /** Text offering the list, e.g. "Lijst (54)". */
  listLabel: string;
  /** Switches to the other panel. */
  onToggle: (next: MapListPanel) => void;
  /** Id of the panel the button shows or hides (`aria-controls`). */
  controls?: string;
  /** Extra class of the caller's CSS module, e.g. where it sits and from which width it hides. */
  className?: string;
}

function ListIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 6h2v2H4zm4 0h12v2H8zm-4 5h2v2H4zm4 0h12v2H8zm-4 5h2v2H4zm4 0h12v2H8z"
      />
    </svg>
  );
}

function MapIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="m15 5.1-6-2.1-6 2.3V21l6-2.3 6 2.1 6-2.3V3zM10 5.5l4 1.4v11.6l-4-1.4zM5 6.7l3-1.1v11.6l-3 1.2zm14 10.6-3 1.1V6.8l3-1.2z"
      />
    </svg>
  );
}

/**
 * The switch between the map and the list of its area on small screens (§2 search
 * map, mobile): one pill-shaped button that names the panel it opens, with an icon. Placed by
 * the caller (the search map gives it a row under the map, so it covers no marker). Without MUI.
 */
export function MapListToggle({
  showing,
  mapLabel,
  listLabel,
  onToggle,
  controls,
  className,
}: MapListToggleProps) {
  const next: MapListPanel = showing === 'map' ? 'list' : 'map';
  return (
    <button
      type="button"
      onClick={() => onToggle(next)}
      aria-controls={controls}
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
    >
      <span className={styles.icon}>{next === 'list' ? <ListIcon /> : <MapIcon />}</span>
      {next === 'list' ? listLabel : mapLabel}
    </button>
  );
}

export default MapListToggle;
