/**
 * What makes the demo accounts' screens show the product (issue 22 §2), on top of the generated
 * listings: seeded tenants, the demo landlord's inactive advert and wizard draft, and the
 * conversations of both demo accounts. Photos are `demo-photos.ts` (they need the image store).
 */
import { localeOrDefault } from '@rooms/i18n';

import { insertConversations, planDemoConversations } from './demo-conversations.js';
import { deactivateDemoAdvert, insertDemoDraft } from './demo-listings-extra.js';
import { insertDemoTenants } from './demo-tenants.js';

import type { ConversationListing, ConversationPerson } from './demo-conversations.js';
import type pg from 'pg';

/** The demo accounts the activity is for. */
export interface DemoActivityInput {
  /** users.id of the demo tenant and the demo landlord. */
  demoTenantId: number;
  demoLandlordId: number;
  /** The seed's "today", epoch ms. */
  referenceMs: number;
}

/** What {@link seedDemoActivity} wrote. */
export interface DemoActivityResult {
  /** Seeded tenants (users who cannot log in). */
  tenants: number;
  conversations: number;
  messages: number;
  /** The demo landlord's wizard draft and inactive advert; null when he has no adverts. */
  draftListingId: number | null;
  inactiveListingId: number | null;
}

/** Demo-tenant conversations: one per other landlord's advert. */
const OTHER_LISTINGS = 6;
/** The demo landlord's adverts that get reactions. */
const LANDLORD_LISTINGS = 3;

const LISTING_COLUMNS = `l.id, l.landlord_id, u.first_name, s.name AS street, c.name AS city,
  coalesce(l.published_at, l.created_at) AS published_at`;
const LISTING_JOINS = `listings l JOIN users u ON u.id = l.landlord_id
  JOIN streets s ON s.id = l.street_id JOIN cities c ON c.id = l.city_id`;

interface ListingRow {
  id: number;
  landlord_id: number;
  first_name: string;
  street: string;
  city: string;
  published_at: Date;
}

function toListing(row: ListingRow): ConversationListing {
  return {
    id: row.id,
    landlordId: row.landlord_id,
    landlordFirstName: row.first_name,
    street: row.street,
    city: row.city,
    publishedMs: row.published_at.getTime(),
  };
}

async function person(client: pg.ClientBase, id: number): Promise<ConversationPerson> {
  const { rows } = await client.query<{ first_name: string; locale: string }>(
    'SELECT first_name, locale FROM users WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`seed: user ${id} does not exist`);
  return { id, firstName: row.first_name, locale: localeOrDefault(row.locale) };
}

/**
 * Seeds the demo accounts' activity, deterministically (fixed scripts over adverts chosen by id):
 * inserts the seeded tenants, takes the demo landlord's newest advert offline, adds his wizard
 * draft, then the conversations (`demo-conversations.ts`): the demo tenant's with the private
 * landlords (not agencies: she greets them by first name) of six rooms, studios or student rooms
 * (one per landlord, lowest landlord id first), and the
 * reactions on the demo landlord's three oldest visible adverts and on his inactive one.
 *
 * @param client a connection inside the seed's transaction, after the listings are written
 * @param input the demo accounts and the reference date
 * @returns what was written
 * @throws Error when a demo account does not exist; PostgreSQL errors of the inserts
 */
export async function seedDemoActivity(
  client: pg.ClientBase,
  input: DemoActivityInput,
): Promise<DemoActivityResult> {
  const { demoTenantId, demoLandlordId, referenceMs } = input;
  const tenantIds = await insertDemoTenants(client, referenceMs);
  const inactiveListingId = await deactivateDemoAdvert(client, demoLandlordId, referenceMs);
  const draftListingId = await insertDemoDraft(client, demoLandlordId, referenceMs);

  // One query after the other: a client runs one statement at a time.
  const demoTenant = await person(client, demoTenantId);
  const demoLandlord = await person(client, demoLandlordId);
  const tenants: ConversationPerson[] = [];
  for (const id of tenantIds) tenants.push(await person(client, id));
  const others = await client.query<ListingRow>(
    `SELECT * FROM (SELECT DISTINCT ON (l.landlord_id) ${LISTING_COLUMNS} FROM ${LISTING_JOINS}
       WHERE l.status IN (3, 4, 10) AND l.listing_type IN (1, 4, 16) AND l.landlord_id <> $1
         AND u.last_name <> 'B.V.' -- agencies of generatedLandlord (seed-users.ts)
       ORDER BY l.landlord_id, l.id) AS chosen ORDER BY landlord_id LIMIT $2`,
    [demoLandlordId, OTHER_LISTINGS],
  );
  const own = await client.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM ${LISTING_JOINS}
      WHERE l.landlord_id = $1 AND l.status IN (3, 4, 10) ORDER BY l.id LIMIT $2`,
    [demoLandlordId, LANDLORD_LISTINGS],
  );
  const inactive =
    inactiveListingId === null
      ? []
      : (
          await client.query<ListingRow>(
            `SELECT ${LISTING_COLUMNS} FROM ${LISTING_JOINS} WHERE l.id = $1`,
            [inactiveListingId],
          )
        ).rows;

  const planned = planDemoConversations({
    demoTenant,
    demoLandlord,
    tenants,
    otherListings: others.rows.map(toListing),
    landlordListings: own.rows.map(toListing),
    inactiveListing: inactive[0] === undefined ? null : toListing(inactive[0]),
    referenceMs,
  });
  const written = await insertConversations(client, planned);
  return {
    tenants: tenantIds.length,
    ...written,
    draftListingId,
    inactiveListingId,
  };
}
