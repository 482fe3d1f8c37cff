/**
 * Floor-plan illustrations of seeded adverts (issue 22 §2 "Demo data that shows the product"): no
 * photo library can be downloaded, so a seeded advert shows a drawing made from its own facts —
 * its category (listing type) and surface, and a room count that follows from them — clearly
 * labelled as an illustration in Dutch and English inside the picture (the photo model has no
 * caption field; the site's alt text is "Foto 1 van 1"). Listings share a limited set of
 * drawings: one per category × surface band (see {@link illustrationSpec}), so 5,000 listings
 * need about 35 renders.
 */
import { createHash } from 'node:crypto';

import { ListingType } from '@rooms/domain';
import sharp from 'sharp';

/** Width and height of a rendered illustration, px (3:2 like the gallery's 960×640). */
export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 800;
/** JPEG quality of the stored illustration (that of uploaded originals). */
const JPEG_QUALITY = 85;

/** The facts of an advert an illustration is drawn from. */
export interface IllustrationFacts {
  /** §3 ListingType: Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16. */
  listingType: number;
  /** Surface in m² (≥ 1). */
  surfaceM2: number;
}

/** What one shared illustration shows: every listing with the same spec gets the same image. */
export interface IllustrationSpec {
  listingType: number;
  /** The surface band, m², both inclusive (e.g. 10–14). */
  surfaceMin: number;
  surfaceMax: number;
  /** Rooms drawn ('kamers' as Dutch adverts count them: the living room included). */
  rooms: number;
}

