'use client';

import { GridLayer, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

import { MAP_CLASSES } from './marker-icons';
import { attributionHtml } from './tile-source';

import type { MapView } from './map-box';
import type { MapTileSource } from './tile-source';
import type { Map as LeafletMap } from 'leaflet';

/** Whether the background tiles load: not known yet, loading fine, or failing (offline). */
export type TileStatus = 'unknown' | 'online' | 'offline';

/** A grid layer whose tiles are plain squares with light lines (see `.gridTile`). */
class GridPaper extends GridLayer {
  override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = MAP_CLASSES.gridTile;
    return tile;
  }
}

/**
 * A light grid under the tiles, drawn without network: with no tiles (offline) the map still
 * shows movement when panned and zoomed, on a neutral background.
 */
export function OfflineBackground() {
  const map = useMap();
  useEffect(() => {
    const layer = new GridPaper({ zIndex: 0, pane: 'tilePane' });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}

/** Props of {@link MapTiles}. */
export interface MapTilesProps {
  /** The tiles and their attribution (`mapTileSource` of the site's settings). */
  source: MapTileSource;
  /** Told when the tiles turn out to load or to fail (failing and none loaded: offline). */
  onStatus?: (status: TileStatus) => void;
}

/**
 * The configured background tiles (OpenStreetMap's by default) over the offline background.
 * Reports whether they load, so the map can tell the visitor that the background is missing
 * while markers and list keep working.
 */
export function MapTiles({ source, onStatus }: MapTilesProps) {
  const map = useMap();
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  const { url, maxZoom } = source;
  const attribution = attributionHtml(source);
  useEffect(() => {
    let loaded = 0;
    const layer = tileLayer(url, { attribution, maxZoom, zIndex: 1, crossOrigin: true });
    layer.on('tileload', () => {
      loaded += 1;
      if (loaded === 1) onStatusRef.current?.('online');
    });
    layer.on('tileerror', () => {
      if (loaded === 0) onStatusRef.current?.('offline');
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution, maxZoom]);
  return null;
}

/**
 * What the map shows now (box normalised later by the caller).
 *
 * @param map a Leaflet map
 * @returns box, zoom, no marker
 */
export function currentView(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    box: {
      nwLat: bounds.getNorth(),
      nwLng: bounds.getWest(),
      seLat: bounds.getSouth(),
      seLng: bounds.getEast(),
    },
    zoom: map.getZoom(),
    marker: null,
  };
}

/** Props of {@link ViewportWatcher}. */
export interface ViewportWatcherProps {
  /** Called with the view once the map is ready, and after every move that then rests. */
  onChange: (view: MapView) => void;
  /** Quiet time after the last move before `onChange`, ms (keyboard panning fires often). */
  delayMs?: number;
}

/**
 * Reports the visible box and zoom after the map stops moving (Leaflet `moveend`), debounced,
 * so requests and URL updates follow the visitor without flooding the API.
 */
export function ViewportWatcher({ onChange, delayMs = 250 }: ViewportWatcherProps) {
  const map = useMap();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onChangeRef.current(currentView(map)), delayMs);
    };
    map.whenReady(report);
    map.on('moveend', report);
    return () => {
      clearTimeout(timer);
      map.off('moveend', report);
    };
  }, [map, delayMs]);
  return null;
}
