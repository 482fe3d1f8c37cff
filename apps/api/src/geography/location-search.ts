import { sql, type SQL } from 'drizzle-orm';

import { cities, streets } from '../db/schema.js';

import {
  characterCount,
  foldedPrefixCondition,
  foldedText,
  indexedFold,
  normalizeSearchText,
  rowFold,
} from './folded-name.js';

import type { Db } from '../db/database.js';

/**
 * Location suggestions for the search box (spec §7 "Geography": `GET /search/locations`, shown
 * by the site's `/next/api/common/location-suggestions`): cities and streets whose name
 * matches what the user typed, case and diacritics ignored ('curacao' finds Curaçaostraat).
 *
 * Ranking, best first:
 * 1. cities: exact name, then name prefix ('amster' → Amsterdam), then a later word's prefix
 *    ('haag' → Den Haag); bigger first (BAG address count);
 * 2. streets: exact name, then name prefix; streets of bigger cities first, then bigger streets;
 * 3. typos (only while 1 and 2 leave room): cities by trigram similarity ('amsterdm' →
 *    Amsterdam, 'groningn' → Groningen, 'den hag' → Den Haag), streets one edit away
 *    ('kalverstrat' → Kalverstraat), most similar first, cities before streets among equals,
 *    then by size.
 *
 * Every step is answered from an index (no sequential scan of the 237k streets):
 * `*_name_prefix_idx` (btree `text_pattern_ops` on the folded name) for exact and prefix
 * matches and for the edited prefixes of street typos, `cities_name_trgm_idx` (GIN trigrams)
 * for a later word's prefix and for typos in city names. A trigram scan over all streets is
 * avoided on purpose: it costs 50 ms to over a second for common fragments such as 'straat'.
 * See {@link fuzzyMatchesQuery}.
 */

/** Suggestions returned when the caller gives no limit. */
export const DEFAULT_LOCATION_LIMIT = 10;
/** Most suggestions one call may ask for. */
export const MAX_LOCATION_LIMIT = 25;
/** Longest accepted query, in characters (after trimming). */
export const MAX_LOCATION_QUERY_LENGTH = 100;
/** Shortest query (characters) for which typos are looked for; shorter ones only match by prefix. */
export const MIN_FUZZY_LENGTH = 3;
/** Shortest prefix (characters) taken as typed correctly when looking for a street typo. */
export const MIN_ANCHOR_LENGTH = 3;
/**
 * Characters tried when a typo inserted or replaced one: those of the folded BAG street and
 * place names (letters, digits, space and . - ' " ( ) & / ,).
 */
export const EDIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789 .-\'"()&/,';
/**
 * Most streets read per edited prefix in the typo step: above the most common street name
 * (Kerkstraat, 510 places), so namesakes are ranked by city; bounds 'burgemeestr' (8,000).
 */
export const MAX_ROWS_PER_EDIT = 600;
/** Least `similarity(name, query)` of a city typo match (pg_trgm's default threshold of `%`). */
export const MIN_SIMILARITY = 0.3;
/** Least `word_similarity(query, name)` of a city typo match (pg_trgm's default for `<%`). */
export const MIN_WORD_SIMILARITY = 0.6;

/** One suggestion of the location box. */
export interface LocationSuggestion {
  /** 'city' for a place (BAG woonplaats), 'street' for a street of a place. */
  type: 'city' | 'street';
  /** The city's or the street's display name. */
  name: string;
  /** Name of the city (for a city: its own name). */
  cityName: string;
  /** Slug of the city, e.g. 'den-haag'. */
  citySlug: string;
  /** Slug of the street within its city, e.g. 'kalverstraat'; only for streets. */
  streetSlug?: string;
  /** Id of the city (`cities.id`). */
  cityId: number;
  /** Coordinate of the city centre or of the street, WGS84 degrees. */
  lat: number;
  lng: number;
}

/** A row of the queries below: the columns every step selects. */
interface MatchRow extends Record<string, unknown> {
  type: 'city' | 'street';
  /** `cities.id` or `streets.id`. */
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  street_slug: string | null;
  lat: number;
  lng: number;
}