/** A spec rendered: its store-independent image key, captions and the JPEG. */
export interface RenderedIllustration {
  spec: IllustrationSpec;
  /** Image key (`isImageKey`): category, band and a hash of the drawing, so a changed drawing gets a new key. */
  imageKey: string;
  captions: IllustrationCaptions;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The label of an illustration in both site languages. */
export interface IllustrationCaptions {
  /** e.g. "Illustratie: plattegrond, 10–14 m², 1 kamer". */
  nl: string;
  /** e.g. "Illustration: floor plan, 10–14 m², 1 room". */
  en: string;
}

/** Colours of a category: page background, floor, walls, furniture, accent. */
interface Palette {
  background: string;
  floor: string;
  grid: string;
  wall: string;
  furniture: string;
  accent: string;
}

const PALETTES: Readonly<Record<number, Palette>> = {
  [ListingType.Room]: {
    background: '#f6efe3',
    floor: '#fffaf2',
    grid: '#eadcc6',
    wall: '#4a3f35',
    furniture: '#d9c3a3',
    accent: '#c0673d',
  },
  [ListingType.StudentResidence]: {
    background: '#f1edf7',
    floor: '#fcfaff',
    grid: '#ddd3ec',
    wall: '#3f3a4f',
    furniture: '#c9bbe0',
    accent: '#7a58b8',
  },
  [ListingType.Studio]: {
    background: '#e8f4f2',
    floor: '#f9fdfc',
    grid: '#cfe6e2',
    wall: '#2f4744',
    furniture: '#a9d3cc',
    accent: '#23867a',
  },
  [ListingType.Apartment]: {
    background: '#e9f0f8',
    floor: '#fafcff',
    grid: '#d2deec',
    wall: '#2e3b4e',
    furniture: '#b3c7e0',
    accent: '#2f64a8',
  },
  [ListingType.Antikraak]: {
    background: '#eef0e8',
    floor: '#fbfcf8',
    grid: '#d9ddcc',
    wall: '#3c4233',
    furniture: '#c4cbaf',
    accent: '#6b7d3a',
  },
};

/** Plan width : depth of a category (rooms are a little deeper than wide on paper: wider reads better). */
const PLAN_RATIO: Readonly<Record<number, number>> = {
  [ListingType.Room]: 1.3,
  [ListingType.StudentResidence]: 1.25,
  [ListingType.Studio]: 1.45,
  [ListingType.Apartment]: 1.5,
  [ListingType.Antikraak]: 1.6,
};

const TYPE_SLUGS: Readonly<Record<number, string>> = {
  [ListingType.Room]: 'room',
  [ListingType.StudentResidence]: 'student-residence',
  [ListingType.Studio]: 'studio',
  [ListingType.Apartment]: 'apartment',
  [ListingType.Antikraak]: 'antikraak',
};

/**
 * The surface band of a surface: 5 m² wide below 50 m² (10–14, 15–19 …), 10 m² wide from 50 m²
 * (50–59 …), so small homes, where a few m² matter, are told apart more finely.
 *
 * @param surfaceM2 surface in m² (rounded to a whole m²; below 1 counts as 1)
 * @returns the band's first and last m², both inclusive
 */
export function surfaceBand(surfaceM2: number): { min: number; max: number } {
  const m2 = Math.max(1, Math.round(surfaceM2));
  const width = m2 < 50 ? 5 : 10;
  const min = Math.floor(m2 / width) * width;
  return { min, max: min + width - 1 };
}

/**
 * The rooms an illustration draws: one for a room, student room and studio; for an apartment by
 * surface (40–59 m² 2, 60–79 m² 3, 80–99 m² 4, from 100 m² 5, living room included, as Dutch
 * adverts count 'kamers'); an antikraak home below 30 m² 1, below 50 m² 2, else 3.
 *
 * @param listingType §3 ListingType
 * @param surfaceM2 the band's first m² (so every listing of a band gets the same count)
 */
export function roomCount(listingType: number, surfaceM2: number): number {
  if (listingType === ListingType.Apartment) {
    if (surfaceM2 < 60) return 2;
    if (surfaceM2 < 80) return 3;
    if (surfaceM2 < 100) return 4;
    return 5;
  }
  if (listingType === ListingType.Antikraak) return surfaceM2 < 30 ? 1 : surfaceM2 < 50 ? 2 : 3;
  return 1;
}

/**
 * The shared illustration of an advert: its category and surface band, and the rooms drawn.
 *
 * @param facts the advert's listing type and surface
 * @throws RangeError for a listing type outside §3's five
 */
export function illustrationSpec(facts: IllustrationFacts): IllustrationSpec {
  if (PALETTES[facts.listingType] === undefined) {
    throw new RangeError(`no illustration for listing type ${facts.listingType}`);
  }
  const band = surfaceBand(facts.surfaceM2);
  return {
    listingType: facts.listingType,
    surfaceMin: band.min,
    surfaceMax: band.max,
    rooms: roomCount(facts.listingType, band.min),
  };
}

/** A stable text of a spec, to group listings by the drawing they share. */
export function specId(spec: IllustrationSpec): string {
  return `${TYPE_SLUGS[spec.listingType] ?? spec.listingType}-${spec.surfaceMin}-${spec.surfaceMax}-${spec.rooms}`;
}

/**
 * The label of an illustration, as drawn into it, in Dutch and English.
 *
 * @example captions → { nl: 'Illustratie: plattegrond, 15–19 m², 1 kamer',
 *   en: 'Illustration: floor plan, 15–19 m², 1 room' }
 */
export function illustrationCaptions(spec: IllustrationSpec): IllustrationCaptions {
  const surface = `${spec.surfaceMin}–${spec.surfaceMax} m²`;
  const plural = spec.rooms !== 1;
  return {
    nl: `Illustratie: plattegrond, ${surface}, ${spec.rooms} ${plural ? 'kamers' : 'kamer'}`,
    en: `Illustration: floor plan, ${surface}, ${spec.rooms} ${plural ? 'rooms' : 'room'}`,
  };
}

/** A rectangle in px. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Numbers in the SVG with at most one decimal: the text is identical on every machine. */
function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function rect(box: Box, fill: string, extra = ''): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${fill}"${extra}/>`;
}

