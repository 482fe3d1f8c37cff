import {
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingStatus,
  ListingType,
  OwnerType,
  RentalPeriod,
  TenantOccupation,
} from '@rooms/domain';

import { houseNumberOnStreet, jitterCoordinate, postcodeOnStreet } from './address.js';
import { addMonths, isoDay, isoTimestamp } from './dates.js';
import { ENERGY_LABELS } from './enums.js';
import { listingDescription, listingTitle, type ListingTextInput } from './listing-text.js';
import { createRandom, shuffleInPlace, type Random } from './random.js';

import type { CityRentBasis } from '../reference-data/rent-levels.js';
import type { StreetRow } from '../reference-data/street-rows.js';

/** A city as the generator sees it. */
export interface GeneratorCity {
  name: string;
  /** The city's streets (needed only when it gets listings). */
  streets: readonly StreetRow[] | undefined;
  rent: CityRentBasis;
}

/** A row of the `listings` table before insertion; cities, streets and landlords by index. */
export interface SeedListing extends ListingTextInput {
  cityIndex: number;
  streetIndex: number;
  /** Index into the landlord pool; 0 is the demo landlord. */
  landlordIndex: number;
  ownerType: number;
  status: number;
  houseNumber: string;
  postcode: string;
  lat: number;
  lng: number;
  depositCents: number;
  rentalPeriod: number | null;
  preferredGenders: number;
  preferredAgeMin: number;
  preferredAgeMax: number;
  suitableForPersons: number;
  currentResidentGenders: number;
  languages: number;
  title: string;
  description: string;
  /** ISO timestamps (UTC); `publishedAt` null for listings never published. */
  topAdvertUntil: string | null;
  views: number;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
}

/** What `generateListings` needs. */
export interface GenerateListingsInput {
  cities: readonly GeneratorCity[];
  /** Listings per city (same order as `cities`), e.g. from `apportion`. */
  counts: readonly number[];
  /** Size of the landlord pool (≥ 1); index 0 is the demo landlord. */
  landlordCount: number;
  /** The seed's "today", epoch milliseconds (UTC midnight). */
  referenceMs: number;
  /** PRNG seed. */
  seed: string | number;
  /** Listings per yielded batch. */
  batchSize: number;
}

/** Coordinates are spread uniformly within this radius of the street's BAG coordinate (metres). */
export const JITTER_RADIUS_M = 100;
/** ± share of the published figure a listing's rent may deviate (uniform spread). */
export const RENT_SPREAD = 0.25;
/** Days after the reference date within which listings become available. */
export const AVAILABLE_WITHIN_DAYS = 90;
/** Days before the reference date over which publication dates are spread. */
export const PUBLISHED_WITHIN_DAYS = 60;
/** Every 25th listing (offset 12) is non-visible, cycling through these statuses. */
export const NON_VISIBLE_CYCLE = [
  ListingStatus.Concept,
  ListingStatus.Inactive,
  ListingStatus.Deleted,
  ListingStatus.Pending,
] as const;

const DAY_MS = 86_400_000;

/**
 * Adverts of the demo landlord (pool index 0), and no random share: a fixed number whatever the
 * draw - enough for the demo (reactions, an inactive advert) and for the end-to-end runs that
 * each take one offline, and one page of My adverts (`MY_LISTINGS_PAGE_SIZE`, 10).
 */
export const DEMO_LANDLORD_ADVERTS = 10;

/**
 * The listing indexes of the demo landlord's adverts: {@link DEMO_LANDLORD_ADVERTS} spread evenly
 * over the seed (fewer in a seed that small), never one of the non-visible ones (index ≡ 12 mod
 * 25), so all are visible.
 *
 * @param total listings in the seed
 */
export function demoLandlordListings(total: number): Set<number> {
  const step = Math.max(1, Math.floor(total / DEMO_LANDLORD_ADVERTS));
  const picked = new Set<number>();
  for (let k = 0; k < DEMO_LANDLORD_ADVERTS; k++) {
    let index = k * step + (step > 1 ? 1 : 0);
    if (index % 25 === 12) index += 1;
    if (index < total) picked.add(index);
  }
  return picked;
}

type Choices<T> = readonly (readonly [T, number])[];