const CITY_COLUMNS = sql`'city'::text as type, ${cities.id} as id, ${cities.name} as name,
  ${cities.id} as city_id, ${cities.name} as city_name, ${cities.slug} as city_slug,
  null::text as street_slug, ${cities.lat} as lat, ${cities.lng} as lng`;

const STREET_COLUMNS = sql`'street'::text as type, ${streets.id} as id, ${streets.name} as name,
  ${cities.id} as city_id, ${cities.name} as city_name, ${cities.slug} as city_slug,
  ${streets.slug} as street_slug, ${streets.lat} as lat, ${streets.lng} as lng`;

/**
 * Step 1: cities whose folded name equals the query, starts with it, or (queries of
 * {@link MIN_FUZZY_LENGTH}+ characters) has a later word starting with it ('haag' → Den Haag,
 * 'hertogenbosch' → 's-Hertogenbosch), in that order, bigger first.
 *
 * @param query normalized query text (see `normalizeSearchText`), 1..100 characters
 * @param limit most rows, 1..{@link MAX_LOCATION_LIMIT}
 * @returns the statement; rows are {@link MatchRow}s plus `tier` (0 exact, 1 prefix, 2 word),
 *   `city_size` and `size`
 */
export function cityMatchesQuery(query: string, limit: number): SQL {
  const folded = foldedText(query);
  const name = rowFold(cities.name);
  // A word start: the beginning, or after a character that is not a letter or digit. Every
  // character of the query that is not a letter, digit or space is escaped for the regex.
  const wordStart = sql`('(^|[^[:alnum:]])' || regexp_replace(${folded}, '([^[:alnum:][:space:]])', '\\\\\\1', 'g'))`;
  const laterWord =
    characterCount(query) >= MIN_FUZZY_LENGTH
      ? sql` or ${indexedFold(cities.name)} ~ ${wordStart}`
      : sql``;
  return sql`select ${CITY_COLUMNS},
      case when ${name} = ${folded} then 0 when starts_with(${name}, ${folded}) then 1 else 2 end as tier,
      ${cities.addressCount} as city_size, ${cities.addressCount} as size
    from ${cities}
    where ${foldedPrefixCondition(cities.name, folded)}${laterWord}
    order by tier, ${cities.addressCount} desc, ${cities.id}
    limit ${limit}`;
}

/**
 * Step 2: streets whose folded name equals the query, then those starting with it; streets of
 * bigger cities first, then bigger streets.
 *
 * @param query normalized query text, 1..100 characters
 * @param limit most rows, 1..{@link MAX_LOCATION_LIMIT}
 * @returns the statement; rows are {@link MatchRow}s plus `tier` (0 exact, 1 prefix),
 *   `city_size` and `size`
 */
export function streetMatchesQuery(query: string, limit: number): SQL {
  const folded = foldedText(query);
  return sql`select ${STREET_COLUMNS},
      case when ${rowFold(streets.name)} = ${folded} then 0 else 1 end as tier,
      ${cities.addressCount} as city_size, ${streets.addressCount} as size
    from ${streets} join ${cities} on ${cities.id} = ${streets.cityId}
    where ${foldedPrefixCondition(streets.name, folded)}
    order by tier, ${cities.addressCount} desc, ${streets.addressCount} desc, ${streets.id}
    limit ${limit}`;
}

/**
 * Steps 1 and 2 in one round trip: the cities ({@link cityMatchesQuery}), then as many streets
 * ({@link streetMatchesQuery}) as the cities leave room for. When the cities fill the limit the
 * street part is not executed at all (a one-time filter on the city count), so a one-letter
 * query never touches the thousands of streets starting with that letter.
 *
 * @param query normalized query text, 1..100 characters
 * @param limit most rows, 1..{@link MAX_LOCATION_LIMIT}
 * @returns the statement; {@link MatchRow}s, cities first, each part in its own order
 */
export function prefixMatchesQuery(query: string, limit: number): SQL {
  return sql`with city_rows as materialized (${cityMatchesQuery(query, limit)})
    select type, id, name, city_id, city_name, city_slug, street_slug, lat, lng
    from (
      select 0 as part, * from city_rows
      union all
      select 1 as part, * from (${streetMatchesQuery(query, limit)}) as street_rows
      where (select count(*) from city_rows) < ${limit}
    ) as matches
    order by part, tier, city_size desc, size desc, id
    limit ${limit}`;
}

