/**
 * UTC date formatting for a million seeded rows: the same few hundred days recur, so their
 * strings are cached (formatting through `Date#toISOString` per row was a hot spot).
 */

const DAY_MS = 86_400_000;
const dayCache = new Map<number, string>();
const monthsCache = new Map<string, string>();
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The UTC calendar day of an instant.
 * @param ms epoch milliseconds
 * @returns 'YYYY-MM-DD'
 */
export function isoDay(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = dayCache.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayCache.set(day, text);
  }
  return text;
}

/**
 * An instant rounded to whole seconds, as PostgreSQL `timestamptz` input.
 * @param ms epoch milliseconds
 * @returns 'YYYY-MM-DDTHH:MM:SS.000Z' (equal to `toISOString()` of the rounded instant)
 */
export function isoTimestamp(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  let rest = seconds - day * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const secs = rest - minutes * 60;
  return `${isoDay(day * DAY_MS)}T${TWO_DIGITS[hours] ?? ''}:${TWO_DIGITS[minutes] ?? ''}:${TWO_DIGITS[secs] ?? ''}.000Z`;
}

/**
 * A day some months later, clamped to the end of a shorter month (31 Jan + 1 → 28/29 Feb).
 * @param day 'YYYY-MM-DD'
 * @param months whole months to add (≥ 0)
 * @returns 'YYYY-MM-DD'
 */
export function addMonths(day: string, months: number): string {
  const key = `${day}+${months}`;
  let text = monthsCache.get(key);
  if (text === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
    text = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
    monthsCache.set(key, text);
  }
  return text;
}
