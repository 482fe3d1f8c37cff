/**
 * A small seeded pseudo-random source (Mulberry32, the generator json-schema-faker uses too), so
 * every fuzz run with the same seed sends the same requests.
 */

/** Draws of one seeded sequence. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** One element of a non-empty array. */
  pick: <T>(items: readonly T[]) => T;
}

/**
 * A 32-bit hash of text (FNV-1a), to derive a sequence per operation from the run's seed: adding
 * an operation to the document leaves the requests of the others unchanged.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded sequence.
 *
 * @param seed any integer; the same seed gives the same draws
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty array');
      return items[int(0, items.length - 1)]!;
    },
  };
}
