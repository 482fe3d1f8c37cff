/**
 * The SQL statements of the listing calls (§7), built by pure functions from the criteria and
 * the resolved place, so the routes run them and the EXPLAIN test plans exactly the same text.
 *
 * Plan design (see `db/schema.ts`): every statement filters on the visible statuses literally
 * (`status in (3, 4, 10)`), which selects the partial indexes; the indexes carry every filter
 * column, so pages and counts filter inside the index (index-only scans). A city search walks
 * `(city_id, published_at, id, …)` or `(city_id, rent_cents, id)`, a country search
 * `(<sort key>, id, …)`, a radius or box search the latitude band of `listings_visible_geo_idx`
 * (or a sort index, when few rows are needed). Result cards are joined only for the page's ids.
 */
import { and, sql, type SQL } from 'drizzle-orm';

import { cities, listingPhotos, listings, streets } from '../db/schema.js';
import { isVisibleStatus, VISIBLE_STATUSES_SQL } from '../db/visible-listings.js';

import { attributeConditions, isNotTopAdvert, isTopAdvert, topAdvertsFirst } from './filters.js';
import { placeCondition, type SearchPlace } from './geometry.js';
import { orderByAlias, orderByListings, pageWindow, sortKeys } from './sort.js';

import type { GeoBox, SearchCriteria } from '@rooms/domain';

/** Most markers one map call returns (the response says when there were more). */
export const MAP_MARKER_CAP = 2000;

/**
 * A validated integer (a page size, a cap) written into the statement instead of a parameter:
 * a generic plan then still knows how many rows are wanted. Page sizes are 1..100, so the
 * statement shapes stay few; offsets stay parameters.
 */
function literal(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return sql.raw(String(value));
}

/**
 * The WHERE condition of a search: visible, in the place, and every attribute filter.
 *
 * @param criteria normalised criteria
 * @param place the resolved place (a `box` for the map calls)
 */
export function searchCondition(criteria: SearchCriteria, place: SearchPlace): SQL {
  return and(
    isVisibleStatus(listings.status),
    placeCondition(place),
    ...attributeConditions(criteria),
  ) as SQL;
}

/**
 * The page of matching listing ids in result order: `select id[, rank, sort columns]`.
 * With top adverts first (NewestFirst), two index-ordered branches — active top adverts, then
 * the rest — each limited to offset + limit rows, merged by rank (0 top, 1 other).
 */
export function pageIdsQuery(criteria: SearchCriteria, place: SearchPlace): SQL {
  const keys = sortKeys(criteria.sort);
  const window = pageWindow(criteria.pageNo, criteria.rowsPerPage, criteria.topAdOffset);
  const where = searchCondition(criteria, place);
  const columns = sql.raw(
    keys
      .filter((key) => key.column !== 'id')
      .map((key) => `, ${key.column}`)
      .join(''),
  );
  if (!topAdvertsFirst(criteria)) {
    return sql`select ${listings.id}, 1 as rank${columns} from ${listings} where ${where}
      order by ${orderByListings(keys)} limit ${literal(window.limit)} offset ${window.offset}`;
  }
  const branchLimit = window.offset + window.limit;
  return sql`select u.id, u.rank${columns} from (
      (select ${listings.id}, 0 as rank${columns} from ${listings} where ${where} and ${isTopAdvert()}
        order by ${orderByListings(keys)} limit ${branchLimit})
      union all
      (select ${listings.id}, 1 as rank${columns} from ${listings} where ${where} and ${isNotTopAdvert()}
        order by ${orderByListings(keys)} limit ${branchLimit})
    ) u
    order by u.rank, ${orderByAlias('u', keys)} limit ${literal(window.limit)} offset ${window.offset}`;
}

/**
 * A timestamptz as ISO 8601 UTC text with milliseconds ('2026-11-01T12:00:00.000Z'), or null:
 * the driver hands raw statements' timestamps over as PostgreSQL text.
 */
function isoTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The result-card columns (§7 findlistings) over `listings` joined with `cities` and `streets`. */
const CARD_COLUMNS = sql`${listings.id} as id, ${listings.listingType} as listing_type,
  ${listings.title} as title, ${cities.name} as city_name, ${cities.slug} as city_slug,
  ${streets.name} as street_name, ${streets.slug} as street_slug,
  ${listings.rentCents} as rent_cents, ${listings.serviceCostsCents} as service_costs_cents,
  ${listings.surfaceM2} as surface_m2, ${listings.furnishing} as furnishing,
  ${listings.availableFrom}::text as available_from, ${listings.availableTo}::text as available_to,
  (select p.image_key from ${listingPhotos} p where p.listing_id = ${listings.id}
    order by p.is_cover desc, p.position asc, p.id asc limit 1) as cover_image_key,
  ${listings.lat} as lat, ${listings.lng} as lng,
  coalesce(${listings.topAdvertUntil} > now(), false) as is_top_advert,
  ${isoTime(sql`${listings.publishedAt}`)} as published_at,
  ${isoTime(sql`${listings.confirmedAt}`)} as confirmed_at,
  ${listings.utilitiesIncluded} as utilities_included,
  ${listings.isKitchenPrivate} as is_kitchen_private,
  ${listings.isBathroomPrivate} as is_bathroom_private,
  ${listings.isToiletPrivate} as is_toilet_private,
  ${listings.currentResidents} as current_residents, ${listings.energyLabel} as energy_label`;

/**
 * `POST /listing/findlistings` and `/findMaplistings`: the result cards of one page, in order.
 * Rows: see {@link CardRow}.
 */
export function findListingsQuery(criteria: SearchCriteria, place: SearchPlace): SQL {
  const keys = sortKeys(criteria.sort);
  return sql`select ${CARD_COLUMNS}
    from (${pageIdsQuery(criteria, place)}) page
    join ${listings} on ${listings.id} = page.id
    join ${cities} on ${cities.id} = ${listings.cityId}
    join ${streets} on ${streets.id} = ${listings.streetId}
    order by page.rank, ${orderByListings(keys)}`;
}

/**
 * The result cards of listings found by the in-memory index (`index-search.ts`), in any order
 * (the caller orders them): a primary-key lookup of at most a page of ids. A listing that is not
 * visible any more (changed since the index looked) has no row.
 *
 * @param ids listing ids (at most a page)
 */
export function cardsByIdsQuery(ids: readonly number[]): SQL {
  return sql`select ${CARD_COLUMNS}
    from ${listings}
    join ${cities} on ${cities.id} = ${listings.cityId}
    join ${streets} on ${streets.id} = ${listings.streetId}
    where ${listings.id} = any(${`{${ids.join(',')}}`}::int[]) and ${isVisibleStatus(listings.status)}`;
}

/** `POST /listing/count` and the totals: the exact number of matching visible listings. */
export function countQuery(criteria: SearchCriteria, place: SearchPlace): SQL {
  return sql`select count(*)::int as count from ${listings} where ${searchCondition(criteria, place)}`;
}

/**
 * Which of the listings `ids` a search finds on any page (visible, in the place, every filter):
 * their ids, ascending. A primary-key lookup of the given ids, each tested by the search's own
 * condition.
 *
 * @param ids listing ids (a few hundred at most)
 */
export function matchingIdsQuery(
  criteria: SearchCriteria,
  place: SearchPlace,
  ids: readonly number[],
): SQL {
  return sql`select ${listings.id} as id from ${listings}
    where ${listings.id} = any(${`{${ids.join(',')}}`}::int[]) and ${searchCondition(criteria, place)}
    order by ${listings.id}`;
}

/**
 * `POST /listing/findmapdata`: compact markers inside the box, newest first, at most
 * {@link MAP_MARKER_CAP} + 1 rows (the extra row only tells that the cap was hit).
 */
export function mapMarkersQuery(criteria: SearchCriteria, box: GeoBox): SQL {
  const where = searchCondition(criteria, { kind: 'box', box });
  return sql`select ${listings.id} as id, ${listings.lat} as lat, ${listings.lng} as lng,
      ${listings.rentCents} as rent_cents, ${listings.listingType} as listing_type
    from ${listings} where ${where}
    order by ${listings.publishedAt} desc nulls last, ${listings.id} desc nulls last
    limit ${literal(MAP_MARKER_CAP + 1)}`;
}

/**
 * `GET /listing/details`: one visible listing with its city, street, landlord's public fields
 * and photos (as a JSON array in position order). No row when missing or not visible.
 *
 * @param listingId listing id (positive)
 */
