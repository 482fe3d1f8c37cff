/**
 * The deterministic demo seed (development only): the demo accounts and demo listings on the
 * reference data of `../reference-data` (places and streets, which every environment loads).
 * What the start command needs:
 *
 * ```ts
 * import { hashPassword } from '../auth/password.js';
 * import { isReferenceDataLoaded, loadReferenceData } from './reference-data/index.js';
 * import { isDemoSeeded, seedDemoData } from './seed/index.js';
 * if (!(await isReferenceDataLoaded(pool))) await loadReferenceData(pool);
 * if (seedDemo && !(await isDemoSeeded(pool))) {
 *   await seedDemoData(pool, { listings: 5000, hashPassword, imageStore });
 * }
 * ```
 *
 * `seedDatabase` does both in one transaction (the CLI `cli.ts`: `pnpm seed --listings N
 * [--reset]`, tests, benches).
 */
export {
  DEFAULT_LISTING_COUNT,
  DEFAULT_REFERENCE_DATE,
  DEMO_ACCOUNTS,
  type DemoAccount,
  type DemoSeedOptions,
  isDatabaseSeeded,
  isDemoSeeded,
  resetSeededTables,
  seedDatabase,
  seedDemoData,
  type SeedCounts,
  type SeedOptions,
  type SeedProgress,
  type SeedResult,
} from './seed-database.js';
export { DEMO_LANDLORD_EMAIL, DEMO_PASSWORD, DEMO_TENANT_EMAIL } from './seed-users.js';
