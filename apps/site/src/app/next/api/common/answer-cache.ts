/** One stored answer: what a later hit rebuilds its Response from. */
interface StoredAnswer {
  readonly body: string;
  readonly headers: readonly (readonly [string, string])[];
  /** Time (ms, the cache's clock) after which the answer is no longer served. */
  readonly expiresAt: number;
}

/** Options of an {@link AnswerCache}. */
export interface AnswerCacheOptions {
  /** Most answers kept; the least recently used one goes first when full. */
  readonly maxEntries: number;
  /** How long an answer is served after it was fetched, in ms. */
  readonly ttlMs: number;
  /** Clock in ms; `Date.now` by default (tests pass their own). */
  readonly now?: () => number;
}

/**
 * A small in-process cache of the successful (200) answers of a same-origin GET route of §7
 * (`/next/api/common/*`), so repeated calls within `ttlMs` do not reach the API: at most
 * `maxEntries` answers (least recently used evicted), each served until `ttlMs` after it was
 * fetched; calls for a key that is being fetched share that one fetch. Errors and every other
 * status are passed through and never stored.
 *
 * Why not Next.js's data cache (`unstable_cache` / `use cache`): its keys here would be the
 * visitor's own text (a city name, a typed prefix), and the self-hosted cache writes every entry
 * to `.next/cache` on disk with no bound, so a stream of invented queries would fill the disk.
 * This one is bounded by entries and lives in memory; each process has its own.
 */
export class AnswerCache {
  readonly #entries = new Map<string, StoredAnswer>();
  readonly #pending = new Map<string, Promise<Response>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor({ maxEntries, ttlMs, now = Date.now }: AnswerCacheOptions) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /**
   * The answer for `key`: a fresh copy of the stored one while it is younger than `ttlMs`, else
   * the one `produce` makes (stored when its status is 200).
   *
   * @param key what identifies the answer, e.g. the validated query text
   * @param produce makes the answer (calls the API); its rejection is passed on, not stored
   * @returns a new Response each call (a body can be read once)
   */
  async answer(key: string, produce: () => Promise<Response>): Promise<Response> {
    const stored = this.#entries.get(key);
    if (stored !== undefined && stored.expiresAt > this.#now()) {
      // Re-inserting marks it most recently used (a Map iterates in insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, stored);
      return toResponse(stored);
    }
    if (stored !== undefined) this.#entries.delete(key);
    let pending = this.#pending.get(key);
    if (pending === undefined) {
      pending = this.#fetchAndStore(key, produce);
      this.#pending.set(key, pending);
    }
    const response = await pending;
    // Every waiter gets its own copy; the shared one is never read.
    return response.clone();
  }

  /** Number of answers held (for tests and figures). */
  get size(): number {
    return this.#entries.size;
  }

  async #fetchAndStore(key: string, produce: () => Promise<Response>): Promise<Response> {
    try {
      const response = await produce();
      if (response.status !== 200) return response;
      const body = await response.clone().text();
      this.#entries.set(key, {
        body,
        headers: [...response.headers.entries()],
        expiresAt: this.#now() + this.#ttlMs,
      });
      while (this.#entries.size > this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest === undefined) break;
        this.#entries.delete(oldest);
      }
      return response;
    } finally {
      this.#pending.delete(key);
    }
  }
}

function toResponse(stored: StoredAnswer): Response {
  return new Response(stored.body, { status: 200, headers: stored.headers as [string, string][] });
}
