import { describe, expect, it } from 'vitest';

import { buildBulkInsert, chunks, encodeArray, insertReturningIds } from './bulk-insert.js';

import type pg from 'pg';

describe('bulk insert encoding', () => {
  it('encodes array literals with NULLs, booleans and escaped text', () => {
    expect(encodeArray('int4', [1, null, 3])).toBe('{1,NULL,3}');
    expect(encodeArray('bool', [true, false, null])).toBe('{t,f,NULL}');
    expect(encodeArray('text', ['a', '', 'say "hi"', 'back\\slash', null, "'t Hoofd, 2"])).toBe(
      '{"a","","say \\"hi\\"","back\\\\slash",NULL,"\'t Hoofd, 2"}',
    );
    expect(encodeArray('text', ['a', 'NULL', 'Nuenen, Gerwen'])).toBe(
      '{"a","NULL","Nuenen, Gerwen"}',
    );
    expect(encodeArray('text', ['NULL', null])).toBe('{"NULL",NULL}');
    expect(encodeArray('text', [])).toBe('{}');
    expect(encodeArray('float8', [52.1, -0.5])).toBe('{52.1,-0.5}');
    expect(() => encodeArray('float8', [Number.NaN])).toThrow(/not a number/);
  });

  it('builds one unnest statement with one parameter per column', () => {
    const statement = buildBulkInsert(
      'cities',
      [
        { name: 'name', type: 'text', value: (row: { name: string; n: number }) => row.name },
        { name: 'address_count', type: 'int4', value: (row) => row.n },
      ],
      [
        { name: 'Utrecht', n: 1 },
        { name: 'Delft', n: 2 },
      ],
      'id',
    );
    expect(statement.text).toBe(
      'INSERT INTO "cities" ("name", "address_count") SELECT * FROM unnest($1::text[], $2::int4[]) RETURNING id',
    );
    expect(statement.values).toEqual(['{"Utrecht","Delft"}', '{1,2}']);
  });
});

describe('chunks', () => {
  it('splits a list into consecutive lists of at most the size, in order', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2], 5)).toEqual([[1, 2]]);
    expect(chunks([], 3)).toEqual([]);
  });
});

describe('insertReturningIds', () => {
  const columns = [
    { name: 'slug', type: 'text' as const, value: (row: { slug: string }) => row.slug },
  ];

  /**
   * A client standing in for PostgreSQL: gives each inserted row the next id and returns the
   * rows in reverse order, which RETURNING is free to do.
   */
  function fakeClient(statements: string[], drop?: string): pg.ClientBase {
    let nextId = 100;
    const query = (text: string, values: string[]) => {
      statements.push(text);
      const slugs = JSON.parse(`[${(values[0] ?? '{}').slice(1, -1)}]`) as string[];
      const rows = slugs.map((key) => ({ id: nextId++, key })).filter((row) => row.key !== drop);
      return Promise.resolve({ rows: rows.reverse() });
    };
    return { query } as unknown as pg.ClientBase;
  }

  it('returns the ids in the order of the rows, by key, one statement per batch', async () => {
    const statements: string[] = [];
    const rows = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));
    const ids = await insertReturningIds(fakeClient(statements), 'cities', columns, rows, 2, {
      column: 'slug',
      value: (row) => row.slug,
    });
    expect(ids).toEqual([100, 101, 102, 103, 104]);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe(
      'INSERT INTO "cities" ("slug") SELECT * FROM unnest($1::text[]) RETURNING id, "slug" AS key',
    );
  });

  it('throws, naming the key, when a row comes back without an id', async () => {
    const rows = [{ slug: 'a' }, { slug: 'b' }];
    await expect(
      insertReturningIds(fakeClient([], 'b'), 'cities', columns, rows, 10, {
        column: 'slug',
        value: (row) => row.slug,
      }),
    ).rejects.toThrow('cities: no id came back for slug "b"');
  });
});
