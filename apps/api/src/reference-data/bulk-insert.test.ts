import { describe, expect, it } from 'vitest';

import { buildBulkInsert, encodeArray } from './bulk-insert.js';

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
