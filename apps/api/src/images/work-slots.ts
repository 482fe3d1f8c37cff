/**
 * A bounded semaphore for heavy image work in one process (issue 23): at most `maxRunning` jobs
 * at once, at most `maxWaiting` more waiting in order, and a refusal beyond that instead of an
 * unbounded queue. The image service's renders and the uploads' decodes each use one.
 */
export class WorkSlots {
  private runningCount = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * @param maxRunning jobs allowed to run at once (>= 1)
   * @param maxWaiting jobs allowed to wait for a slot (>= 0); more are refused
   */
  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Jobs holding a slot now. */
  get running(): number {
    return this.runningCount;
  }

  /** Jobs waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Takes a slot, waiting for one (first come, first served) when all are taken. Every `true`
   * must be followed by exactly one {@link release}.
   *
   * @returns true once the slot is held; false at once when the wait queue is full (nothing
   *   is held then)
   */
  async acquire(): Promise<boolean> {
    if (this.runningCount < this.maxRunning) {
      this.runningCount += 1;
      return true;
    }
    if (this.waiting.length >= this.maxWaiting) return false;
    // A finishing job hands its slot over directly (see release).
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }

  /** Gives the slot to the longest-waiting job, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.runningCount -= 1;
    else next();
  }
}