const TYPE_MIX: Choices<number> = [
  [ListingType.Room, 50],
  [ListingType.Apartment, 24],
  [ListingType.Studio, 17],
  [ListingType.StudentResidence, 5],
  [ListingType.Antikraak, 4],
];
const ENERGY_MIX: Choices<string> = ENERGY_LABELS.map((label) => [
  label,
  { A: 28, B: 18, C: 20, D: 12, E: 6, F: 4, G: 3, Unknown: 9 }[label],
]);
const LANGUAGE_MIX: Choices<number> = [
  [LanguageSpoken.Dutch, 35],
  [LanguageSpoken.Dutch | LanguageSpoken.English, 45],
  [LanguageSpoken.English, 12],
  [LanguageSpoken.Dutch | LanguageSpoken.English | LanguageSpoken.German, 3],
  [LanguageSpoken.Dutch | LanguageSpoken.English | LanguageSpoken.Spanish, 2],
  [LanguageSpoken.Dutch | LanguageSpoken.English | LanguageSpoken.French, 2],
  [LanguageSpoken.Dutch | LanguageSpoken.Polish, 1],
];
const PREFERRED_GENDER_MIX: Choices<number> = [
  [GenderPreference.NotImportant, 55],
  [GenderPreference.Female, 15],
  [GenderPreference.Male, 10],
  [GenderPreference.Male | GenderPreference.Female, 10],
  [GenderPreference.Mixed, 10],
];
const RENTAL_PERIOD_MONTHS: Choices<readonly [number, number]> = [
  [[RentalPeriod.ThreeMonths, 3], 25],
  [[RentalPeriod.SixMonths, 6], 30],
  [[RentalPeriod.OneYear, 12], 30],
  [[RentalPeriod.TwoYearOrMore, 24], 15],
];
/** Deposit in months of rent, weighted. */
const DEPOSIT_MONTHS: Choices<number> = [
  [1, 55],
  [1.5, 15],
  [2, 30],
];
const ALL_OCCUPATIONS =
  TenantOccupation.Student |
  TenantOccupation.WorkingStudent |
  TenantOccupation.Working |
  TenantOccupation.LookingForJob;
const STUDENTS = TenantOccupation.Student | TenantOccupation.WorkingStudent;
const WORKING = TenantOccupation.Working | TenantOccupation.WorkingStudent;

/** Per-type profile: surfaces in m², probabilities, weighted choices. */
interface TypeProfile {
  surface: (random: Random) => number;
  owner: Choices<number>;
  furnishing: Choices<number>;
  /** Probabilities of a private bathroom, toilet, kitchen; 1 = always (self-contained). */
  privateBathroom: number;
  privateToilet: number;
  privateKitchen: number;
  internet: number;
  smoking: number;
  pets: number;
  twoPersons: number;
  residents: Choices<number>;
  occupations: Choices<number>;
  ageMin: Choices<number>;
  ageMax: Choices<number>;
  utilitiesIncluded: number;
  /** Service costs in whole euros when charged, and the chance they are charged. */
  serviceCosts: readonly [number, number, number];
}

/** A surface between min and max m², biased towards the lower end (mean of two draws, squared skew). */
function skewedSurface(min: number, max: number): (random: Random) => number {
  return (random) => Math.round(min + (max - min) * ((random.next() + random.next()) / 2) ** 1.4);
}

