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
  /**
   * The "let landlords with a matching home find me" choice (signed-in users): saves through
   * `POST /alert/savealerttosession?setSearchVisibility=true`; false or absent: `createalert`.
   */
  readonly findMe?: boolean;
  /** The alert calls, loaded when first needed. */
  readonly api: () => Promise<Pick<AlertApi, 'create' | 'saveToSession'>>;
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
 * characters, `null` when blank) and language — or, when the user chose to be found by
 * landlords, `POST /alert/savealerttosession?setSearchVisibility=true` with the same body, whose
 * answer says whether the tenant profile can be found yet; 1129 reads as "already saved"; a 401 (signed out
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
  const body = {
    searchRequest: request,
    frequency: input.frequency,
    name: name === '' ? null : name,
    language: input.language,
  };
  try {
    const api = await input.api();
    if (input.findMe === true) {
      const { tenantProfile } = await api.saveToSession(body, true);
      return {
        kind: 'savedFindMe',
        shown: tenantProfile.shown,
        completenessPercent: tenantProfile.completenessPercent,
      };
    }
    await api.create(body);
    return { kind: 'saved' };
  } catch (error) {
    const failure = createFailureOf(error, input.errors);
    if (failure === 'alreadySaved') return { kind: 'alreadySaved' };
    if (failure === 'signedOut') return keep(storage, request);
    return { kind: 'failed', errorKey: failure };
  }
}
