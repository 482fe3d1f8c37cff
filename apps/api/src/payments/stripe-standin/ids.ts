/** Identifiers and clocks of the stand-in's objects. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random Stripe-like id: `<prefix>_` and 24 alphanumerics (e.g. `pi_3Q…`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${text}`;
}

/** Now, in unix seconds (Stripe's timestamps). */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The end of a billing period of `intervalCount` × `interval` from `start` (unix seconds), in
 * calendar units in UTC like Stripe (31 Jan + 1 month = 3 Mar is avoided: the day is clamped).
 */
export function addInterval(start: number, interval: string, intervalCount: number): number {
  const date = new Date(start * 1000);
  switch (interval) {
    case 'day':
      return start + intervalCount * 86_400;
    case 'week':
      return start + intervalCount * 7 * 86_400;
    case 'year':
      return addMonths(date, 12 * intervalCount);
    default:
      return addMonths(date, intervalCount);
  }
}

/** `date` plus `months` calendar months, the day clamped to the target month's length. */
function addMonths(date: Date, months: number): number {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
