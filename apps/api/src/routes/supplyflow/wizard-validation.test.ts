import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerUser } from '../../testing/test-app.js';

import { createWizardKit, GET_PATHS, STEP_PATHS } from './testing/wizard-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { StepWithCall, WizardKit } from './testing/wizard-kit.js';

let kit: WizardKit;
let landlord: TestUser;
/** A Room draft every refusal is tried on (it must stay as it is). */
let draftId: number;
/** A StudentResidence draft for the student-house step. */
let studentDraftId: number;

beforeAll(async () => {
  // An extra forbidden word from the configuration.
  kit = await createWizardKit({ FORBIDDEN_WORDS: 'kamerbemiddeling, direct huren' });
  landlord = await kit.user();
  draftId = await kit.draft(landlord);
  studentDraftId = await kit.draft(landlord, 16);
});

afterAll(async () => {
  await kit.close();
});

/** The field names of a 400 answer. */
function fieldsOf(body: { data?: { fields?: { field: string; message: string }[] } }) {
  return Object.fromEntries((body.data?.fields ?? []).map((f) => [f.field, f.message]));
}

/** Saves a step with overrides and expects a 400 naming exactly these fields, changing nothing. */
async function expectRefused(
  step: StepWithCall,
  overrides: Record<string, unknown>,
  fields: Record<string, string | undefined>,
) {
  const id = step === 'student-house' ? studentDraftId : draftId;
  const before = await kit.row(id);
  const answer = await kit.save(landlord, step, id, overrides);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.code).toBe('invalid_request');
  const got = fieldsOf(answer.body);
  for (const [field, message] of Object.entries(fields)) {
    expect(Object.keys(got)).toContain(`body.${field}`);
    if (message !== undefined) expect(got[`body.${field}`]).toBe(message);
  }
  expect(await kit.row(id)).toEqual(before);
}

/** [step, overrides, field -> WizardProblem word (undefined: any message, e.g. a type error)]. */
const RULES: [StepWithCall, Record<string, unknown>, Record<string, string | undefined>][] = [
  ['listing-type', { listingType: 3 }, { listingType: 'invalid' }],
  ['listing-type', { listingType: 0 }, { listingType: 'invalid' }],
  ['owner-type', { ownerType: 16 }, { ownerType: 'invalid' }],
  ['student-house', { studentHouseId: 0 }, { studentHouseId: 'invalid' }],
  ['student-house', { studentHouseId: -3 }, { studentHouseId: 'invalid' }],
  ['address', { postcode: '0123 AB' }, { postcode: 'invalid' }],
  ['address', { postcode: '1234 SS' }, { postcode: 'invalid' }],
  ['address', { postcode: '' }, { postcode: 'required' }],
  ['address', { houseNumber: '0' }, { houseNumber: 'invalid' }],
  ['address', { houseNumber: '123456' }, { houseNumber: 'invalid' }],
  ['address', { houseNumber: '12 abcde' }, { houseNumber: 'invalid' }],
  ['address', { cityId: 0, streetId: -1 }, { cityId: 'required', streetId: 'invalid' }],
  ['availability', { availableFrom: '2030-02-30' }, { availableFrom: 'invalid' }],
  ['availability', { availableFrom: '1899-12-31' }, { availableFrom: 'out_of_range' }],
  [
    'availability',
    { availableFrom: '2030-01-01', availableTo: '2100-01-01' },
    { availableTo: 'out_of_range' },
  ],
  [
    'availability',
    { availableFrom: '2030-05-01', availableTo: '2030-05-01' },
    { availableTo: 'not_after_start' },
  ],
  ['availability', { availableTo: null, rentalPeriod: 3 }, { rentalPeriod: 'not_allowed' }],
  ['availability', { availableTo: '2031-01-01', rentalPeriod: 7 }, { rentalPeriod: 'invalid' }],
  ['surface-furnishing', { surfaceM2: 0 }, { surfaceM2: 'too_low' }],
  ['surface-furnishing', { surfaceM2: 1001 }, { surfaceM2: 'too_high' }],
  ['surface-furnishing', { surfaceM2: 12.5 }, { surfaceM2: 'invalid' }],
  ['surface-furnishing', { furnishing: 3 }, { furnishing: 'invalid' }],
  ['rental-price', { rentCents: 4_999 }, { rentCents: 'too_low' }],
  ['rental-price', { rentCents: 1_000_001 }, { rentCents: 'too_high' }],
  ['rental-price', { rentCents: 45_000.5 }, { rentCents: 'invalid' }],
  [
    'rental-price',
    { serviceCostsCents: -1, depositCents: 3_000_001 },
    { serviceCostsCents: 'too_low', depositCents: 'too_high' },
  ],
  ['details', { energyLabel: 'H' }, { energyLabel: 'invalid' }],
  ['details', { languages: 0 }, { languages: 'required' }],
  ['details', { languages: 2 ** 18 }, { languages: 'invalid' }],
  ['preferred-tenant', { preferredGenders: 9 }, { preferredGenders: 'invalid' }],
  ['preferred-tenant', { preferredGenders: 0 }, { preferredGenders: 'required' }],
  ['preferred-tenant', { preferredAgeMin: 15 }, { preferredAgeMin: 'too_low' }],
  ['preferred-tenant', { preferredAgeMax: 100 }, { preferredAgeMax: 'too_high' }],
  [
    'preferred-tenant',
    { preferredAgeMin: 40, preferredAgeMax: 30 },
    { preferredAgeMax: 'below_minimum' },
  ],
  [
    'preferred-tenant',
    { preferredOccupations: 0, suitableForPersons: 11 },
    { preferredOccupations: 'required', suitableForPersons: 'too_high' },
  ],
  [
    'current-residents',
    { currentResidents: 0, currentResidentGenders: 1 },
    { currentResidentGenders: 'not_allowed' },
  ],
  [
    'current-residents',
    { currentResidents: 2, currentResidentGenders: 0 },
    { currentResidentGenders: 'required' },
  ],
  ['current-residents', { currentResidents: 21 }, { currentResidents: 'too_high' }],
  ['title-description', { title: 'Kamer' }, { title: 'too_short' }],
  ['title-description', { title: 'x'.repeat(81) }, { title: 'too_long' }],
  ['title-description', { title: 'Kamer in\nde stad' }, { title: 'line_break' }],
  ['title-description', { description: 'Te kort.' }, { description: 'too_short' }],
  ['title-description', { description: 'x'.repeat(5001) }, { description: 'too_long' }],
  [
    'title-description',
    { description: `${'Een kamer. '.repeat(6)}\u0000` },
    { description: 'control_characters' },
  ],
  ['title-description', { locale: 'de' }, { locale: undefined }],
];