/** A bed of 0.9 (single) or 1.6 m (double) by 2 m against the top wall of a room, with pillows. */
function bed(room: Box, scale: number, double: boolean, palette: Palette): string {
  const w = (double ? 1.6 : 0.9) * scale;
  const h = 2 * scale;
  const box = { x: room.x + room.w - w - 0.25 * scale, y: room.y + 0.2 * scale, w, h };
  const pillows = double ? 2 : 1;
  const pillowW = (w - 0.15 * scale * (pillows + 1)) / pillows;
  let svg = rect(box, palette.furniture, ` rx="${n(0.08 * scale)}"`);
  for (let i = 0; i < pillows; i++) {
    svg += rect(
      {
        x: box.x + 0.15 * scale + i * (pillowW + 0.15 * scale),
        y: box.y + 0.12 * scale,
        w: pillowW,
        h: 0.4 * scale,
      },
      '#ffffff',
      ` rx="${n(0.06 * scale)}"`,
    );
  }
  return svg;
}

/**
 * Where a piece of furniture stands near the bottom-left corner of a room.
 *
 * @param room the room, px
 * @param scale px per metre
 * @param place its size (`widthM` × `depthM`), the gap to the left wall (`leftM`) and how far
 *   above the bottom wall its top edge lies (`topM`, so the gap below it is `topM - depthM`), m
 * @returns its box, px
 */
function nearBottomLeft(
  room: Box,
  scale: number,
  place: { leftM: number; topM: number; widthM: number; depthM: number },
): Box {
  return {
    x: room.x + place.leftM * scale,
    y: room.y + room.h - place.topM * scale,
    w: place.widthM * scale,
    h: place.depthM * scale,
  };
}

/** A desk (1.2 × 0.6 m) with a chair at the bottom-left of a room. */
function desk(room: Box, scale: number, palette: Palette): string {
  const box = nearBottomLeft(room, scale, { leftM: 0.2, topM: 0.8, widthM: 1.2, depthM: 0.6 });
  return (
    rect(box, palette.furniture) +
    `<circle cx="${n(box.x + 0.6 * scale)}" cy="${n(box.y - 0.35 * scale)}" r="${n(0.25 * scale)}" fill="${palette.accent}" opacity="0.55"/>`
  );
}

/** A sofa (2 × 0.8 m) and a round table with four chairs: the living room. */
function livingFurniture(room: Box, scale: number, palette: Palette): string {
  const sofa = nearBottomLeft(room, scale, { leftM: 0.3, topM: 1.1, widthM: 2, depthM: 0.8 });
  const cx = room.x + room.w * 0.6;
  const cy = room.y + room.h * 0.42;
  let svg = rect(sofa, palette.accent, ` rx="${n(0.15 * scale)}" opacity="0.75"`);
  for (const [dx, dy] of [
    [-0.75, 0],
    [0.75, 0],
    [0, -0.75],
    [0, 0.75],
  ] as const) {
    svg += `<circle cx="${n(cx + dx * scale)}" cy="${n(cy + dy * scale)}" r="${n(0.22 * scale)}" fill="${palette.furniture}"/>`;
  }
  svg += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.5 * scale)}" fill="${palette.furniture}" stroke="${palette.wall}" stroke-width="2"/>`;
  return svg;
}

/** A kitchen counter (0.6 m deep) along the top wall of a room, with a sink and a hob. */
function kitchen(room: Box, scale: number, palette: Palette, lengthM: number): string {
  const box = {
    x: room.x + 0.2 * scale,
    y: room.y,
    w: Math.min(lengthM * scale, room.w - 0.4 * scale),
    h: 0.6 * scale,
  };
  return (
    rect(box, palette.furniture) +
    rect(
      { x: box.x + 0.25 * scale, y: box.y + 0.1 * scale, w: 0.5 * scale, h: 0.4 * scale },
      '#ffffff',
    ) +
    `<circle cx="${n(box.x + box.w - 0.45 * scale)}" cy="${n(box.y + 0.3 * scale)}" r="${n(0.14 * scale)}" fill="none" stroke="${palette.wall}" stroke-width="2"/>`
  );
}

