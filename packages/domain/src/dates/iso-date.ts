/** Calendar dates as YYYY-MM-DD text, with the date-picker range of §5. */

/** First date a date picker allows, §5: 1900-01-01. */
export const DATE_PICKER_MIN = '1900-01-01';

/** Last date a date picker allows, §5: 2099-12-31. */
export const DATE_PICKER_MAX = '2099-12-31';

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * Reads a calendar date leniently (§5): 'YYYY-MM-DD', optionally followed by a time part
 * ('2025-09-01T00:00:00Z' gives '2025-09-01'). Surrounding spaces are ignored.
 *
 * @param text the text to read, for example a URL parameter
 * @returns the date as 'YYYY-MM-DD', or null when absent, not a real calendar date, or outside
 *   the date-picker range {@link DATE_PICKER_MIN}..{@link DATE_PICKER_MAX}; never throws
 */
export function parseIsoDate(text: string | null | undefined): string | null {
  const match = ISO_DATE_PREFIX.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDate = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  const iso = `${year}-${month}-${day}`;
  return isRealDate && iso >= DATE_PICKER_MIN && iso <= DATE_PICKER_MAX ? iso : null;
}

/**
 * Formats the local calendar date of a `Date` (as picked in a browser date picker) as YYYY-MM-DD.
 *
 * @param date a valid date; its local year, month and day are used
 * @returns 'YYYY-MM-DD'
 * @throws RangeError when `date` is an invalid date
 */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
