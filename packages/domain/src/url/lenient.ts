/** Lenient readers of URL text, §5 "URL parameters are parsed leniently". None of them throws. */

/**
 * Reads an integer from the start of a text, as `parseInt` does ('12abc' gives 12, '1.9' gives 1).
 *
 * @param text the text, for example a query parameter; may be undefined
 * @returns the integer, or null when there is none or it is not a safe integer
 */
export function parseLenientInteger(text: string | null | undefined): number | null {
  const value = Number.parseInt(text ?? '', 10);
  if (!Number.isSafeInteger(value)) return null;
  return value === 0 ? 0 : value;
}

/**
 * Reads a decimal number from the start of a text, as `parseFloat` does ('52.1x' gives 52.1).
 *
 * @param text the text; may be undefined
 * @returns the finite number (never -0), or null when there is none
 */
export function parseLenientFloat(text: string | null | undefined): number | null {
  const value = Number.parseFloat(text ?? '');
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/**
 * Reads a boolean: 'true' or 'false' in any letter case, surrounding spaces ignored.
 *
 * @param text the text; may be undefined
 * @returns true, false, or null for anything else
 */
export function parseLenientBoolean(text: string | null | undefined): boolean | null {
  const word = text?.trim().toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  return null;
}
