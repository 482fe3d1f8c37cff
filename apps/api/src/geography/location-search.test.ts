import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { characterCount, normalizeSearchText } from './folded-name.js';
import { locationSearchStatements, searchLocations } from './location-search.js';
import { findStreetBySlug, streetBySlugQuery } from './slug-resolution.js';
import { insertGeographyFixtures, insertSyntheticStreets } from './testing/geography-fixtures.js';

/**
 * "The locations query uses indexes, no sequential scan over the streets": EXPLAIN of every
 * statement `searchLocations` can run, for prefixes, exact names, typos and odd input, over
 * 50,000 streets (real name patterns, each name in many cities) after ANALYZE.
 */

const STREETS = 50_000;
let database: TestDatabase;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function streetSeqScans(query: SQL): Promise<string[]> {
  const result = await database.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    sql`explain (format json) ${query}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
  if (plan === undefined) throw new Error('no plan');
  return nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'streets')
    .map((node) => node['Node Type']);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertGeographyFixtures(database.db);
  await insertSyntheticStreets(database.db, STREETS);
}, 120_000);

afterAll(async () => {
  await database.drop();
});

describe('location search plans over 50,000 streets', () => {
  it.each([
    'a',
    'k',
    'ke',
    'kerk',
    'kerkstraat',
    'Kerkstr',
    'prins hendrik',
    'van ostadestrat',
    'kalvrstraat',
    'kerkstrat',
    'straat',
    'curacao',
    'den hag',
    'amsterdm',
    'haag',
    "'s-h",
    '100%_',
    'zzzzzz',
  ])('%s: no sequential scan on streets', async (query) => {
    for (const statement of locationSearchStatements(query, 10)) {
      expect(await streetSeqScans(statement)).toEqual([]);
    }
  });

  it('the street slug look-up uses the unique index', async () => {
    expect(await streetSeqScans(streetBySlugQuery(database.db, 'kerkstraat', 1).getSQL())).toEqual(
      [],
    );
  });

  it('still ranks and limits with many streets', async () => {
    const kerk = await searchLocations(database.db, { query: 'kerkstr', limit: 10 });
    expect(kerk).toHaveLength(10);
    expect(kerk.every((item) => item.type === 'street' && item.name === 'Kerkstraat')).toBe(true);
    const typo = await searchLocations(database.db, { query: 'kerkstrat', limit: 10 });
    expect(typo[0]?.name).toBe('Kerkstraat');
    const city = await searchLocations(database.db, { query: 'amsterdm', limit: 10 });
    expect(city[0]).toMatchObject({ type: 'city', name: 'Amsterdam' });
    expect(await findStreetBySlug(database.db, 'synthetic-1', 999_999)).toBeNull();
  });
});

describe('search text', () => {
  it('is trimmed and its white space collapsed', () => {
    expect(normalizeSearchText('  den \t  haag \n')).toBe('den haag');
    expect(normalizeSearchText('   ')).toBe('');
    expect(normalizeSearchText('amster\u0000dam\u0007')).toBe('amster dam');
  });

  it('is counted in characters, not UTF-16 units', () => {
    expect(characterCount('🏠ab')).toBe(3);
    expect(characterCount('Curaçao')).toBe(7);
  });

  it('an empty or blank query suggests nothing without asking the database', async () => {
    expect(await searchLocations(database.db, { query: '  ', limit: 10 })).toEqual([]);
  });
});
