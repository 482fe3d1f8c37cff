import { ErrorCode, ListingStatus } from '@rooms/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings } from '../../db/schema.js';
import { MAX_OPEN_DRAFTS_PER_LANDLORD } from '../../quotas/quotas.js';

import { createWizardKit } from './testing/wizard-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { WizardKit } from './testing/wizard-kit.js';

/** Issue 23 quotas: open drafts per landlord. */

let kit: WizardKit;

beforeAll(async () => {
  kit = await createWizardKit();
});

afterAll(async () => {
  await kit.close();
});

const newDraft = (user: TestUser) => kit.save(user, 'listing-type', null, { listingType: 1 });

async function openDrafts(user: TestUser): Promise<number> {
  const [row] = await kit.t.database.db
    .select({ count: count() })
    .from(listings)
    .where(and(eq(listings.landlordId, user.id), eq(listings.status, ListingStatus.Concept)));
  return row?.count ?? 0;
}

describe('open drafts per landlord', () => {
  it(`refuses the ${MAX_OPEN_DRAFTS_PER_LANDLORD + 1}th open draft with 409 draft_limit_reached until one is published or deleted`, async () => {
    const landlord = await kit.user();
    const drafts: number[] = [];
    for (let index = 0; index < MAX_OPEN_DRAFTS_PER_LANDLORD; index += 1) {
      const answer = await newDraft(landlord);
      expect(answer.status).toBe(200);
      drafts.push(answer.body.listingID as number);
    }
    const refused = await newDraft(landlord);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ErrorCode.DraftLimitReached,
      message: expect.any(String),
      data: { maxDrafts: MAX_OPEN_DRAFTS_PER_LANDLORD },
    });
    expect(await openDrafts(landlord)).toBe(MAX_OPEN_DRAFTS_PER_LANDLORD);
    // Saving the steps of an existing draft is not limited.
    expect((await kit.save(landlord, 'owner-type', drafts[0]!)).status).toBe(200);

    // Keyed on the landlord: another one starts drafts freely.
    expect((await newDraft(await kit.user())).status).toBe(200);

    // Publishing a draft frees a place.
    await kit.fillAll(landlord, drafts[0]!);
    const published = await kit.call(landlord, {
      method: 'POST',
      path: '/supplyflow/cra-complete-create-advert',
      body: { listingID: drafts[0] },
    });
    expect(published.status).toBe(200);
    expect((await newDraft(landlord)).status).toBe(200);
    expect((await newDraft(landlord)).status).toBe(409);

    // So does deleting one.
    const deleted = await kit.call(landlord, {
      method: 'DELETE',
      path: '/listing/delete-listing',
      query: { listingID: drafts[1]! },
    });
    expect(deleted.status).toBe(200);
    expect((await newDraft(landlord)).status).toBe(200);
    expect(await openDrafts(landlord)).toBe(MAX_OPEN_DRAFTS_PER_LANDLORD);
  });

  it('holds the limit when drafts are started at the same time', async () => {
    const landlord = await kit.user();
    for (let index = 0; index < MAX_OPEN_DRAFTS_PER_LANDLORD - 1; index += 1) {
      expect((await newDraft(landlord)).status).toBe(200);
    }
    const answers = await Promise.all([newDraft(landlord), newDraft(landlord), newDraft(landlord)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await openDrafts(landlord)).toBe(MAX_OPEN_DRAFTS_PER_LANDLORD);
  });
});
