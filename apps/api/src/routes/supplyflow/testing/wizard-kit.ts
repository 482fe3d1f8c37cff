/**
 * Test support for the listing wizard's calls (`/supplyflow/cra-*`): the real app on a test
 * database of the file's own, `call()` as a user (checked against openapi.json and the §8 error
 * shape, never a 5xx), real-looking places, the body of every step, and helpers that create a
 * draft, fill every step and read an advert's row.
 */
import { eq } from 'drizzle-orm';

import { cities, listingPhotos, listings, streets } from '../../../db/schema.js';
import { createTestApp, registerUser } from '../../../testing/test-app.js';
import { createUserCall } from '../../../testing/user-call.js';

import type { TestApp, TestUser } from '../../../testing/test-app.js';
import type { CallAnswer, UserCall } from '../../../testing/user-call.js';

/** A city with streets for the address step. */
export interface WizardPlace {
  cityId: number;
  citySlug: string;
  streetId: number;
  /** Another street of the same city. */
  otherStreetId: number;
  streetLat: number;
  streetLng: number;
}

/** The path of each step call, by route word. */
export const STEP_PATHS = {
  'listing-type': '/supplyflow/cra-roomtype',
  'owner-type': '/supplyflow/cra-ownertype',
  'student-house': '/supplyflow/cra-studenthouse',
  address: '/supplyflow/cra-address',
  availability: '/supplyflow/cra-availability',
  'surface-furnishing': '/supplyflow/cra-surface-furnishing',
  'rental-price': '/supplyflow/cra-rentalprice',
  details: '/supplyflow/cra-details',
  'preferred-tenant': '/supplyflow/cra-preferredtenant',
  'current-residents': '/supplyflow/cra-currentresidents',
  'title-description': '/supplyflow/cra-title-description',
} as const;
/** A step with a POST call. */
export type StepWithCall = keyof typeof STEP_PATHS;

/** The GET calls of the wizard that take `listingID`. */
export const GET_PATHS = [
  '/supplyflow/cra-listing-status',
  '/supplyflow/cra-latest-listing-details',
  '/supplyflow/cra-latest-listing-studenthouse-details',
  '/supplyflow/cra-is-address-readonly',
] as const;

/** Letters only (digits could look like a phone number to the forbidden-text check). */
const RUN_TAG = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
let descriptionCounter = 0;

/**
 * A description that passes every rule and is unique per call and per test run (so the
 * duplicate-description fraud rule does not fire): letters only, no digits.
 */
export function uniqueDescription(): string {
  descriptionCounter += 1;
  let tag = '';
  for (let n = descriptionCounter; n > 0; n = Math.floor(n / 26))
    tag += String.fromCharCode(97 + (n % 26));
  return `Lichte kamer op de tweede verdieping, vlak bij het centrum en het station. Kenmerk ${RUN_TAG}${tag}.`;
}

/** The app of one test file with the helpers bound to it. */
export interface WizardKit {
  t: TestApp;
  /** A city with the slug 'groningen-wizard' (the national rent figures apply). */
  place: WizardPlace;
  /** Amsterdam (slug 'amsterdam': its own, higher rent figures). */
  amsterdam: WizardPlace;
  /** A street of another city (for `not_in_city`). */
  foreignStreetId: number;
  call: UserCall;
  user: () => Promise<TestUser>;
  /** The body of a step for an advert, with every field valid, and overrides. */
  body: (
    step: StepWithCall,
    listingID: number | null,
    overrides?: Record<string, unknown>,
  ) => Record<string, unknown>;
  /** POSTs a step. */
  save: (
    user: TestUser | null,
    step: StepWithCall,
    listingID: number | null,
    overrides?: Record<string, unknown>,
  ) => Promise<CallAnswer>;
  /** Creates a draft (listing type Room unless given) and returns its id. */
  draft: (user: TestUser, listingType?: number) => Promise<number>;
  /** Saves every step after listing-type (student-house too for a StudentResidence); checks 200s. */
  fillAll: (
    user: TestUser,
    listingID: number,
    overrides?: Partial<Record<StepWithCall, Record<string, unknown>>>,
  ) => Promise<void>;
  /** A complete draft, ready to publish. */
  completeDraft: (
    user: TestUser,
    overrides?: Partial<Record<StepWithCall, Record<string, unknown>>>,
  ) => Promise<number>;
  /** The advert's row as stored. */
  row: (listingID: number) => Promise<typeof listings.$inferSelect>;
  /** Adds a photo to an advert directly (the photo calls are tested elsewhere). */
  addPhoto: (listingID: number, position: number, isCover?: boolean) => Promise<void>;
  close: () => Promise<void>;
}

