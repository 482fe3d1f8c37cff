'use client';

import { latLngBounds, layerGroup, marker as leafletMarker } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';

import { clusterPoints } from './cluster-points';
import {
  clusterIcon,
  MARKER_STATE_CLASSES,
  PRICE_MARKER_FOOTPRINT,
  priceIcon,
} from './marker-icons';

import type { PointCluster } from './cluster-points';
import type { MapMarker } from './use-map-data';
import type { LayerGroup, Marker } from 'leaflet';

/** Texts of the markers, in the page's language. */
export interface MarkerTexts {
  /** The price shown on a pill, e.g. "€ 780". */
  readonly price: (marker: MapMarker) => string;
  /** Accessible name of a single marker, e.g. "Studio, € 780 per maand". */
  readonly listingLabel: (marker: MapMarker) => string;
  /** The count shown in a bubble, formatted, e.g. "1.204". */
  readonly count: (count: number) => string;
  /** Accessible name of a bubble, e.g. "12 woningen hier, zoom in". */
  readonly clusterLabel: (count: number) => string;
}

/** Props of {@link ListingMarkersLayer}. */
export interface ListingMarkersLayerProps {
  markers: readonly MapMarker[];
  texts: MarkerTexts;
  /** The selected listing: its pill (or its group's bubble) is drawn selected and on top. */
  selectedId: number | null;
  /** A listing hovered or focused in the list: its marker is highlighted. */
  highlightedId: number | null;
  /** A single marker was clicked or pressed with Enter (the same one again: deselect). */
  onSelect: (marker: MapMarker | null) => void;
}

/** Highest zoom a group is opened to. */
const GROUP_MAX_ZOOM = 18;

function keyOf(cluster: PointCluster<MapMarker>): string {
  const [first] = cluster.items;
  return cluster.items.length === 1 ? `l${first?.id}` : `c${first?.id}-${cluster.items.length}`;
}

/**
 * The listing markers of the search map (§2): a price pill per listing, and a count bubble where
 * pills would overlap at the current zoom (clicking it zooms into the group). Markers are real
 * buttons for the keyboard (Tab, Enter) with names in the page's language. Drawn with Leaflet
 * directly and updated in place, so selecting or highlighting never replaces the focused element.
 */
export function ListingMarkersLayer({
  markers,
  texts,
  selectedId,
  highlightedId,
  onSelect,
}: ListingMarkersLayerProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const groupRef = useRef<LayerGroup | null>(null);
  /** Leaflet markers by cluster key, and the cluster each shows. */
  const drawnRef = useRef(new Map<string, { marker: Marker; cluster: PointCluster<MapMarker> }>());

  useEffect(() => {
    const onZoom = () => setZoom(map.getZoom());
    map.on('zoomend', onZoom);
    const group = layerGroup().addTo(map);
    groupRef.current = group;
    const drawn = drawnRef.current;
    return () => {
      map.off('zoomend', onZoom);
      group.remove();
      groupRef.current = null;
      drawn.clear();
    };
  }, [map]);

  const clusters = useMemo(
    () =>
      clusterPoints(
        markers.map((item) => {
          const point = map.project([item.lat, item.lng], zoom);
          return { item, lat: item.lat, lng: item.lng, x: point.x, y: point.y };
        }),
        PRICE_MARKER_FOOTPRINT,
      ),
    [markers, map, zoom],
  );

  const select = useEffectEvent((item: MapMarker) => {
    onSelect(item.id === selectedId ? null : item);
  });

  const openGroup = useEffectEvent((cluster: PointCluster<MapMarker>) => {
    const bounds = latLngBounds(
      [cluster.box.seLat, cluster.box.nwLng],
      [cluster.box.nwLat, cluster.box.seLng],
    );
    const target = Math.min(map.getBoundsZoom(bounds.pad(0.2)), GROUP_MAX_ZOOM);
    if (target > map.getZoom()) map.flyToBounds(bounds.pad(0.2), { maxZoom: GROUP_MAX_ZOOM });
    else map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, GROUP_MAX_ZOOM));
    // The bubble disappears when the group opens: keep keyboard focus on the map.
    map.getContainer().focus({ preventScroll: true });
  });

  const paintState = useEffectEvent(() => {
    for (const { marker, cluster } of drawnRef.current.values()) {
      const ids = cluster.items.map((item) => item.id);
      const selected = selectedId !== null && ids.includes(selectedId);
      const highlighted = highlightedId !== null && ids.includes(highlightedId);
      const element = marker.getElement();
      element?.classList.toggle(MARKER_STATE_CLASSES.selected, selected);
      element?.classList.toggle(MARKER_STATE_CLASSES.highlighted, highlighted);
      if (cluster.items.length === 1) element?.setAttribute('aria-pressed', String(selected));
      // A stable hook for tests and styles, whatever the CSS module hashes the classes to.
      if (selected) element?.setAttribute('data-selected', 'true');
      else element?.removeAttribute('data-selected');
      marker.setZIndexOffset(selected ? 2000 : highlighted ? 1000 : 0);
    }
  });

  const describe = useEffectEvent((cluster: PointCluster<MapMarker>) => {
    const [first] = cluster.items;
    if (cluster.items.length === 1 && first) {
      return { icon: priceIcon(texts.price(first)), label: texts.listingLabel(first) };
    }
    const count = cluster.items.length;
    return {
      icon: clusterIcon(count, texts.count(count)),
      label: texts.clusterLabel(count),
    };
  });

  // Draw the clusters: keep markers whose group is unchanged, add new ones, remove the rest.
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const drawn = drawnRef.current;
    const wanted = new Map(clusters.map((cluster) => [keyOf(cluster), cluster]));
    for (const [key, entry] of drawn) {
      if (!wanted.has(key)) {
        group.removeLayer(entry.marker);
        drawn.delete(key);
      }
    }
    for (const [key, cluster] of wanted) {
      const existing = drawn.get(key);
      if (existing) {
        existing.marker.setLatLng([cluster.lat, cluster.lng]);
        existing.cluster = cluster;
        continue;
      }
      const { icon, label } = describe(cluster);
      const marker = leafletMarker([cluster.lat, cluster.lng], {
        icon,
        keyboard: true,
        riseOnHover: true,
      });
      const entry = { marker, cluster };
      marker.on('click', () => {
        const [first] = entry.cluster.items;
        if (entry.cluster.items.length === 1 && first) select(first);
        else openGroup(entry.cluster);
      });
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
      group.addLayer(marker);
      drawn.set(key, entry);
    }
    paintState();
  }, [clusters]);

  // Selection and highlight only change classes: the focused marker element stays.
  useEffect(() => {
    paintState();
  }, [selectedId, highlightedId]);

  return null;
}
