import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  DEFAULT_MAP_CENTRE,
  DEFAULT_REGION_BOX,
  ListingSort,
  parseListingSearchUrl,
  SearchListingType,
  ViewMode,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  boxAroundPoint,
  boxOfFilters,
  chooseOpeningZoom,
  hasOwnBox,
  mapSearchRequest,
  mapViewHref,
  markerOfFilters,
  NETHERLANDS_BOX,
  normaliseBox,
  planInitialView,
  roundCoordinate,
  sameBox,
  placeKeyOf,
  withMapParamsOf,
  withMapView,
  withoutOwnBox,
} from './map-box';

import type { MapView } from './map-box';
import type { ListingSearchFilters } from '@rooms/domain';

const GRONINGEN_BOX = { nwLat: 53.24, nwLng: 6.52, seLat: 53.19, seLng: 6.6 };

function parse(
  segment: string,
  query: Record<string, string> = {},
  locale: 'nl' | 'en' = 'nl',
  street?: string,
): ListingSearchFilters {
  return parseListingSearchUrl({
    params: { searchCategoryAndCity: segment, ...(street ? { street } : {}) },
    query,
    locale,
  });
}

describe('roundCoordinate and normaliseBox', () => {
  it('keeps five decimals and never writes -0', () => {
    expect(roundCoordinate(53.2201074)).toBe(53.22011);
    expect(roundCoordinate(-0.000001)).toBe(0);
    expect(Object.is(roundCoordinate(-0.000001), 0)).toBe(true);
  });

  it('clamps to the degree ranges and puts the corners in order', () => {
    expect(normaliseBox({ nwLat: 95, nwLng: 190, seLat: -100, seLng: -200 })).toEqual({
      nwLat: 90,
      nwLng: -180,
      seLat: -90,
      seLng: 180,
    });
    expect(normaliseBox({ nwLat: 53.19, nwLng: 6.6, seLat: 53.24, seLng: 6.52 })).toEqual(
      GRONINGEN_BOX,
    );
  });
});

describe('boxes in the URL', () => {
  it('a URL without a box has the §9 default region, which is not a box of its own', () => {
    const filters = parse('kamer-groningen');
    expect(boxOfFilters(filters)).toEqual(DEFAULT_REGION_BOX);
    expect(hasOwnBox(filters)).toBe(false);
    expect(markerOfFilters(filters)).toBeNull();
  });

  it('reads the box and the selected marker of the URL', () => {
    const filters = parse('kamer-groningen', {
      nwlat: '53.24',
      nwlng: '6.52',
      selat: '53.19',
      selng: '6.6',
      mapMarkerLat: '53.2056',
      mapMarkerLng: '6.566',
    });
    expect(hasOwnBox(filters)).toBe(true);
    expect(boxOfFilters(filters)).toEqual(GRONINGEN_BOX);
    expect(markerOfFilters(filters)).toEqual({ lat: 53.2056, lng: 6.566 });
  });

  it('compares boxes with a tolerance', () => {
    expect(sameBox(GRONINGEN_BOX, { ...GRONINGEN_BOX, nwLat: 53.240001 })).toBe(true);
    expect(sameBox(GRONINGEN_BOX, { ...GRONINGEN_BOX, nwLat: 53.25 })).toBe(false);
  });
});

describe('planInitialView', () => {
  it('opens a URL box at the URL zoom', () => {
    const filters = parse('kamer-groningen', {
      nwlat: '53.24',
      nwlng: '6.52',
      selat: '53.19',
      selng: '6.6',
      mapZoom: '13',
    });
    expect(planInitialView(filters)).toEqual({ kind: 'box', box: GRONINGEN_BOX, zoom: 13 });
  });

  it('opens a city search on the city, the search radius around it', () => {
    expect(planInitialView(parse('kamer-groningen'))).toEqual({
      kind: 'place',
      citySlug: 'groningen',
      streetSlug: '',
      radiusKm: 10,
    });
    expect(planInitialView(parse('kamer-groningen', { radius: '0' }))).toMatchObject({
      radiusKm: 4,
    });
    expect(planInitialView(parse('room-groningen', { radius: '0' }, 'en', 'vismarkt'))).toEqual({
      kind: 'place',
      citySlug: 'groningen',
      streetSlug: 'vismarkt',
      radiusKm: 1,
    });
  });

  it('opens a search over the whole country on the Netherlands', () => {
    expect(planInitialView(parse('huurwoningen-nederland'))).toEqual({
      kind: 'country',
      box: NETHERLANDS_BOX,
    });
  });
});

describe('boxAroundPoint', () => {
  it('spans the radius in km both ways, wider in degrees of longitude up north', () => {
    const box = boxAroundPoint({ lat: 53.22, lng: 6.565 }, 10);
    // 10 km is 0.0899° of latitude; at 53.22° a degree of longitude is 0.599 of that.
    expect(box.nwLat - 53.22).toBeCloseTo(0.0899, 3);
    expect(53.22 - box.seLat).toBeCloseTo(0.0899, 3);
    expect(box.seLng - 6.565).toBeCloseTo(0.0899 / Math.cos((53.22 * Math.PI) / 180), 3);
    expect(6.565 - box.nwLng).toBeCloseTo(box.seLng - 6.565, 4);
  });
});

describe('chooseOpeningZoom', () => {
  it('keeps the URL zoom on the same screen and fits the box on another', () => {
    expect(chooseOpeningZoom(13, 13)).toBe(13);
    expect(chooseOpeningZoom(12, 13)).toBe(13);
    expect(chooseOpeningZoom(11, 13)).toBe(11);
    expect(chooseOpeningZoom(14, 12)).toBe(14);
  });
});