const PROFILES: Readonly<Record<number, TypeProfile>> = {
  [ListingType.Room]: {
    surface: skewedSurface(9, 25),
    owner: [
      [OwnerType.PrivateOwner, 45],
      [OwnerType.Roommate, 35],
      [OwnerType.RealEstateAgent, 15],
      [OwnerType.Other, 5],
    ],
    furnishing: [
      [Furnishing.Furnished, 50],
      [Furnishing.Unfurnished, 35],
      [Furnishing.Uncarpeted, 15],
    ],
    privateBathroom: 0.15,
    privateToilet: 0.2,
    privateKitchen: 0.08,
    internet: 0.9,
    smoking: 0.08,
    pets: 0.12,
    twoPersons: 0.1,
    residents: [
      [1, 15],
      [2, 25],
      [3, 25],
      [4, 18],
      [5, 10],
      [6, 7],
    ],
    occupations: [
      [STUDENTS, 35],
      [TenantOccupation.Student, 15],
      [ALL_OCCUPATIONS, 30],
      [WORKING, 20],
    ],
    ageMin: [
      [16, 5],
      [18, 70],
      [20, 15],
      [23, 10],
    ],
    ageMax: [
      [25, 15],
      [28, 25],
      [30, 25],
      [35, 20],
      [99, 15],
    ],
    utilitiesIncluded: 0.6,
    serviceCosts: [10, 60, 0.5],
  },
  [ListingType.StudentResidence]: {
    surface: skewedSurface(10, 24),
    owner: [
      [OwnerType.RealEstateAgent, 40],
      [OwnerType.Other, 60],
    ],
    furnishing: [
      [Furnishing.Furnished, 60],
      [Furnishing.Unfurnished, 40],
    ],
    privateBathroom: 0.4,
    privateToilet: 0.45,
    privateKitchen: 0.15,
    internet: 1,
    smoking: 0.03,
    pets: 0.02,
    twoPersons: 0.02,
    residents: [
      [2, 10],
      [4, 25],
      [6, 25],
      [8, 20],
      [10, 12],
      [12, 8],
    ],
    occupations: [
      [STUDENTS, 60],
      [TenantOccupation.Student, 40],
    ],
    ageMin: [
      [17, 30],
      [18, 70],
    ],
    ageMax: [
      [26, 30],
      [28, 40],
      [30, 30],
    ],
    utilitiesIncluded: 0.8,
    serviceCosts: [20, 80, 0.7],
  },
  [ListingType.Studio]: {
    surface: skewedSurface(20, 40),
    owner: [
      [OwnerType.PrivateOwner, 50],
      [OwnerType.RealEstateAgent, 45],
      [OwnerType.Other, 5],
    ],
    furnishing: [
      [Furnishing.Furnished, 40],
      [Furnishing.Unfurnished, 40],
      [Furnishing.Uncarpeted, 20],
    ],
    privateBathroom: 1,
    privateToilet: 1,
    privateKitchen: 1,
    internet: 0.6,
    smoking: 0.05,
    pets: 0.15,
    twoPersons: 0.3,
    residents: [[0, 1]],
    occupations: [
      [ALL_OCCUPATIONS, 50],
      [WORKING, 30],
      [STUDENTS, 20],
    ],
    ageMin: [
      [18, 80],
      [21, 20],
    ],
    ageMax: [
      [30, 20],
      [35, 20],
      [99, 60],
    ],
    utilitiesIncluded: 0.35,
    serviceCosts: [15, 80, 0.6],
  },
  [ListingType.Apartment]: {
    surface: skewedSurface(40, 120),
    owner: [
      [OwnerType.PrivateOwner, 45],
      [OwnerType.RealEstateAgent, 50],
      [OwnerType.Other, 5],
    ],
    furnishing: [
      [Furnishing.Uncarpeted, 40],
      [Furnishing.Unfurnished, 35],
      [Furnishing.Furnished, 25],
    ],
    privateBathroom: 1,
    privateToilet: 1,
    privateKitchen: 1,
    internet: 0.3,
    smoking: 0.05,
    pets: 0.3,
    twoPersons: 0.75,
    residents: [[0, 1]],
    occupations: [
      [ALL_OCCUPATIONS, 60],
      [WORKING, 40],
    ],
    ageMin: [[18, 100]],
    ageMax: [[99, 100]],
    utilitiesIncluded: 0.1,
    serviceCosts: [25, 150, 0.7],
  },
  [ListingType.Antikraak]: {
    surface: skewedSurface(15, 80),
    owner: [
      [OwnerType.Other, 70],
      [OwnerType.RealEstateAgent, 30],
    ],
    furnishing: [
      [Furnishing.Uncarpeted, 70],
      [Furnishing.Unfurnished, 30],
    ],
    privateBathroom: 0.6,
    privateToilet: 0.6,
    privateKitchen: 0.5,
    internet: 0.2,
    smoking: 0.1,
    pets: 0.1,
    twoPersons: 0.3,
    residents: [
      [0, 50],
      [1, 20],
      [2, 20],
      [3, 10],
    ],
    occupations: [
      [ALL_OCCUPATIONS, 40],
      [WORKING, 60],
    ],
    ageMin: [
      [18, 60],
      [21, 40],
    ],
    ageMax: [
      [99, 70],
      [35, 30],
    ],
    utilitiesIncluded: 0.2,
    serviceCosts: [0, 30, 0.2],
  },
};

/** Rounds euros to a multiple of €5 and returns cents. */
function toRentCents(euros: number): number {
  return Math.max(5, Math.round(euros / 5) * 5) * 100;
}

/**
 * The published figure a listing's rent is drawn around, before the spread (see rent-levels.ts).
 *
 * @param rent the city's base rents (`rentBasisForCity`)
 * @param listingType §3 ListingType value
 * @param surfaceM2 the listing's surface in m² (used for apartments)
 * @returns euros per month
 */
