/**
 * The demo data as a newcomer sees it (issue 22 §2), through the real API routes: the demo
 * tenant's inbox, the demo landlord's adverts with reactions, his draft and inactive advert, and
 * the adverts' illustrations served by the image service.
 */
import {
  AutomaticDeactivationReason,
  FolderFilter,
  InboxType,
  isConfirmationDue,
  MyListingsFilter,
} from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPassword } from '../auth/password.js';
import { originalObjectKey } from '../images/image-key.js';
import { resolveReferenceDataDir } from '../reference-data/data-dir.js';
import {
  createTestApp,
  nextClientAddress,
  type TestApp,
  type TestUser,
} from '../testing/test-app.js';
import { createUserCall, type UserCall } from '../testing/user-call.js';

import { seedDemoAlerts } from './demo-alerts.js';
import { DEMO_DEACTIVATION_REASON } from './demo-listings-extra.js';
import { DEMO_STUDENT_HOUSE_NAME } from './demo-student-house.js';
import { DEMO_TENANTS } from './demo-tenants.js';
import { seedDatabase, type SeedResult } from './seed-database.js';
import { DEMO_LANDLORD_EMAIL, DEMO_PASSWORD, DEMO_TENANT_EMAIL } from './seed-users.js';

let kit: TestApp;
let call: UserCall;
let result: SeedResult;
let tenant: TestUser;
let landlord: TestUser;

/** Signs a demo account in through `POST /customer/login`. */
async function signIn(email: string): Promise<TestUser> {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const session = response.cookies.find((cookie) => cookie.name === 'rooms_session');
  return {
    id: (response.json() as { userid: number }).userid,
    email,
    password: DEMO_PASSWORD,
    cookie: `rooms_session=${session?.value ?? ''}`,
    token: session?.value ?? '',
  };
}

function inbox(user: TestUser, inboxType: number = InboxType.Default) {
  return call(user, {
    method: 'GET',
    path: '/conversation/my-conversations',
    query: { inboxType, rowsPerPage: 100 },
  });
}

