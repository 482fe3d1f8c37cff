/**
 * Invalid requests of an operation, made by mutating valid ones (`valid-requests.ts`): wrong
 * types, missing required inputs, null, values outside an enum, huge strings (100,000
 * characters), huge, negative and fractional numbers, NUL, lone surrogates and bidi controls
 * in text, arrays for scalars, malformed JSON, an empty body, wrong content types, deep nesting,
 * a body over the size limit and unknown or prototype-polluting fields. Each mutation says
 * what the answer must be: a 4xx when the contract refuses the request (a declared input broken),
 * otherwise only "never a 5xx" (e.g. a bidi control is acceptable text, an unknown field is
 * ignored).
 */
import {
  inputSlots,
  isNumberSlot,
  isScalarSlot,
  isTextSlot,
  type InputSlot,
} from './input-slots.js';
import { hashText, seededRandom, type SeededRandom } from './seeded-random.js';
import { validRequestSource } from './valid-requests.js';

import type { Expectation, FuzzRequest, RequestInputs } from './fuzz-request.js';
import type { FuzzWorld } from './fuzz-world.js';
import type { FuzzOperation } from './openapi-operations.js';

/** Length of the huge strings, in characters. */
export const HUGE_STRING_LENGTH = 100_000;
/** Depth of the deeply nested JSON. */
const NESTING_DEPTH = 10_000;
/** A body just over the API's 1 MiB JSON limit. */
const OVERSIZED_BODY_BYTES = 1024 * 1024 + 1024;
/** Text the API must refuse (PostgreSQL cannot store it). */
const NUL = '\u0000';
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const BIDI_CONTROLS = ['\u202E', '\u2066', '\u200F', '\u061C'];
/** Stands for a number JSON.stringify cannot write (1e999), replaced in the JSON text. */
const INFINITY_MARK = '__fuzz_infinity__';

/** What a mutation works with. */
interface MutationContext {
  operation: FuzzOperation;
  slots: InputSlot[];
  inputs: RequestInputs;
  random: SeededRandom;
}

/** A mutation's result, or undefined when it does not apply to the operation. */
type Mutation = (
  context: MutationContext,
) => { note: string; expect: Expectation; inputs: RequestInputs } | undefined;

const isJsonBody = (operation: FuzzOperation) => operation.body?.contentType === 'application/json';

/** Whether the contract refuses a broken value of this slot (multipart fields are read by hand). */
const checked = (operation: FuzzOperation, slot: InputSlot) =>
  slot.location !== 'body' || isJsonBody(operation);

