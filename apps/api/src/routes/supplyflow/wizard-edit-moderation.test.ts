import { ListingStatus } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings, users } from '../../db/schema.js';
import {
  cityRentLevelCents,
  RENT_FLOOR_SHARE,
  rentLevels,
} from '../../listing-wizard/fraud-rules.js';

import { createWizardKit } from './testing/wizard-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { StepWithCall, WizardKit } from './testing/wizard-kit.js';

/** Issue 23 "Fraud rules on edits": the publish-time rules run again when a published advert changes. */

let kit: WizardKit;
const logLines: string[] = [];

beforeAll(async () => {
  kit = await createWizardKit({}, logLines);
});

afterAll(async () => {
  await kit.close();
});

/** Amsterdam's room level is € 945, so the rent rule's floor is € 378. */
const AMSTERDAM_ROOM_LEVEL_CENTS = 94_500;

/** A landlord whose account is a year old (the new-account rule does not watch it). */
async function oldLandlord(): Promise<TestUser> {
  const user = await kit.user();
  await kit.t.database.db
    .update(users)
    .set({ createdAt: sql`now() - interval '365 days'` })
    .where(eq(users.id, user.id));
  return user;
}

/** A published (status 10) room in Amsterdam at € 450 with the given description. */
async function publishedAdvert(
  owner: TestUser,
  overrides: Partial<Record<StepWithCall, Record<string, unknown>>> = {},
): Promise<number> {
  const id = await kit.completeDraft(owner, {
    address: {
      cityId: kit.amsterdam.cityId,
      streetId: kit.amsterdam.streetId,
      houseNumber: '1',
      postcode: '1012 AB',
    },
    'rental-price': { rentCents: 45_000 },
    ...overrides,
  });
  const published = await kit.call(owner, {
    method: 'POST',
    path: '/supplyflow/cra-complete-create-advert',
    body: { listingID: id },
  });
  expect(published.body).toMatchObject({ status: 10, isPendingReview: false });
  return id;
}

/** Ids of the visible adverts of Amsterdam in search. */
async function amsterdamSearchIds(): Promise<number[]> {
  const answer = await kit.call(null, {
    method: 'POST',
    path: '/listing/findlistings',
    body: { citySlug: 'amsterdam', radiusId: 0, rowsPerPage: 100 },
  });
  expect(answer.status).toBe(200);
  return (answer.body.listings as { id: number }[]).map((card) => card.id);
}

/** What a moderator's approval would do (there is no moderation screen yet). */
async function approve(listingID: number): Promise<void> {
  await kit.t.database.db
    .update(listings)
    .set({ status: ListingStatus.Approved })
    .where(eq(listings.id, listingID));
}