/** A bathroom box (shower tray and toilet) in the bottom-right corner of a room, with its own walls. */
function bathroom(room: Box, scale: number, palette: Palette): { svg: string; box: Box } {
  const w = Math.min(1.8 * scale, room.w * 0.45);
  const h = Math.min(1.6 * scale, room.h * 0.45);
  const box = { x: room.x + room.w - w, y: room.y + room.h - h, w, h };
  const tray = Math.min(0.9 * scale, w * 0.5);
  const svg =
    rect(box, palette.background) +
    rect(
      { x: box.x + box.w - tray, y: box.y + box.h - tray, w: tray, h: tray },
      '#ffffff',
      ` stroke="${palette.grid}" stroke-width="2"`,
    ) +
    `<ellipse cx="${n(box.x + 0.35 * scale)}" cy="${n(box.y + box.h - 0.35 * scale)}" rx="${n(0.2 * scale)}" ry="${n(0.28 * scale)}" fill="#ffffff" stroke="${palette.wall}" stroke-width="2"/>` +
    `<path d="M${n(box.x)} ${n(box.y)}H${n(box.x + box.w)}M${n(box.x)} ${n(box.y)}V${n(box.y + box.h)}" stroke="${palette.wall}" stroke-width="6" fill="none"/>`;
  return { svg, box };
}

/**
 * A door: a gap of 0.85 m in a wall with the swing drawn as a quarter circle, hinged at (x, y).
 *
 * @param horizontal whether the wall runs left-right
 * @param side +1: the door opens towards +y (horizontal wall) or +x (vertical wall); -1 the other way
 */
function door(
  x: number,
  y: number,
  scale: number,
  horizontal: boolean,
  side: 1 | -1,
  palette: Palette,
): string {
  const size = 0.85 * scale;
  if (horizontal) {
    return (
      `<rect x="${n(x)}" y="${n(y - 7)}" width="${n(size)}" height="14" fill="${palette.floor}"/>` +
      `<path d="M${n(x)} ${n(y)}L${n(x)} ${n(y + side * size)}A${n(size)} ${n(size)} 0 0 ${side > 0 ? 0 : 1} ${n(x + size)} ${n(y)}" fill="none" stroke="${palette.wall}" stroke-width="2"/>`
    );
  }
  return (
    `<rect x="${n(x - 7)}" y="${n(y)}" width="14" height="${n(size)}" fill="${palette.floor}"/>` +
    `<path d="M${n(x)} ${n(y)}L${n(x + side * size)} ${n(y)}A${n(size)} ${n(size)} 0 0 ${side > 0 ? 1 : 0} ${n(x)} ${n(y + size)}" fill="none" stroke="${palette.wall}" stroke-width="2"/>`
  );
}

/** The rooms of a plan: a living room on the left and the bedrooms stacked on the right. */
function roomBoxes(plan: Box, rooms: number): { living: Box | null; bedrooms: Box[] } {
  if (rooms <= 1) return { living: null, bedrooms: [plan] };
  const livingW = plan.w * (rooms === 2 ? 0.55 : 0.5);
  const living = { x: plan.x, y: plan.y, w: livingW, h: plan.h };
  const bedrooms: Box[] = [];
  const others = rooms - 1;
  // Two columns of bedrooms from four rooms on, so none becomes a corridor.
  const columns = others >= 3 ? 2 : 1;
  const rows = Math.ceil(others / columns);
  const columnW = (plan.w - livingW) / columns;
  for (let i = 0; i < others; i++) {
    const column = Math.floor(i / rows);
    const inColumn = column === columns - 1 ? others - rows * (columns - 1) : rows;
    const row = i % rows;
    const h = plan.h / inColumn;
    bedrooms.push({ x: plan.x + livingW + column * columnW, y: plan.y + row * h, w: columnW, h });
  }
  return { living, bedrooms };
}

