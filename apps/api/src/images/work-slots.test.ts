import { describe, expect, it, vi } from 'vitest';

import { normaliseUploadedPhoto, PhotoDecodeBusyError } from './photo-upload.js';
import { pngBomb, testPhoto } from './testing/test-images.js';
import { WorkSlots } from './work-slots.js';

describe('WorkSlots', () => {
  it('runs at most maxRunning at once, queues maxWaiting in order and refuses beyond', async () => {
    const slots = new WorkSlots(2, 2);
    expect(await slots.acquire()).toBe(true);
    expect(await slots.acquire()).toBe(true);
    expect(slots.running).toBe(2);
    const started: string[] = [];
    const third = slots.acquire().then((held) => started.push(`third ${held}`));
    const fourth = slots.acquire().then((held) => started.push(`fourth ${held}`));
    expect(slots.queued).toBe(2);
    expect(await slots.acquire()).toBe(false);
    expect(slots.queued).toBe(2);

    slots.release();
    await third;
    expect(started).toEqual(['third true']);
    expect(slots.running).toBe(2);
    slots.release();
    await fourth;
    expect(started).toEqual(['third true', 'fourth true']);
    slots.release();
    slots.release();
    expect(slots.running).toBe(0);
    expect(slots.queued).toBe(0);
  });
});

describe('normaliseUploadedPhoto with decode slots (issue 23)', () => {
  it('decodes only in a free slot, waits for one, and refuses when the queue is full', async () => {
    const slots = new WorkSlots(1, 1);
    expect(await slots.acquire()).toBe(true); // every decode slot taken
    const photo = await testPhoto('jpeg', 32, 32);
    let done = false;
    const waiting = normaliseUploadedPhoto(photo, slots).then((result) => {
      done = true;
      return result;
    });
    await vi.waitFor(() => expect(slots.queued).toBe(1));
    await expect(normaliseUploadedPhoto(photo, slots)).rejects.toBeInstanceOf(PhotoDecodeBusyError);
    expect(done).toBe(false);

    slots.release(); // hands the slot to the waiting decode
    await expect(waiting).resolves.toMatchObject({ width: 32, height: 32 });
    expect(slots.running).toBe(0);
  });

  it('gives the slot back when the photo is refused, and needs none for a header refusal', async () => {
    const slots = new WorkSlots(1, 0);
    await expect(normaliseUploadedPhoto(pngBomb(), slots)).rejects.toMatchObject({
      code: 'image_too_many_pixels',
    });
    expect(slots.running).toBe(0);
    const truncated = (await testPhoto('jpeg', 64, 64)).subarray(0, 400);
    await expect(normaliseUploadedPhoto(truncated, slots)).rejects.toMatchObject({
      code: 'image_corrupt',
    });
    expect(slots.running).toBe(0);
  });
});
