import { Furnishing, ListingType } from '@rooms/domain';

import type { Random } from './random.js';

/** What the Dutch title and description of a seeded listing are built from. */
export interface ListingTextInput {
  listingType: number;
  furnishing: number;
  surfaceM2: number;
  street: string;
  city: string;
  /** Rent in euro cents per month. */
  rentCents: number;
  /** Service costs in euro cents per month. */
  serviceCostsCents: number;
  utilitiesIncluded: boolean;
  /** 'YYYY-MM-DD'. */
  availableFrom: string;
  availableTo: string | null;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  isPetsInsideAllowed: boolean;
  isSmokingInsideAllowed: boolean;
  currentResidents: number;
  energyLabel: string;
  preferredOccupations: number;
}

const NOUNS: Readonly<Record<number, string>> = {
  [ListingType.Room]: 'kamer',
  [ListingType.Apartment]: 'appartement',
  [ListingType.Studio]: 'studio',
  [ListingType.Antikraak]: 'antikraakwoning',
  [ListingType.StudentResidence]: 'studentenkamer',
};

/** Neuter nouns take 'het' and an uninflected adjective after 'een' ('een ruim appartement'). */
const NEUTER: ReadonlySet<number> = new Set([ListingType.Apartment]);

const FURNISHING_ADJECTIVES: Readonly<Record<number, string>> = {
  [Furnishing.Furnished]: 'gemeubileerd',
  [Furnishing.Unfurnished]: 'gestoffeerd',
  [Furnishing.Uncarpeted]: 'kaal',
};

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** Dates in words already written (the seed uses a few hundred distinct dates). */
const DATE_WORDS = new Map<string, string>();

const HET_SUFFIXES =
  /(plein|pad|hof|park|plantsoen|erf|veld|eiland|hoofd|bolwerk|rak|water|land|eind)$/i;