describe('editing a published advert', () => {
  it('moves it to Pending, out of search, when its rent drops to € 50', async () => {
    expect(cityRentLevelCents(rentLevels(), 'amsterdam', 1, 14)).toBe(AMSTERDAM_ROOM_LEVEL_CENTS);
    const owner = await oldLandlord();
    const id = await publishedAdvert(owner);
    expect(await amsterdamSearchIds()).toContain(id);

    const edited = await kit.save(owner, 'rental-price', id, { rentCents: 5_000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ listingID: id, status: 11, isPendingReview: true });
    expect(await kit.row(id)).toMatchObject({ status: 11, rentCents: 5_000 });
    expect(await amsterdamSearchIds()).not.toContain(id);
    const page = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: id },
    });
    expect(page.status).toBe(404);
    // The landlord's wizard says so too (the publish panel shows "being checked").
    const status = await kit.call(owner, {
      method: 'GET',
      path: '/supplyflow/cra-listing-status',
      query: { listingID: id },
    });
    expect(status.body).toMatchObject({ status: 11, isPendingReview: true });
    // Which rule fired is logged, as at publishing (never sent to the landlord).
    const logged = logLines
      .map((line) => JSON.parse(line) as { msg?: string; listingID?: number; rules?: string[] })
      .find((entry) => entry.listingID === id && entry.rules !== undefined);
    expect(logged).toMatchObject({
      msg: 'edited advert held for review by fraud rules',
      rules: ['rent_far_below_city_level'],
    });
    expect(JSON.stringify(edited.body)).not.toContain('rent_far_below_city_level');
  });

  it("moves it to Pending when it takes another landlord's description", async () => {
    const description =
      'Zonnige kamer met eigen balkon aan de Prinsengracht, gedeelde keuken en badkamer.';
    const original = await publishedAdvert(await oldLandlord(), {
      'title-description': { description },
    });
    const copier = await oldLandlord();
    const id = await publishedAdvert(copier);

    const edited = await kit.save(copier, 'title-description', id, {
      description: `  ${description.toUpperCase()}`,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 11, isPendingReview: true });
    expect((await kit.row(id)).status).toBe(11);
    expect(await amsterdamSearchIds()).not.toContain(id);
    // The original stays online.
    expect((await kit.row(original)).status).toBe(10);
  });

  it('stays online after harmless edits: title, photos, availability, a higher rent', async () => {
    const owner = await oldLandlord();
    const id = await publishedAdvert(owner);
    const edits: [StepWithCall, Record<string, unknown>][] = [
      ['title-description', { title: 'Nieuwe titel voor de kamer' }],
      ['availability', { availableFrom: '2031-01-01' }],
      ['rental-price', { rentCents: 52_000 }],
      ['surface-furnishing', { surfaceM2: 16, furnishing: 2 }],
      ['details', { hasInternet: false }],
    ];
    for (const [step, change] of edits) {
      const answer = await kit.save(owner, step, id, change);
      expect(answer.status, step).toBe(200);
      expect(answer.body, step).toMatchObject({ status: 10, isPendingReview: false });
    }
    await kit.addPhoto(id, 0, true);
    await kit.addPhoto(id, 1);
    const photos = await kit.call(owner, {
      method: 'GET',
      path: '/supplyflow/cra-latest-listing-details',
      query: { listingID: id },
    });
    expect(photos.status).toBe(200);
    const ids = (
      await kit.t.database.pool.query<{ id: number }>(
        'SELECT id FROM listing_photos WHERE listing_id = $1 ORDER BY position',
        [id],
      )
    ).rows.map((row) => row.id);
    const arranged = await kit.call(owner, {
      method: 'POST',
      path: '/supplyflow/cra-create-media',
      body: { listingID: id, photoIDs: [...ids].reverse(), coverPhotoID: ids[1] },
    });
    expect(arranged.status).toBe(200);
    expect((await kit.row(id)).status).toBe(10);
    expect(await amsterdamSearchIds()).toContain(id);
  });

  it('does not hold it again for what did not change or what a moderator accepted', async () => {
    // A description another landlord copied later: the first landlord's own edits do not
    // re-run the duplicate rule while the description stays the same.
    const description =
      'Ruime kamer op de derde verdieping met uitzicht op het park en een grote kast.';
    const first = await oldLandlord();
    const id = await publishedAdvert(first, { 'title-description': { description } });
    const copier = await oldLandlord();
    const copy = await publishedAdvert(copier);
    expect((await kit.save(copier, 'title-description', copy, { description })).body.status).toBe(
      11,
    );
    const sameText = await kit.save(first, 'title-description', id, {
      title: 'Andere titel',
      description,
    });
    expect(sameText.body).toMatchObject({ status: 10 });

    // A cheap rent a moderator approved is not held again when it goes up, only when it drops.
    const floor = AMSTERDAM_ROOM_LEVEL_CENTS * RENT_FLOOR_SHARE;
    const owner = await oldLandlord();
    const cheap = await publishedAdvert(owner);
    expect((await kit.save(owner, 'rental-price', cheap, { rentCents: 20_000 })).body.status).toBe(
      11,
    );
    await approve(cheap);
    const raised = await kit.save(owner, 'rental-price', cheap, { rentCents: 25_000 });
    expect(25_000).toBeLessThan(floor);
    expect(raised.body).toMatchObject({ status: 3, isPendingReview: false });
    expect(await amsterdamSearchIds()).toContain(cheap);
    const lowered = await kit.save(owner, 'rental-price', cheap, { rentCents: 15_000 });
    expect(lowered.body).toMatchObject({ status: 11, isPendingReview: true });
  });

  it('checks a draft only when it is published, not at each step', async () => {
    const owner = await oldLandlord();
    const id = await kit.draft(owner);
    const step = await kit.save(owner, 'rental-price', id, { rentCents: 5_000 });
    expect(step.body).toMatchObject({ status: -1, isPendingReview: false });
  });
});