beforeAll(async () => {
  kit = await createTestApp();
  call = createUserCall(kit.app);
  result = await seedDatabase(kit.database.pool, {
    listings: 300,
    maxCities: 12,
    streets: 'listed',
    dataDir: resolveReferenceDataDir(),
    hashPassword,
    imageStore: kit.app.images.store,
  });
  tenant = await signIn(DEMO_TENANT_EMAIL);
  landlord = await signIn(DEMO_LANDLORD_EMAIL);
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

describe('the demo tenant', () => {
  it('has conversations with several landlords: unread, answered, a favourite, one in the trash', async () => {
    const answer = await inbox(tenant);
    expect(answer.status).toBe(200);
    const items = answer.body.items as {
      isUnread: boolean;
      unreadMessageCount: number;
      isFavorite: boolean;
      folder: number;
      role: number;
      messageCount: number;
      lastMessage: { preview: string; isMine: boolean };
      otherParty: { userID: number; firstName: string };
      listing: { coverPhotoKey: string | null };
    }[];
    // Six landlords' adverts, one in the trash, and the demo landlord's.
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.otherParty.userID)).size).toBe(6);
    expect(answer.body.unreadCount).toBe(2);
    expect(items.filter((item) => item.isUnread).map((item) => item.unreadMessageCount)).toEqual([
      1, 2,
    ]);
    expect(items.filter((item) => item.isFavorite)).toHaveLength(1);
    expect(items.every((item) => item.role === 2 && item.folder === FolderFilter.Normal)).toBe(
      true,
    );
    // Answered by her: her message is the last one.
    expect(items.some((item) => item.lastMessage.isMine && item.messageCount === 3)).toBe(true);
    expect(items.every((item) => item.lastMessage.preview.length > 20)).toBe(true);
    expect(items.every((item) => item.listing.coverPhotoKey?.startsWith('seed-plan-'))).toBe(true);

    const counts = new Map(
      (answer.body.inboxCounts as { inboxType: number; totalCount: number }[]).map((count) => [
        count.inboxType,
        count.totalCount,
      ]),
    );
    expect(counts.get(InboxType.Trash)).toBe(1);
    expect(counts.get(InboxType.Favorite)).toBe(1);
    expect(counts.get(InboxType.All)).toBe(7);
    const trash = await inbox(tenant, InboxType.Trash);
    expect(trash.body.items[0].lastMessage.preview).toMatch(/verhuurd/);
  });

  it('reads an unread conversation with the messages in order', async () => {
    const first = (await inbox(tenant)).body.items.find(
      (item: { unreadMessageCount: number }) => item.unreadMessageCount === 2,
    );
    const details = await call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID: first.conversationID },
    });
    expect(details.status).toBe(200);
    const messages = details.body.messages as { text: string; kind: number; isMine: boolean }[];
    expect(messages.map((message) => message.kind)).toEqual([1, 2, 2]);
    expect(messages[0]?.text).toMatch(/^Hoi .+, ik ben Tessa/);
    expect(messages.map((message) => message.isMine)).toEqual([true, false, false]);
    expect((await inbox(tenant)).body.unreadCount).toBe(1);
  });

  it('has favourite adverts', async () => {
    const answer = await call(tenant, { method: 'GET', path: '/favorite/ids' });
    expect(answer.status).toBe(200);
    expect(answer.body.listingIds.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the demo landlord', () => {
  it('has reactions of several seeded tenants on his adverts, some unread', async () => {
    const answer = await inbox(landlord);
    const items = answer.body.items as {
      isUnread: boolean;
      role: number;
      otherParty: { firstName: string };
    }[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.role === 1)).toBe(true);
    expect(answer.body.unreadCount).toBeGreaterThanOrEqual(3);
    const names = new Set(items.map((item) => item.otherParty.firstName));
    expect(names).toContain('Tessa');
    expect(names).toContain(DEMO_TENANTS[0]?.firstName);

    const adverts = await call(landlord, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { listingStatusType: MyListingsFilter.Active, rowsPerPage: 100 },
    });
    const reacted = (adverts.body.items as { reactionCount: number }[]).filter(
      (item) => item.reactionCount > 0,
    );
    expect(reacted.length).toBe(3);
    expect(reacted.map((item) => item.reactionCount).sort()).toEqual([1, 3, 4]);
  });

  it('has an inactive advert with a deactivation reason and a draft in the wizard', async () => {
    const inactive = await call(landlord, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { listingStatusType: MyListingsFilter.Inactive, rowsPerPage: 100 },
    });
    const withReason = (
      inactive.body.items as { deactivationReason: number | null; reactionCount: number }[]
    ).filter((item) => item.deactivationReason === DEMO_DEACTIVATION_REASON);
    expect(withReason).toHaveLength(1);
    expect(withReason[0]?.reactionCount).toBe(1);

    const drafts = await call(landlord, {
      method: 'GET',
      path: '/supplyflow/cra-draft-list-status',
    });
    expect(drafts.status).toBe(200);
    const draft = (
      drafts.body.drafts as { houseNumber: string | null; streetName: string | null }[]
    ).find((item) => item.houseNumber?.endsWith('A'));
    expect(draft).toBeDefined();
    expect(draft?.streetName).not.toBeNull();
  });
});

describe('fresh adverts of the demo landlord', () => {
  it('has an advert due for confirmation and one that left search unconfirmed', async () => {
    const now = Date.now();
    const [active, inactive] = await Promise.all(
      [MyListingsFilter.Active, MyListingsFilter.Inactive].map(async (listingStatusType) => {
        const answer = await call(landlord, {
          method: 'GET',
          path: '/listing/mylistings',
          query: { listingStatusType, rowsPerPage: 100 },
        });
        return answer.body.items as {
          listingID: number;
          status: number;
          confirmedAt: string;
          deactivationReason: number | null;
        }[];
      }),
    );
    const due = active!.filter((item) =>
      isConfirmationDue(new Date(item.confirmedAt), new Date(now)),
    );
    expect(due).toHaveLength(1);
    expect(result.counts.advertsDueForConfirmation).toBe(1);
    const leftSearch = inactive!.filter(
      (item) => item.deactivationReason === AutomaticDeactivationReason.NotConfirmed,
    );
    expect(leftSearch).toHaveLength(1);
    expect(leftSearch[0]!.status).toBe(5);
    expect(now - Date.parse(leftSearch[0]!.confirmedAt)).toBeGreaterThan(30 * 86_400_000);
  });

  it('has every other online advert confirmed within the last 12 days, spread over them', async () => {
    const { rows } = await kit.database.pool.query<{ older: number; days: number[] }>(
      `select count(*) filter (where confirmed_at < now() - interval '12 days')::int as older,
              array_agg(distinct floor(extract(epoch from now() - confirmed_at) / 86400)::int) as days
         from listings where status in (3, 4, 10)`,
    );
    // Only the demo landlord's due advert is older.
    expect(rows[0]!.older).toBe(1);
    expect(rows[0]!.days.length).toBeGreaterThan(10);
  });
});

