import { completeListingSearchRequest, type AlertFrequency } from '@rooms/domain';

import type { AlertByPsa, SearchAlert } from './alert-types';
import type { paths } from '@rooms/api-client';

/** `GET /alert/alerts` as the typed client answers it. */
type AlertsAnswer = paths['/alert/alerts']['get']['responses'][200]['content']['application/json'];
/** One alert of the API's answers (`alerts`, `updatealert`). */
export type AlertAnswer = AlertsAnswer['alerts'][number];
/** `GET /alert/bypsa` as the typed client answers it. */
export type AlertByPsaAnswer =
  paths['/alert/bypsa']['get']['responses'][200]['content']['application/json'];

/**
 * The body of a call's answer (every failure has rejected already, see `createRoomsClient`).
 *
 * @throws Error when a 2xx answer had no body (an API fault)
 */
export function bodyOf<T>(answer: { data?: T }): T {
  if (answer.data === undefined) throw new Error('The API answered without a body');
  return answer.data;
}

/**
 * An alert of the API as the pages show it: its stored search read as the complete §3 request
 * (`completeListingSearchRequest`, the API stores it complete; the schema describes the lenient
 * request shape).
 */
export function toSearchAlert(answer: AlertAnswer): SearchAlert {
  return {
    ...answer,
    frequency: answer.frequency as AlertFrequency,
    searchRequest: completeListingSearchRequest(answer.searchRequest),
  };
}

/** The unsubscribe page's lookup, its search read as in {@link toSearchAlert}. */
export function toAlertByPsa(answer: AlertByPsaAnswer): AlertByPsa {
  return {
    ...answer,
    searchRequest:
      answer.searchRequest === null ? null : completeListingSearchRequest(answer.searchRequest),
  };
}
