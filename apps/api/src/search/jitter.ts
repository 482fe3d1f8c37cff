/**
 * Random delays that spread work many API processes would otherwise start at the same moment:
 * every process hears the same 'everything changed' notification, and every process loses its
 * listener when the database restarts, so without jitter they would all reconnect and reload
 * their search index in the same second.
 */

/**
 * A random delay between 0 (inclusive) and `maxMs` (exclusive), whole milliseconds.
 *
 * @param maxMs the widest spread, milliseconds (0: no delay)
 * @param random a source of numbers in [0, 1) (tests pass their own)
 */
export function jitterMs(maxMs: number, random: () => number = Math.random): number {
  return maxMs > 0 ? Math.floor(random() * maxMs) : 0;
}

/** A wait that can be cut short. */
export interface Pause {
  /** Resolves after the delay, or at once when {@link Pause.cancel} is called. */
  done: Promise<void>;
  /** Ends the wait now (closing: nobody should wait for a jittered start any more). */
  cancel(): void;
}

/**
 * Waits `ms` milliseconds without keeping the process alive (the timer is unref'd).
 *
 * @param ms the delay, milliseconds
 */
export function pause(ms: number): Pause {
  let cancel: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    cancel = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, cancel };
}
