import { StepCompletion } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createWizardKit } from './testing/wizard-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { WizardKit } from './testing/wizard-kit.js';

let kit: WizardKit;
let landlord: TestUser;

beforeAll(async () => {
  kit = await createWizardKit();
  landlord = await kit.user();
});

afterAll(async () => {
  await kit.close();
});

const status = (user: TestUser, listingID: number) =>
  kit.call(user, { method: 'GET', path: '/supplyflow/cra-listing-status', query: { listingID } });
const details = (user: TestUser, listingID: number) =>
  kit.call(user, {
    method: 'GET',
    path: '/supplyflow/cra-latest-listing-details',
    query: { listingID },
  });
const complete = (user: TestUser | null, listingID: unknown) =>
  kit.call(user, {
    method: 'POST',
    path: '/supplyflow/cra-complete-create-advert',
    body: { listingID },
  });

/** Ids of the visible adverts of a city in "newest first" search order (first 100). */
async function searchIds(citySlug: string): Promise<number[]> {
  const answer = await kit.call(null, {
    method: 'POST',
    path: '/listing/findlistings',
    body: { citySlug, radiusId: 0, rowsPerPage: 100 },
  });
  expect(answer.status).toBe(200);
  return (answer.body.listings as { id: number }[]).map((card) => card.id);
}

/** The completion of each step word. */
function completions(body: { steps: { word: string; completion: number }[] }) {
  return Object.fromEntries(body.steps.map((s) => [s.word, s.completion]));
}

describe('a new advert, step by step', () => {
  it('creates a Concept draft on the first step and tracks each step until published', async () => {
    const first = await kit.save(landlord, 'listing-type', null, { listingType: 1 });
    expect(first.status).toBe(200);
    const id = first.body.listingID as number;
    expect(first.body).toMatchObject({
      status: -1,
      listingType: 1,
      isAddressReadonly: false,
      isComplete: false,
      resumeStep: 'owner-type',
    });
    expect(first.body.steps.map((s: { word: string }) => s.word)).not.toContain('student-house');
    expect(completions(first.body)).toMatchObject({
      'listing-type': StepCompletion.Completed,
      'owner-type': StepCompletion.NotStarted,
      media: StepCompletion.Optional,
      'preferred-tenant': StepCompletion.NotStarted,
    });
    const row = await kit.row(id);
    expect(row).toMatchObject({ landlordId: landlord.id, status: -1, listingType: 1, title: null });

    // A draft appears in My adverts (Draft filter) with empty texts, and in the draft list.
    const mine = await kit.call(landlord, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { listingStatusType: 2 },
    });
    expect(mine.body.items).toEqual([
      expect.objectContaining({ listingID: id, status: -1, title: '', cityName: '', rentCents: 0 }),
    ]);

    // Each step saved turns Completed; the answer is the new status.
    const owner = await kit.save(landlord, 'owner-type', id);
    expect(completions(owner.body)['owner-type']).toBe(StepCompletion.Completed);
    expect(owner.body.resumeStep).toBe('address');

    await kit.fillAll(landlord, id);
    const done = await status(landlord, id);
    expect(done.body).toMatchObject({
      status: -1,
      isComplete: true,
      missingSteps: [],
      resumeStep: null,
    });
    expect(completions(done.body).media).toBe(StepCompletion.Optional);
    for (const step of done.body.steps.filter((s: { word: string }) => s.word !== 'media'))
      expect(step.completion, step.word).toBe(StepCompletion.Completed);

    // Not in search before publishing.
    expect(await searchIds(kit.place.citySlug)).not.toContain(id);

    const published = await complete(landlord, id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ listingID: id, status: 10, isPendingReview: false });
    expect(Date.now() - Date.parse(published.body.publishedAt)).toBeLessThan(60_000);

    // In search and on its detail page right away.
    expect((await searchIds(kit.place.citySlug))[0]).toBe(id);
    const page = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: id },
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      title: 'Lichte kamer vlak bij de Grote Markt',
      rentCents: 45_000,
    });

    // Completing again changes nothing.
    const again = await complete(landlord, id);
    expect(again.body).toEqual(published.body);
  });

  it('stores what each step sent, normalised, and reads it back for the form', async () => {
    const id = await kit.draft(landlord, 2);
    await kit.fillAll(landlord, id, {
      address: { houseNumber: ' 7 b ', postcode: '9711 la', streetId: kit.place.otherStreetId },
      availability: { availableFrom: '2030-01-15', availableTo: '2030-07-15', rentalPeriod: 2 },
      'title-description': {
        title: '  Appartement aan het water  ',
        description: `  ${'Ruim en licht. '.repeat(5)}  `,
      },
    });
    await kit.addPhoto(id, 1, true);
    await kit.addPhoto(id, 0);
    const answer = await details(landlord, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      listingID: id,
      status: -1,
      savedSteps: [1, 2, 4, 5, 6, 7, 10, 11, 12, 13],
      isAddressReadonly: false,
      publishedAt: null,
      listingType: 2,
      ownerType: 1,
      studentHouseId: null,
      cityId: kit.place.cityId,
      cityName: 'Groningen',
      citySlug: 'groningen-wizard',
      streetId: kit.place.otherStreetId,
      streetName: 'Oosterstraat',
      houseNumber: '7B',
      postcode: '9711 LA',
      availableFrom: '2030-01-15',
      availableTo: '2030-07-15',
      rentalPeriod: 2,
      surfaceM2: 14,
      furnishing: 4,
      rentCents: 45_000,
      serviceCostsCents: 2_500,
      depositCents: 90_000,
      utilitiesIncluded: true,
      hasInternet: true,
      energyLabel: 'B',
      languages: 3,
      preferredGenders: 8,
      preferredAgeMin: 18,
      preferredAgeMax: 28,
      preferredOccupations: 3,
      suitableForPersons: 1,
      currentResidents: 3,
      currentResidentGenders: 3,
      title: 'Appartement aan het water',
      description: 'Ruim en licht. '.repeat(5).trim(),
      photoCount: 2,
      photos: [
        expect.objectContaining({ imageKey: `test-photo-${id}-0`, position: 0, isCover: false }),
        expect.objectContaining({ imageKey: `test-photo-${id}-1`, position: 1, isCover: true }),
      ],
    });
    // The same photos, ids included, as the media calls give them (the media step needs no second read).
    const media = await kit.call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-photos',
      query: { listingID: id },
    });
    expect(answer.body.photos).toEqual(media.body.photos);
    expect(completions(answer.body).media).toBe(StepCompletion.Completed);
  });

  it("resolves the point from the street's coordinate, within 40 m, the same for the same address", async () => {
    const a = await kit.draft(landlord);
    const b = await kit.draft(landlord);
    await kit.save(landlord, 'address', a);
    await kit.save(landlord, 'address', b);
    const [rowA, rowB] = [await kit.row(a), await kit.row(b)];
    expect(rowA.lat).toBe(rowB.lat);
    expect(rowA.lng).toBe(rowB.lng);
    const dLatM = (rowA.lat! - kit.place.streetLat) * 111_195;
    const dLngM =
      (rowA.lng! - kit.place.streetLng) * 111_195 * Math.cos((kit.place.streetLat * Math.PI) / 180);
    expect(Math.hypot(dLatM, dLngM)).toBeLessThanOrEqual(40.5);
    await kit.save(landlord, 'address', b, { houseNumber: '14' });
    expect((await kit.row(b)).lat).not.toBe(rowA.lat);
  });

  it('answers null for the fields of steps a draft has not saved, though the columns have defaults', async () => {
    const id = await kit.draft(landlord);
    const answer = await details(landlord, id);
    expect(answer.body).toMatchObject({
      savedSteps: [1],
      listingType: 1,
      ownerType: null,
      cityName: null,
      preferredAgeMin: null,
      preferredGenders: null,
      energyLabel: null,
      serviceCostsCents: null,
      utilitiesIncluded: null,
      currentResidents: null,
      title: null,
      photos: [],
    });
  });
});

