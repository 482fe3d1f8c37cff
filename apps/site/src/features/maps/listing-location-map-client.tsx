'use client';

import 'leaflet/dist/leaflet.css';

import { useEffect } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';

import { MapTiles, OfflineBackground } from './map-layers';
import { MAP_CLASSES, pinIcon } from './marker-icons';

import type { MapTileSource } from './tile-source';

/** Zoom of the location map: a few streets around the listing. */
export const LOCATION_MAP_ZOOM = 15;

/** Props of {@link LocationMap}. */
export interface LocationMapProps {
  /** Latitude of the listing, degrees. */
  lat: number;
  /** Longitude of the listing, degrees. */
  lng: number;
  /** The place, shown beside the pin, e.g. "Rivierenhof, Groningen". */
  label: string;
  /** Let the visitor pan and zoom (mouse, touch, keyboard, zoom buttons). Default false. */
  interactive: boolean;
  /** The background tiles and their attribution (`mapTileSource`). */
  tiles: MapTileSource;
}

/** Without interaction the map is a picture: no tab stop, no attribution prefix. */
function Settings({ interactive }: { interactive: boolean }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(false);
    if (!interactive) map.getContainer().removeAttribute('tabindex');
  }, [map, interactive]);
  return null;
}

/**
 * The Leaflet part of the listing location map: one pin on the configured tiles (OpenStreetMap's
 * by default; a neutral grid without network). Heavy: loaded only through `ListingLocationMap`.
 */
export default function LocationMap({ lat, lng, label, interactive, tiles }: LocationMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={LOCATION_MAP_ZOOM}
      maxZoom={tiles.maxZoom}
      zoomControl={interactive}
      dragging={interactive}
      touchZoom={interactive}
      scrollWheelZoom={false}
      doubleClickZoom={interactive}
      boxZoom={interactive}
      keyboard={interactive}
      className={MAP_CLASSES.map}
      style={{ position: 'absolute', inset: 0 }}
    >
      <Settings interactive={interactive} />
      <OfflineBackground />
      <MapTiles source={tiles} />
      <Marker position={[lat, lng]} icon={pinIcon(label)} interactive={false} keyboard={false} />
    </MapContainer>
  );
}