/**
 * Step 3: typo matches of cities and streets, most similar first (`word_similarity`, then
 * `similarity`), cities before streets among equals, then bigger first.
 *
 * Cities (2,500) come from the GIN trigram index: `similarity ≥ {@link MIN_SIMILARITY}` or
 * `word_similarity ≥ {@link MIN_WORD_SIMILARITY}` ('amsterdm', 'groningn', 'den hag').
 *
 * Streets (237k) are matched with one edit — a character too many, one missing, one replaced,
 * or two swapped — where the query leaves the known names, the rest of the query following as
 * typed (the user may not have finished it). The longest prefix of the query that some street
 * has (≥ {@link MIN_ANCHOR_LENGTH} characters, at most one index probe per character) is taken
 * as typed correctly; the edit is looked for right after it or one character earlier. Every
 * possible edited prefix is one range probe on `streets_name_prefix_idx`: 'kalvrstraat' (4
 * characters known) → 'kalvstraat', 'kalvrstraat' with a letter inserted ('kalverstraat' ✓) or
 * replaced, 'kalvsrtraat' …; with {@link EDIT_ALPHABET} that is at most ~200 probes, nearly all
 * empty, each a few microseconds. So the cost does not depend on how common the known prefix is
 * ('van', 4,600 streets); each probe reads at most {@link MAX_ROWS_PER_EDIT} streets. A trigram
 * scan over all streets instead costs 50 ms to over a second for common fragments ('straat').
 *
 * Exact and prefix matches can come back here too; the caller drops those it already has.
 *
 * @param query normalized query text, {@link MIN_FUZZY_LENGTH}..100 characters
 * @param limit most rows, 1..{@link MAX_LOCATION_LIMIT}
 * @returns the statement; rows are {@link MatchRow}s plus `word_score` and `score` (0..1)
 */
export function fuzzyMatchesQuery(query: string, limit: number): SQL {
  const folded = foldedText(query);
  const cityName = rowFold(cities.name);
  const streetName = rowFold(sql`street.name`);
  const cityKey = indexedFold(cities.name);
  const minAnchor = sql.raw(String(MIN_ANCHOR_LENGTH));
  const minSimilarity = sql.raw(String(MIN_SIMILARITY));
  const minWordSimilarity = sql.raw(String(MIN_WORD_SIMILARITY));
  const alphabet = sql`string_to_array(${EDIT_ALPHABET}::text, null)`;
  return sql`with anchor as materialized (
      select n as matched
      from generate_series(char_length(${folded}) - 1, ${minAnchor}, -1) as n
      where exists (
        select 1 from ${streets}
        where ${foldedPrefixCondition(streets.name, sql<string>`left(${folded}, n)`)})
      limit 1
    ),
    probes as materialized (
      select distinct edited.probe
      from anchor
        cross join lateral (values (anchor.matched), (anchor.matched - 1)) as position (known)
        cross join lateral (
          select left(${folded}, known) as head,
            substr(${folded}, known + 1, 1) as wrong, substr(${folded}, known + 2, 1) as next,
            substr(${folded}, known + 1) as from_wrong, substr(${folded}, known + 2) as after_wrong,
            substr(${folded}, known + 3) as after_next
        ) as part
        cross join lateral (
          select part.head || part.after_wrong as probe where part.after_wrong <> ''
          union all
          select part.head || part.next || part.wrong || part.after_next where part.next <> ''
          union all
          select part.head || letter || part.from_wrong from unnest(${alphabet}) as letter
          union all
          select part.head || letter || part.after_wrong from unnest(${alphabet}) as letter
            where part.after_wrong <> '' and letter <> part.wrong
        ) as edited
      where position.known >= ${minAnchor}
    ),
    edited_streets as materialized (
      select distinct on (found.id) found.*
      from probes
        cross join lateral (
          select ${streets.id} as id, ${streets.cityId} as city_id, ${streets.name} as name,
            ${streets.slug} as slug, ${streets.lat} as lat, ${streets.lng} as lng,
            ${streets.addressCount} as address_count
          from ${streets}
          where ${foldedPrefixCondition(streets.name, sql<string>`probes.probe`)}
          limit ${sql.raw(String(MAX_ROWS_PER_EDIT))}
        ) as found
    )
    select type, id, name, city_id, city_name, city_slug, street_slug, lat, lng, word_score, score
    from (
      (select ${CITY_COLUMNS},
          word_similarity(${folded}, ${cityName}) as word_score,
          similarity(${cityName}, ${folded}) as score,
          0 as type_rank, ${cities.addressCount} as city_size, ${cities.addressCount} as size,
          ${cities.id} as tie
        from ${cities}
        where (${cityKey} % ${folded} or ${folded} <% ${cityKey})
          and (similarity(${cityName}, ${folded}) >= ${minSimilarity}
            or word_similarity(${folded}, ${cityName}) >= ${minWordSimilarity})
        order by word_score desc, score desc, ${cities.addressCount} desc, ${cities.id}
        limit ${limit})
      union all
      (select 'street'::text as type, street.id, street.name, ${cities.id} as city_id,
          ${cities.name} as city_name, ${cities.slug} as city_slug, street.slug as street_slug,
          street.lat, street.lng,
          word_similarity(${folded}, ${streetName}) as word_score,
          similarity(${streetName}, ${folded}) as score,
          1 as type_rank, ${cities.addressCount} as city_size, street.address_count as size,
          street.id as tie
        from edited_streets as street
          join ${cities} on ${cities.id} = street.city_id
        order by word_score desc, score desc, ${cities.addressCount} desc, street.address_count desc, street.id
        limit ${limit})
    ) as matches
    order by word_score desc, score desc, type_rank, city_size desc, size desc, tie
    limit ${limit}`;
}

