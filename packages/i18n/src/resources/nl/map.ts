import type { map as en } from '../en/map';
import type { Messages } from '../messages';

/** Dutch texts of the `map` namespace; same keys as the English file. */
export const map: Messages<typeof en> = {
  viewLabel: 'Woningen op de kaart',
  mapLabel: 'Kaart met woningen. Verschuif met de pijltjestoetsen en zoom met plus of min.',
  loadingMap: 'Kaart laden…',
  loadingListings: 'Woningen laden…',
  updating: 'Bijwerken…',
  list: {
    label: 'Woningen in dit deel van de kaart',
    count_one: '{{count, number}} woning in dit gebied',
    count_other: '{{count, number}} woningen in dit gebied',
    showMore: 'Meer woningen tonen',
    empty: 'Geen woningen in dit gebied.',
    emptyHint: 'Zoom uit of verschuif de kaart om meer woningen te zien.',
    zoomOut: 'Uitzoomen',
  },
  toggle: {
    showList_one: 'Lijst ({{count, number}})',
    showList_other: 'Lijst ({{count, number}})',
    showMap: 'Kaart',
  },
  marker: {
    listing: '{{type}}, {{price}} per maand',
    cluster_one: '{{count, number}} woning hier, zoom in',
    cluster_other: '{{count, number}} woningen hier, zoom in',
  },
  truncated:
    'De kaart toont de nieuwste {{shown, number}} van {{total, number}} woningen in dit gebied. Zoom in om ze allemaal te zien.',
  tilesOffline: 'Kaartachtergrond niet beschikbaar',
  zoomIn: 'Inzoomen',
  zoomOut: 'Uitzoomen',
  attribution: '© OpenStreetMap-bijdragers',
  retry: 'Opnieuw proberen',
  preview: {
    label: 'Gekozen woning',
    close: 'Sluiten',
  },
  card: {
    perMonth: 'per maand',
    surface: '{{size}} m²',
    availableNow: 'Nu beschikbaar',
    availableFrom: 'Beschikbaar vanaf {{date}}',
    topAdvert: 'Topadvertentie · betaald',
    confirmed: 'Bevestigd {{date}}',
  },
  listingTypes: {
    room: 'Kamer',
    apartment: 'Appartement',
    studio: 'Studio',
    antiSquat: 'Antikraak',
    studentHousing: 'Studentenwoning',
  },
  location: {
    label: 'Locatie van {{label}}',
    openInOsm: 'Bekijk op OpenStreetMap',
    newWindow: '(opent in een nieuw venster)',
  },
};
