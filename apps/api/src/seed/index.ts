/**
 * The deterministic seed (spec §3 entities from the shared BAG, CBS and rent data). What the
 * start command needs:
 *
 * ```ts
 * import { hashPassword } from '../auth/password.js';
 * import { isDatabaseSeeded, seedDatabase } from './seed/index.js';
 * if (!(await isDatabaseSeeded(database.pool))) {
 *   const { demoAccounts } = await seedDatabase(database.pool, { listings: 5000, hashPassword });
 * }
 * ```
 *
 * The CLI is `cli.ts` (`pnpm seed --listings N [--reset]`).
 */
export { resolveSharedDataDir } from './data-dir.js';
export { type RentFigure, type RentLevels, loadRentLevels } from './rent-levels.js';
export {
  DEFAULT_LISTING_COUNT,
  DEFAULT_REFERENCE_DATE,
  DEMO_ACCOUNTS,
  type DemoAccount,
  isDatabaseSeeded,
  resetSeededTables,
  seedDatabase,
  type SeedOptions,
  type SeedProgress,
  type SeedResult,
} from './seed-database.js';
export { DEMO_LANDLORD_EMAIL, DEMO_PASSWORD, DEMO_TENANT_EMAIL } from './seed-users.js';
