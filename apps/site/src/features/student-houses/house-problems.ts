import { BusinessResultCode, ErrorCode, errorTranslationKey, isRoomsError } from '@rooms/domain';

import type { HousesTranslate } from './student-house-types';

/** Problem words with a text of their own under `studentHouses:problems.`. */
const KNOWN = new Set([
  'required',
  'invalid',
  'too_short',
  'too_long',
  'line_break',
  'control_characters',
  'not_found',
  'not_in_city',
]);

/** What a refused save tells the form: problem text per field, and texts for the whole form. */
export interface HouseProblems {
  fields: Record<string, string>;
  general: string[];
}

/**
 * The text of a field's problem word (a rule of @rooms/domain or the API's address lookup).
 *
 * @param t `t` with the `studentHouses` namespace
 * @param problem e.g. `too_short`
 */
export function problemText(t: HousesTranslate, problem: string): string {
  return t(`studentHouses:problems.${KNOWN.has(problem) ? problem : 'invalid'}`);
}

/**
 * Reads a refused save (§8): `invalid_request` with fields → field problems; forbidden text
 * (10064/10065) → one text on each named field listing what to remove; 404 → the house is
 * gone; anything else its catalogue text.
 *
 * @param error what the call rejected with
 * @param t `t` with the `studentHouses` and `errors` namespaces
 */
export function houseProblemsOf(error: unknown, t: HousesTranslate): HouseProblems {
  if (!isRoomsError(error)) return { fields: {}, general: [t('studentHouses:problems.generic')] };
  const data = (error.data ?? {}) as { fields?: unknown; findings?: unknown };
  if (
    error.code === BusinessResultCode.ForbiddenTextDutch ||
    error.code === BusinessResultCode.ForbiddenTextEnglish
  ) {
    const byField = new Map<string, string[]>();
    for (const finding of Array.isArray(data.findings) ? data.findings : []) {
      const { field, text } = finding as { field?: unknown; text?: unknown };
      if (typeof field !== 'string') continue;
      byField.set(field, [...(byField.get(field) ?? []), `“${String(text ?? '')}”`]);
    }
    const fields = Object.fromEntries(
      [...byField].map(([field, items]) => [
        field,
        t('studentHouses:problems.forbidden', { items: items.join(', ') }),
      ]),
    );
    return { fields, general: [] };
  }
  if (error.code === ErrorCode.InvalidRequest && Array.isArray(data.fields)) {
    const fields: Record<string, string> = {};
    for (const issue of data.fields as { field?: unknown; message?: unknown }[]) {
      if (typeof issue.field !== 'string' || typeof issue.message !== 'string') continue;
      fields[issue.field.replace(/^body\./, '')] = problemText(t, issue.message);
    }
    if (Object.keys(fields).length > 0) return { fields, general: [] };
  }
  if (error.status === 404)
    return { fields: {}, general: [t('studentHouses:problems.not_found_house')] };
  return {
    fields: {},
    general: [t(`errors:${errorTranslationKey(error.code).slice('errors.'.length)}`)],
  };
}
