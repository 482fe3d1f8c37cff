import type { roommates as en } from '../en/roommates';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `roommates` namespace (issue 26): het zoeken naar huurders en huisgenoten
 * (§2 `/huisgenoten/{city}`), het hartje van favoriete huurders en `/my-favorites/tenants`. Same
 * keys as the English file.
 */
export const roommates: Messages<typeof en> = {
  meta: {
    title: 'Huurders die een woning zoeken in {{place}} | Rooms',
    description:
      'Vind huurders en huisgenoten die een kamer of woning zoeken in {{place}}: studenten en starters met een profiel.',
    countryName: 'Nederland',
  },
  heading: 'Huurders die een woning zoeken in {{place}}',
  intro:
    'Beschrijf je woning met de filters: je ziet de huurders bij wie hij past. Open een profiel om een huurder uit te nodigen.',
  count_one: '{{formatted}} huurder gevonden',
  count_other: '{{formatted}} huurders gevonden',
  loading: 'Huurders worden geladen…',
  city: {
    label: 'Plaats',
    placeholder: 'Bijvoorbeeld Groningen',
    submit: 'Zoeken',
    whole: 'Heel Nederland',
  },
  view: {
    legend: 'Toon',
    list: 'Alle huurders',
    favorite: 'Mijn favoriete huurders',
    signIn: 'Log in om je favoriete huurders te zien.',
  },
  sort: {
    label: 'Sorteren op',
    '0': 'Aanbevolen',
    '1': 'Meest recent',
    '2': 'Budget: hoog naar laag',
    '3': 'Budget: laag naar hoog',
  },
  filters: {
    title: 'Jouw woning',
    jump: 'Filter op je woning',
    explain: 'Vertel iets over je woning: we tonen de huurders bij wie hij past.',
    apply: 'Toon huurders',
    clear: 'Filters wissen',
    rent: { label: 'Huur van de woning', any: 'Elke huur', option: '{{amount}} per maand' },
    size: { label: 'Oppervlakte van de woning', any: 'Elke oppervlakte', option: '{{value}} m²' },
    furnishing: {
      legend: 'Inrichting van de woning',
      '1': 'Kaal',
      '2': 'Gestoffeerd',
      '4': 'Gemeubileerd',
    },
    period: { legend: 'Huurperiode', '1': 'Tijdelijk', '2': 'Onbepaalde tijd' },
    persons: {
      label: 'Geschikt voor',
      any: 'Elk aantal personen',
      option_one: '{{count}} persoon',
      option_other: '{{count}} personen',
    },
    genders: { legend: 'Geslacht van de huurder', '1': 'Mannen', '2': 'Vrouwen' },
    age: { legend: 'Leeftijd van de huurder', min: 'Van (jaar)', max: 'Tot (jaar)' },
    occupation: {
      legend: 'Bezigheid',
      '1': 'Student',
      '2': 'Werkstudent',
      '4': 'Werkend',
      '8': 'Werkzoekend',
    },
    rules: {
      legend: 'Huisregels',
      smoking: 'Roken binnen toegestaan (toon rokers)',
      pets: 'Huisdieren toegestaan (toon huisdiereigenaren)',
    },
    roommateMax: {
      label: 'Huisgenoten in de woning',
      any: 'Elk aantal',
      none: 'Geen huisgenoten',
      four: 'Tot 4',
      eight: 'Tot 8',
      moreThanEight: 'Meer dan 8',
    },
    roommateGenders: {
      legend: 'Huisgenoten zijn',
      male: 'Mannen',
      female: 'Vrouwen',
      mixed: 'Gemengd',
    },
    withPhoto: 'Alleen huurders met een foto',
  },
  card: {
    photo: 'Foto van {{name}}',
    budget: 'Budget tot {{amount}} per maand',
    moveIn: 'Verhuist vanaf {{date}}',
    cities: 'Zoekt in {{cities}}',
    lastActive: 'Laatst actief {{date}}',
    neverActive: 'Nog niet actief',
    profile: 'Bekijk het profiel van {{name}}',
  },
  favorite: {
    label: 'Favoriet: {{name}}',
    signIn: 'Log in om {{name}} als favoriet te bewaren',
    error: 'Je favoriet bewaren is niet gelukt. Probeer het opnieuw.',
    close: 'Sluiten',
  },
  pagination: {
    label: 'Resultaatpagina’s',
    previous: 'Vorige',
    next: 'Volgende',
    page: 'Pagina {{page}}',
    currentPage: 'Pagina {{page}}, huidige pagina',
  },
  empty: {
    title: 'Geen huurders gevonden',
    text: 'Hier past geen huurder met een zichtbaar profiel bij al deze wensen. Probeer minder filters of een andere plaats.',
    clear: 'Wis de filters',
    whole: 'Zoek in heel Nederland',
  },
  error: 'De huurders konden niet worden geladen. Probeer het zo opnieuw.',
  favorites: {
    title: 'Mijn favoriete huurders',
    description: 'De huurders die je als favoriet hebt bewaard.',
    count_one: '{{formatted}} favoriete huurder',
    count_other: '{{formatted}} favoriete huurders',
    emptyHeading: 'Nog geen favoriete huurders',
    emptyText: 'Tik op het hartje bij een huurder om die hier te bewaren.',
    emptyAction: 'Huurders zoeken',
  },
};