/**
 * The SVG of an illustration: a floor plan of the band's middle surface at scale on a 1 m grid,
 * with walls, doors, windows and furniture per room (beds, a desk, for studios and homes a kitchen
 * counter and a bathroom), a 1 m scale bar, and the Dutch and English label on top. Only numbers
 * with one decimal and fixed fonts: the same spec gives the same text everywhere.
 *
 * @param spec what to draw
 * @returns the SVG document, {@link ILLUSTRATION_WIDTH} × {@link ILLUSTRATION_HEIGHT}
 */
export function floorPlanSvg(spec: IllustrationSpec): string {
  const palette = PALETTES[spec.listingType] as Palette;
  const ratio = PLAN_RATIO[spec.listingType] ?? 1.4;
  const surface = (spec.surfaceMin + spec.surfaceMax) / 2;
  const widthM = Math.sqrt(surface * ratio);
  const depthM = surface / widthM;
  // The plan fills the middle 800 px (what a square crop keeps) up to 560 px of height.
  const scale = Math.min(800 / widthM, 520 / depthM);
  const plan = {
    x: (ILLUSTRATION_WIDTH - widthM * scale) / 2,
    y: 200 + (540 - depthM * scale) / 2,
    w: widthM * scale,
    h: depthM * scale,
  };
  const captions = illustrationCaptions(spec);
  const selfContained =
    spec.listingType === ListingType.Studio ||
    spec.listingType === ListingType.Apartment ||
    spec.rooms > 1;

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">`,
    `<title>${captions.nl} / ${captions.en}</title>`,
    rect({ x: 0, y: 0, w: ILLUSTRATION_WIDTH, h: ILLUSTRATION_HEIGHT }, palette.background),
    rect(plan, palette.floor),
  );
  // 1 m grid inside the plan.
  const grid: string[] = [];
  for (let m = 1; m < widthM; m++)
    grid.push(`M${n(plan.x + m * scale)} ${n(plan.y)}V${n(plan.y + plan.h)}`);
  for (let m = 1; m < depthM; m++)
    grid.push(`M${n(plan.x)} ${n(plan.y + m * scale)}H${n(plan.x + plan.w)}`);
  parts.push(
    `<path d="${grid.join('')}" stroke="${palette.grid}" stroke-width="1.5" fill="none"/>`,
  );

  const { living, bedrooms } = roomBoxes(plan, spec.rooms);
  if (living !== null) {
    parts.push(kitchen(living, scale, palette, Math.min(2.8, (living.w / scale) * 0.7)));
    parts.push(livingFurniture(living, scale, palette));
    const bath = bathroom(living, scale, palette);
    parts.push(bath.svg);
  }
  bedrooms.forEach((room, i) => {
    const single = living === null;
    parts.push(
      bed(
        room,
        scale,
        i === 0 && (spec.listingType === ListingType.Apartment || surface >= 20),
        palette,
      ),
    );
    if (single || room.w / scale >= 2.6) parts.push(desk(room, scale, palette));
    if (single && selfContained) {
      parts.push(kitchen(room, scale, palette, Math.min(2.2, (room.w / scale) * 0.45)));
      parts.push(bathroom(room, scale, palette).svg);
    }
  });
  // Inner walls between the living room and the bedrooms and between bedrooms; each bedroom has
  // a door in its left wall (towards the living room, or the bedroom column before it).
  const walls: string[] = [];
  const doors: string[] = [];
  for (const room of bedrooms) {
    if (living === null) continue;
    walls.push(`M${n(room.x)} ${n(room.y)}V${n(room.y + room.h)}`);
    if (room.y > plan.y + 1) walls.push(`M${n(room.x)} ${n(room.y)}H${n(room.x + room.w)}`);
    doors.push(door(room.x, room.y + room.h / 2 - 0.42 * scale, scale, false, 1, palette));
  }
  parts.push(`<path d="${walls.join('')}" stroke="${palette.wall}" stroke-width="8" fill="none"/>`);
  parts.push(...doors);
  // Outer walls, the front door in the left wall (clear of kitchen, sofa and desk) and windows on
  // the top wall.
  parts.push(rect(plan, 'none', ` stroke="${palette.wall}" stroke-width="14"`));
  const frontDoorY =
    living !== null
      ? living.y + living.h / 2 - 0.42 * scale
      : plan.y + (selfContained ? 0.75 : 0.2) * scale;
  parts.push(door(plan.x, frontDoorY, scale, false, 1, palette));
  const windowCount = Math.max(1, Math.floor(widthM / 3));
  for (let i = 0; i < windowCount; i++) {
    const span = plan.w / windowCount;
    const x = plan.x + i * span + span * 0.25;
    parts.push(
      rect(
        { x, y: plan.y - 5, w: span * 0.5, h: 10 },
        '#9fd0f0',
        ` stroke="${palette.wall}" stroke-width="2"`,
      ),
    );
  }
  // Scale bar: 1 m.
  const barX = plan.x + plan.w - scale;
  const barY = plan.y + plan.h + 34;
  parts.push(
    `<path d="M${n(barX)} ${n(barY)}H${n(barX + scale)}M${n(barX)} ${n(barY - 8)}V${n(barY + 8)}M${n(barX + scale)} ${n(barY - 8)}V${n(barY + 8)}" stroke="${palette.wall}" stroke-width="3"/>`,
    `<text x="${n(barX + scale / 2)}" y="${n(barY - 12)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" text-anchor="middle" fill="${palette.wall}">1 m</text>`,
  );
  // The label: what this picture is, in both languages, across the top - left of centre, so
  // the favourite button in the top right corner of a search card does not cover its end.
  parts.push(
    rect(
      { x: 40, y: 36, w: 900, h: 118 },
      '#ffffff',
      ` rx="18" opacity="0.92" stroke="${palette.accent}" stroke-width="3"`,
    ),
    `<text x="490" y="86" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${palette.wall}">${captions.nl}</text>`,
    `<text x="490" y="132" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" text-anchor="middle" fill="${palette.accent}">${captions.en}</text>`,
    '</svg>',
  );
  return parts.join('');
}