async function insertCity(t: TestApp, name: string, slug: string, lat: number, lng: number) {
  const { db } = t.database;
  const [city] = await db
    .insert(cities)
    .values({ name, slug, municipality: name, province: 'Test', lat, lng, addressCount: 1000 })
    .returning({ id: cities.id });
  const street = async (streetName: string, dLat: number) => {
    const [row] = await db
      .insert(streets)
      .values({
        cityId: city!.id,
        name: streetName,
        slug: `${streetName.toLowerCase()}-${slug}`,
        postcode4: '9711',
        lat: lat + dLat,
        lng,
        addressCount: 100,
      })
      .returning({ id: streets.id });
    return row!.id;
  };
  const streetId = await street('Herestraat', 0.001);
  const otherStreetId = await street('Oosterstraat', 0.002);
  return {
    cityId: city!.id,
    citySlug: slug,
    streetId,
    otherStreetId,
    streetLat: lat + 0.001,
    streetLng: lng,
  };
}

/**
 * Starts the app for a wizard test file.
 *
 * @param env extra configuration variables
 * @param logLines when given, receives the app's JSON log lines (see `createTestApp`)
 */
export async function createWizardKit(
  env: NodeJS.ProcessEnv = {},
  logLines?: string[],
): Promise<WizardKit> {
  const t = await createTestApp(env, logLines);
  const place = await insertCity(t, 'Groningen', 'groningen-wizard', 53.2194, 6.5665);
  const amsterdam = await insertCity(t, 'Amsterdam', 'amsterdam', 52.3728, 4.8936);
  const elsewhere = await insertCity(t, 'Zwolle', 'zwolle-wizard', 52.5168, 6.083);
  const call = createUserCall(t.app);

  const body: WizardKit['body'] = (step, listingID, overrides = {}) => {
    const base: Record<StepWithCall, Record<string, unknown>> = {
      'listing-type': { listingType: 1 },
      'owner-type': { ownerType: 1 },
      'student-house': { studentHouseId: null },
      address: {
        cityId: place.cityId,
        streetId: place.streetId,
        houseNumber: '12a',
        postcode: '9711la',
      },
      availability: { availableFrom: '2030-09-01', availableTo: null, rentalPeriod: null },
      'surface-furnishing': { surfaceM2: 14, furnishing: 4 },
      'rental-price': {
        rentCents: 45_000,
        serviceCostsCents: 2_500,
        depositCents: 90_000,
        utilitiesIncluded: true,
      },
      details: {
        isBathroomPrivate: false,
        isToiletPrivate: false,
        isKitchenPrivate: false,
        hasInternet: true,
        isSmokingInsideAllowed: false,
        isPetsInsideAllowed: false,
        energyLabel: 'B',
        languages: 3,
      },
      'preferred-tenant': {
        preferredGenders: 8,
        preferredAgeMin: 18,
        preferredAgeMax: 28,
        preferredOccupations: 3,
        suitableForPersons: 1,
      },
      'current-residents': { currentResidents: 3, currentResidentGenders: 3 },
      'title-description': {
        title: 'Lichte kamer vlak bij de Grote Markt',
        description: uniqueDescription(),
      },
    };
    return { listingID, ...base[step], ...overrides };
  };

  const save: WizardKit['save'] = (user, step, listingID, overrides) =>
    call(user, { method: 'POST', path: STEP_PATHS[step], body: body(step, listingID, overrides) });

  const draft: WizardKit['draft'] = async (user, listingType = 1) => {
    const answer = await save(user, 'listing-type', null, { listingType });
    if (answer.status !== 200)
      throw new Error(`draft: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.listingID as number;
  };

  const fillAll: WizardKit['fillAll'] = async (user, listingID, overrides = {}) => {
    const row = await kitRow(listingID);
    const steps = (Object.keys(STEP_PATHS) as StepWithCall[]).filter(
      (step) => step !== 'listing-type' && (step !== 'student-house' || row.listingType === 16),
    );
    for (const step of steps) {
      const answer = await save(user, step, listingID, overrides[step]);
      if (answer.status !== 200)
        throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };

  const kitRow: WizardKit['row'] = async (listingID) => {
    const [found] = await t.database.db.select().from(listings).where(eq(listings.id, listingID));
    if (!found) throw new Error(`no listing ${listingID}`);
    return found;
  };

  return {
    t,
    place,
    amsterdam,
    foreignStreetId: elsewhere.streetId,
    call,
    user: () => registerUser(t.app),
    body,
    save,
    draft,
    fillAll,
    completeDraft: async (user, overrides) => {
      const id = await draft(user, (overrides?.['listing-type']?.listingType as number) ?? 1);
      await fillAll(user, id, overrides);
      return id;
    },
    row: kitRow,
    addPhoto: async (listingID, position, isCover = false) => {
      await t.database.db.insert(listingPhotos).values({
        listingId: listingID,
        imageKey: `test-photo-${listingID}-${position}`,
        position,
        isCover,
      });
    },
    close: () => t.close(),
  };
}
