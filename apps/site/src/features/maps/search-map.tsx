'use client';

import 'leaflet/dist/leaflet.css';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_REGION_BOX } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { MapListToggle } from '@rooms/ui/map-list-toggle';
import {
  formatRent,
  listingTypeKey,
  MapListingCard,
  mapListingItem,
  MapListingList,
  mapListingSourceOfDetails,
} from '@rooms/ui/map-listing-list';
import { latLngBounds } from 'leaflet';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, useMap, useMapEvent, ZoomControl } from 'react-leaflet';

import { ListingMarkersLayer } from './listing-markers-layer';
import {
  boxAroundPoint,
  chooseOpeningZoom,
  mapSearchRequest,
  mapViewHref,
  markerOfFilters,
  NETHERLANDS_BOX,
  placeKeyOf,
  planInitialView,
  samePlace,
  withMapParamsOf,
  withoutOwnBox,
} from './map-box';
import { errorTextKey } from './map-error';
import { OfflineBackground, OSM_MAX_ZOOM, OsmTiles, ViewportWatcher } from './map-layers';
import {
  MAP_BACKGROUND,
  SEARCH_MAP_BLEED,
  SEARCH_MAP_HEIGHT,
  SEARCH_MAP_LIST_WIDTH_PX,
} from './map-layout';
import { MAP_CLASSES } from './marker-icons';
import { useListingPreview, useMapListings, useMapMarkers, usePlaceCentre } from './use-map-data';

import type { MarkerTexts } from './listing-markers-layer';
import type { MapView } from './map-box';
import type { TileStatus } from './map-layers';
import type { MapMarker } from './use-map-data';
import type { ListingSearchFilters, MapBox } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { MapListPanel } from '@rooms/ui/map-list-toggle';
import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';

/** Props of {@link SearchMap}. */
export interface SearchMapProps {
  /** The page's language: texts, number formats and link paths. */
  locale: Locale;
  /** The search of the URL (`parseListingSearchUrl`), with the map params of §3. */
  filters: ListingSearchFilters;
}

/** Where the map should look: a box, at a zoom (URL boxes) or fitted (places). */
interface MapTarget {
  /** Changes when the map should move to a new place. */
  readonly key: string;
  readonly box: MapBox;
  /** The URL's zoom for URL boxes (see `chooseOpeningZoom`); null: fit the box. */
  readonly zoom: number | null;
}

/** The whole §9 region, padded: how far the map can be panned. */
const PAN_LIMIT = toBounds(DEFAULT_REGION_BOX).pad(0.1);

/** Zoom showing the whole country on a phone; no further out than that is useful. */
const MIN_ZOOM = 6;

