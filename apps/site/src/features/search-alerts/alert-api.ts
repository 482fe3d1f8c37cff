import { loadBrowserApi } from '../../client/load-browser-api';
import { bodyOf } from '../account-alerts/alert-answers';

import type { AlertFrequency, ListingSearchRequest } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** `POST /alert/preview` (§7, ours): how the search did over the last 7 days. */
export interface AlertPreview {
  /** Listings the search would have sent in the last 7 days. */
  readonly lastSevenDays: number;
  /** False when the search matches too many a day for an instant alert (over 300). */
  readonly instantAllowed: boolean;
}

/** The body of `POST /alert/createalert` (§7). */
export interface CreateAlertBody {
  readonly searchRequest: ListingSearchRequest;
  readonly frequency: AlertFrequency;
  /** Up to `ALERT_NAME_MAX_LENGTH` (80) characters; `null` for none. */
  readonly name: string | null;
  /** The language of the alert's e-mails. */
  readonly language: Locale;
}

/** What `POST /alert/savealerttosession` answers (§7; issues 25 and 26). */
export interface SaveToSessionResult {
  /** The search was saved before (1129): nothing new, but the visibility was set. */
  readonly alreadySaved: boolean;
  readonly tenantProfile: {
    /** Landlords can find the tenant profile now (visible and complete). */
    readonly shown: boolean;
    /** Profile completeness, 0 to 100. */
    readonly completenessPercent: number;
  };
}

/** What `POST /alert/processpsa` (§4 flush) answers. */
export interface ProcessPsaResult {
  readonly created: number;
  readonly alreadySaved: number;
}

/**
 * The alert calls the search page and the sign-in flush make. Each rejects with the
 * `RoomsError` of the API client (§8: `1129` search alert already saved, `alert_limit_reached`,
 * `alert_too_wide`, `unauthorized` …).
 */
export interface AlertApi {
  preview(searchRequest: ListingSearchRequest): Promise<AlertPreview>;
  /** Saves an alert for the signed-in user; resolves with its `psaIdentifier`. */
  create(body: CreateAlertBody): Promise<{ readonly psaIdentifier: string }>;
  /**
   * Saves an alert and sets whether landlords may find the user's tenant profile
   * (`setSearchVisibility`); a search saved before is not an error here.
   */
  saveToSession(body: CreateAlertBody, setSearchVisibility: boolean): Promise<SaveToSessionResult>;
  /** Sends the anonymous alerts of this browser (at most 20) to the signed-in user's account. */
  processPsa(psaList: readonly ListingSearchRequest[], language: Locale): Promise<ProcessPsaResult>;
}

/**
 * The alert calls over the browser's API client (`/services/api`, loaded on first use).
 *
 * @param locale the page's language (Accept-Language)
 * @returns the calls
 */
export async function browserAlertApi(locale: Locale): Promise<AlertApi> {
  const client = await loadBrowserApi(locale);
  return {
    preview: async (searchRequest) =>
      bodyOf(await client.POST('/alert/preview', { body: { searchRequest } })),
    create: async (body) => bodyOf(await client.POST('/alert/createalert', { body })),
    saveToSession: async (body, setSearchVisibility) =>
      bodyOf(
        await client.POST('/alert/savealerttosession', {
          params: { query: { setSearchVisibility: setSearchVisibility ? 'true' : 'false' } },
          body,
        }),
      ),
    processPsa: async (psaList, language) =>
      bodyOf(await client.POST('/alert/processpsa', { body: { psaList: [...psaList], language } })),
  };
}
