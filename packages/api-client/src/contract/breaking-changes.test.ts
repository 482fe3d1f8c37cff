import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { breakingChanges } from './breaking-changes';

type Doc = Record<string, never>;
type Node = Record<string, unknown>;

/** A small document: one search call with a query parameter, a body and a response. */
function base(): Doc {
  return structuredClone({
    openapi: '3.1.0',
    paths: {
      '/listing/findlistings': {
        post: {
          parameters: [
            { in: 'query', name: 'source', required: false, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Search' } } },
          },
          responses: {
            '200': {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Results' } } },
            },
            '400': { content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/listing/details': { get: { responses: { '200': { description: 'ok' } } } },
    },
    components: {
      schemas: {
        Search: {
          type: 'object',
          additionalProperties: false,
          required: ['citySlug'],
          properties: {
            citySlug: { type: 'string', maxLength: 100 },
            maxRent: { type: ['integer', 'null'], maximum: 1_000_000 },
            sort: { type: 'integer', enum: [1, 2, 3] },
          },
        },
        Results: {
          type: 'object',
          required: ['total', 'listings'],
          properties: {
            total: { type: 'integer' },
            listings: { type: 'array', items: { $ref: '#/components/schemas/Card' } },
          },
        },
        Card: {
          type: 'object',
          required: ['id', 'title', 'status'],
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            status: { type: 'integer', enum: [3, 4] },
          },
        },
      },
    },
  }) as unknown as Doc;
}

/** An edit of a document: the value at `path` replaced, or removed when `value` is undefined. */
function set(path: readonly string[], value: unknown): (doc: Node) => void {
  return (doc) => {
    const keys = [...path];
    const last = keys.pop()!;
    const parent = keys.reduce<Node>((node, key) => node[key] as Node, doc);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  };
}

/** The base document with the edits made. */
function changed(...edits: ((doc: Node) => void)[]): Doc {
  const doc = base();
  for (const edit of edits) edit(doc);
  return doc;
}

const SEARCH = ['components', 'schemas', 'Search'];
const CARD = ['components', 'schemas', 'Card'];
const FIND = ['paths', '/listing/findlistings', 'post'];

describe('breakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(base(), base())).toEqual([]);
  });

  it.each([
    [
      'an operation removed',
      set(['paths', '/listing/details'], undefined),
      'GET /listing/details: removed',
    ],
    [
      'a response field removed (inside an array of a $ref)',
      set([...CARD, 'properties', 'title'], undefined),
      'POST /listing/findlistings response 200.listings[].title: removed',
    ],
    [
      'a response field no longer always present',
      set(['components', 'schemas', 'Results', 'required'], ['listings']),
      'POST /listing/findlistings response 200.total: no longer always present',
    ],
    [
      'a response enum widened',
      set([...CARD, 'properties', 'status', 'enum'], [3, 4, 10]),
      'POST /listing/findlistings response 200.listings[].status: may now answer 10',
    ],
    [
      'a request type narrowed',
      set([...SEARCH, 'properties', 'maxRent', 'type'], 'integer'),
      'POST /listing/findlistings request.body.maxRent: type narrowed (integer|null → integer)',
    ],
    [
      'a request limit narrowed',
      set([...SEARCH, 'properties', 'citySlug', 'maxLength'], 50),
      'POST /listing/findlistings request.body.citySlug: maxLength narrowed (100 → 50)',
    ],
    [
      'a request enum narrowed',
      set([...SEARCH, 'properties', 'sort', 'enum'], [1, 2]),
      'POST /listing/findlistings request.body.sort: no longer accepts 3',
    ],
    [
      'a request field made required',
      set([...SEARCH, 'required'], ['citySlug', 'maxRent']),
      'POST /listing/findlistings request.body.maxRent: now required',
    ],
    [
      'a new required request field',
      (doc: Node) => {
        set([...SEARCH, 'properties', 'language'], { type: 'string' })(doc);
        set([...SEARCH, 'required'], ['citySlug', 'language'])(doc);
      },
      'POST /listing/findlistings request.body.language: new and required',
    ],
    [
      'a request field removed from a closed body',
      set([...SEARCH, 'properties', 'sort'], undefined),
      'POST /listing/findlistings request.body.sort: removed',
    ],
    [
      'a query parameter made required',
      set([...FIND, 'parameters', '0', 'required'], true),
      'POST /listing/findlistings query:source: now required',
    ],
    [
      'a 2xx response removed',
      set([...FIND, 'responses', '200'], undefined),
      'POST /listing/findlistings response 200: removed',
    ],
  ])('reports %s', (_, edit, expected) => {
    expect(breakingChanges(base(), changed(edit))).toEqual([expected]);
  });

  it.each([
    ['a new operation', set(['paths', '/alert/alerts'], { get: { responses: {} } })],
    [
      'a new optional request field',
      set([...SEARCH, 'properties', 'minSize'], { type: 'integer' }),
    ],
    ['a new response field', set([...CARD, 'properties', 'surface'], { type: 'integer' })],
    ['a request type widened', set([...SEARCH, 'properties', 'sort', 'enum'], [1, 2, 3, 4])],
    ['a response enum narrowed', set([...CARD, 'properties', 'status', 'enum'], [4])],
    ['an error response removed', set([...FIND, 'responses', '400'], undefined)],
    ['a request limit relaxed', set([...SEARCH, 'properties', 'citySlug', 'maxLength'], 200)],
  ])('accepts %s', (_, edit) => {
    expect(breakingChanges(base(), changed(edit))).toEqual([]);
  });

  it('reads the real document: removing its first path is found', () => {
    const real = JSON.parse(
      readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
    ) as { paths: Record<string, Record<string, unknown>> };
    expect(breakingChanges(real as unknown as Doc, real as unknown as Doc)).toEqual([]);
    const [first] = Object.keys(real.paths);
    const without = structuredClone(real);
    delete without.paths[first!];
    const methods = Object.keys(real.paths[first!]!).filter((key) => key !== 'parameters');
    expect(breakingChanges(real as unknown as Doc, without as unknown as Doc)).toEqual(
      methods.map((method) => `${method.toUpperCase()} ${first}: removed`),
    );
  });
});
