/** Longest identifier we accept, characters (the API's are 22). */
const MAX_IDENTIFIER_LENGTH = 100;

/** Most identifiers one link may carry (one instant e-mail, several alerts). */
const MAX_IDENTIFIERS = 20;

const IDENTIFIER = /^[A-Za-z0-9_-]+$/;

/** The alerts an unsubscribe link names (§2 `/email-unsubscribe?emailType=…&psaIdentifier=…`). */
export interface UnsubscribeQuery {
  /** The valid identifiers, in the link's order, without duplicates; [] for none. */
  readonly identifiers: readonly string[];
}

/**
 * Reads the unsubscribe link's query leniently: `psaIdentifier` is one identifier or several
 * separated by commas (repeated parameters are joined); identifiers with other characters than
 * letters, digits, `-` and `_`, or longer than 100, are dropped, as are blanks and duplicates;
 * at most 20 are kept. `emailType` is not needed to find the alerts and is ignored.
 *
 * @param value the `psaIdentifier` search parameter(s), as Next.js hands them to a page
 * @returns the identifiers
 */
export function parseUnsubscribeQuery(value: string | string[] | undefined): UnsubscribeQuery {
  const raw = (Array.isArray(value) ? value : [value ?? '']).join(',');
  const identifiers = [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length <= MAX_IDENTIFIER_LENGTH && IDENTIFIER.test(part)),
    ),
  ].slice(0, MAX_IDENTIFIERS);
  return { identifiers };
}
