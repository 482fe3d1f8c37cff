/**
 * `pnpm bench:trust` (issue 28 "Figures"): seeds a throw-away database like the README's start
 * (5,000 listings by default, `--listings N`) and prints what the trust features give on it:
 * the share of room adverts (Room 1, StudentResidence 16) with a legal rent estimate and the
 * share whose rent is within it (all, and those whose rent excludes utilities, the only ones a
 * verdict is given for), the points and maxima seen, the moderation queues of the seed, and the
 * time to compute the estimate for every advert (what a search page pays), and the freshness
 * job's time on 100,000 adverts (`freshness-figures.ts`).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  rentCheckVerdict,
  ROOM_RENT_TABLE_2026,
  roomRentEstimate,
  roomRentFactsFromListing,
  type EnergyLabelWord,
} from '@rooms/domain';

import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureDatabase } from '../src/db/provision.js';
import { moderationOverview } from '../src/moderation/moderation-queues.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { freePort } from '../src/testing/free-port.js';

import { percentile } from './bench-math.js';
import { printFreshnessFigures } from './freshness-figures.js';

interface RoomRow {
  listing_type: number;
  surface_m2: number;
  is_kitchen_private: boolean;
  is_bathroom_private: boolean;
  is_toilet_private: boolean;
  current_residents: number;
  energy_label: string;
  rent_cents: number;
  utilities_included: boolean;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const index = process.argv.indexOf('--listings');
  const listings = index >= 0 ? Number(process.argv[index + 1]) : 5000;
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-bench-trust-'));
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), await freePort(), false);
  try {
    const url = await ensureDatabase(server.url, 'rooms_bench_trust');
    const database = openDatabase(url, { maxConnections: 4, applicationName: 'bench-trust' });
    try {
      await runMigrations(database);
      const seeded = Date.now();
      await seedDatabase(database.pool, {
        listings,
        streets: 'listed',
        hashPassword: async () => 'bench-placeholder-not-a-hash',
      });
      console.log(
        `Seeded ${listings.toLocaleString('en')} listings in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
      );

      const rows = (
        await database.pool.query<RoomRow>(
          `SELECT listing_type, surface_m2, is_kitchen_private, is_bathroom_private,
                  is_toilet_private, current_residents, energy_label, rent_cents, utilities_included
           FROM listings WHERE status IN (3, 4, 10) AND listing_type IN (1, 16)`,
        )
      ).rows;
      const timings: number[] = [];
      let estimated = 0;
      let within = 0;
      let comparable = 0;
      let withinComparable = 0;
      const points: number[] = [];
      for (const row of rows) {
        const started = performance.now();
        const facts = roomRentFactsFromListing({
          listingType: row.listing_type,
          surfaceM2: row.surface_m2,
          isKitchenPrivate: row.is_kitchen_private,
          isBathroomPrivate: row.is_bathroom_private,
          isToiletPrivate: row.is_toilet_private,
          currentResidents: row.current_residents,
          energyLabel: row.energy_label as EnergyLabelWord,
        });
        const estimate = facts === null ? null : roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
        const verdict = rentCheckVerdict(row.rent_cents, estimate);
        timings.push(performance.now() - started);
        if (estimate === null) continue;
        estimated += 1;
        points.push(estimate.points);
        if (verdict?.verdict === 'within') within += 1;
        if (!row.utilities_included) {
          comparable += 1;
          if (verdict?.verdict === 'within') withinComparable += 1;
        }
      }
      const sortedTimings = [...timings].sort((a, b) => a - b);
      const sortedPoints = [...points].sort((a, b) => a - b);
      console.log('\nLegal rent check (points system for rooms, table of 1 January 2026)');
      console.log(`  visible room adverts:            ${rows.length}`);
      console.log(
        `  with an estimate:                ${estimated} (${pct(estimated, rows.length)}; goal ≥ 90%)`,
      );
      console.log(
        `  rent within the estimate:        ${within} (${pct(within, estimated)} of estimated)`,
      );
      console.log(`  rent without utilities:          ${comparable} (verdict shown on these)`);
      console.log(
        `  of those within the estimate:    ${withinComparable} (${pct(withinComparable, comparable)})`,
      );
      console.log(
        `  points p10 / p50 / p90:          ${percentile(sortedPoints, 10)} / ${percentile(sortedPoints, 50)} / ${percentile(sortedPoints, 90)}`,
      );
      console.log(
        `  estimate per advert p50 / p99:   ${(percentile(sortedTimings, 50) * 1000).toFixed(1)} µs / ${(percentile(sortedTimings, 99) * 1000).toFixed(1)} µs`,
      );
      const perAdvertMs = timings.reduce((sum, t) => sum + t, 0) / Math.max(1, timings.length);
      console.log(
        `  100,000 adverts, estimate only:  ${((perAdvertMs * 100_000) / 1000).toFixed(2)} s (extrapolated from the mean)`,
      );

      const overview = await moderationOverview(database.db);
      console.log('\nModeration queues in the seed');
      for (const queue of overview.queues) {
        console.log(
          `  ${queue.queue.padEnd(22)} ${String(queue.open).padStart(4)} open, oldest ${queue.oldestOpenAt ?? '-'}`,
        );
      }
      console.log(
        `  handled in 30 days:     ${overview.handled.last30Days}, p95 wait ${overview.handled.p95AgeHours ?? '-'} h`,
      );
      await printFreshnessFigures(database);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
