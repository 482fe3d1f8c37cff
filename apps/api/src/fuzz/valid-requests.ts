/**
 * Valid requests of an operation: every parameter and the body generated from the document's
 * JSON schemas by json-schema-faker (seeded), then ids, image keys, slugs and e-mail addresses
 * replaced most of the time by real ones of the seeded data (the user's own and other users'),
 * so requests get past "not found" into the code behind it.
 */
import { ALLOWED_IMAGE_SIZES } from '@rooms/domain';
import { createGeneratorSync } from 'json-schema-faker';

import { hashText, seededRandom, type SeededRandom } from './seeded-random.js';
import { VALUE_HINTS } from './value-hints.js';

import type { FuzzRequest, RequestInputs } from './fuzz-request.js';
import type { FuzzWorld, IdPools } from './fuzz-world.js';
import type { FuzzOperation, JsonSchema } from './openapi-operations.js';

/** Share of generated ids replaced by a real one. */
const REAL_ID_SHARE = 0.8;
/** Share of inputs with a {@link VALUE_HINTS} entry given one of its values. */
const HINT_SHARE = 0.7;

/**
 * The pool of real values an input draws from, by its name (the document's names: `listingID`,
 * `conversationIDs`, `key` …), or undefined when it has none.
 */
function poolFor(
  name: string,
  operation: FuzzOperation,
  ids: IdPools,
): readonly unknown[] | undefined {
  // The wizard's calls mostly on the landlord's draft (the other ids test ownership).
  if (name === 'listingID' && operation.path.startsWith('/supplyflow/'))
    return [...ids.draftIds, ...ids.draftIds, ...ids.listingIds];
  if (/^(listingId|listingID|fromListingID)$/.test(name)) return ids.listingIds;
  if (name === 'id' && operation.path === '/favorite') return ids.listingIds;
  if (/^conversationIDs?$/.test(name)) return ids.conversationIds;
  if (name === 'landlordID') return ids.userIds;
  if (name === 'cityId') return ids.cityIds;
  if (name === 'streetId') return ids.streetIds;
  if (/^(photoIDs|coverPhotoID)$/.test(name)) return ids.photoIds;
  if (name === 'key') return ids.imageKeys;
  if (name === 'slugId') return ids.slugs;
  if (name === 'email') return ids.emails;
  return undefined;
}

/** Replaces a generated value (or each element of a generated array) by real ones. */
function withRealValues(value: unknown, pool: readonly unknown[], random: SeededRandom): unknown {
  if (Array.isArray(value))
    return value.map((item) => (random.chance(REAL_ID_SHARE) ? random.pick(pool) : item));
  if (value === null || value === undefined) return value;
  return random.chance(REAL_ID_SHARE) ? random.pick(pool) : value;
}

/** A generator of valid requests for one operation (seeded from the run's seed and the operation). */
export interface ValidRequestSource {
  /** The next valid request's inputs. */
  next: () => RequestInputs;
}

/**
 * The source of valid requests of an operation.
 *
 * @param operation the operation of the document
 * @param world the seeded data (id pools, the password of the seeded accounts, a photo)
 * @param seed the run's seed
 */
export function validRequestSource(
  operation: FuzzOperation,
  world: FuzzWorld,
  seed: number,
): ValidRequestSource {
  const operationSeed = hashText(`${seed}:${operation.operationId}`);
  const faker = createGeneratorSync({ seed: operationSeed, optionalsProbability: 0.5 });
  const random = seededRandom(operationSeed);

  const fill = (name: string, value: unknown) => {
    const pool = poolFor(name, operation, world.ids);
    if (pool !== undefined && pool.length > 0) return withRealValues(value, pool, random);
    const hints = VALUE_HINTS[name];
    return hints !== undefined && random.chance(HINT_SHARE) ? random.pick(hints) : value;
  };

  return {
    next: () => {
      const inputs: RequestInputs = { path: {}, query: {} };
      for (const parameter of operation.parameters) {
        if (!parameter.required && random.chance(0.5)) continue;
        const value = fill(parameter.name, faker.generate(parameter.schema));
        inputs[parameter.in][parameter.name] = value;
      }
      if ('width' in inputs.path && random.chance(0.7)) {
        // Mostly the sizes the site uses: those render; others redirect to the nearest.
        const size = random.pick(ALLOWED_IMAGE_SIZES);
        inputs.path.width = size.width;
        inputs.path.height = size.height;
      }
      const body = operation.body;
      if (body?.contentType === 'multipart/form-data') {
        inputs.body = { file: world.photo };
      } else if (body !== undefined) {
        const generated = faker.generate(body.schema as JsonSchema);
        if (generated !== null && typeof generated === 'object' && !Array.isArray(generated)) {
          const record = generated as Record<string, unknown>;
          for (const [name, value] of Object.entries(record)) record[name] = fill(name, value);
          if (
            typeof record.password === 'string' &&
            world.ids.emails.includes(record.email as string)
          )
            record.password = random.chance(0.5) ? world.password : record.password;
        }
        inputs.body = generated;
      }
      return inputs;
    },
  };
}

/** `count` valid requests of an operation, expected never to answer 5xx. */
export function validRequests(
  operation: FuzzOperation,
  world: FuzzWorld,
  seed: number,
  count: number,
): FuzzRequest[] {
  const source = validRequestSource(operation, world, seed);
  return Array.from({ length: count }, () => ({
    kind: 'valid',
    note: 'generated from the schemas',
    expect: 'no-5xx' as const,
    inputs: source.next(),
  }));
}