function toBounds(box: MapBox): LatLngBounds {
  return latLngBounds([box.seLat, box.nwLng], [box.nwLat, box.seLng]);
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Decides where the map looks from the URL: its own box, the searched place (once its centre is
 * known from `/gis/slugs`) or the whole country; `target` is null while the place is looked up.
 * `opened` are the filters with the map params the map opened with.
 */
function useMapTarget(
  locale: Locale,
  filters: ListingSearchFilters,
): { target: MapTarget | null; opened: ListingSearchFilters } {
  // The map owns its box once shown: it opens where the address bar says (also after Back from a
  // listing) and later moves only when the searched place changes, never to a stale box of the
  // page's first render.
  const [opened] = useState(() => ({
    filters: withMapParamsOf(filters, window.location.search, locale),
    place: placeKeyOf(filters),
  }));
  const placeChanged = placeKeyOf(filters) !== opened.place;
  const plan = useMemo(
    () => planInitialView(placeChanged ? withoutOwnBox(filters) : opened.filters),
    [placeChanged, filters, opened.filters],
  );
  const place = usePlaceCentre(
    locale,
    plan.kind === 'place' ? plan.citySlug : '',
    plan.kind === 'place' ? plan.streetSlug : '',
  );
  const target = useMemo((): MapTarget | null => {
    if (plan.kind === 'box') {
      const { box, zoom } = plan;
      return {
        key: `box:${box.nwLat},${box.nwLng},${box.seLat},${box.seLng}@${zoom}`,
        box,
        zoom,
      };
    }
    if (plan.kind === 'country') return { key: 'country', box: plan.box, zoom: null };
    if (!place.settled) return null;
    const key = `place:${plan.citySlug}/${plan.streetSlug}`;
    return place.centre
      ? { key, box: boxAroundPoint(place.centre, plan.radiusKm), zoom: null }
      : { key, box: NETHERLANDS_BOX, zoom: null };
  }, [plan, place.settled, place.centre?.lat, place.centre?.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  return { target, opened: opened.filters };
}

/** Moves the map whenever the target's key changes (first time: without animation). */
function ApplyTarget({ target }: { target: MapTarget }) {
  const map = useMap();
  const first = useRef(true);
  const apply = useEffectEvent(() => {
    const bounds = toBounds(target.box);
    const animate = !first.current;
    first.current = false;
    if (target.zoom === null) {
      map.fitBounds(bounds, { animate });
      return;
    }
    const zoom = chooseOpeningZoom(map.getBoundsZoom(bounds), target.zoom);
    map.setView(bounds.getCenter(), zoom, { animate });
  });
  useEffect(() => {
    apply();
  }, [target.key]);
  return null;
}

/** Names the map for assistive technology (Leaflet makes it focusable for arrow-key panning). */
function MapAccessibility({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    map.attributionControl?.setPrefix(false);
  }, [map, label]);
  return null;
}

/** Calls `onClick` when the map itself (not a marker) is clicked. */
function MapBackgroundClick({ onClick }: { onClick: () => void }) {
  useMapEvent('click', onClick);
  return null;
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
      />
    </svg>
  );
}

/**
 * The map view of the listing search (§2 `searchView=map`, §3 map params, §7 findmapdata and
 * findMaplistings): a Leaflet map with price and count markers of the visible box and, beside it
 * (from `md`) or behind a toggle (phones), the paged list of the listings in that box. Moving
 * the map updates the box in the URL (replacing the history entry, so Back leaves the map);
 * selecting a marker shows its card over the map, highlights it in the list and writes
 * `mapMarkerLat`/`mapMarkerLng`. OpenStreetMap tiles load when the network allows; without
 * them a neutral grid, the markers and the list still work.
 *
 * Heavy (Leaflet): import it only through `SearchMapView` (next/dynamic, no SSR).
 */
export default function SearchMap({ locale, filters }: SearchMapProps) {
  const { t } = useTranslation('map');
  const { t: tErrors } = useTranslation('errors');
  const { target, opened } = useMapTarget(locale, filters);
  const [firstTarget, setFirstTarget] = useState<MapTarget | null>(target);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [panel, setPanel] = useState<MapListPanel>('map');
  const [tiles, setTiles] = useState<TileStatus>('unknown');
  const listId = `${useId()}-list`;
  const today = useMemo(todayIso, []);

  if (firstTarget === null && target !== null) setFirstTarget(target);

  const request = useMemo(
    () => (view ? mapSearchRequest(filters, view.box) : null),
    [filters, view],
  );
  const markersQuery = useMapMarkers(locale, request);
  const listQuery = useMapListings(locale, request);
  const markers = markersQuery.data?.markers;
  const cards = useMemo(
    () => listQuery.data?.pages.flatMap((page) => page.listings) ?? [],
    [listQuery.data],
  );
  const total = listQuery.data?.pages[0]?.totalCount;

  // A marker named by the URL (a shared selection) is selected once the markers arrive.
  const wantedMarker = useRef(markerOfFilters(opened));
  useEffect(() => {
    const wanted = wantedMarker.current;
    if (!wanted || !markers || markersQuery.isPlaceholderData) return;
    wantedMarker.current = null;
    const found = markers.find((marker) => samePlace(marker, wanted));
    if (found) setSelected(found);
  }, [markers, markersQuery.isPlaceholderData]);

  // The URL follows the map: box, zoom and selected marker (§3), without a new history entry.
  useEffect(() => {
    if (!view) return;
    let href: string;
    try {
      href = mapViewHref(
        filters,
        { ...view, marker: selected ? { lat: selected.lat, lng: selected.lng } : null },
        locale,
      );
    } catch {
      return; // no main category (§5): nothing sensible to write
    }
    if (href !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(null, '', href);
    }
  }, [filters, view, selected, locale]);

  const markerTexts = useMemo<MarkerTexts>(() => {
    const numbers = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB');
    return {
      price: (marker) => formatRent(marker.rentCents, locale),
      listingLabel: (marker) =>
        t('marker.listing', {
          type: t(`listingTypes.${listingTypeKey(marker.listingType)}`),
          price: formatRent(marker.rentCents, locale),
        }),
      count: (count) => numbers.format(count),
      clusterLabel: (count) => t('marker.cluster', { count }),
    };
  }, [t, locale]);

  const items = useMemo(
    () => cards.map((card) => mapListingItem(card, { locale, t, today })),
    [cards, locale, t, today],
  );

  const selectedCard = selected ? cards.find((card) => card.id === selected.id) : undefined;
  const previewQuery = useListingPreview(locale, selected && !selectedCard ? selected.id : null);
  const previewSource =
    selectedCard ?? (previewQuery.data ? mapListingSourceOfDetails(previewQuery.data) : null);
  const previewItem =
    selected && previewSource?.id === selected.id
      ? mapListingItem(previewSource, { locale, t, today })
      : null;

  const updating =
    view !== null && (markersQuery.isFetching || listQuery.isFetching) && markers !== undefined;

  return (
    <Box
      component="section"
      aria-label={t('viewLabel')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selected) setSelected(null);
      }}
      sx={{
        position: 'relative',
        mx: SEARCH_MAP_BLEED,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: `${SEARCH_MAP_LIST_WIDTH_PX}px minmax(0, 1fr)`,
        },
        // Phones: the map/list toggle gets a row of its own under the map, so it never hides a
        // marker (a covered marker cannot be tapped: axe target-size).
        gridTemplateRows: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr)' },
        height: SEARCH_MAP_HEIGHT,
        border: { md: '1px solid' },
        borderColor: { md: 'divider' },
        borderRadius: { md: 2 },
        overflow: 'hidden',
        isolation: 'isolate',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        id={listId}
        sx={{
          gridRow: 1,
          gridColumn: 1,
          zIndex: { xs: 1100, md: 'auto' },
          display: { xs: panel === 'list' ? 'block' : 'none', md: 'block' },
          overflowY: 'auto',
          bgcolor: 'background.default',
          borderRight: { md: '1px solid' },
          borderColor: { md: 'divider' },
          p: 2,
        }}
      >
        <MapListingList
          items={items}
          label={t('list.label')}
          heading={total === undefined ? '' : t('list.count', { count: total })}
          selectedId={selected?.id ?? null}
          onHighlight={setHighlightedId}
          loading={listQuery.data === undefined && !listQuery.isError}
          loadingLabel={t('loadingListings')}
          emptyTitle={t('list.empty')}
          emptyHint={t('list.emptyHint')}
          emptyAction={
            <Button variant="outlined" onClick={() => map?.zoomOut(2)}>
              {t('list.zoomOut')}
            </Button>
          }
          notice={
            listQuery.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void listQuery.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {tErrors(errorTextKey(listQuery.error))}
              </Alert>
            ) : undefined
          }
          moreLabel={t('list.showMore')}
          onMore={listQuery.hasNextPage ? () => void listQuery.fetchNextPage() : undefined}
          loadingMore={listQuery.isFetchingNextPage}
        />
      </Box>

      <Box
        sx={{
          gridRow: 1,
          gridColumn: { xs: 1, md: 2 },
          position: 'relative',
          minHeight: 0,
          bgcolor: MAP_BACKGROUND,
          // On phones the list covers the map: hide the map from keyboard and screen readers.
          visibility: { xs: panel === 'list' ? 'hidden' : 'visible', md: 'visible' },
        }}
      >
        {firstTarget ? (
          <MapContainer
            ref={setMap}
            bounds={toBounds(firstTarget.box)}
            zoomControl={false}
            minZoom={MIN_ZOOM}
            maxZoom={OSM_MAX_ZOOM}
            maxBounds={PAN_LIMIT}
            maxBoundsViscosity={0.8}
            className={MAP_CLASSES.map}
            style={{ position: 'absolute', inset: 0 }}
          >
            <OfflineBackground />
            <OsmTiles attribution={t('attribution')} onStatus={setTiles} />
            <ZoomControl
              position="topright"
              zoomInTitle={t('zoomIn')}
              zoomOutTitle={t('zoomOut')}
            />
            <MapAccessibility label={t('mapLabel')} />
            {target ? <ApplyTarget target={target} /> : null}
            <ViewportWatcher onChange={setView} />
            <MapBackgroundClick onClick={() => setSelected(null)} />
            {markers ? (
              <ListingMarkersLayer
                markers={markers}
                texts={markerTexts}
                selectedId={selected?.id ?? null}
                highlightedId={highlightedId}
                onSelect={setSelected}
              />
            ) : null}
          </MapContainer>
        ) : null}

        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 60,
            zIndex: 1000,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1,
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
          }}
        >
          {!firstTarget || (view !== null && markers === undefined && !markersQuery.isError) ? (
            <MapChip role="status">
              <CircularProgress size={14} aria-hidden="true" />
              {firstTarget ? t('loadingListings') : t('loadingMap')}
            </MapChip>
          ) : null}
          {updating ? (
            <MapChip role="status">
              <CircularProgress size={14} aria-hidden="true" />
              {t('updating')}
            </MapChip>
          ) : null}
          {markersQuery.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void markersQuery.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {tErrors(errorTextKey(markersQuery.error))}
            </Alert>
          ) : null}
          {markersQuery.data?.truncated && total !== undefined ? (
            <MapChip>{t('truncated', { shown: markersQuery.data.markers.length, total })}</MapChip>
          ) : null}
          {tiles === 'offline' ? <MapChip>{t('tilesOffline')}</MapChip> : null}
        </Box>

        <Box
          role="region"
          aria-label={t('preview.label')}
          aria-live="polite"
          sx={{
            position: 'absolute',
            zIndex: 1000,
            left: 12,
            right: 12,
            bottom: { xs: 16, md: 28 },
            mx: 'auto',
            maxWidth: 400,
          }}
        >
          {previewItem ? (
            <MapListingCard
              item={previewItem}
              selected
              sx={{ boxShadow: 6 }}
              action={
                <IconButton
                  size="small"
                  aria-label={t('preview.close')}
                  onClick={() => setSelected(null)}
                >
                  <CloseIcon />
                </IconButton>
              }
            />
          ) : null}
          {selected && previewQuery.isError ? (
            <Alert severity="error" onClose={() => setSelected(null)}>
              {tErrors(errorTextKey(previewQuery.error))}
            </Alert>
          ) : null}
        </Box>
      </Box>

      <MapListToggle
        showing={panel}
        mapLabel={t('toggle.showMap')}
        listLabel={t('toggle.showList', { count: total ?? 0 })}
        onToggle={(next) => {
          setPanel(next);
          if (next === 'map') requestAnimationFrame(() => map?.invalidateSize());
        }}
        controls={listId}
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          gridRow: 2,
          gridColumn: 1,
          justifySelf: 'center',
          my: 1,
        }}
      />
    </Box>
  );
}

/** A small message over the map. */
function MapChip({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <Paper
      role={role}
      elevation={3}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        maxWidth: 420,
      }}
    >
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Paper>
  );
}