const OWN_ARTICLE = /^(de|het|'t|den|der|ter|te|op|in|aan|bij) /i;

/** Dutch adjective after 'een': an -e for common nouns except adjectives ending in -en/-e. */
function inflect(adjective: string, listingType: number): string {
  if (NEUTER.has(listingType)) return adjective;
  if (adjective === 'kaal') return 'kale';
  return adjective.endsWith('e') ? adjective : `${adjective}e`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where the listing is, in Dutch: 'aan de Oudegracht', 'aan het Museumplein', 'aan De Ruijterkade'
 * (streets starting with an article or preposition keep their own).
 */
export function streetPhrase(street: string): string {
  if (OWN_ARTICLE.test(street)) return `aan ${street}`;
  return HET_SUFFIXES.test(street) ? `aan het ${street}` : `aan de ${street}`;
}

/**
 * A date in Dutch words.
 * @param isoDate 'YYYY-MM-DD'
 * @returns e.g. '1 december 2026'
 */
export function dutchDate(isoDate: string): string {
  let words = DATE_WORDS.get(isoDate);
  if (words === undefined) {
    const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
    words = `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
    DATE_WORDS.set(isoDate, words);
  }
  return words;
}

/** Euros in Dutch notation from cents: 94500 → '€ 945', 1234550 → '€ 12.345,50'. */
export function euros(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === 0 ? `€ ${grouped}` : `€ ${grouped},${String(fraction).padStart(2, '0')}`;
}

/**
 * A Dutch advert title (§3 `title`) from one of a few templates, with the street and city and
 * no contact details, e.g. 'Gemeubileerde kamer van 14 m² aan de Oudegracht in Utrecht'.
 */
export function listingTitle(input: ListingTextInput, random: Random): string {
  const noun = NOUNS[input.listingType] ?? 'woonruimte';
  const adjective = inflect(FURNISHING_ADJECTIVES[input.furnishing] ?? '', input.listingType);
  const where = streetPhrase(input.street);
  switch (random.int(0, 4)) {
    case 0:
      return `${capitalise(adjective)} ${noun} van ${input.surfaceM2} m² ${where} in ${input.city}`;
    case 1:
      return `${capitalise(noun)} te huur in ${input.city}, ${input.street}`;
    case 2:
      return `${input.surfaceM2} m² ${noun} ${where}, ${input.city}`;
    case 3:
      return `${capitalise(noun)} in ${input.city} – ${input.street} (${input.surfaceM2} m²)`;
    default:
      return `${capitalise(adjective)} ${noun} in ${input.city} ${where}`;
  }
}

/**
 * A Dutch advert description (§3 `description`): location, facilities, housemates, tenant
 * preference, rent and availability, assembled from the listing's own fields so it never
 * contradicts them. No contact details (no e-mail, phone number or URL).
 */
export function listingDescription(input: ListingTextInput, random: Random): string {
  const noun = NOUNS[input.listingType] ?? 'woonruimte';
  const neuter = NEUTER.has(input.listingType);
  const adjective = inflect(FURNISHING_ADJECTIVES[input.furnishing] ?? '', input.listingType);
  const article = neuter ? 'Het' : 'De';
  const parts: string[] = [];

  const where = streetPhrase(input.street);
  let opening: string;
  switch (random.int(0, 2)) {
    case 0:
      opening = `Per ${dutchDate(input.availableFrom)} te huur: een ${adjective} ${noun} van ${input.surfaceM2} m² ${where} in ${input.city}.`;
      break;
    case 1:
      opening = `${article} ${noun} ligt ${where} in ${input.city} en is ${input.surfaceM2} m² groot. ${article} ${noun} wordt ${FURNISHING_ADJECTIVES[input.furnishing] ?? ''} verhuurd.`;
      break;
    default:
      opening = `In ${input.city} komt een ${adjective} ${noun} vrij ${where}: ${input.surfaceM2} m², beschikbaar vanaf ${dutchDate(input.availableFrom)}.`;
  }
  parts.push(opening);
  parts.push(
    random.pick([
      'Winkels, het openbaar vervoer en de binnenstad zijn op fietsafstand.',
      'Rustige straat, met de supermarkt en een bushalte om de hoek.',
      'Een levendige buurt met cafés, een park en goede fietsverbindingen.',
      'Het station en de uitvalswegen zijn snel bereikbaar.',
    ]),
  );

  const facilities: string[] = [];
  facilities.push(input.isBathroomPrivate ? 'een eigen badkamer' : 'een gedeelde badkamer');
  facilities.push(input.isToiletPrivate ? 'een eigen toilet' : 'een gedeeld toilet');
  facilities.push(input.isKitchenPrivate ? 'een eigen keuken' : 'een gedeelde keuken');
  let facilitySentence = `Je hebt ${facilities.slice(0, -1).join(', ')} en ${facilities[facilities.length - 1] ?? ''}.`;
  if (input.hasInternet) facilitySentence += ' Internet is aanwezig.';
  parts.push(facilitySentence);

  if (input.currentResidents > 0) {
    parts.push(
      input.currentResidents === 1
        ? 'Je deelt de woning met één huisgenoot.'
        : `Je deelt de woning met ${input.currentResidents} huisgenoten.`,
    );
  }
  const rules: string[] = [];
  rules.push(
    input.isSmokingInsideAllowed ? 'Roken binnen is toegestaan' : 'Binnen wordt niet gerookt',
  );
  rules.push(
    input.isPetsInsideAllowed ? 'huisdieren zijn welkom' : 'huisdieren zijn helaas niet toegestaan',
  );
  parts.push(`${rules.join('; ')}.`);

  const occupations = input.preferredOccupations;
  if (occupations === 1 || occupations === 3) parts.push('Geschikt voor studenten.');
  else if (occupations === 6 || occupations === 4)
    parts.push('Geschikt voor werkenden en werkstudenten.');

  let rent = `De huur is ${euros(input.rentCents)} per maand`;
  rent += input.utilitiesIncluded
    ? ', inclusief gas, water en licht'
    : ', exclusief gas, water en licht';
  if (input.serviceCostsCents > 0) rent += `, plus ${euros(input.serviceCostsCents)} servicekosten`;
  parts.push(`${rent}.`);
  if (input.energyLabel !== 'Unknown') parts.push(`Energielabel ${input.energyLabel}.`);
  parts.push(
    input.availableTo
      ? `Beschikbaar van ${dutchDate(input.availableFrom)} tot ${dutchDate(input.availableTo)}.`
      : `Beschikbaar vanaf ${dutchDate(input.availableFrom)} voor onbepaalde tijd.`,
  );
  parts.push(
    random.pick([
      'Reageer via Rooms en vertel iets over jezelf.',
      'Interesse? Stuur een bericht via Rooms.',
      'Reacties graag via het berichtensysteem van Rooms.',
    ]),
  );
  return parts.join(' ');
}
