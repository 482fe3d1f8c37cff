/**
 * The demo landlord's student house (issue 26, §2 `/studenthouse`): one house in Groningen (a
 * real seeded city and street) with its facilities, house rules and an auto-reply, and two
 * student rooms (listing type 16) linked to it, added here as copies of one of his visible
 * adverts moved to the house's address, with their own title, description and the city's room
 * rent. His generated adverts are never linked: they lie in other places.
 */
import { ListingType, StudentHouseFacility } from '@rooms/domain';

import { addressPoint } from '../listing-wizard/wizard-address.js';

import type pg from 'pg';

/** The seeded house's name. */
export const DEMO_STUDENT_HOUSE_NAME = 'Huize Zernike';

/** What {@link seedDemoStudentHouse} wrote. */
export interface DemoStudentHouseResult {
  /** The house's id; null when Groningen or the landlord's adverts are missing (tiny seeds). */
  studentHouseId: number | null;
  /** Adverts linked to it. */
  linkedListings: number;
  /** Of those, adverts added by the seed (all of them). */
  addedListings: number;
}

const HOUSE_RULES = [
  'Rustig na 23:00 uur, ook in de gemeenschappelijke ruimte.',
  'Iedereen maakt de keuken schoon na het koken; het schoonmaakrooster hangt in de hal.',
  'Fietsen in de fietsenstalling, niet in de gang.',
].join('\n');

const AUTO_REPLY =
  'Bedankt voor je reactie op een kamer in Huize Zernike! Elke maandagavond is er een kijkavond; ik stuur je binnen twee dagen een uitnodiging.';

/** The two student rooms the seed adds, worded with the house's street and city like every seeded advert. */
function roomsOf(streetName: string, cityName: string) {
  return [
    {
      houseNumber: '12-1',
      title: `Studentenkamer in Huize Zernike, ${streetName}, ${cityName}`,
      description: `Lichte studentenkamer op de eerste verdieping van Huize Zernike aan de ${streetName}, met een gedeelde keuken, wasruimte en fietsenstalling. Op loopafstand van de binnenstad en de fietsroute naar het Zernike-terrein.`,
    },
    {
      houseNumber: '12-2',
      title: `Ruime kamer met studieruimte in Huize Zernike, ${streetName}, ${cityName}`,
      description: `Ruime kamer op de tweede verdieping van Huize Zernike aan de ${streetName}. Bewoners delen een keuken, een stille studieruimte en een tuin. Internet en energie zijn inbegrepen in de servicekosten.`,
    },
  ];
}

/**
 * Seeds the demo landlord's student house, its auto-reply and two linked student-residence
 * adverts, deterministically (Groningen's street with the most addresses, his oldest visible
 * advert as the template).
 *
 * @param client a client inside the seed's transaction
 * @param input the demo landlord's users.id
 */
export async function seedDemoStudentHouse(
  client: pg.ClientBase,
  input: {
    demoLandlordId: number;
    /** The city's room rent (euro cents, a multiple of €5) for the rooms the seed adds. */
    roomRentCents: number;
  },
): Promise<DemoStudentHouseResult> {
  const none = { studentHouseId: null, linkedListings: 0, addedListings: 0 };
  const { rows: streetRows } = await client.query<{
    city_id: number;
    street_id: number;
    city_name: string;
    street_name: string;
    postcode4: string | null;
    lat: number;
    lng: number;
  }>(
    `SELECT c.id AS city_id, s.id AS street_id, c.name AS city_name, s.name AS street_name,
            s.postcode4, s.lat, s.lng
     FROM cities c JOIN streets s ON s.city_id = c.id
     WHERE c.slug = 'groningen' ORDER BY s.address_count DESC, s.id LIMIT 1`,
  );
  const street = streetRows[0];
  const { rows: templates } = await client.query<{ id: number }>(
    `SELECT id FROM listings WHERE landlord_id = $1 AND status IN (3, 4, 10) ORDER BY id LIMIT 1`,
    [input.demoLandlordId],
  );
  const template = templates[0];
  if (street === undefined || template === undefined) return none;

  const houseNumber = '12';
  const postcode = `${street.postcode4 ?? '9712'} CP`;
  const housePoint = addressPoint(street, `${street.street_id}/${houseNumber}`);
  const { rows: houses } = await client.query<{ id: number }>(
    `INSERT INTO student_houses
       (landlord_id, name, city_id, street_id, house_number, postcode, lat, lng, facilities, house_rules)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      input.demoLandlordId,
      DEMO_STUDENT_HOUSE_NAME,
      street.city_id,
      street.street_id,
      houseNumber,
      postcode,
      housePoint.lat,
      housePoint.lng,
      StudentHouseFacility.SharedKitchen |
        StudentHouseFacility.Laundry |
        StudentHouseFacility.BicycleStorage |
        StudentHouseFacility.StudyRoom |
        StudentHouseFacility.Garden,
      HOUSE_RULES,
    ],
  );
  const studentHouseId = houses[0]!.id;

  // Rooms of its own at the house's address: the landlord's other adverts stay as they are (they
  // lie elsewhere, and e2e/messaging.spec.ts counts on his first adverts having no house).
  const added = roomsOf(street.street_name, street.city_name);
  // Every column of the template but those the copy sets, so a new listing column is copied too.
  const { rows: columnRows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'listings'
       AND column_name NOT IN ('id', 'listing_type', 'city_id', 'street_id', 'house_number',
         'postcode', 'lat', 'lng', 'title', 'description', 'student_house_id', 'views',
         'rent_cents')
     ORDER BY ordinal_position`,
  );
  const copied = columnRows.map((row) => `"${row.column_name}"`).join(', ');
  for (const room of added) {
    const point = addressPoint(street, `${street.street_id}/${room.houseNumber}`);
    await client.query(
      `INSERT INTO listings (${copied}, listing_type, city_id, street_id, house_number, postcode,
         lat, lng, title, description, student_house_id, views, rent_cents)
       SELECT ${copied}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12 FROM listings WHERE id = $1`,
      [
        template.id,
        ListingType.StudentResidence,
        street.city_id,
        street.street_id,
        room.houseNumber,
        postcode,
        point.lat,
        point.lng,
        room.title,
        room.description,
        studentHouseId,
        input.roomRentCents,
      ],
    );
  }
  await client.query(
    `INSERT INTO conversation_auto_replies (landlord_id, student_house_id, is_enabled, body)
     VALUES ($1, $2, true, $3)`,
    [input.demoLandlordId, studentHouseId, AUTO_REPLY],
  );
  return {
    studentHouseId,
    linkedListings: added.length,
    addedListings: added.length,
  };
}
