/**
 * `pnpm bench:images [--runs 15] [--serves 300]`: the image service benchmark (issue 5 "A
 * benchmark script prints the time to resize a 12-megapixel JPEG to the search-card size and the
 * time to serve a cached size; goals: under 150 ms and under 5 ms").
 *
 * Generates a 12-megapixel (4000×3000) photo-like JPEG with sharp, then measures (medians, ms):
 * 1. resizing it to the search-card size, 341×241 (`LISTING_CARD_PHOTO` of @rooms/ui, the
 *    search result card), with sharp and the image service's encoder settings (`fit: cover`,
 *    `encodeImage`), to WebP, AVIF and JPEG (goal < 150 ms);
 * 2. the upload normalisation of the same JPEG (orientation, metadata removed, 2560 px cap);
 * 3. through the Fastify app (`inject`, no network): the first request of a card size of the
 *    stored photo (a resize from the stored original, then cached), and the request of a size
 *    that is cached (goal < 5 ms), both with a browser's Accept header (AVIF).
 * Local image store in a temporary folder; no database is used. It reports; it never fails on
 * the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';

import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { loadConfig } from '../src/env.js';
import { encodeImage } from '../src/images/image-service.js';
import { LocalImageStore } from '../src/images/local-image-store.js';
import { normaliseUploadedPhoto } from '../src/images/photo-upload.js';
import { testPhoto } from '../src/images/testing/test-images.js';

/** The search result card's photo size in px (`LISTING_CARD_PHOTO` in packages/ui listing-card). */
const CARD = { width: 341, height: 241 } as const;
const RESIZE_GOAL_MS = 150;
const CACHED_GOAL_MS = 5;
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function parseArgs(argv: readonly string[]): { runs: number; serves: number } {
  const args = { runs: 15, serves: 300 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') args.runs = Number(argv[++i]);
    else if (arg === '--serves') args.serves = Number(argv[++i]);
    else if (arg !== '--')
      throw new Error(`unknown argument ${arg}; usage: bench:images [--runs N] [--serves N]`);
  }
  return args;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task` `runs` times after one warm-up; returns the durations in ms. */
async function time(runs: number, task: (run: number) => Promise<unknown>): Promise<number[]> {
  await task(-1);
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task(run);
    durations.push(performance.now() - started);
  }
  return durations;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const verdict = (value: number, goal: number) => (value < goal ? 'MET' : 'MISSED');

async function main(): Promise<void> {
  const { runs, serves } = parseArgs(process.argv.slice(2));
  console.log(
    `bench:images — sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${cpus().length} CPU, Node ${process.version}; medians of ${runs} runs (${serves} for cached serves)`,
  );

  const source = await testPhoto('jpeg', 4000, 3000);
  const metadata = await sharp(source).metadata();
  console.log(
    `source: ${metadata.width}×${metadata.height} JPEG (${((metadata.width * metadata.height) / 1e6).toFixed(1)} megapixels, ${(source.length / 1e6).toFixed(1)} MB)`,
  );

  const resize = (format: 'webp' | 'avif' | 'jpeg') =>
    time(runs, () =>
      encodeImage(
        sharp(source, { failOn: 'error' }).resize({ ...CARD, fit: 'cover' }),
        format,
        CARD.width * CARD.height,
      ).toBuffer(),
    );
  const webp = median(await resize('webp'));
  const avif = median(await resize('avif'));
  const jpeg = median(await resize('jpeg'));
  const normalise = median(await time(Math.min(runs, 7), () => normaliseUploadedPhoto(source)));

  const root = mkdtempSync(join(tmpdir(), 'rooms-bench-images-'));
  const database = openDatabase('postgres://bench@127.0.0.1:1/none', 1); // never connects
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: root }),
    database,
    imageStore: new LocalImageStore(join(root, 'uploads')),
  });
  await app.ready();
  try {
    const photo = await normaliseUploadedPhoto(source);
    const key = await app.images.storeOriginal(photo);
    // Only the site's sizes are rendered (issue 23), so each uncached run gets a photo of its own.
    const runKeys: string[] = [];
    for (let run = 0; run < runs; run += 1) runKeys.push(await app.images.storeOriginal(photo));
    const get = async (url: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: BROWSER_ACCEPT },
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response;
    };
    // The card size of a new photo per run: each is a resize of the stored original.
    const uncached = await time(runs, (run) =>
      get(`/image/${runKeys[run]}/resize/${CARD.width}-${CARD.height}`),
    );
    const cardUrl = `/image/${key}/resize/${CARD.width}-${CARD.height}`;
    await get(cardUrl); // rendered and cached
    const cached = await time(serves, async () => {
      const response = await get(cardUrl);
      if (response.headers['x-image-cache'] !== 'hit') throw new Error('expected a cache hit');
    });

    const line = (label: string, value: string, goal = '') =>
      console.log(`${label.padEnd(74)} ${value}${goal === '' ? '' : `   ${goal}`}`);
    const card = `${CARD.width}×${CARD.height}`;
    console.log('');
    line(
      `resize the 12-megapixel JPEG to the card size ${card}, WebP`,
      ms(webp),
      `goal < ${RESIZE_GOAL_MS} ms: ${verdict(webp, RESIZE_GOAL_MS)}`,
    );
    line(
      `resize the 12-megapixel JPEG to the card size ${card}, AVIF`,
      ms(avif),
      `goal < ${RESIZE_GOAL_MS} ms: ${verdict(avif, RESIZE_GOAL_MS)}`,
    );
    line(
      `resize the 12-megapixel JPEG to the card size ${card}, JPEG`,
      ms(jpeg),
      `goal < ${RESIZE_GOAL_MS} ms: ${verdict(jpeg, RESIZE_GOAL_MS)}`,
    );
    line('upload normalisation of it (rotate, strip metadata, 2560 px, JPEG q85)', ms(normalise));
    line(`GET ${card}, first request (resize of the stored original, AVIF)`, ms(median(uncached)));
    line(
      `GET ${card}, cached (app.inject, AVIF), median`,
      ms(median(cached)),
      `goal < ${CACHED_GOAL_MS} ms: ${verdict(median(cached), CACHED_GOAL_MS)}`,
    );
    line(`GET ${card}, cached, p95`, ms(percentile(cached, 95)));
  } finally {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