describe('withMapView and mapViewHref', () => {
  const view: MapView = {
    box: { nwLat: 53.2400049, nwLng: 6.5200001, seLat: 53.19, seLng: 6.6 },
    zoom: 13,
    marker: { lat: 53.205575, lng: 6.566024 },
  };

  it('writes box, zoom, marker, the map view and page 1 into the filters', () => {
    const filters = withMapView(parse('kamer-groningen', { pageNo: '3' }), view);
    expect(filters).toMatchObject({
      searchView: ViewMode.Map,
      pageNo: 1,
      nwlat: 53.24,
      nwlng: 6.52,
      selat: 53.19,
      selng: 6.6,
      mapZoom: 13,
      mapMarkerLat: 53.20558,
      mapMarkerLng: 6.56602,
    });
  });

  it('builds the Dutch and English map URLs that read back to the same view', () => {
    const nl = mapViewHref(parse('kamer-groningen', { maxRent: '800' }), view, 'nl');
    const url = new URL(nl, 'http://x');
    expect(url.pathname).toBe('/huren/kamer-groningen');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchView: 'map',
      maxRent: '800',
      nwlat: '53.24',
      nwlng: '6.52',
      selat: '53.19',
      selng: '6.6',
      mapZoom: '13',
      mapMarkerLat: '53.20558',
      mapMarkerLng: '6.56602',
    });
    const back = parse('kamer-groningen', Object.fromEntries(url.searchParams));
    expect(planInitialView(back)).toEqual({ kind: 'box', box: GRONINGEN_BOX, zoom: 13 });
    expect(markerOfFilters(back)).toEqual({ lat: 53.20558, lng: 6.56602 });

    const en = mapViewHref(parse('room-groningen', {}, 'en', 'vismarkt'), view, 'en');
    expect(en.startsWith('/en/for-rent/room-groningen/vismarkt?searchView=map&')).toBe(true);
  });

  it('drops the marker (the default centre) when nothing is selected', () => {
    const href = mapViewHref(parse('kamer-groningen'), { ...view, marker: null }, 'nl');
    const query = new URL(href, 'http://x').searchParams;
    expect(query.has('mapMarkerLat')).toBe(false);
    expect(query.has('mapMarkerLng')).toBe(false);
    const back = parse('kamer-groningen', Object.fromEntries(query));
    expect(back.mapMarkerLat).toBe(DEFAULT_MAP_CENTRE.lat);
  });
});

describe('mapSearchRequest', () => {
  it('sends every filter with the box as lat_lo/lng_lo/lat_hi/lng_hi and the paging', () => {
    const filters = parse('studentenwoning-groningen', { maxRent: '800', sort: '2' });
    const request = mapSearchRequest(filters, GRONINGEN_BOX, { pageNo: 2, rowsPerPage: 10 });
    expect(request).toMatchObject({
      citySlug: 'groningen',
      listingTypeIds: [SearchListingType.StudentHousing],
      maxRentalPriceId: 800,
      listingSortOptionId: ListingSort.PriceAscending,
      searchview: ViewMode.Map,
      pageNo: 2,
      rowsPerPage: 10,
      lat_lo: 53.19,
      lng_lo: 6.52,
      lat_hi: 53.24,
      lng_hi: 6.6,
    });
    // §4: student housing adds the student statuses.
    expect(request.suitableForStatusIds.length).toBeGreaterThan(0);
  });

  it('defaults to page 1 with the URL page size', () => {
    const request = mapSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS, GRONINGEN_BOX);
    expect(request.pageNo).toBe(1);
    expect(request.rowsPerPage).toBe(DEFAULT_LISTING_SEARCH_FILTERS.listingsPerPage);
  });
});

describe('withMapParamsOf, withoutOwnBox and placeKeyOf', () => {
  it('takes the map params of the address bar and keeps every other filter', () => {
    const filters = parse('kamer-groningen', {
      maxRent: '800',
      nwlat: '1',
      nwlng: '1',
      selat: '0',
      selng: '2',
    });
    const read = withMapParamsOf(
      filters,
      '?searchView=map&nwlat=53.24&nwlng=6.52&selat=53.19&selng=6.6&mapZoom=13&mapMarkerLat=53.2&mapMarkerLng=6.55',
      'nl',
    );
    expect(read).toEqual({
      ...filters,
      nwlat: 53.24,
      nwlng: 6.52,
      selat: 53.19,
      selng: 6.6,
      mapZoom: 13,
      mapMarkerLat: 53.2,
      mapMarkerLng: 6.55,
    });
    // Without map params the defaults come back.
    expect(hasOwnBox(withMapParamsOf(filters, '', 'nl'))).toBe(false);
  });

  it('forgets an own box and marker', () => {
    const filters = parse('kamer-groningen', {
      nwlat: '53.24',
      nwlng: '6.52',
      selat: '53.19',
      selng: '6.6',
      mapZoom: '13',
      mapMarkerLat: '53.2',
      mapMarkerLng: '6.55',
    });
    const plain = withoutOwnBox(filters);
    expect(hasOwnBox(plain)).toBe(false);
    expect(markerOfFilters(plain)).toBeNull();
    expect(plain.mapZoom).toBe(DEFAULT_LISTING_SEARCH_FILTERS.mapZoom);
    expect(planInitialView(plain)).toMatchObject({ kind: 'place', citySlug: 'groningen' });
  });

  it('keys the searched place', () => {
    expect(placeKeyOf(parse('kamer-groningen'))).toBe('groningen/');
    expect(placeKeyOf(parse('room-groningen', {}, 'en', 'vismarkt'))).toBe('groningen/vismarkt');
    expect(placeKeyOf(parse('huurwoningen-nederland'))).toBe('/');
  });
});
