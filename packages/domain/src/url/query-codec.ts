/**
 * Declarative reading and writing of search query parameters (§5). Each filter field has a
 * codec that reads it leniently (never throws, falls back to its default) and writes it only
 * when it differs from that default. Internal to the package.
 */

import { parseIsoDate } from '../dates/iso-date';

import { parseLenientBoolean, parseLenientFloat, parseLenientInteger } from './lenient';

import type { QueryValues } from './query-input';

/** Reads one field from its raw query values and writes it back as text. */
export interface QueryCodec<T> {
  /** Reads the field from its values (empty when the key is absent); never throws. */
  read(values: readonly string[]): T;
  /** Writes the field, or undefined when it equals the default and is left out of the URL. */
  write(value: T): string | undefined;
}

/** One codec per field of `T`; the key order is the order of the written query. */
export type QueryCodecs<T> = { readonly [K in keyof T]-?: QueryCodec<T[K]> };

/** An inclusive number range. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** Reads every field of `codecs` from the query values. */
export function readQuery<T>(codecs: QueryCodecs<T>, values: QueryValues): T {
  const fields: Partial<T> = {};
  for (const key of Object.keys(codecs) as (keyof T & string)[]) {
    fields[key] = codecs[key].read(values.get(key.toLowerCase()) ?? []);
  }
  return fields as T;
}

/** Writes the non-default fields, in the key order of `codecs`. */
export function writeQuery<T>(codecs: QueryCodecs<T>, fields: T): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of Object.keys(codecs) as (keyof T & string)[]) {
    const text = codecs[key].write(fields[key]);
    if (text !== undefined) query[key] = text;
  }
  return query;
}

const writeUnlessFallback =
  <T>(fallback: T) =>
  (value: T): string | undefined =>
    value === fallback ? undefined : String(value);

/**
 * An integer field. Out-of-range values fall back, or are clamped into the range when
 * `outOfRange` is 'clamp' (ages, §5).
 */
export function integerCodec<F extends number | null>(
  fallback: F,
  range: NumberRange,
  outOfRange: 'fallback' | 'clamp' = 'fallback',
): QueryCodec<number | F> {
  return {
    read(values) {
      const value = parseLenientInteger(values[0]);
      if (value === null) return fallback;
      if (outOfRange === 'clamp') return Math.min(range.max, Math.max(range.min, value));
      return value >= range.min && value <= range.max ? value : fallback;
    },
    write: writeUnlessFallback<number | F>(fallback),
  };
}

/** A decimal field (map coordinates); values outside the range fall back. */
export function floatCodec(fallback: number, range: NumberRange): QueryCodec<number> {
  return {
    read(values) {
      const value = parseLenientFloat(values[0]);
      return value !== null && value >= range.min && value <= range.max ? value : fallback;
    },
    write: writeUnlessFallback(fallback),
  };
}

/** A boolean field: 'true' or 'false' in any case, anything else is the fallback. */
export function booleanCodec(fallback: boolean): QueryCodec<boolean> {
  return {
    read: (values) => parseLenientBoolean(values[0]) ?? fallback,
    write: writeUnlessFallback(fallback),
  };
}

/** A free text field; empty is the default. */
export function textCodec(): QueryCodec<string> {
  return {
    read: (values) => values[0] ?? '',
    write: (value) => (value === '' ? undefined : value),
  };
}

/** A calendar date field 'YYYY-MM-DD' within the date-picker range; null is the default. */
export function isoDateCodec(): QueryCodec<string | null> {
  return {
    read: (values) => parseIsoDate(values[0]),
    write: (value) => value ?? undefined,
  };
}

/** A numeric enumeration field: values outside `allowed` fall back (§5). */
export function oneOfCodec<T extends number, F extends T | null>(
  allowed: readonly T[],
  fallback: F,
): QueryCodec<T | F> {
  return {
    read(values) {
      const value = parseLenientInteger(values[0]);
      return allowed.find((item) => item === value) ?? fallback;
    },
    write: writeUnlessFallback<T | F>(fallback),
  };
}

const lookupWord = <T>(words: ReadonlyMap<string, T>, text: string): T | undefined =>
  words.get(text.trim().toLowerCase());

/**
 * A field whose URL form is a word (case-insensitive); unknown words fall back (§5). When
 * several words give one value, the first is written.
 */
export function wordCodec<T, F extends T | null>(
  words: Readonly<Record<string, T>>,
  fallback: F,
): QueryCodec<T | F> {
  const wordMap = new Map(Object.entries(words));
  return {
    read: (values) => lookupWord(wordMap, values[0] ?? '') ?? fallback,
    write: (value) =>
      value === fallback ? undefined : [...wordMap].find(([, item]) => item === value)?.[0],
  };
}

/** A field holding one word of a word enumeration (such as `RoommateMax`); each word is its own value. */
export function wordEnumCodec<T extends string, F extends T | null>(
  words: readonly T[],
  fallback: F,
): QueryCodec<T | F> {
  return wordCodec<T, F>(Object.fromEntries(words.map((word) => [word, word])), fallback);
}

/**
 * A comma-separated list field (§5). Invalid entries are dropped; the result is deduplicated
 * and in the order of `allowed`, so equal filters always give equal URLs.
 */
function listCodec<T>(
  allowed: readonly T[],
  readItem: (text: string) => T | null | undefined,
): QueryCodec<readonly T[]> {
  const canonical = (items: Iterable<T>): T[] => {
    const present = new Set(items);
    return allowed.filter((item) => present.has(item));
  };
  return {
    read: (values) => canonical(values.flatMap((value) => value.split(',')).map(readItem) as T[]),
    write(value) {
      const items = canonical(value);
      return items.length === 0 ? undefined : items.join(',');
    },
  };
}

/** A comma-separated list of numeric enumeration values. */
export function numberListCodec<T extends number>(allowed: readonly T[]): QueryCodec<readonly T[]> {
  return listCodec(allowed, parseLenientInteger as (text: string) => T | null);
}

/** A comma-separated list of words (case-insensitive); each word is its own value. */
export function wordListCodec<T extends string>(allowed: readonly T[]): QueryCodec<readonly T[]> {
  const wordMap = new Map(allowed.map((word) => [word, word]));
  return listCodec(allowed, (text) => lookupWord(wordMap, text));
}
