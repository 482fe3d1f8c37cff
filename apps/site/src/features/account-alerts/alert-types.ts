import type { AlertFrequency, ListingSearchRequest } from '@rooms/domain';

/**
 * A saved search alert as `GET /alert/alerts` and `POST /alert/updatealert` answer it (§7,
 * issue 25): the stored criteria are the §3 listing search request.
 */
export interface SearchAlert {
  /** Random identifier (128 bits, base64url), also in the e-mails' links. */
  readonly psaIdentifier: string;
  readonly name: string | null;
  readonly frequency: AlertFrequency;
  readonly paused: boolean;
  /** Language of its e-mails, 'nl' or 'en'. */
  readonly language: string;
  readonly searchRequest: ListingSearchRequest;
  /** Listings it matched in the last 7 days. */
  readonly matchesLastSevenDays: number;
  /** When it was saved, ISO 8601 UTC. */
  readonly createdAt: string;
}

/** `GET /alert/bypsa`: what the unsubscribe page may show of an alert (nothing personal). */
export interface AlertByPsa {
  readonly found: boolean;
  readonly name: string | null;
  readonly searchRequest: ListingSearchRequest | null;
  readonly language: string | null;
}

/** A change of an alert, the body of `POST /alert/updatealert` without the identifier. */
export interface AlertChange {
  /** A new name; null clears it. */
  readonly name?: string | null;
  readonly frequency?: AlertFrequency;
  readonly paused?: boolean;
}