describe('the rules of each step (the same functions as the site)', () => {
  it.each(RULES)('%s: refuses %j with 400 naming the field', async (step, overrides, fields) => {
    await expectRefused(step, overrides, fields);
  });
});

describe('wrong types, huge values and malformed bodies', () => {
  const STEPS = Object.keys(STEP_PATHS) as StepWithCall[];
  const idFor = (step: StepWithCall) => (step === 'student-house' ? studentDraftId : draftId);
  /** The step's fields (not listingID) with their valid values. */
  const fieldsOfStep = (step: StepWithCall) =>
    Object.entries(kit.body(step, 1)).filter(([key]) => key !== 'listingID');

  /** Values of another JSON type than the field's. */
  function wrongValues(valid: unknown): unknown[] {
    const values: unknown[] = [{}, [], 'x'.repeat(30_000)];
    if (typeof valid !== 'boolean') values.push(true);
    if (typeof valid !== 'number' && valid !== null) values.push(12); // null: a nullable number
    if (typeof valid !== 'string') values.push('12');
    return values;
  }

  it.each(STEPS)('%s: refuses wrong types of every field', async (step) => {
    for (const [field, valid] of fieldsOfStep(step)) {
      for (const value of wrongValues(valid)) {
        if (typeof valid === 'string' && value === 'x'.repeat(30_000)) continue; // too long: below
        const answer = await kit.save(landlord, step, idFor(step), { [field]: value });
        expect(answer.status, `${field} = ${JSON.stringify(value).slice(0, 20)}`).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
      }
    }
  });

  it.each(STEPS)('%s: refuses huge numbers and texts of 30,000 characters', async (step) => {
    for (const [field, valid] of fieldsOfStep(step)) {
      const values =
        typeof valid === 'number' || valid === null
          ? [1e300, -1e300, 2 ** 53, 2 ** 31]
          : typeof valid === 'string'
            ? ['x'.repeat(30_000)]
            : [];
      for (const value of values) {
        const answer = await kit.save(landlord, step, idFor(step), { [field]: value });
        expect(answer.status, `${field} = ${String(value).slice(0, 20)}`).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
      }
    }
  });

  it.each([...STEPS.map((step) => STEP_PATHS[step]), '/supplyflow/cra-complete-create-advert'])(
    '%s: refuses malformed bodies and bad ids with 400 invalid_request',
    async (path) => {
      for (const body of ['{"listingID": 1,', '[1]', '"1"', 'null', '{}', '{"listingID": "1"}']) {
        const answer = await kit.call(landlord, { method: 'POST', path, body });
        expect(answer.status, body).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
      }
      for (const listingID of [0, -1, 2_147_483_648, 1.5, 'x'.repeat(1000)]) {
        const answer = await kit.call(landlord, { method: 'POST', path, body: { listingID } });
        expect(answer.status).toBe(400);
      }
    },
  );

  it('refuses a missing, repeated or malformed listingID on every GET', async () => {
    for (const path of GET_PATHS) {
      const queries: Record<string, string | number>[] = [
        {},
        { listingID: 'abc' },
        { listingID: 0 },
        { listingID: '1e400' },
      ];
      for (const query of queries) {
        const answer = await kit.call(landlord, { method: 'GET', path, query });
        expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
      }
    }
  });

  it('refuses a listingID null on every step but the first', async () => {
    const answer = await kit.save(landlord, 'owner-type', null);
    expect(answer.status).toBe(400);
  });
});

