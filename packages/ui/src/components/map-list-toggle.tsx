'use client';

import Button from '@mui/material/Button';

import type { SxProps, Theme } from '@mui/material/styles';

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
  sx?: SxProps<Theme>;
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
 * the caller (the search map gives it a row under the map, so it covers no marker).
 */
export function MapListToggle({
  showing,
  mapLabel,
  listLabel,
  onToggle,
  controls,
  sx,
}: MapListToggleProps) {
  const next: MapListPanel = showing === 'map' ? 'list' : 'map';
  return (
    <Button
      variant="contained"
      onClick={() => onToggle(next)}
      aria-controls={controls}
      startIcon={next === 'list' ? <ListIcon /> : <MapIcon />}
      sx={[
        {
          borderRadius: 999,
          px: 2.5,
          minHeight: 44,
          bgcolor: 'text.primary',
          color: 'common.white',
          boxShadow: 4,
          '&:hover': { bgcolor: 'primary.dark', boxShadow: 6 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {next === 'list' ? listLabel : mapLabel}
    </Button>
  );
}

export default MapListToggle;
