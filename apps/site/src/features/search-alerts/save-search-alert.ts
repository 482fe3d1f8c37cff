import { ALERT_NAME_MAX_LENGTH } from '@rooms/domain';

import { addAnonymousAlert } from './anonymous-alerts-storage';
import { createFailureOf } from './save-outcome';

import type { AlertApi } from './alert-api';
import type { AlertStorage } from './anonymous-alerts-storage';
import type { SaveOutcome } from './save-outcome';
import type { SearchAlertTexts } from './search-alert-texts';
import type { ListingSearchRequest, AlertFrequency } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** What {@link saveSearchAlert} needs. */
export interface SaveSearchAlertInput {
  /** The search to save (the page's request, with the map box on screen). */
  readonly request: ListingSearchRequest;
  /** True when the session says nobody is signed in; false when signed in or not known yet. */
  readonly anonymous: boolean;
  readonly frequency: AlertFrequency;
  /** What the visitor typed as the name; blank means none. */
  readonly name: string;
  /** The page's language: the alert's e-mails are sent in it. */
  readonly language: Locale;
  /** The alert calls, loaded when first needed. */
  readonly api: () => Promise<Pick<AlertApi, 'create'>>;
  /** Where anonymous alerts are kept; `null` where the browser refuses storage. */
  readonly storage: AlertStorage | null;
  /** The §8 texts the dialog has (any other code reads as `unknown`). */
  readonly errors: SearchAlertTexts['errors'];
}

function keep(storage: AlertStorage | null, request: ListingSearchRequest): SaveOutcome {
  return {
    kind: 'kept',
    result: storage === null ? 'unavailable' : addAnonymousAlert(storage, request),
  };
}

/**
 * Saves a search as an alert (issue 25): for a signed-in user (or while the session is not known
 * yet) `POST /alert/createalert` with the request, frequency, name (trimmed, at most 80
 * characters, `null` when blank) and language; 1129 reads as "already saved"; a 401 (signed out
 * meanwhile) keeps the search in the browser as for anonymous visitors, whose searches go into
 * the §3 record (no duplicates, at most 20) for the §4 flush after signing in.
 *
 * @param input the search, the visitor's choices and where to save
 * @returns how it ended; never rejects
 */
export async function saveSearchAlert(input: SaveSearchAlertInput): Promise<SaveOutcome> {
  const { request, storage } = input;
  if (input.anonymous) return keep(storage, request);
  const name = input.name.trim().slice(0, ALERT_NAME_MAX_LENGTH);
  try {
    const api = await input.api();
    await api.create({
      searchRequest: request,
      frequency: input.frequency,
      name: name === '' ? null : name,
      language: input.language,
    });
    return { kind: 'saved' };
  } catch (error) {
    const failure = createFailureOf(error, input.errors);
    if (failure === 'alreadySaved') return { kind: 'alreadySaved' };
    if (failure === 'signedOut') return keep(storage, request);
    return { kind: 'failed', errorKey: failure };
  }
}