function getSlot(inputs: RequestInputs, slot: InputSlot): unknown {
  if (slot.location !== 'body') return inputs[slot.location][slot.name];
  let value: unknown = inputs.body;
  for (const key of slot.path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** A copy of an object value with `path` set (objects created on the way), or removed. */
function withPath(
  value: unknown,
  path: string[],
  replacement: { value: unknown } | undefined,
): unknown {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  const [key, ...rest] = path;
  if (key === undefined) return record;
  if (rest.length > 0) record[key] = withPath(record[key], rest, replacement);
  else if (replacement === undefined) delete record[key];
  else record[key] = replacement.value;
  return record;
}

function setSlot(inputs: RequestInputs, slot: InputSlot, value: unknown): RequestInputs {
  if (slot.location !== 'body') {
    return { ...inputs, [slot.location]: { ...inputs[slot.location], [slot.name]: value } };
  }
  return { ...inputs, body: withPath(inputs.body, slot.path, { value }) };
}

function removeSlot(inputs: RequestInputs, slot: InputSlot): RequestInputs {
  if (slot.location === 'path') return { ...inputs, path: { ...inputs.path, [slot.name]: '' } };
  if (slot.location === 'query') {
    const { [slot.name]: _removed, ...query } = inputs.query;
    return { ...inputs, query };
  }
  return { ...inputs, body: withPath(inputs.body, slot.path, undefined) };
}

/** Text with `inserted` at a random place of the valid value (or alone when there was none). */
function insertInto(value: unknown, inserted: string, random: SeededRandom): string {
  const text = typeof value === 'string' ? value : '';
  const at = random.int(0, text.length);
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
}

/** The JSON text of a body with the number marks written as 1e999. */
function jsonWithInfinity(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${INFINITY_MARK}"`, '1e999');
}

/** A raw body with a content type (the request's parameters kept). */
function raw(inputs: RequestInputs, contentType: string, payload: string | Buffer): RequestInputs {
  return { path: inputs.path, query: inputs.query, raw: { contentType, payload } };
}

/** An unknown query parameter carrying `value`, for operations without inputs of that kind. */
function unknownQuery(inputs: RequestInputs, value: string): RequestInputs {
  return { ...inputs, query: { ...inputs.query, fuzz: value } };
}

/** Text of a mutation aimed at text slots: in a body 4xx, in a URL whatever the route chose. */
function textMutation(label: string, pick: (random: SeededRandom) => string): Mutation {
  return ({ operation, slots, inputs, random }) => {
    const text = slots.filter(isTextSlot);
    const inserted = pick(random);
    if (text.length === 0)
      return {
        note: `unknown query value: ${label}`,
        expect: 'no-5xx',
        inputs: unknownQuery(inputs, inserted),
      };
    const slot = random.pick(text);
    return {
      note: `${slot.location}.${slot.name}: ${label} inserted`,
      // Bodies are stored or looked up: refused. URLs keep their route's choice (e.g. a NUL in a
      // search term is white space, a NUL slug is not found).
      expect:
        slot.location === 'body' && checked(operation, slot) && label !== 'bidi control'
          ? '4xx'
          : 'no-5xx',
      inputs: setSlot(inputs, slot, insertInto(getSlot(inputs, slot), inserted, random)),
    };
  };
}

/** Values of another JSON type than any the slot accepts. */
function wrongTypeValues(slot: InputSlot): unknown[] {
  const candidates: [unknown, (types: Set<string>) => boolean][] = [
    ['text', (types) => types.has('string')],
    [12345, (types) => types.has('number') || types.has('integer')],
    [true, (types) => types.has('boolean')],
    [{ nested: 1 }, (types) => types.has('object')],
    [[1, 'two'], (types) => types.has('array')],
  ];
  return candidates.filter(([, accepted]) => !accepted(slot.types)).map(([value]) => value);
}

/** Every mutation, by name, in the order they are cycled through. */
const MUTATIONS: [string, Mutation][] = [
  [
    'wrong-type',
    ({ operation, slots, inputs, random }) => {
      const candidates = slots.filter((slot) =>
        slot.location === 'body'
          ? slot.types.size > 0
          : !slot.types.has('string') && slot.types.size > 0,
      );
      if (candidates.length === 0) return undefined;
      const slot = random.pick(candidates);
      // Query and path values are text: a word where a number or boolean belongs.
      const value = slot.location === 'body' ? random.pick(wrongTypeValues(slot)) : 'abc';
      return {
        note: `${slot.location}.${slot.name} = ${JSON.stringify(value)}`,
        expect: checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, value),
      };
    },
  ],
  [
    'missing-required',
    ({ operation, slots, inputs, random }) => {
      const required = slots.filter((slot) => slot.required);
      if (required.length > 0) {
        const slot = random.pick(required);
        return {
          note: `${slot.location}.${slot.name} left out`,
          expect: checked(operation, slot) ? '4xx' : 'no-5xx',
          inputs: removeSlot(inputs, slot),
        };
      }
      if (operation.body?.required && isJsonBody(operation))
        return { note: 'no body', expect: '4xx', inputs: { ...inputs, body: undefined } };
      return undefined;
    },
  ],
  [
    'null',
    ({ operation, slots, inputs, random }) => {
      const candidates = slots.filter(
        (slot) => slot.location === 'body' && !slot.types.has('null'),
      );
      if (candidates.length === 0) return undefined;
      const slot = random.pick(candidates);
      return {
        note: `body.${slot.name} = null`,
        expect: checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, null),
      };
    },
  ],
  [
    'outside-enum',
    ({ operation, slots, inputs, random }) => {
      const candidates = slots.filter((slot) => slot.enum !== undefined);
      if (candidates.length === 0) return undefined;
      const slot = random.pick(candidates);
      const value = slot.enum!.some((item) => typeof item === 'string')
        ? 'zz-unknown'
        : 987_654_321;
      return {
        note: `${slot.location}.${slot.name} = ${JSON.stringify(value)}`,
        expect: checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, value),
      };
    },
  ],
  [
    'huge-string',
    ({ operation, slots, inputs, random }) => {
      const huge = `${'x'.repeat(HUGE_STRING_LENGTH - 10)}${random.int(1_000_000_000, 1_999_999_999)}`;
      const text = slots.filter(isTextSlot);
      const slot =
        text.length > 0 ? random.pick(text) : slots.length > 0 ? random.pick(slots) : undefined;
      if (slot === undefined)
        return {
          note: 'huge unknown query value',
          expect: 'no-5xx',
          inputs: unknownQuery(inputs, huge),
        };
      const refused = !slot.types.has('string') || (slot.maxLength ?? Infinity) < huge.length;
      return {
        note: `${slot.location}.${slot.name}: ${huge.length} characters`,
        expect: refused && checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, huge),
      };
    },
  ],
  [
    'huge-number',
    ({ operation, slots, inputs, random }) => {
      const numbers = slots.filter(isNumberSlot);
      if (numbers.length === 0) return undefined;
      const slot = random.pick(numbers);
      const [value, size] = random.pick<[unknown, number]>(
        slot.location === 'body'
          ? [
              [1e308, 1e308],
              [2 ** 53 + 2, 2 ** 53 + 2],
              [2_147_483_648, 2_147_483_648],
              [INFINITY_MARK, Infinity],
            ]
          : [
              ['1e308', 1e308],
              ['9'.repeat(400), Infinity],
              ['2147483648', 2_147_483_648],
            ],
      );
      const next = setSlot(inputs, slot, value);
      return {
        note: `${slot.location}.${slot.name} = ${size}`,
        expect: size > (slot.maximum ?? Infinity) && checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs:
          value === INFINITY_MARK
            ? raw(next, 'application/json', jsonWithInfinity(next.body))
            : next,
      };
    },
  ],
  [
    'negative-number',
    ({ operation, slots, inputs, random }) => {
      const numbers = slots.filter(isNumberSlot);
      if (numbers.length === 0) return undefined;
      const slot = random.pick(numbers);
      const value = random.pick([-1, -2_147_483_649, -1e308]);
      return {
        note: `${slot.location}.${slot.name} = ${value}`,
        expect: value < (slot.minimum ?? -Infinity) && checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, slot.location === 'body' ? value : String(value)),
      };
    },
  ],
  [
    'fraction',
    ({ operation, slots, inputs, random }) => {
      const integers = slots.filter(
        (slot) => slot.types.has('integer') && !slot.types.has('number'),
      );
      if (integers.length === 0) return undefined;
      const slot = random.pick(integers);
      return {
        note: `${slot.location}.${slot.name} = 1.5`,
        expect: checked(operation, slot) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, slot.location === 'body' ? 1.5 : '1.5'),
      };
    },
  ],
  ['nul', textMutation('NUL', () => NUL)],
  ['lone-surrogate', textMutation('lone surrogate', (random) => random.pick(LONE_SURROGATES))],
  ['bidi', textMutation('bidi control', (random) => random.pick(BIDI_CONTROLS))],
  [
    'array-for-scalar',
    ({ operation, slots, inputs, random }) => {
      const scalars = slots.filter((slot) => slot.location !== 'path' && isScalarSlot(slot));
      if (scalars.length === 0) return undefined;
      const slot = random.pick(scalars);
      const value = getSlot(inputs, slot) ?? 1;
      return {
        note: `${slot.location}.${slot.name} = [${JSON.stringify(value)}, …]`,
        expect: checked(operation, slot) ? '4xx' : 'no-5xx',
        // In a query string, an array is the parameter repeated.
        inputs: setSlot(inputs, slot, [value, value]),
      };
    },
  ],
  [
    'malformed-json',
    ({ operation, inputs, random }) => {
      const text = JSON.stringify(inputs.body ?? { fuzz: 1 });
      const payload = random.pick([
        text.slice(0, Math.max(1, text.length - 1)),
        `${text},`,
        "{'single': 'quotes'}",
        '{"a":}',
        '{"a": NaN}',
        '\u0000',
      ]);
      return {
        note: `malformed JSON ${JSON.stringify(payload.slice(0, 40))}`,
        expect: isJsonBody(operation) ? '4xx' : 'no-5xx',
        inputs: raw(inputs, 'application/json', payload),
      };
    },
  ],
  [
    'empty-body',
    ({ operation, inputs }) => ({
      note: 'empty JSON body',
      expect: isJsonBody(operation) && operation.body?.required ? '4xx' : 'no-5xx',
      inputs: raw(inputs, 'application/json', ''),
    }),
  ],
  [
    'wrong-content-type',
    ({ operation, inputs, random }) => {
      const json = JSON.stringify(inputs.body ?? { fuzz: 1 });
      const [contentType, payload] = random.pick<[string, string]>(
        operation.body?.contentType === 'multipart/form-data'
          ? [
              ['application/json', '{"file":"not a file"}'],
              ['text/plain', 'a photo'],
              ['multipart/form-data', 'no boundary at all'],
            ]
          : [
              ['text/plain', json],
              ['application/x-www-form-urlencoded', 'a=1&b=2'],
              ['application/xml', '<a>1</a>'],
              [
                'multipart/form-data; boundary=x',
                '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
              ],
            ],
      );
      return {
        note: `content type ${contentType}`,
        expect: operation.body !== undefined ? '4xx' : 'no-5xx',
        inputs: raw(inputs, contentType, payload),
      };
    },
  ],
  [
    'deep-nesting',
    ({ operation, slots, inputs, random }) => {
      const deep = `${'['.repeat(NESTING_DEPTH)}${']'.repeat(NESTING_DEPTH)}`;
      const bodySlots = slots.filter((slot) => slot.location === 'body');
      if (isJsonBody(operation) && bodySlots.length > 0) {
        const slot = random.pick(bodySlots);
        const marked = setSlot(inputs, slot, INFINITY_MARK);
        return {
          note: `body.${slot.name}: arrays nested ${NESTING_DEPTH} deep`,
          expect: '4xx',
          inputs: raw(
            inputs,
            'application/json',
            JSON.stringify(marked.body).replace(`"${INFINITY_MARK}"`, deep),
          ),
        };
      }
      return {
        note: `body: arrays nested ${NESTING_DEPTH} deep`,
        expect: isJsonBody(operation) ? '4xx' : 'no-5xx',
        inputs: raw(inputs, 'application/json', deep),
      };
    },
  ],
  [
    'oversized-body',
    ({ operation, inputs }) => ({
      note: `body of ${OVERSIZED_BODY_BYTES} bytes`,
      expect: isJsonBody(operation) ? '4xx' : 'no-5xx',
      inputs: raw(
        inputs,
        'application/json',
        JSON.stringify({ fuzz: 'x'.repeat(OVERSIZED_BODY_BYTES) }),
      ),
    }),
  ],
  [
    'unknown-fields',
    ({ operation, inputs }) => {
      const body =
        typeof inputs.body === 'object' && inputs.body !== null && !Array.isArray(inputs.body)
          ? JSON.stringify(inputs.body).slice(1, -1)
          : '';
      const payload = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"fuzzUnknown":[1]${body ? `,${body}` : ''}}`;
      return {
        note: 'unknown and prototype-polluting fields',
        expect: 'no-5xx',
        inputs:
          isJsonBody(operation) || operation.body === undefined
            ? raw(unknownQuery(inputs, 'x'), 'application/json', payload)
            : unknownQuery(inputs, 'x'),
      };
    },
  ],
];

/** Names of every mutation. */
export const MUTATION_NAMES = MUTATIONS.map(([name]) => name);

/**
 * NUL and a lone surrogate in each text input, one request each: the inputs PostgreSQL cannot
 * take are all tried on every run, not only when the draw picks them.
 */
function refusedTextRequests(
  operation: FuzzOperation,
  slots: InputSlot[],
  next: () => RequestInputs,
  random: SeededRandom,
): FuzzRequest[] {
  return slots.filter(isTextSlot).flatMap((slot) =>
    (
      [
        ['nul', 'NUL', NUL],
        ['lone-surrogate', 'lone surrogate', random.pick(LONE_SURROGATES)],
      ] as const
    ).map(([kind, label, inserted]): FuzzRequest => {
      const inputs = next();
      return {
        kind,
        note: `${slot.location}.${slot.name}: ${label} inserted`,
        expect: slot.location === 'body' && isJsonBody(operation) ? '4xx' : 'no-5xx',
        inputs: setSlot(inputs, slot, insertInto(getSlot(inputs, slot), inserted, random)),
      };
    }),
  );
}

/**
 * `count` invalid requests of an operation: first NUL and a lone surrogate in each text input
 * (at most half of `count`), then the mutations that apply to it in turn (each at least once
 * when `count` allows), each applied to a fresh valid request.
 *
 * @param seed the run's seed (the same seed gives the same requests)
 */
export function invalidRequests(
  operation: FuzzOperation,
  world: FuzzWorld,
  seed: number,
  count: number,
): FuzzRequest[] {
  const source = validRequestSource(operation, world, hashText(`${seed}:invalid`));
  const random = seededRandom(hashText(`${seed}:${operation.operationId}:mutations`));
  const slots = inputSlots(operation);
  const requests = refusedTextRequests(operation, slots, source.next, random).slice(
    0,
    Math.floor(count / 2),
  );
  for (
    let attempt = 0;
    requests.length < count && attempt < count * MUTATIONS.length;
    attempt += 1
  ) {
    const [name, mutate] = MUTATIONS[attempt % MUTATIONS.length]!;
    const result = mutate({ operation, slots, inputs: source.next(), random });
    if (result !== undefined) requests.push({ kind: name, ...result });
  }
  return requests;
}
