/**
 * A small deterministic pseudo-random number generator for the seed (sfc32, "Small Fast
 * Counter" by Chris Doty-Humphrey, 128-bit state, period ≥ 2^32), seeded through a string hash
 * (cyrb128). Not cryptographic: it only has to give the same sequence for the same seed on every
 * machine and Node version, which `Math.random()` cannot.
 */

/** A seeded random source with the helpers the seed needs. Every call advances the stream. */
export interface Random {
  /** Uniform float in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max], both inclusive; `max < min` returns `min`. */
  int: (min: number, max: number) => number;
  /** Uniform float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability `p` (0…1). */
  chance: (p: number) => boolean;
  /**
   * One item of a non-empty list, uniformly.
   * @throws Error when the list is empty
   */
  pick: <T>(items: readonly T[]) => T;
  /**
   * One value of `[value, weight]` pairs with probability proportional to the weight
   * (weights ≥ 0, at least one > 0).
   * @throws Error when the list is empty
   */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
}

/**
 * cyrb128: hashes a string into four 32-bit words, used as the sfc32 state.
 * @param text any string, e.g. `'rooms-seed:20261101:listings'`
 * @returns four unsigned 32-bit integers
 */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Creates an sfc32 generator. The same `seed` always yields the same sequence.
 * @param seed a string or number naming the stream; distinct seeds give independent-looking streams
 * @returns the generator with its helpers
 */
export function createRandom(seed: string | number): Random {
  let [a, b, c, d] = hashSeed(String(seed));
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs: sfc32 mixes its state during the first rounds.
  for (let i = 0; i < 15; i++) next();

  const int = (min: number, max: number): number =>
    max <= min ? min : min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      if (choices.length === 0) throw new Error('weighted pick from an empty list');
      let total = 0;
      for (let i = 0; i < choices.length; i++) total += (choices[i] as readonly [T, number])[1];
      let r = next() * total;
      for (let i = 0; i < choices.length; i++) {
        const choice = choices[i] as readonly [T, number];
        r -= choice[1];
        if (r < 0) return choice[0];
      }
      return (choices[choices.length - 1] as readonly [T, number])[0];
    },
  };
}

/**
 * Shuffles an array in place (Fisher–Yates) with the given generator.
 * @returns the same array, for chaining
 */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