describe('the demo landlord’s student house', () => {
  it('is in Groningen with linked student-residence adverts and its own auto-reply', async () => {
    const houses = await call(landlord, { method: 'GET', path: '/studenthouse/my-student-houses' });
    expect(houses.body.items).toHaveLength(1);
    const house = houses.body.items[0];
    expect(house).toMatchObject({ name: DEMO_STUDENT_HOUSE_NAME, cityName: 'Groningen' });
    expect(house.linkedListings).toBeGreaterThanOrEqual(2);
    const { rows } = await kit.database.pool.query<{ listing_type: number; landlord_id: number }>(
      'SELECT listing_type, landlord_id FROM listings WHERE student_house_id = $1',
      [house.id],
    );
    expect(rows.every((row) => row.listing_type === 16 && row.landlord_id === landlord.id)).toBe(
      true,
    );
    const reply = await call(landlord, {
      method: 'GET',
      path: '/conversation/auto-reply',
      query: { studentHouseID: house.id },
    });
    expect(reply.body).toMatchObject({
      isEnabled: true,
      message: expect.stringContaining('Zernike'),
    });
  });
});

describe('the illustrations', () => {
  it('give every advert but the drafts a labelled floor plan, shared between adverts', async () => {
    const { rows } = await kit.database.pool.query<{
      listings: number;
      photos: number;
      keys: number;
    }>(
      `SELECT (SELECT count(*)::int FROM listings WHERE status <> -1) AS listings,
              (SELECT count(*)::int FROM listing_photos) AS photos,
              (SELECT count(DISTINCT image_key)::int FROM listing_photos) AS keys`,
    );
    expect(rows[0]?.photos).toBe(rows[0]?.listings);
    expect(rows[0]?.keys).toBeLessThan(40);
    expect(rows[0]?.keys).toBeGreaterThan(10);
    expect(result.counts).toMatchObject({ photos: rows[0]?.photos, illustrations: rows[0]?.keys });
  });

  it('are served by the image service in the sizes the site asks for', async () => {
    const { rows } = await kit.database.pool.query<{ id: number }>(
      'SELECT id FROM listings WHERE status IN (4, 10) ORDER BY id LIMIT 1',
    );
    const details = await call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId: rows[0]?.id ?? 0 },
    });
    expect(details.status).toBe(200);
    const key = details.body.photos[0].imageKey as string;
    expect(key).toMatch(/^seed-plan-/);
    const image = await kit.app.inject({
      method: 'GET',
      url: `/image/${key}/resize/341-241`,
      headers: { accept: 'image/webp' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it("survive the deletion of one advert's photo while another advert shows them", async () => {
    const { rows } = await kit.database.pool.query<{ id: number; image_key: string }>(
      `SELECT l.id, p.image_key FROM listings l JOIN listing_photos p ON p.listing_id = l.id
        WHERE l.landlord_id = $1 AND l.status IN (4, 10)
          AND (SELECT count(*) FROM listing_photos o WHERE o.image_key = p.image_key) > 1
        ORDER BY l.id LIMIT 1`,
      [landlord.id],
    );
    const [own] = rows;
    expect(own).toBeDefined();
    const removed = await call(landlord, {
      method: 'POST',
      path: '/supplyflow/cra-create-media',
      body: { listingID: own!.id, photoIDs: [] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([]);
    expect(await kit.app.images.store.exists(originalObjectKey(own!.image_key))).toBe(true);
  });
});

describe("the demo tenant's search alerts", () => {
  it('are saved after the seed, with names, frequencies and searches in words the site can show', async () => {
    expect(await seedDemoAlerts(kit.database)).toBe(2);
    const response = await call(tenant, { method: 'GET', path: '/alert/alerts' });
    expect(response.status).toBe(200);
    const alerts = response.body.alerts as {
      frequency: number;
      name: string | null;
      searchRequest: { citySlug: string };
    }[];
    expect(alerts.map((a) => [a.frequency, a.searchRequest.citySlug])).toEqual([
      [2, 'utrecht'],
      [1, 'groningen'],
    ]);
    expect(alerts[1]!.name).toBe('Kamer dicht bij de RUG');
  });
});