export function baseRentEur(rent: CityRentBasis, listingType: number, surfaceM2: number): number {
  switch (listingType) {
    case ListingType.Apartment:
      return surfaceM2 * rent.apartmentEurPerM2;
    case ListingType.Studio:
      return rent.studioEur;
    case ListingType.Antikraak:
      return rent.antisquatEur;
    default:
      return rent.roomEur;
  }
}

/** Cumulative street weights (BAG address counts) per city, built on first use. */
function streetPicker(streets: readonly StreetRow[]): (random: Random) => number {
  const cumulative = new Float64Array(streets.length);
  let total = 0;
  streets.forEach((street, i) => {
    total += Math.max(1, street.addressCount);
    cumulative[i] = total;
  });
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = streets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * Generates the seeded listings (§3 fields) deterministically: the same input gives the same
 * listings in the same order. Each city gets `counts[i]` listings, interleaved in a shuffled order;
 * each sits on a street of its city picked in proportion to the street's BAG addresses, within
 * `JITTER_RADIUS_M` of the street's coordinate, with a postcode of one of the street's pc4s.
 * Rents (euro cents per month) are the city's published figure (`rent-levels.ts`) × a uniform
 * spread of ±`RENT_SPREAD`, for apartments surface (m²) × € per m² × the spread, rounded to €5.
 * Every 25th listing (index ≡ 12 mod 25) is non-visible (Concept, Inactive, Deleted, Pending in turn).
 *
 * @returns batches of at most `batchSize` listings
 * @throws Error when a city with listings has no streets, or counts and cities differ in length
 */
export function* generateListings(input: GenerateListingsInput): Generator<SeedListing[]> {
  const { cities, counts, landlordCount, referenceMs, batchSize } = input;
  if (counts.length !== cities.length)
    throw new Error('generateListings: one count per city is needed');
  const random = createRandom(`rooms-seed:${String(input.seed)}:listings`);

  const order: number[] = [];
  counts.forEach((count, cityIndex) => {
    if (count > 0 && !cities[cityIndex]?.streets?.length) {
      throw new Error(
        `generateListings: city ${cities[cityIndex]?.name ?? cityIndex} has listings but no streets`,
      );
    }
    for (let k = 0; k < count; k++) order.push(cityIndex);
  });
  shuffleInPlace(order, random);

  const demoLandlord = demoLandlordListings(order.length);
  const pickers = new Map<number, (random: Random) => number>();
  let batch: SeedListing[] = [];
  for (let i = 0; i < order.length; i++) {
    const cityIndex = order[i] as number;
    const city = cities[cityIndex] as GeneratorCity;
    const streets = city.streets as readonly StreetRow[];
    let picker = pickers.get(cityIndex);
    if (!picker) {
      picker = streetPicker(streets);
      pickers.set(cityIndex, picker);
    }
    const streetIndex = picker(random);
    const street = streets[streetIndex] as StreetRow;
    batch.push(
      generateOne(
        i,
        cityIndex,
        city,
        streetIndex,
        street,
        landlordCount,
        demoLandlord.has(i),
        referenceMs,
        random,
      ),
    );
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function generateOne(
  index: number,
  cityIndex: number,
  city: GeneratorCity,
  streetIndex: number,
  street: StreetRow,
  landlordCount: number,
  demoLandlord: boolean,
  referenceMs: number,
  random: Random,
): SeedListing {
  const listingType = random.weighted(TYPE_MIX);
  const profile = PROFILES[listingType] as TypeProfile;
  const surfaceM2 = profile.surface(random);
  const spread = 1 + random.float(-RENT_SPREAD, RENT_SPREAD);
  const rentCents = toRentCents(baseRentEur(city.rent, listingType, surfaceM2) * spread);
  const [serviceMin, serviceMax, serviceChance] = profile.serviceCosts;
  const serviceCostsCents = random.chance(serviceChance)
    ? random.int(serviceMin, serviceMax) * 100
    : 0;
  const depositCents =
    listingType === ListingType.Antikraak
      ? random.int(5, 10) * 5000
      : Math.round((rentCents * random.weighted(DEPOSIT_MONTHS)) / 100) * 100;

  const status =
    index % 25 === 12
      ? (NON_VISIBLE_CYCLE[Math.floor(index / 25) % NON_VISIBLE_CYCLE.length] as number)
      : random.chance(0.65)
        ? ListingStatus.AutomaticallyActivated
        : ListingStatus.Active;
  const published = status !== ListingStatus.Concept && status !== ListingStatus.Pending;
  const eventMs = referenceMs - random.float(0, PUBLISHED_WITHIN_DAYS) * DAY_MS;
  const createdMs = eventMs - random.float(0.01, 2) * 3_600_000;
  const updatedMs =
    status === ListingStatus.Inactive || status === ListingStatus.Deleted
      ? eventMs + random.float(0, (referenceMs - eventMs) / DAY_MS) * DAY_MS
      : eventMs;
  const visible =
    status === ListingStatus.AutomaticallyActivated || status === ListingStatus.Active;
  const topAdvert = visible && random.chance(0.05);

  const availableFrom = isoDay(referenceMs + random.int(0, AVAILABLE_WITHIN_DAYS) * DAY_MS);
  let availableTo: string | null = null;
  let rentalPeriod: number | null = null;
  if (random.chance(listingType === ListingType.Apartment ? 0.2 : 0.35)) {
    const [period, months] = random.weighted(RENTAL_PERIOD_MONTHS);
    rentalPeriod = period;
    availableTo = addMonths(availableFrom, months);
  }

  const isBathroomPrivate = random.chance(profile.privateBathroom);
  const isToiletPrivate = isBathroomPrivate
    ? random.chance(0.9) || profile.privateToilet === 1
    : random.chance(profile.privateToilet);
  const currentResidents = random.weighted(profile.residents);
  let currentResidentGenders = 0;
  for (let r = 0; r < currentResidents; r++)
    currentResidentGenders |= random.chance(0.5) ? GenderPreference.Male : GenderPreference.Female;
  const coordinate = jitterCoordinate(street.lat, street.lng, JITTER_RADIUS_M, random);

  const ageMin = random.weighted(profile.ageMin);
  const daysOnline = published ? (referenceMs - eventMs) / DAY_MS : 0;

  // The demo landlord (index 0) has his fixed adverts only (`demoLandlordListings`).
  const landlordIndex = demoLandlord || landlordCount === 1 ? 0 : random.int(1, landlordCount - 1);

  // One object literal with every field (no spreads): V8 keeps a single fast shape for a
  // million listings, which matters for speed and garbage collection.
  const listing: SeedListing = {
    cityIndex,
    streetIndex,
    landlordIndex,
    listingType,
    ownerType: random.weighted(profile.owner),
    status,
    street: street.name,
    city: city.name,
    houseNumber: houseNumberOnStreet(street.addressCount, random),
    postcode: postcodeOnStreet(street.postcodes4, random),
    lat: coordinate.lat,
    lng: coordinate.lng,
    surfaceM2,
    furnishing: random.weighted(profile.furnishing),
    rentCents,
    serviceCostsCents,
    depositCents,
    utilitiesIncluded: random.chance(profile.utilitiesIncluded),
    availableFrom,
    availableTo,
    rentalPeriod,
    isBathroomPrivate,
    isToiletPrivate,
    isKitchenPrivate: random.chance(profile.privateKitchen),
    hasInternet: random.chance(profile.internet),
    isSmokingInsideAllowed: random.chance(profile.smoking),
    isPetsInsideAllowed: random.chance(profile.pets),
    preferredGenders: random.weighted(PREFERRED_GENDER_MIX),
    preferredAgeMin: ageMin,
    preferredAgeMax: Math.max(ageMin + 5, random.weighted(profile.ageMax)),
    preferredOccupations: random.weighted(profile.occupations),
    suitableForPersons: random.chance(profile.twoPersons) ? 2 : 1,
    currentResidents,
    currentResidentGenders,
    energyLabel: random.weighted(ENERGY_MIX),
    languages: random.weighted(LANGUAGE_MIX),
    title: '',
    description: '',
    // 'TopAdvert unlimited' (product 247), modelled as a year from the reference date.
    topAdvertUntil: topAdvert ? isoTimestamp(referenceMs + 365 * DAY_MS) : null,
    views: published ? Math.floor(random.float(0, 1) * (5 + daysOnline * 12)) : 0,
    createdAt: isoTimestamp(createdMs),
    publishedAt: published ? isoTimestamp(eventMs) : null,
    updatedAt: isoTimestamp(updatedMs),
  };
  listing.title = listingTitle(listing, random);
  listing.description = listingDescription(listing, random);
  return listing;
}