describe('the address comes from the real geography', () => {
  it('refuses an unknown city, an unknown street and a street of another city', async () => {
    const before = await kit.row(draftId);
    const unknownCity = await kit.save(landlord, 'address', draftId, { cityId: 2_000_000_000 });
    expect(unknownCity.status).toBe(400);
    expect(fieldsOf(unknownCity.body)).toEqual({ 'body.cityId': 'not_found' });
    const unknownStreet = await kit.save(landlord, 'address', draftId, { streetId: 2_000_000_000 });
    expect(fieldsOf(unknownStreet.body)).toEqual({ 'body.streetId': 'not_found' });
    const foreign = await kit.save(landlord, 'address', draftId, { streetId: kit.foreignStreetId });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual({ 'body.streetId': 'not_in_city' });
    expect(await kit.row(draftId)).toEqual(before);
  });
});

describe('forbidden text in the title and description', () => {
  const text = (description: string, title = 'Lichte kamer vlak bij de Grote Markt') => ({
    title,
    description: `Een lichte kamer op de tweede verdieping, vlak bij het centrum. ${description}`,
  });

  it.each([
    ['a phone number', text('Bel 06-12345678 voor een bezichtiging.'), 'phone', '06-12345678'],
    ['an e-mail address', text('Mail naar kamer@voorbeeld.nl.'), 'email', 'kamer@voorbeeld.nl'],
    ['a link', text('Foto’s op www.mijnkamer.nl/foto.'), 'link', 'www.mijnkamer.nl/foto'],
    ['a domain', text('Zie ook mijnkamer.com'), 'link', 'mijnkamer.com'],
    ['a default word', text('Stuur een WhatsApp.'), 'word', 'WhatsApp'],
    ['a word of FORBIDDEN_WORDS', text('Via Kamerbemiddeling.'), 'word', 'Kamerbemiddeling'],
    ['a phrase of FORBIDDEN_WORDS', text('Direct  huren kan.'), 'word', 'Direct  huren'],
  ])(
    'refuses %s with 10064 in Dutch, saying what was found',
    async (_name, advert, kind, found) => {
      const before = await kit.row(draftId);
      const answer = await kit.save(landlord, 'title-description', draftId, {
        ...advert,
        locale: 'nl',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(10064);
      expect(answer.body.data.findings).toEqual([
        expect.objectContaining({ field: 'description', kind, text: found }),
      ]);
      expect(answer.body.message).toContain(`"${found}"`);
      expect(await kit.row(draftId)).toEqual(before);
    },
  );

  it('refuses English text with 10065, finding the title and the description', async () => {
    const answer = await kit.save(landlord, 'title-description', draftId, {
      ...text('Call me on +31 6 1234 5678.', 'Room, see rooms-direct.com'),
      locale: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(10065);
    expect(
      answer.body.data.findings.map((f: { field: string; kind: string; text: string }) => [
        f.field,
        f.kind,
        f.text,
      ]),
    ).toEqual([
      ['title', 'link', 'rooms-direct.com'],
      ['description', 'word', 'Call me'],
      ['description', 'phone', '+31 6 1234 5678'],
    ]);
  });

  it("uses the account's language without a locale", async () => {
    const user = await registerUser(kit.t.app, { firstName: 'En', locale: 'en' });
    const id = await kit.draft(user);
    const answer = await kit.save(user, 'title-description', id, text('Bel 0612345678'));
    expect(answer.body.code).toBe(10065);
    const dutch = await kit.save(landlord, 'title-description', draftId, text('Bel 0612345678'));
    expect(dutch.body.code).toBe(10064);
  });

  it('accepts an ordinary advert with prices, dates and a postcode', async () => {
    const answer = await kit.save(landlord, 'title-description', draftId, {
      title: 'Kamer van 14 m² voor € 450',
      description:
        'Beschikbaar van 01-09-2030 tot 01-03-2031, borg € 1.250,00. Postcode 9711 LA, huisnummer 12, 3 huisgenoten. Groningen.De kamer is licht.',
      locale: 'nl',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
