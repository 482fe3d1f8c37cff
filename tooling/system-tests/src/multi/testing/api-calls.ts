/**
 * The API calls the multi-process tests and the bench make, each against a given origin (one API
 * process, or the proxy's `/services/api`): sign-in, favourites, the listing wizard, a photo
 * upload and the search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

import { callJson } from './http';

/** The demo accounts the development seed creates (SEED_DEMO), with their password. */
export const DEMO_TENANT = { email: 'tenant@rooms.test', password: 'rooms-demo-2026' };
export const DEMO_LANDLORD = { email: 'landlord@rooms.test', password: 'rooms-demo-2026' };

/** Where test adverts are placed: a seeded city and one of its streets. */
export interface AdvertPlace {
  cityId: number;
  citySlug: string;
  streetId: number;
  postcode4: string;
}

/**
 * A city with streets from the reference data (the largest by addresses, so the rent levels are
 * its own) and one of its streets with a postcode.
 *
 * @param databaseUrl the cluster's database
 * @throws Error when the reference data is not loaded
 */
export async function findAdvertPlace(databaseUrl: string): Promise<AdvertPlace> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      city_id: number;
      slug: string;
      street_id: number;
      postcode4: string;
    }>(
      `SELECT c.id AS city_id, c.slug, s.id AS street_id, s.postcode4
         FROM cities c JOIN streets s ON s.city_id = c.id
        WHERE s.postcode4 IS NOT NULL
        ORDER BY c.address_count DESC, s.address_count DESC
        LIMIT 1`,
    );
    const row = rows[0];
    if (row === undefined) throw new Error('no city with streets: reference data missing');
    return {
      cityId: row.city_id,
      citySlug: row.slug,
      streetId: row.street_id,
      postcode4: row.postcode4,
    };
  } finally {
    await client.end();
  }
}

/**
 * Signs in and returns the session cookie (`rooms_session=…`) for the `cookie` header.
 *
 * @param origin API origin (or the proxy's `/services/api`)
 * @throws Error when sign-in does not answer 200 with a session cookie
 */
export async function signIn(
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const answer = await callJson(`${origin}/customer/login`, { body: account });
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('rooms_session='));
  if (answer.status !== 200 || cookie === undefined)
    throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookie;
}

let registered = 0;

/** The e-mail outboxes (`DATA_DIR/outbox`) of the started APIs: any of them may send a job's e-mail. */
const OUTBOXES = new Set<string>();

/**
 * Makes an API's outbox known to {@link registerAccount}, which reads the sign-up link there.
 *
 * @param dir the API's `DATA_DIR/outbox`
 */
export function watchOutbox(dir: string): void {
  OUTBOXES.add(dir);
}