describe('GET cra-draft-list-status', () => {
  it("lists the caller's drafts, newest first, with their progress; never published ones", async () => {
    const owner = await kit.user();
    const older = await kit.draft(owner);
    await kit.save(owner, 'owner-type', older);
    await kit.save(owner, 'address', older);
    const newer = await kit.draft(owner, 16);
    const published = await kit.completeDraft(owner);
    await complete(owner, published);
    await kit.draft(await kit.user());

    const answer = await kit.call(owner, {
      method: 'GET',
      path: '/supplyflow/cra-draft-list-status',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.drafts.map((d: { listingID: number }) => d.listingID)).toEqual([
      newer,
      older,
    ]);
    expect(answer.body.drafts[1]).toMatchObject({
      listingID: older,
      title: null,
      listingType: 1,
      cityName: 'Groningen',
      streetName: 'Herestraat',
      houseNumber: '12A',
      completedSteps: 3,
      totalSteps: 11,
      resumeStep: 'availability',
    });
    expect(answer.body.drafts[0]).toMatchObject({
      completedSteps: 1,
      totalSteps: 12,
      resumeStep: 'owner-type',
    });
  });

  it('is empty for a user without drafts', async () => {
    const answer = await kit.call(await kit.user(), {
      method: 'GET',
      path: '/supplyflow/cra-draft-list-status',
    });
    expect(answer.body).toEqual({ drafts: [] });
  });
});

describe('the student-house step', () => {
  it('applies to a StudentResidence only; an unknown student house is 404', async () => {
    const id = await kit.draft(landlord, 16);
    const first = await status(landlord, id);
    expect(completions(first.body)['student-house']).toBe(StepCompletion.NotStarted);

    const unknown = await kit.save(landlord, 'student-house', id, { studentHouseId: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('http_404');
    const none = await kit.save(landlord, 'student-house', id);
    expect(none.status).toBe(200);
    expect(completions(none.body)['student-house']).toBe(StepCompletion.Completed);

    const house = await kit.call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-latest-listing-studenthouse-details',
      query: { listingID: id },
    });
    expect(house.body).toEqual({ listingID: id, studentHouseId: null, studentHouse: null });

    // Switching to a room drops the step; switching back asks for it again.
    const room = await kit.save(landlord, 'listing-type', id, { listingType: 1 });
    expect(room.body.steps.map((s: { word: string }) => s.word)).not.toContain('student-house');
    const back = await kit.save(landlord, 'listing-type', id, { listingType: 16 });
    expect(completions(back.body)['student-house']).toBe(StepCompletion.NotStarted);

    const refused = await kit.save(landlord, 'student-house', await kit.draft(landlord, 1));
    expect(refused.status).toBe(403);
  });

  it('keeps a StudentResidence from being published before the step', async () => {
    const id = await kit.draft(landlord, 16);
    await kit.fillAll(landlord, id);
    await kit.save(landlord, 'listing-type', id, { listingType: 1 });
    await kit.save(landlord, 'listing-type', id, { listingType: 16 });
    const refused = await complete(landlord, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'listing_incomplete',
      data: { missingSteps: ['student-house'] },
    });
  });
});

