import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createConversationKit } from './testing/conversation-kit.js';

import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

describe('GET /conversation/match-score-details', () => {
  it('explains the tenant’s match with the advert’s preferred tenant, for both participants', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    await kit.t.database.pool.query(
      `UPDATE listings SET preferred_genders = 1, preferred_age_min = 18, preferred_age_max = 30,
         preferred_occupations = 1 WHERE id = $1`,
      [listingId],
    );
    const tenant = await kit.user();
    // A working woman who turned 23 on 1 January of this year.
    const birthYear = new Date().getUTCFullYear() - 23;
    await kit.t.database.pool.query(
      `UPDATE users SET gender = 2, birth_date = $2, occupation = 4 WHERE id = $1`,
      [tenant.id, `${birthYear}-01-01`],
    );
    const { conversationID } = await kit.react(tenant, listingId);
    for (const user of [tenant, landlord]) {
      const answer = await kit.call(user, {
        method: 'GET',
        path: '/conversation/match-score-details',
        query: { conversationID },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        conversationID,
        level: 1,
        matchedCount: 1,
        criteria: [
          { criterion: 'gender', result: 'mismatch' },
          { criterion: 'age', result: 'match' },
          { criterion: 'occupation', result: 'mismatch' },
        ],
        tenant: { gender: 2, age: 23, occupation: 4 },
        preferredTenant: { genders: 1, ageMin: 18, ageMax: 30, occupations: 1 },
      });
      expect(JSON.stringify(answer.body)).not.toContain(`${birthYear}-01-01`);
    }
    const inbox = await kit.call(landlord, {
      method: 'GET',
      path: '/conversation/my-conversations',
    });
    expect(inbox.body.items[0].matchScoreLevel).toBe(1);
  });

  it('says unknown where the tenant’s profile is silent', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    await kit.t.database.pool.query('UPDATE listings SET preferred_genders = 2 WHERE id = $1', [
      listingId,
    ]);
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    const answer = await kit.call(landlord, {
      method: 'GET',
      path: '/conversation/match-score-details',
      query: { conversationID },
    });
    expect(answer.body).toMatchObject({
      level: 2,
      criteria: [
        { criterion: 'gender', result: 'unknown' },
        { criterion: 'age', result: 'match' },
        { criterion: 'occupation', result: 'match' },
      ],
      tenant: { gender: null, age: null, occupation: null },
    });
  });

  it('answers 400 for a bad id and 401 when anonymous', async () => {
    const user = await kit.user();
    for (const conversationID of ['', 'abc', '0', '1.5']) {
      const answer = await kit.call(user, {
        method: 'GET',
        path: '/conversation/match-score-details',
        query: { conversationID },
      });
      expect(answer.status).toBe(400);
    }
    const anonymous = await kit.call(null, {
      method: 'GET',
      path: '/conversation/match-score-details',
      query: { conversationID: 1 },
    });
    expect(anonymous.status).toBe(401);
  });
});
