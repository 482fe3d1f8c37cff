/**
 * Figures of the in-memory search index (`src/search/live-listing-index.ts`) for the search
 * benchmark: how long a full load takes (reading every visible listing's facts, then sorting
 * every order), how much memory it holds, and how long applying a change takes — one listing,
 * a hundred at once (both as a delta over the base), and merging a delta into the base
 * (compaction) — which the API does while serving searches.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { indexRowsQuery, type IndexRow } from '../src/search/index-facts.js';
import {
  buildListingIndex,
  COMPACT_AFTER,
  withListingChanges,
} from '../src/search/listing-index.js';
import { loadIndexFacts } from '../src/search/live-listing-index.js';
import { runQuery } from '../src/search/run-query.js';

import type { Database } from '../src/db/database.js';

/** Milliseconds and megabytes of one measurement. */
export interface IndexFigures {
  listings: number;
  /** Reading the facts from PostgreSQL, ms. */
  readMs: number;
  /** Sorting the orders and grouping by city and cell, ms. */
  buildMs: number;
  /** Heap and typed arrays the snapshot holds, MB (approximate: a GC runs before and after). */
  memoryMb: number;
  /** Applying the change of one listing (read its row, new snapshot), ms. */
  oneChangeMs: number;
  /** Applying the change of a hundred listings at once, ms. */
  hundredChangesMs: number;
  /** Applying a hundred changes with a merge of the delta into the base, ms. */
  compactionMs: number;
  /** Longest the event loop was held by a build or merge step (requests wait that long), ms. */
  longestPauseMs: number;
}

const usedBytes = () => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

/**
 * Measures a load and two changes of the index on the benchmark database (it changes nothing).
 *
 * @param database the pool of the seeded database
 */
export async function measureSearchIndex(database: Database): Promise<IndexFigures> {
  const pauses = monitorEventLoopDelay({ resolution: 5 });
  const before = usedBytes();
  const [facts, readMs] = await timed(() => loadIndexFacts(database));
  pauses.enable();
  const [index, buildMs] = await timed(() => buildListingIndex(facts));
  pauses.disable();
  const memoryMb = (usedBytes() - before) / 1e6;
  const applied = async (count: number, compactAfter?: number) => {
    const ids = Array.from(facts.id.subarray(0, count));
    const [, ms] = await timed(async () => {
      const rows = await runQuery<IndexRow>(database, indexRowsQuery({ ids }));
      return withListingChanges(index, ids, rows, compactAfter);
    });
    return ms;
  };
  const hundredChangesMs = await applied(100);
  pauses.enable();
  const compactionMs = await applied(100, 0);
  pauses.disable();
  return {
    listings: facts.size,
    readMs,
    buildMs,
    memoryMb,
    oneChangeMs: await applied(1),
    hundredChangesMs,
    compactionMs,
    longestPauseMs: pauses.max / 1e6,
  };
}

/** One line of the figures, for the benchmark's output. */
export function formatIndexFigures(figures: IndexFigures): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `In-memory search index, ${figures.listings.toLocaleString('en')} visible listings: full load ` +
    `${ms(figures.readMs + figures.buildMs)} (read ${ms(figures.readMs)}, build ${ms(figures.buildMs)}), ` +
    `~${figures.memoryMb.toFixed(0)} MB; applying a change of 1 listing ${ms(figures.oneChangeMs)}, ` +
    `of 100 listings ${ms(figures.hundredChangesMs)}; merging the delta into the base ` +
    `${ms(figures.compactionMs)} (every ${COMPACT_AFTER.toLocaleString('en')} changed listings); ` +
    `longest pause of the API during a build or merge ${ms(figures.longestPauseMs)}`
  );
}