/**
 * The image key of a drawing: `seed-plan-{category}-{min}-{max}-{12 hex of the SVG's SHA-256}`.
 * Derived from the drawing, not the encoded bytes (which may differ between libvips versions):
 * the same seed names the same keys on every machine, and a changed drawing gets a new key, so
 * derived sizes cached under an old key never show a stale picture.
 */
export function illustrationImageKey(spec: IllustrationSpec, svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return `seed-plan-${TYPE_SLUGS[spec.listingType] ?? 'listing'}-${spec.surfaceMin}-${spec.surfaceMax}-${hash}`;
}

/**
 * Renders an illustration to JPEG through sharp (librsvg; text in DejaVu Sans where installed).
 *
 * @param spec what to draw
 * @returns the key, captions and JPEG bytes ({@link ILLUSTRATION_WIDTH} × {@link ILLUSTRATION_HEIGHT})
 * @throws sharp's error when the SVG cannot be rendered
 */
export async function renderIllustration(spec: IllustrationSpec): Promise<RenderedIllustration> {
  const svg = floorPlanSvg(spec);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer({ resolveWithObject: true });
  return {
    spec,
    imageKey: illustrationImageKey(spec, svg),
    captions: illustrationCaptions(spec),
    bytes: data,
    width: info.width,
    height: info.height,
  };
}
