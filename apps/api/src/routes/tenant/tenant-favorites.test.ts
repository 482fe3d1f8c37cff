import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertCity, insertTenant } from '../../tenant-search/tenant-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';

import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let call: UserCall;
let me: TestUser;
let other: TestUser;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = createUserCall(t.app);
  me = await registerUser(t.app);
  other = await registerUser(t.app);
  cityId = (await insertCity(t.app.database, 'Favostad', 52, 5)).id;
});

afterAll(async () => {
  await t.close();
});

const toggle = (user: TestUser | null, body: unknown) =>
  call(user, { method: 'POST', path: '/tenant/toggle-favorite', body });
const mine = (user: TestUser | null, query: Record<string, string | number> = {}) =>
  call(user, { method: 'GET', path: '/tenant/my-favorite-tenants', query });

describe('favourite tenants', () => {
  it('toggles a shown tenant on and off; twice restores', async () => {
    const tenant = await insertTenant(t.app.database, [cityId], { firstName: 'Bram' });
    expect((await toggle(me, { tenantID: tenant })).body).toEqual({
      tenantID: tenant,
      isFavorite: true,
    });
    const page = await mine(me);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalCount: 1, pageNo: 1, rowsPerPage: 20 });
    expect(page.body.tenants[0]).toMatchObject({
      tenantID: tenant,
      firstName: 'Bram',
      isFavorite: true,
      cities: ['Favostad'],
    });
    expect((await call(me, { method: 'GET', path: '/tenant/favorite-ids' })).body).toEqual({
      tenantIDs: [tenant],
    });
    expect((await toggle(me, { tenantID: tenant })).body).toEqual({
      tenantID: tenant,
      isFavorite: false,
    });
    expect((await mine(me)).body.totalCount).toBe(0);
  });

  it('answers 404 for hidden, incomplete, deleted or unknown tenants', async () => {
    const hidden = await insertTenant(t.app.database, [cityId], { profile: { visible: false } });
    const incomplete = await insertTenant(t.app.database, [cityId], {
      profile: { searchable: false },
    });
    const deleted = await insertTenant(t.app.database, [cityId], { deletedAt: new Date() });
    for (const tenantID of [hidden, incomplete, deleted, me.id, 2_000_000_000]) {
      const answer = await toggle(me, { tenantID });
      expect(answer.status).toBe(404);
    }
  });

  it('leaves out favourites hidden later, and never shows other users their favourites', async () => {
    const a = await insertTenant(t.app.database, [cityId]);
    const b = await insertTenant(t.app.database, [cityId]);
    await toggle(me, { tenantID: a });
    await toggle(me, { tenantID: b });
    await t.database.pool.query('update tenant_profiles set visible = false where user_id = $1', [
      a,
    ]);
    expect(
      (await mine(me)).body.tenants.map((card: { tenantID: number }) => card.tenantID),
    ).toEqual([b]);
    expect((await mine(other)).body).toMatchObject({ tenants: [], totalCount: 0 });
    expect((await call(other, { method: 'GET', path: '/tenant/favorite-ids' })).body).toEqual({
      tenantIDs: [],
    });
    const paged = await mine(me, { pageNo: 2, rowsPerPage: 1 });
    expect(paged.body).toMatchObject({ tenants: [], totalCount: 1, pageNo: 2, rowsPerPage: 1 });
  });

  it('needs a session', async () => {
    expect((await toggle(null, { tenantID: 1 })).status).toBe(401);
    expect((await mine(null)).status).toBe(401);
    expect((await call(null, { method: 'GET', path: '/tenant/favorite-ids' })).status).toBe(401);
  });

  it.each([
    ['an unknown field', { tenantID: 1, userId: 2 }],
    ['a string id', { tenantID: '1' }],
    ['a huge id', { tenantID: 1e15 }],
    ['a NUL byte', { tenantID: '\u0000' }],
    ['no id', {}],
  ])('answers 400 for %s', async (_label, body) => {
    const answer = await toggle(me, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('answers 400 for bad paging', async () => {
    expect((await mine(me, { pageNo: 0 })).status).toBe(400);
    expect((await mine(me, { rowsPerPage: 1000 })).status).toBe(400);
    expect((await mine(me, { pageNo: 'x' })).status).toBe(400);
  });
});