describe('POST cra-complete-create-advert with missing steps', () => {
  it('refuses with 409 listing_incomplete naming the missing steps, changing nothing', async () => {
    const id = await kit.draft(landlord);
    await kit.save(landlord, 'owner-type', id);
    await kit.save(landlord, 'rental-price', id);
    const before = await kit.row(id);
    const answer = await complete(landlord, id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'listing_incomplete',
      message: 'Not every required step of the advert is complete',
      data: {
        missingSteps: [
          'address',
          'availability',
          'surface-furnishing',
          'details',
          'preferred-tenant',
          'current-residents',
          'title-description',
        ],
      },
    });
    expect(await kit.row(id)).toEqual(before);
  });
});

describe('a published advert', () => {
  let id: number;

  beforeAll(async () => {
    const owner = await kit.user();
    landlordOfPublished = owner;
    id = await kit.completeDraft(owner);
    expect((await complete(owner, id)).body.status).toBe(10);
  });
  let landlordOfPublished: TestUser;

  it('has a read-only address: cra-is-address-readonly says so and cra-address is refused', async () => {
    const owner = landlordOfPublished;
    const flag = await kit.call(owner, {
      method: 'GET',
      path: '/supplyflow/cra-is-address-readonly',
      query: { listingID: id },
    });
    expect(flag.body).toEqual({ listingID: id, isAddressReadonly: true });
    const before = await kit.row(id);
    const answer = await kit.save(owner, 'address', id, { houseNumber: '99' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('address_readonly');
    expect(await kit.row(id)).toEqual(before);
  });

  it('stays published when edited through the steps, with the new values in search', async () => {
    const owner = landlordOfPublished;
    const edited = await kit.save(owner, 'rental-price', id, { rentCents: 52_500 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 10, isComplete: true, isAddressReadonly: true });
    const row = await kit.row(id);
    expect(row).toMatchObject({ status: 10, rentCents: 52_500 });
    expect(await searchIds(kit.place.citySlug)).toContain(id);
    const page = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: id },
    });
    expect(page.body.rentCents).toBe(52_500);
  });

  it('still refuses forbidden text and invalid values when edited', async () => {
    const owner = landlordOfPublished;
    const before = await kit.row(id);
    const text = await kit.save(owner, 'title-description', id, {
      description: `${'Mooie kamer in het centrum. '.repeat(3)}Bel 06-12345678`,
      locale: 'nl',
    });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe(10064);
    const value = await kit.save(owner, 'surface-furnishing', id, { surfaceM2: 0 });
    expect(value.status).toBe(400);
    expect(await kit.row(id)).toEqual(before);
  });

  it('shows every step Completed in its status and details', async () => {
    const answer = await details(landlordOfPublished, id);
    expect(answer.body.status).toBe(10);
    expect(answer.body.savedSteps).toContain(13);
    expect(answer.body.isAddressReadonly).toBe(true);
    expect(answer.body.publishedAt).not.toBeNull();
  });
});

describe('concurrency', () => {
  it('publishes once when completed twice at the same time', async () => {
    const owner = await kit.user();
    const id = await kit.completeDraft(owner);
    const answers = await Promise.all([complete(owner, id), complete(owner, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers[0]!.body.status).toBe(10);
  });

  it('keeps every step of simultaneous saves', async () => {
    const owner = await kit.user();
    const id = await kit.draft(owner);
    const answers = await Promise.all([
      kit.save(owner, 'owner-type', id),
      kit.save(owner, 'availability', id),
      kit.save(owner, 'details', id),
      kit.save(owner, 'current-residents', id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const final = await status(owner, id);
    expect(completions(final.body)).toMatchObject({
      'owner-type': 3,
      availability: 3,
      details: 3,
      'current-residents': 3,
    });
  });
});