export function listingDetailsQuery(listingId: number): SQL {
  return sql`select l.id, l.listing_type, l.owner_type, l.status, l.title, l.description,
      l.lat, l.lng, substr(l.postcode, 1, 4) as postcode4, l.surface_m2, l.furnishing,
      l.rent_cents, l.service_costs_cents, l.deposit_cents, l.utilities_included,
      l.available_from::text as available_from, l.available_to::text as available_to,
      l.rental_period, l.is_bathroom_private, l.is_toilet_private, l.is_kitchen_private,
      l.has_internet, l.is_smoking_inside_allowed, l.is_pets_inside_allowed,
      l.preferred_genders, l.preferred_age_min, l.preferred_age_max, l.preferred_occupations,
      l.suitable_for_persons, l.current_residents, l.current_resident_genders, l.energy_label,
      l.languages, coalesce(l.top_advert_until > now(), false) as is_top_advert,
      ${isoTime(sql`l.published_at`)} as published_at, ${isoTime(sql`l.updated_at`)} as updated_at, l.views,
      ${isoTime(sql`l.confirmed_at`)} as confirmed_at,
      c.id as city_id, c.name as city_name, c.slug as city_slug,
      s.id as street_id, s.name as street_name, s.slug as street_slug,
      u.id as landlord_id, u.first_name as landlord_first_name, u.photo_key as landlord_photo_key,
      coalesce((select json_agg(json_build_object('id', p.id, 'imageKey', p.image_key,
          'position', p.position, 'isCover', p.is_cover) order by p.position, p.id)
        from listing_photos p where p.listing_id = l.id), '[]'::json) as photos
    from listings l
    join cities c on c.id = l.city_id
    join streets s on s.id = l.street_id
    join users u on u.id = l.landlord_id
    where l.id = ${listingId} and l.status in ${sql.raw(VISIBLE_STATUSES_SQL)}`;
}

/**
 * The city and (optionally) street of a search, by slug: `id, lat, lng` of the city and
 * `street_lat, street_lng` (null when no street slug was given or it is not in the city).
 * Served by the unique indexes `cities_slug_uq` and `streets_city_slug_uq`.
 */
export function placeLookupQuery(citySlug: string, streetSlug: string | null): SQL {
  if (streetSlug === null) {
    return sql`select c.id, c.lat, c.lng, null::float8 as street_lat, null::float8 as street_lng
      from ${cities} c where c.slug = ${citySlug}`;
  }
  return sql`select c.id, c.lat, c.lng, s.lat as street_lat, s.lng as street_lng
    from ${cities} c left join ${streets} s on s.city_id = c.id and s.slug = ${streetSlug}
    where c.slug = ${citySlug}`;
}

/**
 * The landlord's public profile (§2 `/offer-a-home/tenant/{landlordID}/displayroomadvert`):
 * `id, first_name, photo_key, member_since` of the user, and `active_count`, their visible
 * listings. No row when the user does not exist.
 *
 * @param landlordId user id (positive)
 */
export function landlordProfileQuery(landlordId: number): SQL {
  return sql`select u.id, u.first_name, u.photo_key, ${isoTime(sql`u.created_at`)} as member_since,
      (select count(*)::int from ${listings}
        where ${listings.landlordId} = u.id and ${isVisibleStatus(listings.status)}) as active_count
    from users u where u.id = ${landlordId}`;
}

/**
 * One page of a landlord's visible listings as result cards, newest published first (walks
 * `listings_landlord_idx`; a landlord has few adverts). Rows: see {@link CardRow}.
 *
 * @param landlordId user id (positive)
 * @param pageNo page number from 1
 * @param rowsPerPage page size, 1..100
 */
export function landlordListingsQuery(
  landlordId: number,
  pageNo: number,
  rowsPerPage: number,
): SQL {
  return sql`select ${CARD_COLUMNS}
    from ${listings}
    join ${cities} on ${cities.id} = ${listings.cityId}
    join ${streets} on ${streets.id} = ${listings.streetId}
    where ${listings.landlordId} = ${landlordId} and ${isVisibleStatus(listings.status)}
    order by ${listings.publishedAt} desc nulls last, ${listings.id} desc
    limit ${literal(rowsPerPage)} offset ${(pageNo - 1) * rowsPerPage}`;
}
