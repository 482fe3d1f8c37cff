/**
 * Grouping of map markers that would overlap on screen into count markers (the map view of §2).
 * Pure: the caller projects each point to screen pixels at the current zoom (Leaflet
 * `map.project`), so this module knows nothing of maps.
 */

import type { MapBox } from '@rooms/domain';

/** A point to place on the map: its item, its position (degrees) and its projection (px). */
export interface ProjectedPoint<T> {
  readonly item: T;
  readonly lat: number;
  readonly lng: number;
  /** Horizontal screen position at the current zoom, px. */
  readonly x: number;
  /** Vertical screen position at the current zoom, px (grows southwards). */
  readonly y: number;
}

/** A group of points shown as one marker. */
export interface PointCluster<T> {
  /** The items, in input order; the first is the seed the group formed around. */
  readonly items: readonly T[];
  /** Mean latitude of the items, degrees: where the marker goes. */
  readonly lat: number;
  /** Mean longitude of the items, degrees. */
  readonly lng: number;
  /** The smallest box holding every item, degrees (for "zoom to this group"). */
  readonly box: MapBox;
}

/** Size of the area one marker covers on screen, px: points closer than this are grouped. */
export interface MarkerFootprint {
  readonly width: number;
  readonly height: number;
}

/**
 * Groups points whose markers would overlap. Greedy and deterministic: in input order (the API
 * gives newest first), each point not yet grouped starts a group and takes every ungrouped point
 * less than `footprint.width` px away horizontally and `footprint.height` px vertically. A grid
 * of footprint-sized cells keeps it near-linear (2,000 points in a few ms).
 *
 * @param points the points with their screen projection at the current zoom
 * @param footprint the screen size of one marker, px (both > 0)
 * @returns the groups, every point in exactly one; single points are groups of one
 * @throws RangeError when a footprint size is not a positive number
 */
export function clusterPoints<T>(
  points: readonly ProjectedPoint<T>[],
  footprint: MarkerFootprint,
): PointCluster<T>[] {
  const { width, height } = footprint;
  if (!(width > 0) || !(height > 0)) {
    throw new RangeError(`marker footprint must be positive, got ${width}x${height}`);
  }
  const cellKey = (cx: number, cy: number) => `${cx}:${cy}`;
  const grid = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = cellKey(Math.floor(point.x / width), Math.floor(point.y / height));
    const cell = grid.get(key);
    if (cell) cell.push(index);
    else grid.set(key, [index]);
  });

  const grouped = new Uint8Array(points.length);
  const clusters: PointCluster<T>[] = [];
  points.forEach((seed, seedIndex) => {
    if (grouped[seedIndex]) return;
    const members: number[] = [];
    const cx = Math.floor(seed.x / width);
    const cy = Math.floor(seed.y / height);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const index of grid.get(cellKey(cx + dx, cy + dy)) ?? []) {
          const point = points[index] as ProjectedPoint<T>;
          if (
            !grouped[index] &&
            Math.abs(point.x - seed.x) < width &&
            Math.abs(point.y - seed.y) < height
          ) {
            members.push(index);
          }
        }
      }
    }
    members.sort((a, b) => a - b);
    for (const index of members) grouped[index] = 1;
    clusters.push(toCluster(members.map((index) => points[index] as ProjectedPoint<T>)));
  });
  return clusters;
}

function toCluster<T>(members: readonly ProjectedPoint<T>[]): PointCluster<T> {
  let latSum = 0;
  let lngSum = 0;
  let north = -Infinity;
  let south = Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const point of members) {
    latSum += point.lat;
    lngSum += point.lng;
    north = Math.max(north, point.lat);
    south = Math.min(south, point.lat);
    west = Math.min(west, point.lng);
    east = Math.max(east, point.lng);
  }
  return {
    items: members.map((point) => point.item),
    lat: latSum / members.length,
    lng: lngSum / members.length,
    box: { nwLat: north, nwLng: west, seLat: south, seLng: east },
  };
}
