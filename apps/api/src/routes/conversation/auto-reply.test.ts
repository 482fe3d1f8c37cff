import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { studentHouseBody } from '../studenthouse/testing/student-house-body.js';

import { createConversationKit } from './testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

function get(user: TestUser | null, query: Record<string, string | number> = {}) {
  return kit.call(user, { method: 'GET', path: '/conversation/auto-reply', query });
}

function save(user: TestUser | null, body: unknown) {
  return kit.call(user, { method: 'POST', path: '/conversation/auto-reply', body });
}

describe('GET and POST /conversation/auto-reply', () => {
  it('is disabled and empty until set, then answers what was saved, per student house', async () => {
    const landlord = await kit.user();
    expect((await get(landlord)).body).toEqual({
      studentHouseID: null,
      isEnabled: false,
      message: '',
      updatedAt: null,
    });
    const typed = '  Bedankt! <b>Ik</b> bel je snel.\n';
    const saved = await save(landlord, { isEnabled: true, message: typed });
    expect(saved.body).toEqual({
      studentHouseID: null,
      isEnabled: true,
      message: typed,
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await get(landlord)).body).toEqual(saved.body);
    // Saving again replaces it; a disabled reply may be blank.
    await save(landlord, { isEnabled: false, message: '' });
    expect((await get(landlord)).body).toMatchObject({ isEnabled: false, message: '' });
    await save(landlord, { studentHouseID: null, isEnabled: true, message: 'Algemeen' });
    expect((await get(landlord)).body).toMatchObject({ studentHouseID: null, message: 'Algemeen' });
  });

  it('keeps one auto-reply per own student house; another landlord’s or a missing house is 404', async () => {
    const landlord = await kit.user();
    const other = await kit.user();
    const house = async (owner: TestUser) => {
      const created = await kit.call(owner, {
        method: 'POST',
        path: '/studenthouse/create',
        body: studentHouseBody(kit.place),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as number;
    };
    const mine = await house(landlord);
    const theirs = await house(other);

    await save(landlord, { isEnabled: true, message: 'Algemeen' });
    const saved = await save(landlord, { studentHouseID: mine, isEnabled: true, message: 'Huis' });
    expect(saved.body).toMatchObject({ studentHouseID: mine, message: 'Huis' });
    expect((await get(landlord, { studentHouseID: mine })).body.message).toBe('Huis');
    expect((await get(landlord)).body.message).toBe('Algemeen');

    for (const id of [theirs, 99_999_999]) {
      const refused = await save(landlord, { studentHouseID: id, isEnabled: true, message: 'X' });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('http_404');
      expect((await get(landlord, { studentHouseID: id })).status).toBe(404);
    }
    const rows = await kit.t.database.pool.query(
      'SELECT student_house_id FROM conversation_auto_replies WHERE landlord_id = $1 ORDER BY 1',
      [landlord.id],
    );
    expect(rows.rows.map((r: { student_house_id: number | null }) => r.student_house_id)).toEqual([
      mine,
      null,
    ]);
  });

  it('is the caller’s own: another user neither reads nor changes it', async () => {
    const landlord = await kit.user();
    const other = await kit.user();
    await save(landlord, { isEnabled: true, message: 'Alleen van mij' });
    expect((await get(other)).body).toMatchObject({ isEnabled: false, message: '' });
    await save(other, { isEnabled: true, message: 'Van de ander' });
    expect((await get(landlord)).body.message).toBe('Alleen van mij');
  });

  it('a disabled auto-reply is not sent', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    await save(landlord, { isEnabled: false, message: 'Niet versturen' });
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    const details = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID },
    });
    expect(details.body.totalMessageCount).toBe(1);
  });

  it.each([
    ['an enabled blank reply', { isEnabled: true, message: '   ' }],
    ['a reply over 4000 characters', { isEnabled: true, message: 'x'.repeat(4001) }],
    ['a huge reply', { isEnabled: false, message: 'x'.repeat(400_000) }],
    ['control characters', { isEnabled: false, message: 'a\u0007' }],
    ['a missing flag', { message: 'Hoi' }],
    ['a string flag', { isEnabled: 'true', message: 'Hoi' }],
    ['a bad student house', { studentHouseID: 0, isEnabled: true, message: 'Hoi' }],
    ['malformed JSON', '{"isEnabled": tru'],
  ])('answers 400 invalid_request for %s', async (_name, body) => {
    const landlord = await kit.user();
    const answer = await save(landlord, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect((await get(landlord)).body.updatedAt).toBeNull();
  });

  it('answers 400 for a bad studentHouseID query and 401 when anonymous', async () => {
    const landlord = await kit.user();
    expect((await get(landlord, { studentHouseID: 'x' })).status).toBe(400);
    expect((await get(null)).status).toBe(401);
    expect((await save(null, { isEnabled: true, message: 'Hoi' })).status).toBe(401);
  });
});
