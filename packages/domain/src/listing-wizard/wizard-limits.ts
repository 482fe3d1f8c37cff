/**
 * Limits of the listing wizard's fields (ours: §5 says "client-side form rules for the listing
 * wizard are not shown"; only the date range 1900-01-01..2099-12-31 is §5's). The API and the
 * site check the same numbers; the site shows them in its messages (`{{min}}`, `{{max}}`).
 */
import { MAX_AGE, MIN_AGE } from '../constants/search-defaults';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '../dates/iso-date';

/** The bounds of every bounded wizard field. Money in euro cents per month, surface in m². */
export const WIZARD_LIMITS = {
  /** Rent per month, euro cents: €50 to €10,000. */
  rentCents: { min: 5_000, max: 1_000_000 },
  /** Service costs per month, euro cents: €0 to €2,000. */
  serviceCostsCents: { min: 0, max: 200_000 },
  /** Deposit, euro cents (once): €0 to €30,000. */
  depositCents: { min: 0, max: 3_000_000 },
  /** Surface, whole m²: 1 to 1000. */
  surfaceM2: { min: 1, max: 1000 },
  /** Dates (YYYY-MM-DD), §5 date-picker range. */
  date: { min: DATE_PICKER_MIN, max: DATE_PICKER_MAX },
  /** Preferred tenant age, years: the global bounds of §5 (16 to 99). */
  age: { min: MIN_AGE, max: MAX_AGE },
  /** Persons the home is suitable for: 1 to 10. */
  suitableForPersons: { min: 1, max: 10 },
  /** People living there now (besides the new tenant): 0 to 20. */
  currentResidents: { min: 0, max: 20 },
  /** Title, characters (code points, trimmed): 10 to 80, one line. */
  title: { min: 10, max: 80 },
  /** Description, characters (code points, trimmed): 50 to 5000. */
  description: { min: 50, max: 5000 },
  /** House number, the number part: 1 to 99999 (1 to 5 digits). */
  houseNumber: { min: 1, max: 99_999 },
  /** Ids of cities, streets and student houses: 1 to 2147483647 (a PostgreSQL integer). */
  id: { min: 1, max: 2_147_483_647 },
  /** House-number addition ('A', '2', 'bis'): at most 4 letters or digits. */
  houseNumberAddition: { max: 4 },
} as const;
