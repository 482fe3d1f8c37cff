import { toCatalogueCode, toRoomsError } from '@rooms/domain';

import { fillPlaceholders } from '../account/rich-text';

import type { AddAnonymousAlertResult } from './anonymous-alerts-storage';
import type { SearchAlertErrorKey, SearchAlertTexts } from './search-alert-texts';

/**
 * How saving a search ended, for the dialog's message: saved on the account, already saved
 * there (§8 1129, shown as a friendly message), kept in this browser (anonymous), or a failure
 * with the §8 text to show.
 */
export type SaveOutcome =
  | { readonly kind: 'saved' }
  /** Saved with "let landlords find me": whether they can yet, and how complete the profile is. */
  | {
      readonly kind: 'savedFindMe';
      readonly shown: boolean;
      /** 0 to 100. */
      readonly completenessPercent: number;
    }
  | { readonly kind: 'alreadySaved' }
  | { readonly kind: 'kept'; readonly result: AddAnonymousAlertResult }
  | { readonly kind: 'failed'; readonly errorKey: SearchAlertErrorKey };

/** §8 codes of a refused sign-in: the visitor is not (or no longer) signed in. */
const SIGNED_OUT = new Set<string | number>(['http_401', 'unauthorized']);

/**
 * Reads a failed `POST /alert/createalert`.
 *
 * @param error what the call rejected with
 * @param errors the §8 texts the dialog has
 * @returns `alreadySaved` for 1129, `signedOut` for 401, else the error text's key (`unknown`
 *   for codes the dialog has no text for)
 */
export function createFailureOf(
  error: unknown,
  errors: SearchAlertTexts['errors'],
): 'alreadySaved' | 'signedOut' | SearchAlertErrorKey {
  const code = toCatalogueCode(toRoomsError(error).code);
  if (code === 1129) return 'alreadySaved';
  if (code !== null && SIGNED_OUT.has(code)) return 'signedOut';
  const key = String(code);
  return key in errors ? (key as SearchAlertErrorKey) : 'unknown';
}

/**
 * The text of an outcome (tags still in it: `<alerts>`, `<login>`, `<register>`, `<profile>`;
 * `{{formatted}}` still in the incomplete-profile text, for the percentage).
 *
 * @param outcome how saving ended
 * @param texts the control's texts
 * @returns the message and how it looks
 */
export function outcomeMessage(
  outcome: SaveOutcome,
  texts: SearchAlertTexts,
): { readonly severity: 'success' | 'info' | 'error'; readonly text: string } {
  switch (outcome.kind) {
    case 'saved':
      return { severity: 'success', text: texts.saved };
    case 'savedFindMe':
      return outcome.shown
        ? { severity: 'success', text: texts.savedFindable }
        : {
            severity: 'success',
            text: fillPlaceholders(texts.savedProfileIncomplete, {
              formatted: String(outcome.completenessPercent),
            }),
          };
    case 'alreadySaved':
      return { severity: 'info', text: texts.alreadySaved };
    case 'kept':
      if (outcome.result === 'added') return { severity: 'success', text: texts.kept };
      if (outcome.result === 'alreadySaved') return { severity: 'info', text: texts.alreadyKept };
      return { severity: 'error', text: texts.storageUnavailable };
    case 'failed':
      return { severity: 'error', text: texts.errors[outcome.errorKey] };
  }
}
