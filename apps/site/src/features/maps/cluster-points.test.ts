import { describe, expect, it } from 'vitest';

import { clusterPoints } from './cluster-points';

import type { ProjectedPoint } from './cluster-points';

/** A point whose degrees mirror its pixels, so both are easy to check. */
function point(id: number, x: number, y: number): ProjectedPoint<number> {
  return { item: id, x, y, lat: y === 0 ? 0 : -y / 100, lng: x / 100 };
}

const FOOTPRINT = { width: 60, height: 30 };

describe('clusterPoints', () => {
  it('keeps markers that do not overlap apart', () => {
    const clusters = clusterPoints([point(1, 0, 0), point(2, 60, 0), point(3, 0, 30)], FOOTPRINT);
    expect(clusters.map((cluster) => cluster.items)).toEqual([[1], [2], [3]]);
    expect(clusters[1]).toMatchObject({ lat: 0, lng: 0.6 });
  });

  it('groups markers closer than the footprint around the first one, at their mean', () => {
    const clusters = clusterPoints(
      [point(1, 100, 100), point(2, 140, 110), point(3, 70, 80), point(4, 300, 100)],
      FOOTPRINT,
    );
    expect(clusters.map((cluster) => cluster.items)).toEqual([[1, 2, 3], [4]]);
    const [group] = clusters;
    expect(group?.lng).toBeCloseTo((1 + 1.4 + 0.7) / 3, 10);
    expect(group?.lat).toBeCloseTo(-(1 + 1.1 + 0.8) / 3, 10);
    expect(group?.box).toEqual({ nwLat: -0.8, nwLng: 0.7, seLat: -1.1, seLng: 1.4 });
  });

  it('puts every point in exactly one group, also across grid cells and with many points', () => {
    const points: ProjectedPoint<number>[] = [];
    let seed = 7;
    for (let id = 0; id < 2000; id++) {
      seed = (seed * 48271) % 2147483647;
      const x = seed % 1360;
      seed = (seed * 48271) % 2147483647;
      points.push(point(id, x, seed % 800));
    }
    const clusters = clusterPoints(points, FOOTPRINT);
    const seen = clusters.flatMap((cluster) => cluster.items).sort((a, b) => a - b);
    expect(seen).toEqual(points.map((p) => p.item));
    expect(clusters.length).toBeLessThan(points.length);
    // No two group seeds overlap: each seed would have taken the other.
    const seeds = clusters.map(
      (cluster) => points[cluster.items[0] as number] as ProjectedPoint<number>,
    );
    for (let a = 0; a < seeds.length; a++) {
      for (let b = a + 1; b < seeds.length; b++) {
        const pa = seeds[a] as ProjectedPoint<number>;
        const pb = seeds[b] as ProjectedPoint<number>;
        const overlap = Math.abs(pa.x - pb.x) < 60 && Math.abs(pa.y - pb.y) < 30;
        expect(overlap).toBe(false);
      }
    }
  });

  it('handles negative pixel positions (west or north of the origin)', () => {
    const clusters = clusterPoints([point(1, -5, -5), point(2, 5, 5)], FOOTPRINT);
    expect(clusters.map((cluster) => cluster.items)).toEqual([[1, 2]]);
  });

  it('returns nothing for no points and refuses a footprint without size', () => {
    expect(clusterPoints([], FOOTPRINT)).toEqual([]);
    expect(() => clusterPoints([point(1, 0, 0)], { width: 0, height: 30 })).toThrow(RangeError);
  });
});