/**
 * The statements {@link searchLocations} may run for a query, in order (for plan tests).
 *
 * @param query normalized query text, 1..100 characters
 * @param limit most suggestions, 1..{@link MAX_LOCATION_LIMIT}
 * @returns the prefix statement and (for queries of {@link MIN_FUZZY_LENGTH}+ characters) the typo one
 */
export function locationSearchStatements(query: string, limit: number): SQL[] {
  const statements = [prefixMatchesQuery(query, limit)];
  if (characterCount(query) >= MIN_FUZZY_LENGTH) statements.push(fuzzyMatchesQuery(query, limit));
  return statements;
}

function toSuggestion(row: MatchRow): LocationSuggestion {
  const suggestion: LocationSuggestion = {
    type: row.type,
    name: row.name,
    cityName: row.city_name,
    citySlug: row.city_slug,
    cityId: row.city_id,
    lat: row.lat,
    lng: row.lng,
  };
  if (row.type === 'street' && row.street_slug !== null) suggestion.streetSlug = row.street_slug;
  return suggestion;
}

/**
 * Suggests cities and streets for a typed text (spec §7 `GET /search/locations`), ranked as the
 * module comment says. Runs one indexed statement for exact and prefix matches (streets only
 * when the cities leave room) and a second one for typos only when those leave room.
 *
 * @param db the Drizzle handle
 * @param options.query what the user typed; trimmed and white space collapsed here; must hold
 *   1..{@link MAX_LOCATION_QUERY_LENGTH} characters then (the route validates)
 * @param options.limit most suggestions, 1..{@link MAX_LOCATION_LIMIT}
 * @returns at most `limit` suggestions, best first; [] for an empty query
 * @throws the database error when a statement fails (a 500)
 */
export async function searchLocations(
  db: Db,
  options: { query: string; limit: number },
): Promise<LocationSuggestion[]> {
  const query = normalizeSearchText(options.query);
  const { limit } = options;
  if (query === '' || limit < 1) return [];

  const found = (await db.execute<MatchRow>(prefixMatchesQuery(query, limit))).rows;
  if (found.length < limit && characterCount(query) >= MIN_FUZZY_LENGTH) {
    const seen = new Set(found.map((row) => `${row.type}:${row.id}`));
    const typoRows = await db.execute<MatchRow>(fuzzyMatchesQuery(query, limit));
    for (const row of typoRows.rows) {
      if (found.length >= limit) break;
      if (!seen.has(`${row.type}:${row.id}`)) found.push(row);
    }
  }
  return found.map(toSuggestion);
}
