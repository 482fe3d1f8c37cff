'use client';

import 'leaflet/dist/leaflet.css';

import { DEFAULT_REGION_BOX } from '@rooms/domain';
import { I18nProvider, useTranslation } from '@rooms/i18n/client';
import { buttonClassName } from '@rooms/ui/button-link';
import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';
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

import { QueryProvider } from '../../client/query-provider';
import { QueryLoadingBar } from '../../shell/query-loading-bar';

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
import { MapTiles, OfflineBackground, ViewportWatcher } from './map-layers';
import { MAP_CLASSES } from './marker-icons';
import frame from './search-map-frame.module.css';
import styles from './search-map.module.css';
import { useListingPreview, useMapListings, useMapMarkers, usePlaceCentre } from './use-map-data';

import type { MarkerTexts } from './listing-markers-layer';
import type { MapView } from './map-box';
import type { TileStatus } from './map-layers';
import type { MapTileSource } from './tile-source';
import type { MapMarker } from './use-map-data';
import type { ListingSearchFilters, MapBox } from '@rooms/domain';
import type { Locale, LocaleResources } from '@rooms/i18n';
import type { MapListPanel } from '@rooms/ui/map-list-toggle';
import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';

/** The texts the map view needs, in the page's language (namespaces `map` and `errors`). */
export type SearchMapResources = Pick<LocaleResources, 'map' | 'errors'>;

/** Props of {@link SearchMap}. */
export interface SearchMapProps {
  /** The page's language: texts, number formats and link paths. */
  locale: Locale;
  /** The search of the URL (`parseListingSearchUrl`), with the map params of §3. */
  filters: ListingSearchFilters;
  /** The map's texts, handed over by the server page. */
  resources: SearchMapResources;
  /** The background tiles and their attribution (`mapTileSource` of the site's settings). */
  tiles: MapTileSource;
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
 * Brings what it needs with it, as the page has no app providers: client i18n with the texts
 * the page handed over and TanStack Query for the map's requests, which drive the top loading
 * bar (§2 Shell). No MUI. Heavy (Leaflet): import it only through `SearchMapView`
 * (next/dynamic, no SSR), so none of it is in the page's first load.
 */
export default function SearchMap({ locale, filters, resources, tiles }: SearchMapProps) {
  return (
    <I18nProvider locale={locale} resources={resources}>
      <QueryProvider>
        <QueryLoadingBar />
        <SearchMapContent locale={locale} filters={filters} tiles={tiles} />
      </QueryProvider>
    </I18nProvider>
  );
}

/** The map view inside its providers (see {@link SearchMap}). */
function SearchMapContent({
  locale,
  filters,
  tiles: tileSource,
}: Omit<SearchMapProps, 'resources'>) {
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
    <section
      aria-label={t('viewLabel')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selected) setSelected(null);
      }}
      className={`${frame.frame} ${styles.view}`}
    >
      <div
        id={listId}
        className={panel === 'list' ? `${styles.listPanel} ${styles.open}` : styles.listPanel}
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
            <button
              type="button"
              className={buttonClassName({ variant: 'outlined' })}
              onClick={() => map?.zoomOut(2)}
            >
              {t('list.zoomOut')}
            </button>
          }
          notice={
            listQuery.isError ? (
              <InlineAlert
                severity="error"
                action={<RetryButton label={t('retry')} onClick={() => void listQuery.refetch()} />}
              >
                {tErrors(errorTextKey(listQuery.error))}
              </InlineAlert>
            ) : undefined
          }
          moreLabel={t('list.showMore')}
          onMore={listQuery.hasNextPage ? () => void listQuery.fetchNextPage() : undefined}
          loadingMore={listQuery.isFetchingNextPage}
        />
      </div>

      <div className={panel === 'list' ? `${styles.mapPanel} ${styles.covered}` : styles.mapPanel}>
        {firstTarget ? (
          <MapContainer
            ref={setMap}
            bounds={toBounds(firstTarget.box)}
            zoomControl={false}
            minZoom={MIN_ZOOM}
            maxZoom={tileSource.maxZoom}
            maxBounds={PAN_LIMIT}
            maxBoundsViscosity={0.8}
            className={MAP_CLASSES.map}
            style={{ position: 'absolute', inset: 0 }}
          >
            <OfflineBackground />
            <MapTiles source={tileSource} onStatus={setTiles} />
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

        <div className={styles.messages}>
          {!firstTarget || (view !== null && markers === undefined && !markersQuery.isError) ? (
            <MapChip role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {firstTarget ? t('loadingListings') : t('loadingMap')}
            </MapChip>
          ) : null}
          {updating ? (
            <MapChip role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('updating')}
            </MapChip>
          ) : null}
          {markersQuery.isError ? (
            <InlineAlert
              severity="error"
              action={
                <RetryButton label={t('retry')} onClick={() => void markersQuery.refetch()} />
              }
            >
              {tErrors(errorTextKey(markersQuery.error))}
            </InlineAlert>
          ) : null}
          {markersQuery.data?.truncated && total !== undefined ? (
            <MapChip>{t('truncated', { shown: markersQuery.data.markers.length, total })}</MapChip>
          ) : null}
          {tiles === 'offline' ? <MapChip>{t('tilesOffline')}</MapChip> : null}
        </div>

        <div
          role="region"
          aria-label={t('preview.label')}
          aria-live="polite"
          className={styles.preview}
        >
          {previewItem ? (
            <MapListingCard
              item={previewItem}
              selected
              className={styles.previewCard}
              action={<CloseButton label={t('preview.close')} onClick={() => setSelected(null)} />}
            />
          ) : null}
          {selected && previewQuery.isError ? (
            <InlineAlert
              severity="error"
              action={<CloseButton label={t('preview.close')} onClick={() => setSelected(null)} />}
            >
              {tErrors(errorTextKey(previewQuery.error))}
            </InlineAlert>
          ) : null}
        </div>
      </div>

      <MapListToggle
        showing={panel}
        mapLabel={t('toggle.showMap')}
        listLabel={t('toggle.showList', { count: total ?? 0 })}
        onToggle={(next) => {
          setPanel(next);
          if (next === 'map') requestAnimationFrame(() => map?.invalidateSize());
        }}
        controls={listId}
        className={styles.toggle}
      />
    </section>
  );
}

/** The "Try again" action of an error message over or beside the map. */
function RetryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={inlineAlertClasses.actionButton} onClick={onClick}>
      {label}
    </button>
  );
}

/** A round close button (MUI's small IconButton) of the preview card and its error. */
function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={inlineAlertClasses.closeButton}
      onClick={onClick}
    >
      <CloseIcon />
    </button>
  );
}

/** A small message over the map, on a raised paper chip. */
function MapChip({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <div role={role} className={styles.chip}>
      {children}
    </div>
  );
}
