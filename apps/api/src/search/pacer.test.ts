import { describe, expect, it } from 'vitest';

import { createPacer, isPaceStep, PACE_EVERY } from './pacer.js';

/** Whether a callback queued with setImmediate ran while `step` was awaited. */
async function letsOthersRun(step: () => Promise<void>): Promise<boolean> {
  let ran = false;
  const other = setImmediate(() => {
    ran = true;
  });
  await step();
  clearImmediate(other);
  return ran;
}

describe('pacer', () => {
  it('yields to the event loop once a slice is over', async () => {
    const pace = createPacer(0);
    expect(await letsOthersRun(pace)).toBe(true);
  });

  it('does not yield within a slice', async () => {
    const pace = createPacer(60_000);
    expect(await letsOthersRun(pace)).toBe(false);
  });
});

describe('isPaceStep', () => {
  it('is true for every PACE_EVERY-th iteration only', () => {
    expect([0, PACE_EVERY, 2 * PACE_EVERY].map(isPaceStep)).toEqual([true, true, true]);
    expect([1, PACE_EVERY - 1, PACE_EVERY + 1].map(isPaceStep)).toEqual([false, false, false]);
  });
});
