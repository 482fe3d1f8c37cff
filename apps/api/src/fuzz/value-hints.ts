/**
 * Values the API's own rules accept, by input name, for inputs whose JSON schema is looser than
 * those rules (the wizard's steps take any number where only a few listing types exist, any
 * string where a Dutch postcode is wanted). Valid requests use them most of the time, so they
 * get past the rules into the code that stores and answers; the rest stays generated.
 */
export const VALUE_HINTS: Readonly<Record<string, readonly unknown[]>> = {
  // Listing wizard (§3 creation steps; the values of the wizard's own tests).
  listingType: [1, 2, 4, 8, 16],
  ownerType: [1, 2, 4, 8],
  studentHouseId: [null],
  houseNumber: ['12', '12a', '3-2'],
  postcode: ['9711 LA', '9711la'],
  availableFrom: ['2030-09-01'],
  availableTo: [null, '2031-09-01'],
  rentalPeriod: [null],
  surfaceM2: [14, 30],
  furnishing: [1, 2, 4],
  rentCents: [45_000, 80_000],
  serviceCostsCents: [2_500],
  depositCents: [90_000],
  utilitiesIncluded: [true, false],
  energyLabel: ['A', 'B'],
  languages: [1, 3],
  preferredGenders: [3, 8],
  preferredAgeMin: [18],
  preferredAgeMax: [28],
  preferredOccupations: [3],
  suitableForPersons: [1],
  currentResidents: [0, 3],
  currentResidentGenders: [0, 3],
  title: ['Lichte kamer vlak bij de Grote Markt'],
  description: [
    'Lichte kamer op de tweede verdieping, vlak bij het centrum en het station, met een gedeelde keuken.',
  ],
  // Messages, reactions and reports (§5 rules: long enough, letters, no contact details).
  message: ['Hoi! Ik ben Anna, 21 jaar, student in Groningen. Is de kamer nog vrij?'],
  comment: ['Deze advertentie lijkt niet te kloppen.'],
  // Accounts.
  firstName: ['Anna', 'Zoë'],
  lastName: ['de Vries'],
  password: ['correct horse battery'],
  // Look-ups and searches by name.
  cityName: ['Groningen', 'zwolle'],
  query: ['gro', 'Herestraat', 'zwo'],
  searchTerm: ['Room', 'centre'],
};