/** The token of the sign-up link e-mailed to an address, from whichever API sent it. */
async function signUpToken(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const dir of OUTBOXES) {
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        // Not written yet.
      }
      for (const name of names) {
        const raw = readFileSync(join(dir, name), 'utf8');
        if (!raw.includes(`To: ${email}\n`)) continue;
        // Quoted-printable: soft line breaks may split the link, and its "=" is written "=3D".
        const text = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
        const token = /\?token=([\w-]{43})/.exec(text)?.[1];
        if (token !== undefined) return token;
      }
    }
    if (Date.now() > deadline) throw new Error(`no sign-up e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Registers a new account (a landlord for the wizard: every account may advertise) the way a
 * person does (issue 23): sign-up (202), the e-mailed link's token, confirmation (201).
 *
 * @returns the session cookie of the confirmation
 * @throws Error when a step does not answer as expected or no e-mail arrives
 */
export async function registerAccount(origin: string): Promise<string> {
  registered += 1;
  const email = `multi-${process.pid}-${Date.now()}-${registered}@example.com`;
  const signUp = await callJson(`${origin}/customer/register`, {
    body: { email, password: 'correct horse battery', firstName: 'Multi' },
  });
  if (signUp.status !== 202)
    throw new Error(`register: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const answer = await callJson(`${origin}/customer/register/confirm`, {
    body: { token: await signUpToken(email) },
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('rooms_session='));
  if (answer.status !== 201 || cookie === undefined)
    throw new Error(`register confirm: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookie;
}

/** A description no other advert has (the duplicate-description fraud rule), letters only. */
function uniqueDescription(): string {
  let tag = '';
  for (let n = Date.now() * 1000 + Math.floor(Math.random() * 1000); n > 0; n = Math.floor(n / 26))
    tag += String.fromCharCode(97 + (n % 26));
  return `Lichte kamer op de tweede verdieping, vlak bij het centrum en het station. Kenmerk ${tag}.`;
}

/** Every wizard step after the listing type, with a valid body (a Room). */
function stepBodies(place: AdvertPlace, title: string): [string, Record<string, unknown>][] {
  return [
    ['/supplyflow/cra-ownertype', { ownerType: 1 }],
    [
      '/supplyflow/cra-address',
      {
        cityId: place.cityId,
        streetId: place.streetId,
        houseNumber: '12a',
        postcode: `${place.postcode4}ab`,
      },
    ],
    [
      '/supplyflow/cra-availability',
      { availableFrom: '2030-09-01', availableTo: null, rentalPeriod: null },
    ],
    ['/supplyflow/cra-surface-furnishing', { surfaceM2: 14, furnishing: 4 }],
    [
      '/supplyflow/cra-rentalprice',
      {
        rentCents: 65_000,
        serviceCostsCents: 2_500,
        depositCents: 90_000,
        utilitiesIncluded: true,
      },
    ],
    [
      '/supplyflow/cra-details',
      {
        isBathroomPrivate: false,
        isToiletPrivate: false,
        isKitchenPrivate: false,
        hasInternet: true,
        isSmokingInsideAllowed: false,
        isPetsInsideAllowed: false,
        energyLabel: 'B',
        languages: 3,
      },
    ],
    [
      '/supplyflow/cra-preferredtenant',
      {
        preferredGenders: 8,
        preferredAgeMin: 18,
        preferredAgeMax: 28,
        preferredOccupations: 3,
        suitableForPersons: 1,
      },
    ],
    ['/supplyflow/cra-currentresidents', { currentResidents: 3, currentResidentGenders: 3 }],
    ['/supplyflow/cra-title-description', { title, description: uniqueDescription() }],
  ];
}

/**
 * Creates a complete draft advert through the wizard (every step, not yet published).
 *
 * @param origin API origin
 * @param cookie the landlord's session
 * @returns the draft's id
 * @throws Error naming the step that did not answer 200
 */
export async function completeDraft(
  origin: string,
  cookie: string,
  place: AdvertPlace,
  title = 'Lichte kamer vlak bij de Grote Markt',
): Promise<number> {
  const first = await callJson(`${origin}/supplyflow/cra-roomtype`, {
    cookie,
    body: { listingID: null, listingType: 1 },
  });
  if (first.status !== 200) throw new Error(`cra-roomtype: ${first.status}`);
  const listingID = first.body.listingID as number;
  for (const [path, body] of stepBodies(place, title)) {
    const answer = await callJson(`${origin}${path}`, { cookie, body: { listingID, ...body } });
    if (answer.status !== 200)
      throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return listingID;
}

/**
 * Publishes a complete draft (`cra-complete-create-advert`).
 *
 * @returns the advert's new status (10: automatically activated, in search)
 * @throws Error when the call does not answer 200
 */
export async function publish(origin: string, cookie: string, listingID: number): Promise<number> {
  const answer = await callJson(`${origin}/supplyflow/cra-complete-create-advert`, {
    cookie,
    body: { listingID },
  });
  if (answer.status !== 200)
    throw new Error(`publish: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.status as number;
}

/**
 * The ids of the first `rows` adverts of a city, newest first (the search's default order).
 *
 * @throws Error when the search does not answer 200
 */
export async function searchCity(origin: string, citySlug: string, rows = 10): Promise<number[]> {
  const answer = await callJson(`${origin}/listing/findlistings`, {
    body: { citySlug, radiusId: 0, rowsPerPage: rows },
  });
  if (answer.status !== 200)
    throw new Error(`findlistings: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.listings as { id: number }[]).map((card) => card.id);
}

/**
 * Uploads a photo to an advert (`POST /supplyflow/cra-upload-photo`, multipart field `file`).
 *
 * @returns the stored photo's image key
 * @throws Error when the upload does not answer 201
 */
export async function uploadPhoto(
  origin: string,
  cookie: string,
  listingID: number,
  jpeg: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${origin}/supplyflow/cra-upload-photo?listingID=${listingID}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { imageKey?: string };
  if (response.status !== 201 || body.imageKey === undefined)
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return body.imageKey;
}
