/**
 * English texts of the `roommates` namespace (issue 26): the tenant search (§2
 * `/en/roommates/{city}`: heading, filter panel, sort, cards, pagination, empty and loading
 * states), the favourite-tenant heart and `/my-favorites/tenants`. The Dutch file beside it has
 * the same keys (checked by the parity test).
 */
export const roommates = {
  meta: {
    title: 'Tenants looking for a home in {{place}} | Rooms',
    description:
      'Find tenants and housemates looking for a room or home in {{place}}: students and young professionals with a profile.',
    countryName: 'the Netherlands',
  },
  heading: 'Tenants looking for a home in {{place}}',
  intro:
    'Describe your home with the filters: you see the tenants whose wishes it fits. Open a profile to invite a tenant.',
  count_one: '{{formatted}} tenant found',
  count_other: '{{formatted}} tenants found',
  loading: 'Loading tenants…',
  city: {
    label: 'City',
    placeholder: 'For example Groningen',
    submit: 'Search',
    whole: 'Whole country',
  },
  view: {
    legend: 'Show',
    list: 'All tenants',
    favorite: 'My favourite tenants',
    signIn: 'Sign in to see your favourite tenants.',
  },
  sort: {
    label: 'Sort by',
    '0': 'Recommended',
    '1': 'Most recent',
    '2': 'Budget: high to low',
    '3': 'Budget: low to high',
  },
  filters: {
    title: 'Your home',
    jump: 'Filter by your home',
    explain: 'Tell us about your home: we show the tenants it suits.',
    apply: 'Show tenants',
    clear: 'Clear filters',
    rent: { label: 'Rent of the home', any: 'Any rent', option: '{{amount}} per month' },
    size: { label: 'Size of the home', any: 'Any size', option: '{{value}} m²' },
    furnishing: {
      legend: 'Furnishing of the home',
      '1': 'Uncarpeted',
      '2': 'Unfurnished',
      '4': 'Furnished',
    },
    period: { legend: 'Rental period', '1': 'Temporary', '2': 'Indefinite' },
    persons: {
      label: 'Suitable for',
      any: 'Any number of people',
      option_one: '{{count}} person',
      option_other: '{{count}} people',
    },
    genders: { legend: 'Gender of the tenant', '1': 'Men', '2': 'Women' },
    age: { legend: 'Age of the tenant', min: 'From (years)', max: 'To (years)' },
    occupation: {
      legend: 'Occupation',
      '1': 'Student',
      '2': 'Working student',
      '4': 'Working',
      '8': 'Looking for work',
    },
    rules: {
      legend: 'House rules',
      smoking: 'Smoking allowed inside (show smokers)',
      pets: 'Pets allowed (show pet owners)',
    },
    roommateMax: {
      label: 'Housemates in the home',
      any: 'Any number',
      none: 'No housemates',
      four: 'Up to 4',
      eight: 'Up to 8',
      moreThanEight: 'More than 8',
    },
    roommateGenders: { legend: 'Housemates are', male: 'Men', female: 'Women', mixed: 'Mixed' },
    withPhoto: 'Only tenants with a photo',
  },
  card: {
    photo: 'Photo of {{name}}',
    budget: 'Budget up to {{amount}} per month',
    moveIn: 'Moves in from {{date}}',
    cities: 'Looking in {{cities}}',
    lastActive: 'Last active {{date}}',
    neverActive: 'Not active yet',
    profile: 'View profile of {{name}}',
  },
  favorite: {
    label: 'Favourite: {{name}}',
    signIn: 'Sign in to save {{name}} as a favourite',
    error: 'Saving your favourite did not work. Try again.',
    close: 'Close',
  },
  pagination: {
    label: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    currentPage: 'Page {{page}}, current page',
  },
  empty: {
    title: 'No tenants match',
    text: 'No tenant with a visible profile fits all of these wishes here. Try fewer filters or another city.',
    clear: 'Clear the filters',
    whole: 'Search the whole country',
  },
  error: 'The tenants could not be loaded. Try again in a moment.',
  favorites: {
    title: 'My favourite tenants',
    description: 'The tenants you saved as favourites.',
    count_one: '{{formatted}} favourite tenant',
    count_other: '{{formatted}} favourite tenants',
    emptyHeading: 'No favourite tenants yet',
    emptyText: 'Tap the heart on a tenant to save them here.',
    emptyAction: 'Find tenants',
  },
} as const;
