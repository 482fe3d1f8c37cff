import { parseEuroAmount } from '@rooms/domain';

/**
 * A whole number typed in a field: null when empty (the rules say `required`), NaN when it is
 * not a whole number (the rules say `invalid`).
 *
 * @param text the field's text, e.g. ' 24 '
 */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A euro amount typed in a field ('1.250,50', '1250.5', '€ 900') in euro cents: null when
 * empty, NaN when it is no amount.
 *
 * @param text the field's text
 */
export function euroCents(text: string): number | null {
  if (text.trim() === '') return null;
  return parseEuroAmount(text) ?? Number.NaN;
}

/**
 * Euro cents as a field shows them to edit: whole euros without decimals, else with a decimal
 * comma (nl) or point (en); '' for none.
 *
 * @param cents an amount in euro cents, or null
 * @param locale the page's language
 */
export function centsText(cents: number | null | undefined, locale: 'nl' | 'en'): string {
  if (cents === null || cents === undefined) return '';
  if (cents % 100 === 0) return String(cents / 100);
  const text = (cents / 100).toFixed(2);
  return locale === 'nl' ? text.replace('.', ',') : text;
}

/** A number as a field shows it to edit; '' for none. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
