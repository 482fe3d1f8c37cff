import { ListingType } from '@rooms/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { isImageKey } from '../images/image-key.js';

import {
  floorPlanSvg,
  illustrationCaptions,
  illustrationSpec,
  renderIllustration,
  roomCount,
  surfaceBand,
} from './floor-plan-illustration.js';

describe('illustrationSpec', () => {
  it('bands surfaces by 5 m² below 50 m² and by 10 m² from there', () => {
    expect(surfaceBand(9)).toEqual({ min: 5, max: 9 });
    expect(surfaceBand(10)).toEqual({ min: 10, max: 14 });
    expect(surfaceBand(18)).toEqual({ min: 15, max: 19 });
    expect(surfaceBand(49)).toEqual({ min: 45, max: 49 });
    expect(surfaceBand(50)).toEqual({ min: 50, max: 59 });
    expect(surfaceBand(120)).toEqual({ min: 120, max: 129 });
  });

  it('counts rooms from the category and surface', () => {
    expect(roomCount(ListingType.Room, 25)).toBe(1);
    expect(roomCount(ListingType.Studio, 40)).toBe(1);
    expect(roomCount(ListingType.Apartment, 45)).toBe(2);
    expect(roomCount(ListingType.Apartment, 60)).toBe(3);
    expect(roomCount(ListingType.Apartment, 90)).toBe(4);
    expect(roomCount(ListingType.Apartment, 110)).toBe(5);
    expect(roomCount(ListingType.Antikraak, 20)).toBe(1);
    expect(roomCount(ListingType.Antikraak, 70)).toBe(3);
  });

  it('refuses a listing type outside the five of §3', () => {
    expect(() => illustrationSpec({ listingType: 3, surfaceM2: 20 })).toThrow(RangeError);
  });
});

describe('illustration labels', () => {
  it('say it is an illustration, in Dutch and in English', () => {
    const room = illustrationSpec({ listingType: ListingType.Room, surfaceM2: 18 });
    expect(illustrationCaptions(room)).toEqual({
      nl: 'Illustratie: plattegrond, 15–19 m², 1 kamer',
      en: 'Illustration: floor plan, 15–19 m², 1 room',
    });
    const home = illustrationSpec({ listingType: ListingType.Apartment, surfaceM2: 64 });
    expect(illustrationCaptions(home)).toEqual({
      nl: 'Illustratie: plattegrond, 60–69 m², 3 kamers',
      en: 'Illustration: floor plan, 60–69 m², 3 rooms',
    });
  });

  it('are drawn into the picture as text and as its title', () => {
    const spec = illustrationSpec({ listingType: ListingType.Studio, surfaceM2: 31 });
    const svg = floorPlanSvg(spec);
    const { nl, en } = illustrationCaptions(spec);
    expect(svg).toContain(`>${nl}</text>`);
    expect(svg).toContain(`>${en}</text>`);
    expect(svg).toContain(`<title>${nl} / ${en}</title>`);
  });
});

describe('renderIllustration', () => {
  it('gives the same key and bytes for the same facts, also within one band', async () => {
    const first = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Room, surfaceM2: 16 }),
    );
    const again = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Room, surfaceM2: 16 }),
    );
    const sameBand = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Room, surfaceM2: 19 }),
    );
    expect(again.imageKey).toBe(first.imageKey);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(sameBand.imageKey).toBe(first.imageKey);
    expect(isImageKey(first.imageKey)).toBe(true);
    expect(first.imageKey).toMatch(/^seed-plan-room-15-19-[0-9a-f]{12}$/);
  });

  it('draws different facts differently: another band, another category', async () => {
    const room = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Room, surfaceM2: 16 }),
    );
    const larger = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Room, surfaceM2: 21 }),
    );
    const studentRoom = await renderIllustration(
      illustrationSpec({ listingType: ListingType.StudentResidence, surfaceM2: 16 }),
    );
    const keys = new Set([room.imageKey, larger.imageKey, studentRoom.imageKey]);
    expect(keys.size).toBe(3);
    expect(larger.bytes.equals(room.bytes)).toBe(false);
    expect(studentRoom.bytes.equals(room.bytes)).toBe(false);
  });

  it('renders a 1200×800 JPEG with one room per counted room', async () => {
    const home = await renderIllustration(
      illustrationSpec({ listingType: ListingType.Apartment, surfaceM2: 85 }),
    );
    const metadata = await sharp(home.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(home).toMatchObject({ width: 1200, height: 800 });
    expect(home.spec.rooms).toBe(4);
    // Every bedroom has a bed (one pillow-topped rectangle each) besides the living room.
    const beds = floorPlanSvg(home.spec).match(/fill="#ffffff" rx=/g) ?? [];
    expect(beds.length).toBeGreaterThanOrEqual(3);
  });
});
