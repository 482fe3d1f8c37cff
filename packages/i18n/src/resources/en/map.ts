/**
 * English texts of the `map` namespace: the map view of the listing search (§2, §3 map params)
 * and the small location map of the listing detail page. The Dutch file beside it has the same
 * keys (checked by the parity test).
 */
export const map = {
  /** Accessible name of the whole map view (list of the visible area plus the map). */
  viewLabel: 'Listings on the map',
  /** Accessible name of the interactive map itself. */
  mapLabel: 'Map of listings. Use the arrow keys to move and plus or minus to zoom.',
  loadingMap: 'Loading map…',
  loadingListings: 'Loading listings…',
  updating: 'Updating…',
  list: {
    label: 'Listings in this map area',
    count_one: '{{count, number}} listing in this area',
    count_other: '{{count, number}} listings in this area',
    showMore: 'Show more listings',
    empty: 'No listings in this area.',
    emptyHint: 'Zoom out or move the map to see more listings.',
    zoomOut: 'Zoom out',
  },
  toggle: {
    showList_one: 'List ({{count, number}})',
    showList_other: 'List ({{count, number}})',
    showMap: 'Map',
  },
  marker: {
    listing: '{{type}}, {{price}} per month',
    cluster_one: '{{count, number}} listing here, zoom in',
    cluster_other: '{{count, number}} listings here, zoom in',
  },
  truncated:
    'The map shows the newest {{shown, number}} of {{total, number}} listings in this area. Zoom in to see them all.',
  tilesOffline: 'Map background unavailable',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  attribution: '© OpenStreetMap contributors',
  retry: 'Try again',
  preview: {
    label: 'Selected listing',
    close: 'Close',
  },
  card: {
    perMonth: 'per month',
    surface: '{{size}} m²',
    availableNow: 'Available now',
    availableFrom: 'Available from {{date}}',
    topAdvert: 'Top advert · paid',
    confirmed: 'Confirmed {{date}}',
  },
  listingTypes: {
    room: 'Room',
    apartment: 'Apartment',
    studio: 'Studio',
    antiSquat: 'Anti-squat',
    studentHousing: 'Student housing',
  },
  location: {
    label: 'Location of {{label}}',
    openInOsm: 'View on OpenStreetMap',
    newWindow: '(opens in a new window)',
  },
} as const;
